import type { ProductInput } from "../../functions/data/products.js";
import type { SubcategoryInput } from "../../functions/data/subcategories.js";

/** The demo catalogue, loaded only when a stack seeds (it is data, not code the server needs). */
export async function loadDemoShop(): Promise<{ subcategories: readonly SubcategoryInput[]; products: readonly ProductInput[] }> {
  const catalogue = await import("./seed/catalogue.js");
  return { subcategories: catalogue.DEMO_SUBCATEGORIES, products: catalogue.DEMO_PRODUCTS };
}
