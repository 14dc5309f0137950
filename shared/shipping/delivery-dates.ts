import { addDays } from "../shop-calendar.js";

// When a parcel arrives: the shop's processing days (working days, Monday to Saturday as the
// shop works), then the courier's days in transit (couriers run every day). Dates are the shop's
// calendar dates ("2026-12-02"), as shop-calendar.ts keeps them.

const isSunday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0;

/** The date `days` working days after `date` (a Sunday does not count). */
export function addWorkingDays(date: string, days: number): string {
  let day = date;
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    if (!isSunday(day)) left--;
  }
  return day;
}

export interface DeliveryWindow {
  from: string;
  to: string;
}

/** Earliest and latest delivery of a parcel paid for `today`. */
export function deliveryWindow(today: string, processingDays: number, fastestDays: number, slowestDays: number): DeliveryWindow {
  const dispatched = addWorkingDays(today, processingDays);
  return { from: addDays(dispatched, fastestDays), to: addDays(dispatched, Math.max(fastestDays, slowestDays)) };
}

const label = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** "Tue, 2 Dec": how the shop writes a delivery date. */
export function deliveryDateLabel(date: string): string {
  const parts = Object.fromEntries(label.formatToParts(new Date(`${date}T12:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month}`;
}
