// Discount codes start and end at a moment in India's time, whatever zone the admin's browser is
// set to. India keeps +05:30 all year (no daylight saving), so the offset is a constant.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An ISO instant as a datetime-local value in India ("2026-03-05T09:30"); empty if unreadable. */
export function toIndiaInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as India time, as an ISO instant; null if it is not a date and time. */
export function fromIndiaInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00+05:30`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const shown = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** "5 Mar 2026, 9:30 am". */
export function indiaDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : shown.format(new Date(time));
}
