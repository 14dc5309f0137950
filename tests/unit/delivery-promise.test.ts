import { describe, expect, it } from "vitest";
import { addWorkingDays, deliveryPromise, isWorkingDay } from "../../shared/shipping/delivery-dates.js";
import { nationalHolidays } from "../../shared/shipping/holidays.js";
import { addDays } from "../../shared/shop-calendar.js";
import { parcelStitchingDays } from "../../shared/made-to-measure/stitching-days.js";

// The one promise the product page, the checkout and the order all show (issue 40): processing
// or stitching before dispatch, then the courier's days, and no date on a Sunday or a holiday.

const holidays = nationalHolidays(2026, 2027).map((holiday) => holiday.date);
const ready = { processingDays: 2, stitchingDays: 0, fastestDays: 3, slowestDays: 5, holidays };

describe("India's national holidays, the holidays setting's first list", () => {
  it("are Republic Day, Independence Day and Gandhi Jayanti, year by year", () => {
    expect(nationalHolidays(2027, 2027)).toEqual([
      { date: "2027-01-26", name: "Republic Day" },
      { date: "2027-08-15", name: "Independence Day" },
      { date: "2027-10-02", name: "Gandhi Jayanti" },
    ]);
    expect(nationalHolidays(2026, 2028)).toHaveLength(9);
  });
});

describe("working days", () => {
  it("are neither Sundays nor the shop's holidays", () => {
    expect(isWorkingDay("2026-12-19", holidays)).toBe(true); // a Saturday
    expect(isWorkingDay("2026-12-20", holidays)).toBe(false); // a Sunday
    expect(isWorkingDay("2027-01-26", holidays)).toBe(false); // Republic Day, a Tuesday
    expect(isWorkingDay("2027-01-26", [])).toBe(true);
  });

  it("skip holidays as well as Sundays when counted", () => {
    // Sat 23 Jan 2027: Mon 25, (Tue 26 Republic Day), Wed 27.
    expect(addWorkingDays("2027-01-23", 2, holidays)).toBe("2027-01-27");
    expect(addWorkingDays("2027-01-23", 2)).toBe("2027-01-26");
  });
});

describe("the delivery promise", () => {
  it("for ready-made pieces: processing working days, then the courier's days as working days", () => {
    // Fri 27 Nov: dispatched Mon 30 Nov; 3 and 5 working days later, Thu 3 and Sat 5 Dec.
    expect(deliveryPromise({ today: "2026-11-27", ...ready })).toEqual({ dispatchBy: "2026-11-30", from: "2026-12-03", to: "2026-12-05" });
  });

  it("never lands on a Sunday across the year's end", () => {
    // Wed 30 Dec, sent the same day: 4 working days are Thu 31, Fri 1, Sat 2, (Sun 3), Mon 4 Jan.
    const promise = deliveryPromise({ today: "2026-12-30", processingDays: 0, stitchingDays: 0, fastestDays: 4, slowestDays: 2, holidays });
    expect(promise).toEqual({ dispatchBy: "2026-12-30", from: "2027-01-04", to: "2027-01-04" });
  });

  it("does not dispatch on the Sunday she orders, even with no processing days", () => {
    expect(deliveryPromise({ today: "2026-12-06", processingDays: 0, stitchingDays: 0, fastestDays: 1, slowestDays: 1, holidays }).dispatchBy).toBe("2026-12-07");
  });

  it("skips a holiday in the courier's days", () => {
    // Dispatched Fri 1 Oct 2027; Sat 2 Oct is Gandhi Jayanti, Sun 3 a Sunday: delivered Mon 4.
    expect(deliveryPromise({ today: "2027-09-30", processingDays: 1, stitchingDays: 0, fastestDays: 1, slowestDays: 1, holidays })).toEqual({
      dispatchBy: "2027-10-01",
      from: "2027-10-04",
      to: "2027-10-04",
    });
  });

  it("for a made-to-measure piece: the stitching lead time before dispatch, then the courier's working days", () => {
    // Mon 7 Dec + 12 days is Sat 19 Dec: dispatched then, delivered Wed 23 to Fri 25 Dec.
    expect(deliveryPromise({ today: "2026-12-07", ...ready, stitchingDays: 12 })).toEqual({ dispatchBy: "2026-12-19", from: "2026-12-23", to: "2026-12-25" });
    // The same day's ready-made promise: dispatched Wed 9, delivered by Tue 15 Dec.
    expect(deliveryPromise({ today: "2026-12-07", ...ready })).toEqual({ dispatchBy: "2026-12-09", from: "2026-12-12", to: "2026-12-15" });
  });

  it("moves a stitching date that falls on a Sunday or a holiday to the next working day", () => {
    // Tue 8 Dec + 12 days is Sun 20 Dec: dispatched Mon 21.
    expect(deliveryPromise({ today: "2026-12-08", ...ready, stitchingDays: 12 }).dispatchBy).toBe("2026-12-21");
    // Thu 14 Jan 2027 + 12 days is Tue 26 Jan, Republic Day: dispatched Wed 27.
    expect(deliveryPromise({ today: "2027-01-14", ...ready, stitchingDays: 12 }).dispatchBy).toBe("2027-01-27");
  });

  it("keeps the processing days when they are longer than the stitching", () => {
    expect(deliveryPromise({ today: "2026-12-07", ...ready, processingDays: 4, stitchingDays: 1 }).dispatchBy).toBe("2026-12-11");
  });

  it("crosses the year's end with its holidays: stitched over New Year, delivered after Republic Day", () => {
    // Mon 28 Dec 2026 + 28 days is Mon 25 Jan 2027; then 1 working day: Tue 26 is Republic Day, so Wed 27.
    expect(deliveryPromise({ today: "2026-12-28", processingDays: 2, stitchingDays: 28, fastestDays: 1, slowestDays: 2, holidays })).toEqual({
      dispatchBy: "2027-01-25",
      from: "2027-01-27",
      to: "2027-01-28",
    });
  });

  it("puts no date of any promise on a Sunday or a holiday, whatever the day she orders", () => {
    for (let day = 0; day < 400; day++) {
      const today = addDays("2026-01-01", day);
      const promise = deliveryPromise({ today, processingDays: day % 3, stitchingDays: (day % 5) * 4, fastestDays: day % 4, slowestDays: 6, holidays });
      for (const promised of Object.values(promise)) expect(isWorkingDay(promised, holidays), `${promised} (ordered ${today})`).toBe(true);
    }
  });
});

describe("the stitching days of a parcel", () => {
  const products = new Map([
    ["lehenga", { buyAs: "custom" as const, leadTimeDays: { min: 21, max: 28 } }],
    ["anarkali", { buyAs: "both" as const, leadTimeDays: { min: 12, max: 15 } }],
    ["kurta", { buyAs: "both" as const }],
    ["dress", {}],
  ]);

  it("are none for ready-made pieces, even of a product also sold made to measure", () => {
    expect(parcelStitchingDays([{ product: "dress", size: "M" }, { product: "anarkali", size: "L" }], products)).toBe(0);
  });

  it("are the longest lead time of the made-to-measure lines", () => {
    expect(parcelStitchingDays([{ product: "anarkali", size: "Made to order" }, { product: "dress", size: "M" }], products)).toBe(15);
    expect(parcelStitchingDays([{ product: "anarkali", size: "Made to order" }, { product: "lehenga" }], products)).toBe(28);
    // No lead time set: the shop's default.
    expect(parcelStitchingDays([{ product: "kurta", size: "Custom" }], products)).toBe(12);
    // A line carrying its custom choice is made to measure whatever size it names.
    expect(parcelStitchingDays([{ product: "anarkali", size: "M", custom: {} }], products)).toBe(15);
  });

  it("count a product sold only made to measure as stitched, whatever size the line names", () => {
    expect(parcelStitchingDays([{ product: "lehenga", size: "M" }], products)).toBe(28);
  });
});
