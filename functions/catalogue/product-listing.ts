import { matchesFilter, sortProducts, type CatalogueFilter } from "../../shared/catalogue-filter.js";
import type { ProductQuery } from "../../shared/schemas/product-query.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { Page } from "../../shared/schemas/api-answer.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { readCounters } from "../data/counters.js";
import type { Repositories } from "../data/repositories.js";
import { notFound } from "../errors.js";
import { decodeOffset, encodeOffset } from "./offset-cursor.js";
import type { PiecesSold } from "./popularity.js";

/** Without a limit the storefront gets the whole active catalogue in one answer, as it filters client-side. */
const DEFAULT_LIMIT = 1000;

/** Who is looking: shoppers see active products only; an admin sees all, or one state with isActive. */
export interface Viewer {
  isAdmin: boolean;
}

function wantedActivity(query: ProductQuery, viewer: Viewer): boolean | undefined {
  const asked = query.isActive === undefined ? undefined : query.isActive === "true";
  if (viewer.isAdmin) return asked;
  // A shopper asking for inactive products gets none rather than an error.
  return asked === false ? false : true;
}

/** `soldLately` gives the pieces sold per product that sort=popular orders by (none when absent). */
export async function listProducts(repos: Repositories, query: ProductQuery, viewer: Viewer, soldLately?: () => Promise<PiecesSold>): Promise<Page<ProductRecord>> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const active = wantedActivity(query, viewer);
  if (!viewer.isAdmin && active === false) return { success: true, data: [], pagination: { total: 0, limit, nextCursor: null } };

  const filter: CatalogueFilter = {
    category: query.category,
    type: query.material,
    search: query.search,
    priceRange: { min: query.minPrice ?? 0, max: query.maxPrice ?? Number.MAX_SAFE_INTEGER },
    selectedSizes: query.sizes,
  };
  const filtered = Boolean(
    query.category || query.material || query.search || query.subcategory || query.sizes?.length ||
      query.minPrice !== undefined || query.maxPrice !== undefined,
  );
  if (!filtered && !query.sort) {
    // The plain catalogue pages straight off the index, newest first; the total is a counter.
    const [page, counters] = await Promise.all([
      repos.products.list({
        limit,
        cursor: query.cursor,
        includeInactive: active !== true,
        matches: active === false ? (p) => !p.isActive : undefined,
      }),
      readCounters(repos.db),
    ]);
    const total =
      active === true ? counters.activeProducts : active === false ? counters.products - counters.activeProducts : counters.products;
    return { success: true, data: page.items, pagination: { total, limit, nextCursor: page.nextCursor } };
  }
  // Filtered or sorted: the whole catalogue (a boutique's thousands) is matched in memory.
  const subcategory = query.subcategory?.toLowerCase();
  const matches = (await repos.products.listAll()).filter(
    (p) =>
      (active === undefined || p.isActive === active) &&
      matchesFilter(p, filter) &&
      (!subcategory || p.subcategory.toLowerCase() === subcategory),
  );
  const sold: PiecesSold = query.sort === "popular" && soldLately ? await soldLately() : new Map();
  const sorted = query.sort ? sortProducts(matches, query.sort, (p) => sold.get(p.id) ?? 0) : matches;
  const offset = decodeOffset(query.cursor);
  const data = sorted.slice(offset, offset + limit);
  const nextCursor = offset + limit < sorted.length ? encodeOffset(offset + limit) : null;
  return { success: true, data, pagination: { total: sorted.length, limit, nextCursor } };
}

/** One product; an inactive one exists for admins only. */
export async function getProduct(repos: Repositories, id: string, viewer: Viewer): Promise<ProductRecord> {
  const product = isPlausibleId(id) ? await repos.products.get(id) : undefined;
  if (!product || (!product.isActive && !viewer.isAdmin)) throw notFound("Product not found");
  return product;
}
