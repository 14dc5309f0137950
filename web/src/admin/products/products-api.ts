// The admin's product calls of docs/product.md section 7, typed. Everything goes through the SPA's API client.
import type { Product } from "@shared/schemas/product-record.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { adminCollection } from "@/admin/shared/admin-collection.js";
import { ADMIN_PAGE_SIZE, listPageOf } from "@/admin/shared/list-page.js";
import type { ListPage } from "@/admin/shared/use-admin-list.js";
import type { ProductRequest } from "@shared/schemas/product-form.js";

export interface ProductListFilter {
  search: string;
  /** A category ("clothing") or a subcategory's name: the server matches either. */
  category: string;
  /** One of the shop's materials (shared/materials.ts), "" for any. */
  material: string;
}

/** With the admin's token the list holds inactive products too. */
export async function fetchProductPage(filter: ProductListFilter, cursor: string | undefined, signal: AbortSignal): Promise<ListPage<Product>> {
  const body = await api.get<Answer<"/products", "$get">>(
    "/products",
    { search: filter.search.trim(), category: filter.category, material: filter.material, limit: ADMIN_PAGE_SIZE, cursor },
    signal,
  );
  return listPageOf(body.data, body.pagination);
}

/** One product, inactive ones included for an admin. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const body = await api.get<Answer<"/products/:productId", "$get">>(`/products/${encodeURIComponent(id)}`, undefined, signal);
  return body.data;
}

/** Add, edit and delete a product; the server answers a write with the saved product. */
export const { create: createProduct, update: updateProduct, remove: deleteProduct } = adminCollection<Answer<"/products", "$post">["data"], ProductRequest>("/products");
