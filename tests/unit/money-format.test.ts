import { describe, expect, it } from "vitest";
import { indianGrouping } from "../../shared/indian-grouping.js";
import { formatPaise, formatPaiseFigure, formatRupees } from "../../shared/money.js";
import { itemCount } from "../../web/src/features/catalogue/browse-route.js";

// The shop's own rupee formatting must read exactly as the browser's Intl en-IN INR form does.
const intlRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
const intlFigure = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe("rupee amounts as a shopper reads them", () => {
  it("groups in lakhs and crores with two decimals", () => {
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
    expect(formatRupees(2499)).toBe("₹2,499.00");
    expect(formatRupees(999)).toBe("₹999.00");
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatPaise(100_000_000_00)).toBe("₹10,00,00,000.00");
    expect(formatPaise(-50_000)).toBe("-₹500.00");
    expect(formatPaiseFigure(12_345_605)).toBe("1,23,456.05");
    expect(formatPaiseFigure(7)).toBe("0.07");
  });

  it("matches Intl's en-IN form for every kind of amount", () => {
    let seed = 17;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    const amounts = [1, 99, 100, 101, 99_999, 100_000, 9_999_999, 10_000_000, 123_456_789_012, -1, -123_456];
    for (let i = 0; i < 5_000; i++) amounts.push((next() % 2_000_000_000) - 100_000_000);
    for (const paise of amounts) {
      expect(formatPaise(paise)).toBe(intlRupees.format(paise / 100));
      expect(formatPaiseFigure(paise)).toBe(intlFigure.format(paise / 100));
      expect(formatRupees(paise / 100)).toBe(intlRupees.format(paise / 100));
    }
  });
});

describe("counts as a shopper reads them", () => {
  const intlCount = new Intl.NumberFormat("en-IN");

  it("groups a listing's count as India does, as Intl's en-IN form does", () => {
    expect(itemCount(11_115)).toBe("11,115 items");
    expect(itemCount(100_048)).toBe("1,00,048 items");
    expect(itemCount(1)).toBe("1 item");
    for (const count of [0, 7, 999, 1_000, 12_345, 99_999, 100_000, 1_234_567, 10_000_000]) expect(indianGrouping(count)).toBe(intlCount.format(count));
    expect(() => indianGrouping(-1)).toThrow(RangeError);
  });
});
