import { toCardColumns, type CatalogueCard } from "../../shared/catalogue-cards.js";
import { listedProducts, listingFilter } from "../../shared/catalogue-listing.js";
import { cardListingQuerySchema, type CardListingQuery } from "../../shared/schemas/card-listing-query.js";
import { DEFAULT_CARDS_PER_PAGE } from "../../shared/schemas/card-query.js";
import type { Repositories } from "../data/repositories.js";
import type { CardCatalogue } from "./card-catalogue.js";

// One chunk for a large catalogue's code: the route loads this file for its pages and its cards.
export { createCardCatalogue } from "./card-catalogue.js";
export { changedProductsShown } from "./changed-products.js";
import type { CardPage } from "./card-listing.js";
import type { PiecesSold } from "./popularity.js";
import { decodeOffset, encodeOffset } from "./offset-cursor.js";
import { productsTogether } from "./products-together.js";
import { coldListingPage, isNewestFirstListing } from "./cold-listing-page.js";

/** The listing's parameters checked (a repeated one counts by its first value). */
export const readListingQuery = (query: Record<string, string>) => cardListingQuerySchema.safeParse(query);

const soldOf = (cards: readonly CatalogueCard[]): PiecesSold => new Map(cards.map((card) => [card.id, card.sold]));

/**
 * One page of a listing as the storefront shows it (a large catalogue: docs/catalogue-and-search.md):
 * the spec's filters, the forgiving search and the sort, by the same rules as the browser's
 * (shared/catalogue-listing.ts), over the process's cards.
 */
export async function listingPage(catalogue: CardCatalogue, query: CardListingQuery, shown: Repositories): Promise<CardPage> {
  // A cold process answers a newest-first page from the index and reads nothing more: only a
  // request that needs every card (search, filters, other sorts, a page past the bound) reads them all.
  if (!catalogue.isWarm() && isNewestFirstListing(query)) {
    const cold = await coldListingPage(shown, query);
    if (cold) return cold;
  }
  // A cold process answers a search from the split index the publisher keeps, when there is one.
  // It starts no whole read: a process that only searches never needs every card, and a filter or
  // another sort asked later reads them then.
  if (!catalogue.isWarm() && query.q) {
    const cold = await coldSearch(shown, query);
    if (cold) return cold;
  }
  const limit = query.limit ?? DEFAULT_CARDS_PER_PAGE;
  const offset = decodeOffset(query.cursor);
  const [cards, rank] = await Promise.all([catalogue.cards(), query.q ? catalogue.rank(query.q) : undefined]);
  const listed = listedProducts(cards, listingFilter(query), query.sort ?? "default", rank);
  const page = listed.slice(offset, offset + limit);
  const next = offset + limit < listed.length ? encodeOffset(offset + limit) : null;
  return { success: true, data: toCardColumns(page, soldOf(page)), pagination: { total: listed.length, limit, nextCursor: next } };
}

/** A search's page from the split index (loaded with `import()`: only a cold process's search needs it); undefined when it cannot answer. */
async function coldSearch(shown: Repositories, query: CardListingQuery): Promise<CardPage | undefined> {
  const { coldSearchPage, isColdSearch } = await import("./cold-search-page.js");
  if (!isColdSearch(query)) return undefined;
  return coldSearchPage(shown, query).catch((error: unknown) => {
    console.warn(`The split search index could not answer: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
}

/**
 * The cards of these products (a cart's, a wishlist's), in the order asked, read fresh in one batch; inactive or
 * missing ones left out. `sold` is left at 0: the cart and wishlist never sort by it, and the month's
 * sales need not be read for them.
 */
export async function cardsById(repos: Repositories, ids: readonly string[]): Promise<CardPage> {
  const found = await productsTogether(repos, ids);
  const products = [...new Set(ids)].flatMap((id) => {
    const product = found.get(id);
    return product?.isActive ? [product] : [];
  });
  return { success: true, data: toCardColumns(products), pagination: { total: products.length, limit: ids.length, nextCursor: null } };
}
