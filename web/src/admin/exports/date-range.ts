// Export ranges are calendar days in India (the server reads them in Asia/Kolkata too).
import type { DateRange } from "./exports-api.js";

const indiaDay = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Asia/Kolkata" });

/** Today in India as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return indiaDay.format(now);
}

/** From the first of this month to today: what an accountant asks for most often. */
export function thisMonthSoFar(now: Date = new Date()): DateRange {
  const today = indiaToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The month before this one, whole. */
export function lastMonth(now: Date = new Date()): DateRange {
  const [year, month] = indiaToday(now).split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
