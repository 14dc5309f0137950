// The admin's product calls of SPEC.md section 7, typed. Everything goes through the SPA's API client.
import type { Page, Product } from "../../../../shared/types.js";
import { api } from "../../api/client.js";
import type { ListPage } from "../shared/use-admin-list.js";
import type { ProductRequest } from "./product-form-rules.js";

/** SPEC.md section 9: the admin product list shows 50 records at a time. */
export const PRODUCT_PAGE_SIZE = 50;

export interface ProductListFilter {
  search: string;
  /** A category ("clothing") or a subcategory's name: the server matches either. */
  category: string;
}

/** With the admin's token the list holds inactive products too. */
export async function fetchProductPage(filter: ProductListFilter, cursor: string | undefined, signal: AbortSignal): Promise<ListPage<Product>> {
  const body = await api.get<Page<Product>>(
    "/products",
    { search: filter.search.trim(), category: filter.category, limit: PRODUCT_PAGE_SIZE, cursor },
    signal,
  );
  return {
    items: Array.isArray(body.data) ? body.data : [],
    total: typeof body.pagination?.total === "number" ? body.pagination.total : null,
    nextCursor: body.pagination?.nextCursor ?? null,
  };
}

/** One product, inactive ones included for an admin (GET /api/products/:id answers data or data.data). */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const body = await api.get<{ data: Product | { data: Product } }>(`/products/${encodeURIComponent(id)}`, undefined, signal);
  return "data" in body.data ? body.data.data : body.data;
}

export async function createProduct(request: ProductRequest): Promise<Product> {
  const body = await api.post<{ success: true; data: Product }>("/products", request);
  return body.data;
}

export async function updateProduct(id: string, request: ProductRequest): Promise<Product> {
  const body = await api.put<{ success: true; data: Product }>(`/products/${encodeURIComponent(id)}`, request);
  return body.data;
}

export async function deleteProduct(id: string): Promise<void> {
  await api.delete(`/products/${encodeURIComponent(id)}`);
}
