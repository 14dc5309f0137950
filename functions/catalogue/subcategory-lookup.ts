import type { SubcategoryRecord } from "../../shared/schemas/subcategory-record.js";
import type { Repositories } from "../data/repositories.js";
import { badRequest } from "../errors.js";

/**
 * The subcategory a product names, matched without case within the product's category; unknown
 * names are refused so the storefront's subcategory filters and menus never miss a product.
 * Inactive subcategories are allowed: the product form offers them, marked "(Inactive)".
 */
export async function subcategoryNamed(repos: Repositories, category: string, name: string): Promise<SubcategoryRecord> {
  const wanted = name.trim().toLowerCase();
  const found = (await repos.subcategories.list({ category })).find((s) => s.name.toLowerCase() === wanted);
  if (!found) {
    throw badRequest(`Subcategory "${name}" does not exist in category ${category}. Choose one from the list or create it under Subcategories first.`);
  }
  return found;
}
