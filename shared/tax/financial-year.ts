// India's financial year runs from 1 April to 31 March; invoice and credit note numbers start
// again each year. The date that counts is the date in India (IST, UTC+5:30, no daylight saving).

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India at an instant: { year, month (1-12), day }. */
export function indianDate(at: Date): { year: number; month: number; day: number } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

/** "2026-27" for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYear(at: Date): string {
  const { year, month } = indianDate(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "26-27": the year as a document number carries it, to stay within 16 characters. */
export function shortFinancialYear(fy: string): string {
  return fy.slice(2);
}

/** "24/11/2026", the Indian way of writing a date, in IST. */
export function indianDateText(at: Date): string {
  const { year, month, day } = indianDate(at);
  return `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "07-Dec-2026", in IST: how GSTR-1's offline tool takes a document's date. */
export function gstr1DateText(at: Date): string {
  const { year, month, day } = indianDate(at);
  return `${String(day).padStart(2, "0")}-${MONTHS[month - 1]}-${year}`;
}
