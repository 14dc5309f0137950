import { describe, expect, it } from "vitest";
import { addWorkingDays, deliveryDateLabel } from "../../shared/shipping/delivery-dates.js";

// The promise itself (holidays, stitching, the year's end) is tested in delivery-promise.test.ts.
describe("delivery dates", () => {
  it("counts processing days Monday to Saturday, skipping Sunday", () => {
    // Fri 27 Nov 2026 + 2 working days: Sat 28, (Sun 29 skipped), Mon 30.
    expect(addWorkingDays("2026-11-27", 2)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-28", 1)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-29", 0)).toBe("2026-11-29");
  });

  it("writes a date the way the shop says it: Tue, 1 Dec", () => {
    expect(deliveryDateLabel("2026-12-01")).toBe("Tue, 1 Dec");
    expect(deliveryDateLabel("2027-01-03")).toBe("Sun, 3 Jan");
  });
});
