import { describe, expect, it } from "vitest";
import { collectionAt, collectionGroups, collectionOfPath, collectionPath, collectionSlug, inCollection } from "../../shared/collections.js";
import { filterProducts } from "../../shared/catalogue-filter.js";

const sub = (name: string, sortOrder: number, fields: { category?: string; isActive?: boolean } = {}) => ({ name, category: "clothing", description: `${name}.`, sortOrder, ...fields });

describe("a subcategory's own listing", () => {
  it("is at /collections/<slug>, except Dress and Saree, which keep /dress and /saree", () => {
    expect(collectionSlug("Kurta Sets")).toBe("kurta-sets");
    expect(collectionSlug("  Lehengas & Cholis ")).toBe("lehengas-cholis");
    expect(collectionSlug("Crêpe Kurtis")).toBe("crepe-kurtis");
    expect(collectionPath("Custom Made")).toBe("/collections/custom-made");
    expect(collectionPath("Dress")).toBe("/dress");
    expect(collectionPath("Saree")).toBe("/saree");
    expect(collectionPath("Material")).toBe("/collections/material");
    expect(collectionOfPath("/collections/kurta-sets")).toBe("kurta-sets");
    expect(collectionOfPath("/saree")).toBeUndefined();
    expect(collectionOfPath("/collections/kurta-sets/x")).toBeUndefined();
  });

  it("lists the products of that subcategory, whatever the spelling of its name", () => {
    const products = [
      { name: "Bridal Lehenga", subcategory: "Custom Made" },
      { name: "Palazzo Set", subcategory: "custom  made" },
      { name: "Kurta Set", subcategory: "Kurta Sets" },
      { name: "Indigo Dress", subcategory: "Dress" },
    ];
    expect(inCollection(products[1]!, "custom-made")).toBe(true);
    expect(filterProducts(products, { collection: "custom-made" }).map((p) => p.name)).toEqual(["Bridal Lehenga", "Palazzo Set"]);
    expect(filterProducts(products, { collection: "kurta-sets" }).map((p) => p.name)).toEqual(["Kurta Set"]);
  });
});

describe("the menus' collections", () => {
  it("are the active subcategories by category, in sortOrder then name, one entry per address", () => {
    const groups = collectionGroups([
      sub("Kurta Sets", 5),
      sub("Dress", 1),
      sub("Dupattas", 1, { category: "accessories" }),
      sub("Lehenga", 4, { isActive: false }),
      sub("Custom Made", 3),
      sub("Saree", 2),
      sub("Anarkalis", 5),
      sub("custom made", 9),
    ]);
    expect(groups.map((g) => [g.category, g.collections.map((c) => `${c.name} ${c.path}`)])).toEqual([
      ["clothing", ["Dress /dress", "Saree /saree", "Custom Made /collections/custom-made", "Anarkalis /collections/anarkalis", "Kurta Sets /collections/kurta-sets"]],
      ["accessories", ["Dupattas /collections/dupattas"]],
    ]);
  });

  it("name a collection's listing from its slug", () => {
    expect(collectionAt([sub("Kurta Sets", 1)], "kurta-sets")?.name).toBe("Kurta Sets");
    expect(collectionAt([sub("Kurta Sets", 1)], "sarees")).toBeUndefined();
  });
});
