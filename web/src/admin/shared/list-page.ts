import type { ListPage } from "./use-admin-list.js";

/** The admin's lists read 50 records a page (docs/product.md section 9); more load on demand. */
export const ADMIN_PAGE_SIZE = 50;

/** A page as the list kit shows it, from a list answer's records and pagination. */
export function listPageOf<T>(items: T[] | undefined, pagination: { total?: number | null; nextCursor?: string | null } | undefined): ListPage<T> {
  return {
    items: Array.isArray(items) ? items : [],
    total: typeof pagination?.total === "number" ? pagination.total : null,
    nextCursor: pagination?.nextCursor ?? null,
  };
}
