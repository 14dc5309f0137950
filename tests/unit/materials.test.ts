import { describe, expect, it } from "vitest";
import { FILTER_MATERIALS, PRODUCT_FORM_CHOICES } from "../../shared/catalogue.js";
import { normaliseMaterial, SHOP_MATERIALS, withShopMaterial } from "../../shared/materials.js";

describe("one material value per product", () => {
  it.each([
    ["Banarasi Silk", "Silk"],
    ["silk", "Silk"],
    ["Pure Silk", "Silk"],
    ["  KATAN silk ", "Silk"],
    ["Tussar", "Silk"],
    ["Silk Georgette", "Georgette"],
    ["Cotton Silk", "Silk"],
    ["mulmul", "Cotton"],
    ["Pure cotton (handloom)", "Cotton"],
    ["Viscose rayon", "Rayon"],
    ["crêpe", "Crepe"],
    ["chiffon", "Chiffon"],
    ["Satin", "Satin"],
  ])("reads %s as %s", (text, material) => {
    expect(normaliseMaterial(text)).toBe(material);
  });

  it("keeps a material the list lacks, tidied, and blank as blank", () => {
    expect(normaliseMaterial("  pure   linen ")).toBe("Pure Linen");
    expect(normaliseMaterial("")).toBe("");
    expect(normaliseMaterial(undefined)).toBeUndefined();
  });

  it("gives every value of the list back unchanged", () => {
    for (const material of SHOP_MATERIALS) expect(normaliseMaterial(material)).toBe(material);
  });

  it("is the list the storefront's filter and the admin's form both offer", () => {
    expect(FILTER_MATERIALS).toEqual(SHOP_MATERIALS.map((m) => m.toLowerCase()));
    expect([...PRODUCT_FORM_CHOICES.material]).toEqual([...SHOP_MATERIALS]);
  });

  it("rewrites a product only when its material changes", () => {
    const silk = { name: "Saree", material: "Silk" };
    expect(withShopMaterial(silk)).toBe(silk);
    expect(withShopMaterial({ name: "Saree", material: "Banarasi Silk" })).toEqual({ name: "Saree", material: "Silk" });
    const noMaterial: { name: string; material?: string } = { name: "Saree" };
    expect(withShopMaterial(noMaterial)).toBe(noMaterial);
  });
});
