// The days the shop does not work besides Sundays (issue 40): a setting the owner keeps, first
// filled with India's three national holidays, the only ones fixed by date for the whole country.
// Festivals (Diwali, Holi, Eid) move every year and differ by state: she adds those she closes for.

export interface Holiday {
  /** The shop's calendar date, "2027-01-26". */
  date: string;
  /** What the day is, as she writes it ("Republic Day", "Diwali"). */
  name: string;
}

/** Enough for every festival a boutique closes for, several years ahead. */
export const MAX_HOLIDAYS = 100;
export const MAX_HOLIDAY_NAME = 60;

const NATIONAL: ReadonlyArray<{ monthDay: string; name: string }> = [
  { monthDay: "01-26", name: "Republic Day" },
  { monthDay: "08-15", name: "Independence Day" },
  { monthDay: "10-02", name: "Gandhi Jayanti" },
];

/** India's national holidays from one year to another, both included, in date order. */
export function nationalHolidays(fromYear: number, toYear: number): Holiday[] {
  const holidays: Holiday[] = [];
  for (let year = fromYear; year <= toYear; year++) {
    for (const { monthDay, name } of NATIONAL) holidays.push({ date: `${year}-${monthDay}`, name });
  }
  return holidays;
}

/** What a shop that never edited its holidays closes on: the national holidays of this year and the next four. */
export function defaultHolidays(thisYear: number): Holiday[] {
  return nationalHolidays(thisYear, thisYear + 4);
}

/** A real calendar date written YYYY-MM-DD (not 2027-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
