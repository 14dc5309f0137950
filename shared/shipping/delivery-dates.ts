import { addDays } from "../shop-calendar.js";

// When a parcel leaves and arrives (issue 40): one promise, worked out here only, that the product
// page, the checkout and the order all show. The shop works Monday to Saturday except the holidays
// it lists; couriers neither pick up nor deliver on those days, so every promised date is a
// working day. Dates are the shop's calendar dates ("2026-12-02"), as shop-calendar.ts keeps them.

const isSunday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0;

/** The shop's holidays, as dates. */
export type HolidayDates = readonly string[];

/** A day the shop and the couriers work: not a Sunday, not one of the shop's holidays. */
export function isWorkingDay(date: string, holidays: HolidayDates = []): boolean {
  return !isSunday(date) && !holidays.includes(date);
}

/** The date itself when it is a working day, else the next working day. */
export function workingDayFrom(date: string, holidays: HolidayDates = []): string {
  let day = date;
  while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  return day;
}

/** The date `days` working days after `date` (Sundays and holidays do not count). */
export function addWorkingDays(date: string, days: number, holidays: HolidayDates = []): string {
  let day = date;
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) left--;
  }
  return day;
}

export interface DeliveryWindow {
  from: string;
  to: string;
}

/** What the shop promises: the day the parcel leaves and the days it arrives between. */
export interface DeliveryPromise extends DeliveryWindow {
  dispatchBy: string;
}

export interface PromiseTerms {
  /** The shop's calendar date the promise is made (the day she looks, or pays). */
  today: string;
  /** The owner's processing days, in working days. */
  processingDays: number;
  /** The longest stitching lead time of the parcel's made-to-measure pieces, in days as the product states them; 0 for none. */
  stitchingDays: number;
  /** The courier's fewest and most days in transit, counted as working days. */
  fastestDays: number;
  slowestDays: number;
  holidays: HolidayDates;
}

/**
 * The promise for a parcel. A made-to-measure piece leaves when it is stitched: its lead time
 * ("Ships in 10-12 days") counts from today, and the parcel waits for its slowest piece; ready
 * pieces are packed meanwhile, so the processing days count only when they are longer. A
 * dispatch falling on a Sunday or a holiday moves to the next working day; then the courier's
 * days are working days after it.
 */
export function deliveryPromise(terms: PromiseTerms): DeliveryPromise {
  const { today, holidays } = terms;
  const packed = workingDayFrom(addWorkingDays(today, terms.processingDays, holidays), holidays);
  const stitched = terms.stitchingDays > 0 ? workingDayFrom(addDays(today, terms.stitchingDays), holidays) : packed;
  const dispatchBy = stitched > packed ? stitched : packed;
  return {
    dispatchBy,
    from: addWorkingDays(dispatchBy, terms.fastestDays, holidays),
    to: addWorkingDays(dispatchBy, Math.max(terms.fastestDays, terms.slowestDays), holidays),
  };
}

const label = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** "Tue, 2 Dec": how the shop writes a delivery date. */
export function deliveryDateLabel(date: string): string {
  const parts = Object.fromEntries(label.formatToParts(new Date(`${date}T12:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month}`;
}
