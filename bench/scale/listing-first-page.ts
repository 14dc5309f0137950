import { median, round } from "../stats.js";
import type { ScaleShop } from "./scale-shop.js";
import { asCloudFigure, timedFetch, type Timed } from "./timed-fetch.js";

/**
 * A category's first page of cards, as the server makes it: today the API's listing of one
 * subcategory (the storefront itself downloads every card, timed beside it). When a category's
 * cards come from a CDN file or their own route, point CATEGORY_FIRST_PAGE at it.
 */
export const CATEGORY_FIRST_PAGE = "/api/products?subcategory=Saree&limit=24";

/** Every page of the storefront's catalogue download (GET /api/products/cards, following the cursor). */
async function allCards(url: string) {
  let cursor: string | null = null;
  let ms = 0;
  let pages = 0;
  do {
    const started = performance.now();
    const response: Response = await fetch(`${url}/api/products/cards${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
    const body = (await response.json()) as { pagination?: { nextCursor?: string | null } };
    ms += performance.now() - started;
    pages++;
    cursor = body.pagination?.nextCursor ?? null;
  } while (cursor);
  return { ms, pages };
}

/** listingFirstPageMs, median of 5 reads from the table (no in-process cache here). */
export async function listingFirstPage(shop: ScaleShop, runs = 5) {
  const times: number[] = [];
  let last!: Timed;
  for (let run = 0; run < runs; run++) {
    last = await timedFetch(`${shop.url}${CATEGORY_FIRST_PAGE}`);
    times.push(last.ms);
    if (last.ms > 20_000) break;
  }
  const cards = await allCards(shop.url);
  return { listingFirstPageMs: asCloudFigure(last, round(median(times), 0)), listingAllCardsMs: round(cards.ms, 0), listingAllCardsRequests: cards.pages };
}
