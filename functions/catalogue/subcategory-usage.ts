import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { SubcategoryRecord } from "../../shared/schemas/subcategory-record.js";
import type { Repositories } from "../data/repositories.js";

/** The products filed under a subcategory (same category, name compared without case). */
export async function productsUsing(repos: Repositories, subcategory: SubcategoryRecord): Promise<ProductRecord[]> {
  const name = subcategory.name.toLowerCase();
  return (await repos.products.listAll()).filter(
    (p) => p.category === subcategory.category && p.subcategory.trim().toLowerCase() === name,
  );
}

export function productCount(n: number): string {
  return `${n} product${n === 1 ? "" : "s"}`;
}
