import { median, round } from "../stats.js";
import type { ScaleShop } from "./scale-shop.js";
import { asCloudFigure, timedFetch, type Timed } from "./timed-fetch.js";

/**
 * A category's first page of cards, as the server makes it: the storefront's own request for
 * /saree on a large catalogue (web/src/features/catalogue/use-paged-listing.ts). Before issue 29
 * this was `/api/products?subcategory=Saree&limit=24` (the storefront downloaded every card).
 */
export const CATEGORY_FIRST_PAGE = "/api/products/cards?category=saree&limit=24";

/** listingFirstPageMs, median of 5 reads from the table (no in-process cache here). */
export async function listingFirstPage(shop: ScaleShop, runs = 5) {
  const times: number[] = [];
  let last!: Timed;
  for (let run = 0; run < runs; run++) {
    last = await timedFetch(`${shop.url}${CATEGORY_FIRST_PAGE}`);
    times.push(last.ms);
    if (last.ms > 20_000) break;
  }
  return { listingFirstPageMs: asCloudFigure(last, round(median(times), 0)) };
}
