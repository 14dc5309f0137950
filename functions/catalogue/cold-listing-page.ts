import { toCardColumns, type CatalogueCard } from "../../shared/catalogue-cards.js";
import { listedProducts, listingFilter } from "../../shared/catalogue-listing.js";
import type { CardListingQuery } from "../../shared/schemas/card-listing-query.js";
import { DEFAULT_CARDS_PER_PAGE } from "../../shared/schemas/card-query.js";
import { readCounters } from "../data/counters.js";
import { readListedCounts } from "../data/listed-count-reads.js";
import type { Repositories } from "../data/repositories.js";
import { cardOf } from "./card-catalogue.js";
import type { CardPage } from "./card-listing.js";
import { decodeOffset, encodeOffset } from "./offset-cursor.js";

/** Products a cold page reads at most: a category a third of the catalogue fills 24 cards within about 100. */
export const COLD_READ_MAX = 1_000;

/** Products read from the newest-first index at a time. */
const READ_STEP = 100;

/**
 * Whether a listing's page follows the catalogue's newest-first order with nothing but a category
 * (or none): such a page is a bounded read of that index, and its total a kept count.
 */
export function isNewestFirstListing(query: CardListingQuery): boolean {
  const { category, limit, cursor, sort, ...others } = query;
  void category;
  void limit;
  void cursor;
  return (sort === undefined || sort === "default" || sort === "newest") && Object.values(others).every((value) => value === undefined);
}

/**
 * A page of a newest-first listing for a process without its warm copy of the cards
 * (docs/catalogue-and-search.md, "A cold process"): the active products read newest first until
 * the page is full, the total from the kept counts, the same cards, order and cursor as the warm
 * answer. `sold` is left at 0: no card shows it, and these orders do not sort by it. Undefined when
 * the page lies past COLD_READ_MAX products or the counts disagree with what was read: the warm
 * copy answers it then.
 */
export async function coldListingPage(repos: Repositories, query: CardListingQuery): Promise<CardPage | undefined> {
  const limit = query.limit ?? DEFAULT_CARDS_PER_PAGE;
  const offset = decodeOffset(query.cursor);
  const filter = listingFilter(query);
  const category = filter.category?.trim().toLowerCase();
  const counted = !category || category === "material" ? readCounters(repos.db).then((counters) => counters.activeProducts) : readListedCounts(repos.db).then((counts) => counts.get(category) ?? 0);
  // Read beside the products; a page answered warm after all leaves it unread.
  counted.catch(() => undefined);
  const listed: CatalogueCard[] = [];
  let read = 0;
  let cursor: string | undefined;
  let exhausted = false;
  while (listed.length < offset + limit && !exhausted) {
    if (read >= COLD_READ_MAX) return undefined;
    // Inactive ones too, left out here: a query with a filter reads twice its page ahead.
    const page = await repos.products.list({ limit: READ_STEP, cursor, includeInactive: true });
    read += page.items.length;
    const active = page.items.filter((product) => product.isActive);
    listed.push(...listedProducts(active.map((product) => cardOf(product, 0)), filter, "default"));
    cursor = page.nextCursor ?? undefined;
    exhausted = !cursor;
  }
  const total = exhausted ? listed.length : await counted;
  if (total < listed.length) return undefined;
  const shown = listed.slice(offset, offset + limit);
  const next = offset + limit < total ? encodeOffset(offset + limit) : null;
  return { success: true, data: toCardColumns(shown), pagination: { total, limit, nextCursor: next } };
}
