import { describe, expect, it } from "vitest";
import { DEMO_PRODUCTS } from "../../infra/local/seed/catalogue.js";
import { buyAsOf, leadTimeOf, priceCustomPiece } from "../../shared/made-to-measure/custom-options.js";
import { productBodySchema } from "../../shared/schemas/product.js";

// The demo's Custom Made collection is made to measure for real (issue 40): each piece is set up
// as an admin would, so the product page shows the Custom fit panel, its options and the later date.

const customMade = DEMO_PRODUCTS.filter((product) => product.subcategory === "Custom Made");

describe("the seeded Custom Made products", () => {
  it("are all six made to measure, the bridal pieces only so", () => {
    expect(customMade).toHaveLength(6);
    for (const product of customMade) expect(buyAsOf(product), product.name).not.toBe("ready");
    expect(customMade.filter((product) => buyAsOf(product) === "custom").map((product) => product.name)).toEqual([
      "Made-to-Measure Raw Silk Bridal Lehenga",
      "Bespoke Organza Sharara Set",
      "Made-to-Order Banarasi Silk Kurta Set",
    ]);
  });

  it.each(customMade.map((product) => [product.name, product] as const))("%s has stitching options, a lead time of its own, and passes the admin's checks", (_, product) => {
    expect(product.customOptions?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(product.leadTimeDays, "a lead time set, not the default").toBeDefined();
    expect(leadTimeOf(product).min).toBeLessThanOrEqual(leadTimeOf(product).max);
    expect(product.customStock).toBe("none");
    // Saved through the admin's own product form rules, unchanged.
    const checked = productBodySchema.safeParse(product);
    expect(checked.success, checked.success ? "" : checked.error.issues[0]?.message).toBe(true);
    // Every option with choices can be bought with its first choice.
    const every = (product.customOptions ?? []).map((option) => ({ id: option.id, ...(option.choices ? { choice: option.choices[0]! } : {}) }));
    expect(priceCustomPiece(product, every).ok).toBe(true);
  });

  it("do not promise the bridal lehenga in the time of a kurta set", () => {
    const lead = (name: string) => leadTimeOf(customMade.find((product) => product.name === name)!);
    expect(lead("Made-to-Measure Raw Silk Bridal Lehenga").max).toBeGreaterThan(lead("Tailored Cotton Kurta Palazzo Set").max);
  });
});
