// The shop keeps its books in India's time: a sale at 01:00 IST on the 25th is the 25th's, not
// the 24th's as UTC would have it. Pure date arithmetic on "YYYY-MM-DD" strings.

export const SHOP_TIME_ZONE = "Asia/Kolkata";

const dateInShop = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The shop's calendar date of a moment: "2026-11-25". */
export function shopDate(at: Date | string): string {
  return dateInShop.format(typeof at === "string" ? new Date(at) : at);
}

/** The day `days` after (or before) a calendar date. */
export function addDays(date: string, days: number): string {
  const noon = new Date(`${date}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included, in order. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The months ("2026-11") that a range of dates touches. */
export function monthsBetween(from: string, to: string): string[] {
  const months = new Set(datesBetween(from, to).map((date) => date.slice(0, 7)));
  return [...months];
}
