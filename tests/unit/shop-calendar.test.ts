import { describe, expect, it } from "vitest";
import { addDays, datesBetween, monthsBetween, shopDate } from "../../shared/shop-calendar.js";

describe("the shop's calendar", () => {
  it("dates a moment in India's time, and walks days across months", () => {
    expect(shopDate("2026-11-24T18:29:59Z")).toBe("2026-11-24");
    expect(shopDate("2026-11-24T18:30:00Z")).toBe("2026-11-25");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(datesBetween("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(monthsBetween("2026-10-31", "2026-12-01")).toEqual(["2026-10", "2026-11", "2026-12"]);
  });
});
