import { describe, expect, it } from "vitest";
import { buyAsOf, customChoiceKey, customSizeOf, priceCustomPiece, shipsInText, type CustomOption } from "../../shared/made-to-measure/custom-options.js";
import { gstRateFor, includedGstPaise } from "../../shared/money.js";
import { productBodySchema } from "../../shared/schemas/product.js";
import type { Product } from "../../shared/schemas/product-record.js";

// Made to measure (issue 26): a custom piece's price is the product's plus its options', in paise;
// GST follows the whole piece, so an option can move it across ₹2,500 into the 18% slab.

const OPTIONS: CustomOption[] = [
  { id: "fall-pico", label: "Fall & pico", price: 150.5 },
  { id: "blouse-stitching", label: "Blouse stitching", price: 850 },
  { id: "blouse-neck", label: "Blouse neck", price: 0, choices: ["Round neck", "Boat neck"], under: "blouse-stitching" },
  { id: "lining", label: "Lining", price: 200 },
];
const blouse = { name: "Raw Silk Blouse", price: 2399.99, buyAs: "both" as const, customOptions: OPTIONS };

describe("pricing a custom piece", () => {
  it("adds the chosen options to the product's price in paise, in the product's order", () => {
    const priced = priceCustomPiece(blouse, [{ id: "lining" }, { id: "fall-pico" }]);
    expect(priced).toEqual({
      ok: true,
      unitPaise: 239_999 + 15_050 + 20_000,
      options: [
        { id: "fall-pico", label: "Fall & pico", price: 150.5 },
        { id: "lining", label: "Lining", price: 200 },
      ],
    });
  });

  it("moves the piece into the 18% slab when an option lifts it above ₹2,500", () => {
    const plain = priceCustomPiece(blouse, []);
    const lined = priceCustomPiece(blouse, [{ id: "lining" }]);
    if (!plain.ok || !lined.ok) throw new Error("priced");
    expect(plain.unitPaise).toBe(239_999);
    expect(gstRateFor(plain.unitPaise, "6204")).toBe(5);
    expect(includedGstPaise(plain.unitPaise, 1, "6204")).toBe(11_429); // 5/105 of 239999 = 11428.52
    expect(lined.unitPaise).toBe(259_999);
    expect(gstRateFor(lined.unitPaise, "6204")).toBe(18);
    expect(includedGstPaise(lined.unitPaise, 1, "6204")).toBe(39_661); // 18/118 of 259999 = 39660.86
  });

  it.each([
    ["an unknown option", [{ id: "mirror-work" }], "items.custom.options: mirror-work is not an option of Raw Silk Blouse"],
    ["an option twice", [{ id: "lining" }, { id: "lining" }], "items.custom.options names an option twice"],
    ["a blouse option without blouse stitching", [{ id: "blouse-neck", choice: "Boat neck" }], "items.custom.options: Blouse neck needs Blouse stitching"],
    ["no choice where one is needed", [{ id: "blouse-stitching" }, { id: "blouse-neck" }], "items.custom.options: choose one of Round neck, Boat neck for Blouse neck"],
    ["a choice where there are none", [{ id: "lining", choice: "Silk" }], "items.custom.options: Lining has no choices"],
  ])("refuses %s", (_, chosen, error) => {
    expect(priceCustomPiece(blouse, chosen)).toEqual({ ok: false, error });
  });

  it("refuses a custom piece of a ready-to-wear product", () => {
    expect(priceCustomPiece({ name: "Cotton Dress", price: 999 }, [])).toEqual({ ok: false, error: "Cotton Dress is not made to measure." });
  });
});

describe("how a product is bought", () => {
  it("reads absent as ready-to-wear and the older customMade as custom", () => {
    expect(buyAsOf({})).toBe("ready");
    expect(buyAsOf({ customMade: true })).toBe("custom");
    expect(buyAsOf({ buyAs: "both", customMade: true })).toBe("both");
  });

  it("keeps custom lines apart by their choice, whatever order the options came in", () => {
    expect(customChoiceKey({ profileId: "p", options: [{ id: "b" }, { id: "a", choice: "x" }] })).toBe(customChoiceKey({ profileId: "p", options: [{ id: "a", choice: "x" }, { id: "b" }] }));
    expect(customChoiceKey({ profileId: "p", options: [{ id: "a" }] })).not.toBe(customChoiceKey({ profileId: "q", options: [{ id: "a" }] }));
  });

  it("says the lead time and the size a custom line is bought in", () => {
    expect(shipsInText({ min: 10, max: 12 })).toBe("Ships in 10-12 days");
    expect(customSizeOf({ customStock: "fabric" })).toBe("Custom");
    expect(customSizeOf({})).toBe("Made to order");
  });
});

describe("the product form's custom fields", () => {
  const base = { name: "Raw Silk Blouse", category: "clothing", price: 2399.99, stock: 4, description: "A blouse.", sizes: ["S", "M"] };

  it("adds the reserved size Custom for fabric stock, and only then", () => {
    const fabric = productBodySchema.parse({ ...base, buyAs: "both", customStock: "fabric", customOptions: OPTIONS, stockBySize: { S: 1, M: 1, Custom: 3 } });
    expect(fabric.sizes).toEqual(["S", "M", "Custom"]);
    expect(fabric.stockBySize).toEqual({ S: 1, M: 1, Custom: 3 });
    expect(fabric.stock).toBe(5);
    const none = productBodySchema.parse({ ...base, buyAs: "both", customStock: "none", sizes: ["S", "M", "Custom"] });
    expect(none.sizes).toEqual(["S", "M"]);
  });

  it.each([
    ["an option under one that is not there", { customOptions: [{ id: "neck", label: "Neck", price: 0, under: "blouse" }] }, "Neck sits under blouse, which is not another option"],
    ["two options with one id", { customOptions: [OPTIONS[0], OPTIONS[0]] }, "customOptions has fall-pico twice"],
    ["a lead time the wrong way round", { leadTimeDays: { min: 12, max: 10 } }, "Lead time's first figure must not be more than its second"],
    ["an unknown way to buy", { buyAs: "rental" }, "buyAs must be ready, custom or both"],
  ])("refuses %s", (_, fields, error) => {
    const result = productBodySchema.safeParse({ ...base, ...fields });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(error);
  });
});

describe("the admin form's options, one per line", () => {
  it("reads name | price | choices | under into options with ids, and back", async () => {
    const { parseOptions, customFitForm, customFitRequest } = await import("../../web/src/admin/products/custom-fit-form.js");
    const text = "Fall & pico | 150\nBlouse stitching | 850\nBlouse neck | 0 | Round neck, Boat neck | Blouse stitching";
    expect(parseOptions(text)).toEqual({
      options: [
        { id: "fall-pico", label: "Fall & pico", price: 150 },
        { id: "blouse-stitching", label: "Blouse stitching", price: 850 },
        { id: "blouse-neck", label: "Blouse neck", price: 0, choices: ["Round neck", "Boat neck"], under: "blouse-stitching" },
      ],
    });
    expect(parseOptions("Lining | ₹200")).toEqual({ error: "Lining: the price must be rupees, 0 or more, at most 2 decimals" });
    expect(parseOptions("Neck | 0 | Round | Blouse")).toEqual({ error: "Neck sits under Blouse, which is not another option" });
    // A ready-to-wear product that was never custom sends nothing new.
    expect(customFitRequest(customFitForm(null), null)).toEqual({});
    const form = { ...customFitForm(null), buyAs: "both" as const, optionsText: text };
    const request = customFitRequest(form, null);
    expect(request).toMatchObject({ buyAs: "both", leadTimeDays: { min: 10, max: 12 }, customStock: "none" });
    expect(customFitForm({ buyAs: "both", customOptions: (request as { customOptions: CustomOption[] }).customOptions } as unknown as Product).optionsText).toBe(text);
  });
});
