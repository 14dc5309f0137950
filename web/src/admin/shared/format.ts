// Dates as an Indian admin reads them, in Indian time wherever the browser is.

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const time = new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: "Asia/Kolkata" });
const dayAndTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

function parse(iso: string | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Mar 2026"; empty for a missing or broken date. */
export function adminDate(iso: string | undefined): string {
  const date = parse(iso);
  return date ? day.format(date) : "";
}

/** "5 Mar 2026, 4:05 pm". */
export function adminDateTime(iso: string | undefined): string {
  const date = parse(iso);
  return date ? dayAndTime.format(date) : "";
}

/** "4:05 pm". */
export function adminTime(iso: string | undefined): string {
  const date = parse(iso);
  return date ? time.format(date) : "";
}
