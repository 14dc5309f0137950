import { isLargeCatalogue, toCardColumns, type CatalogueCardColumns } from "../../shared/catalogue-cards.js";
import { DEFAULT_CARDS_PER_PAGE, type CardQuery } from "../../shared/schemas/card-query.js";
import { readCounters } from "../data/counters.js";
import type { Repositories } from "../data/repositories.js";
import type { PiecesSold } from "./popularity.js";

export interface CardPage {
  success: true;
  data: CatalogueCardColumns;
  pagination: { total: number; limit: number; nextCursor: string | null };
}

/**
 * Active products, newest first, in the listing form (shared/catalogue-cards.ts), with their pieces
 * sold lately for a small shop, whose browser sorts "Popular" by them. A large catalogue's browser
 * sorts nothing (the server pages its listings), so its cards leave them at 0 and the month's sales
 * are not read for its home page.
 */
export async function listCards(repos: Repositories, query: CardQuery, soldLately: () => Promise<PiecesSold>, wholeMaxKb: number): Promise<CardPage> {
  const limit = query.limit ?? DEFAULT_CARDS_PER_PAGE;
  const [page, counters] = await Promise.all([repos.products.list({ limit, cursor: query.cursor, includeInactive: false }), readCounters(repos.db)]);
  const sold = isLargeCatalogue(counters.activeProducts, wholeMaxKb) ? undefined : await soldLately();
  return { success: true, data: toCardColumns(page.items, sold), pagination: { total: counters.activeProducts, limit, nextCursor: page.nextCursor } };
}
