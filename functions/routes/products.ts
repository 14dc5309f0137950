import { Hono } from "hono";
import { matchesFilter, sortProducts, type CatalogueFilter } from "../../shared/catalogue-filter.js";
import { productQuerySchema } from "../../shared/schemas/product-query.js";
import { readCounters } from "../data/counters.js";
import type { AppDeps } from "../deps.js";
import { parseWith } from "../http/validate.js";
import { badRequest, notFound } from "../errors.js";

const encodeOffset = (offset: number) => Buffer.from(`offset:${offset}`).toString("base64url");
function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^offset:(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw badRequest("The page cursor is not valid. Start again from the first page.");
  return Number(match[1]);
}

/** Catalogue reads. Shoppers see active products only. */
export function productRoutes({ repos }: AppDeps) {
  return new Hono()
    .get("/", async (c) => {
      const query = parseWith(productQuerySchema, c.req.query());
      const limit = query.limit ?? 1000;
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
        // The plain catalogue pages straight off the index, newest first.
        const [page, counters] = await Promise.all([
          repos.products.list({ limit, cursor: query.cursor }),
          readCounters(repos.db),
        ]);
        return c.json({ success: true as const, data: page.items, pagination: { total: counters.activeProducts, limit, nextCursor: page.nextCursor } });
      }
      // Filtered or sorted: the whole active catalogue (a boutique's thousands) is matched in memory.
      const subcategory = query.subcategory?.toLowerCase();
      const matches = (await repos.products.listAll()).filter(
        (p) => p.isActive && matchesFilter(p, filter) && (!subcategory || p.subcategory.toLowerCase() === subcategory),
      );
      const sorted = query.sort ? sortProducts(matches, query.sort) : matches;
      const offset = decodeOffset(query.cursor);
      const data = sorted.slice(offset, offset + limit);
      const nextCursor = offset + limit < sorted.length ? encodeOffset(offset + limit) : null;
      return c.json({ success: true as const, data, pagination: { total: sorted.length, limit, nextCursor } });
    })
    .get("/:productId", async (c) => {
      const product = await repos.products.get(c.req.param("productId"));
      if (!product || !product.isActive) throw notFound("Product not found");
      return c.json({ success: true as const, data: product });
    });
}
