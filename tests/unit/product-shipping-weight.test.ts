import { describe, expect, it } from "vitest";
import { describeIssue } from "../../functions/http/validate.js";
import { productBodySchema } from "../../shared/schemas/product.js";
import { checkProductForm, emptyProductForm, productRequestFromForm, productToForm, type ProductFormValues } from "../../web/src/admin/products/product-form-values.js";

const minimal = { name: "Banarasi Saree", category: "clothing", subcategory: "Saree", price: 8999, stock: 5, description: "Katan silk with zari." };

function problem(input: unknown): string {
  const result = productBodySchema.safeParse(input);
  return result.success ? "accepted" : describeIssue(result.error.issues[0]!);
}

const filled = (changes: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  name: "Banarasi Saree",
  description: "Katan silk with zari.",
  price: "8999",
  stockBySize: { XS: "1", S: "1", M: "1", L: "1", XL: "1" },
  ...changes,
});

describe("a product's shipping weight", () => {
  it("is stored in whole grams when given, and left out (its subcategory's default) when blank", () => {
    expect(productBodySchema.parse({ ...minimal, shippingWeightGrams: "950" }).shippingWeightGrams).toBe(950);
    expect(productBodySchema.parse({ ...minimal, shippingWeightGrams: "" })).not.toHaveProperty("shippingWeightGrams");
    expect(productBodySchema.parse({ ...minimal, shippingWeightGrams: null })).not.toHaveProperty("shippingWeightGrams");
  });

  it("refuses what is not a whole number of grams from 1 to 30 kg, naming the field", () => {
    expect(problem({ ...minimal, shippingWeightGrams: 0 })).toBe("Shipping weight must be at least 1 gram");
    expect(problem({ ...minimal, shippingWeightGrams: 12.5 })).toBe("Shipping weight must be a whole number of grams");
    expect(problem({ ...minimal, shippingWeightGrams: 30001 })).toBe("Shipping weight is at most 30000 grams");
    expect(problem({ ...minimal, shippingWeightGrams: "heavy" })).toBe("Shipping weight must be a whole number of grams");
  });

  it("goes through the admin form both ways, blank sent as null", () => {
    expect(checkProductForm(filled({ shippingWeightGrams: "1.5" })).shippingWeightGrams).toBe("Shipping weight must be a whole number of grams");
    expect(checkProductForm(filled({ shippingWeightGrams: "0" })).shippingWeightGrams).toBe("Shipping weight must be at least 1 gram");
    expect(checkProductForm(filled({ shippingWeightGrams: "950" }))).toEqual({});
    expect(productRequestFromForm(filled({ shippingWeightGrams: "950" })).shippingWeightGrams).toBe(950);
    expect(productRequestFromForm(filled()).shippingWeightGrams).toBeNull();
    const stored = { ...productBodySchema.parse({ ...minimal, shippingWeightGrams: 950 }), _id: "p", id: "p", rating: 0, createdAt: "", updatedAt: "" };
    expect(productToForm(stored as Parameters<typeof productToForm>[0]).shippingWeightGrams).toBe("950");
  });
});
