// The subcategory calls of docs/product.md section 7, typed. Everything goes through the SPA's API client.
import type { Subcategory } from "@shared/schemas/subcategory-record.js";
import { ApiError, api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { adminCollection } from "@/admin/shared/admin-collection.js";

export interface SubcategoryQuery {
  search?: string;
  category?: string;
  isActive?: boolean;
}

/** The fields the subcategory form sends. */
export interface SubcategoryRequest {
  name: string;
  category: string;
  description: string;
  sortOrder: number;
  isActive: boolean;
}

export type BulkResult = Answer<"/subcategories/bulk", "$post">["results"][number];

async function list(query: SubcategoryQuery, signal?: AbortSignal): Promise<Subcategory[]> {
  const body = await api.get<Answer<"/subcategories", "$get">>(
    "/subcategories",
    { search: query.search, category: query.category, isActive: query.isActive === undefined ? undefined : String(query.isActive) },
    signal,
  );
  return Array.isArray(body.data) ? body.data : [];
}

/**
 * Subcategories matching the query. If asking for the active ones fails for a reason other than
 * the session (docs/product.md section 8), all of them are fetched and the active ones kept here.
 */
export async function fetchSubcategories(query: SubcategoryQuery = {}, signal?: AbortSignal): Promise<Subcategory[]> {
  try {
    return await list(query, signal);
  } catch (error) {
    const sessionProblem = error instanceof ApiError && (error.status === 401 || error.status === 403);
    if (query.isActive !== true || sessionProblem) throw error;
    const all = await list({ ...query, isActive: undefined }, signal);
    return all.filter((subcategory) => subcategory.isActive);
  }
}

/** Add, edit and delete a subcategory; the server answers a write with the saved subcategory. */
export const {
  create: createSubcategory,
  update: updateSubcategory,
  remove: deleteSubcategory,
} = adminCollection<Answer<"/subcategories", "$post">["data"], SubcategoryRequest>("/subcategories");

/** One request for many deletes; each answers for itself (one still used by products fails alone). */
export async function deleteSubcategories(ids: readonly string[]): Promise<BulkResult[]> {
  const body = await api.post<Answer<"/subcategories/bulk", "$post">>("/subcategories/bulk", {
    operations: ids.map((id) => ({ id, action: "delete" as const })),
  });
  return Array.isArray(body.results) ? body.results : [];
}
