import { describe, expect, it } from "vitest";
import { discountPaiseFor, includedGstOnLine, spreadDiscount } from "../../shared/discount.js";

describe("discount arithmetic in paise", () => {
  it("takes a percentage down to the paisa, and never more than the items", () => {
    expect(discountPaiseFor({ kind: "percent", value: 15 }, 299_999)).toBe(44_999);
    expect(discountPaiseFor({ kind: "amount", value: 50_000 }, 30_000)).toBe(30_000);
    expect(discountPaiseFor({ kind: "percent", value: 100 }, 12_345)).toBe(12_345);
  });

  it("spreads a discount over lines in proportion, in whole paise that add up exactly", () => {
    expect(spreadDiscount([300_000, 200_000], 50_000)).toEqual([30_000, 20_000]);
    // Three equal lines and a paisa that does not divide: the first line takes the odd one.
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    for (let seed = 1; seed <= 200; seed++) {
      const lines = Array.from({ length: 1 + (seed % 7) }, (_, i) => ((seed * 7919 + i * 104_729) % 900_000) + 100);
      const total = lines.reduce((a, b) => a + b, 0);
      const discount = (seed * 31_337) % total;
      const shares = spreadDiscount(lines, discount);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(lines[i]!);
        expect(Math.abs(share - (lines[i]! * discount) / total)).toBeLessThan(1);
      });
    }
  });

  it("charges GST at the rate of what a piece is sold for after the discount", () => {
    expect(includedGstOnLine(270_000, 1)).toBe(41_186); // ₹2,700 a piece: 18%
    expect(includedGstOnLine(234_000, 1)).toBe(11_143); // ₹2,340 a piece: 5%
    expect(includedGstOnLine(500_000, 2)).toBe(23_810); // ₹2,500 a piece is still 5%
  });
});
