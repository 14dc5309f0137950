import { describe, expect, it } from "vitest";
import { addWorkingDays, deliveryDateLabel, deliveryWindow } from "../../shared/shipping/delivery-dates.js";

describe("delivery dates", () => {
  it("counts processing days Monday to Saturday, skipping Sunday", () => {
    // Fri 27 Nov 2026 + 2 working days: Sat 28, (Sun 29 skipped), Mon 30.
    expect(addWorkingDays("2026-11-27", 2)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-28", 1)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-29", 0)).toBe("2026-11-29");
  });

  it("adds the couriers' fewest and most days in transit, every day counting", () => {
    expect(deliveryWindow("2026-11-27", 2, 3, 5)).toEqual({ from: "2026-12-03", to: "2026-12-05" });
    // A slow courier answer never makes "to" earlier than "from".
    expect(deliveryWindow("2026-12-30", 0, 4, 2)).toEqual({ from: "2027-01-03", to: "2027-01-03" });
  });

  it("writes a date the way the shop says it: Tue, 1 Dec", () => {
    expect(deliveryDateLabel("2026-12-01")).toBe("Tue, 1 Dec");
    expect(deliveryDateLabel("2027-01-03")).toBe("Sun, 3 Jan");
  });
});
