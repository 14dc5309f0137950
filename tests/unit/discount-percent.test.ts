import { describe, expect, it } from "vitest";
import { discountPercent } from "../../shared/discount-percent.js";
import { productBodySchema } from "../../shared/schemas/product.js";
import { sampleProduct } from "../support/sample-product.js";

describe("the percent off a product", () => {
  it("follows price and original price, as the storefront shows it", () => {
    expect(discountPercent(1620, 2000)).toBe(19);
    expect(discountPercent(1899.5, 2499)).toBe(24);
    expect(discountPercent(2999, 3999)).toBe(25);
    expect(discountPercent(999.99, 1000)).toBe(0);
    expect(discountPercent(1, 1000)).toBe(100);
  });

  it("is 0 without an original price above the price", () => {
    expect(discountPercent(1620, undefined)).toBe(0);
    expect(discountPercent(1620, null)).toBe(0);
    expect(discountPercent(1620, 1620)).toBe(0);
    expect(discountPercent(1620, 1500)).toBe(0);
  });

  it("is worked out when a product is saved, whatever percent was sent", () => {
    const saved = productBodySchema.parse(sampleProduct({ price: 1620, originalPrice: 2000, discount: 0 }));
    expect(saved.discount).toBe(19);
    const noOriginal = productBodySchema.parse(sampleProduct({ price: 1620, originalPrice: undefined, discount: 40 }));
    expect(noOriginal.discount).toBe(0);
  });
});
