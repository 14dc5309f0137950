import type { SubcategoryQuery } from "../../shared/schemas/subcategory.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { SubcategoryRecord } from "../../shared/schemas/subcategory-record.js";
import type { Repositories } from "../data/repositories.js";
import { notFound } from "../errors.js";
import type { Viewer } from "./product-listing.js";

/** In sortOrder. Shoppers see active ones only; an admin sees all, or one state with isActive. */
export async function listSubcategories(repos: Repositories, query: SubcategoryQuery, viewer: Viewer): Promise<SubcategoryRecord[]> {
  if (!viewer.isAdmin && query.isActive === false) return [];
  const isActive = viewer.isAdmin ? query.isActive : true;
  const all = await repos.subcategories.list({ category: query.category, isActive });
  const needle = query.search?.toLowerCase();
  if (!needle) return all;
  return all.filter((s) => s.name.toLowerCase().includes(needle) || s.description.toLowerCase().includes(needle));
}

export async function getSubcategory(repos: Repositories, id: string, viewer: Viewer): Promise<SubcategoryRecord> {
  const found = isPlausibleId(id) ? await repos.subcategories.get(id) : undefined;
  if (!found || (!found.isActive && !viewer.isAdmin)) throw notFound("Subcategory not found");
  return found;
}
