import { fromCardColumns, toCardColumns, type CatalogueCard } from "../../shared/catalogue-cards.js";
import type { ProductIndex } from "../../shared/catalogue-search/product-search.js";
import type { SearchRank } from "../../shared/catalogue-listing.js";
import type { Repositories } from "../data/repositories.js";
import { withLapsedHoldsShown } from "./lapsed-holds-shown.js";
import type { PiecesSold } from "./popularity.js";

/** One read of the active catalogue as cards, and its search index once some shopper has searched. */
interface Snapshot {
  cards: CatalogueCard[];
  readAt: number;
  index?: Promise<ProductIndex>;
}

/**
 * The active catalogue's cards kept in a warm process (a large shop's listings and search run on
 * the server: docs/catalogue-and-search.md). One read serves every listing, filter, sort and search
 * until it is `ttlMs` old or this process saves a product (`clear`); concurrent requests share it.
 */
export function createCardCatalogue(repos: Repositories, options: { ttlMs: number; soldLately: () => Promise<PiecesSold>; now?: () => number }) {
  const now = options.now ?? Date.now;
  let current: Promise<Snapshot> | undefined;

  async function read(): Promise<Snapshot> {
    const shown = await withLapsedHoldsShown(repos);
    const [products, sold] = await Promise.all([shown.products.listAll(), options.soldLately()]);
    return { cards: fromCardColumns(toCardColumns(products.filter((product) => product.isActive), sold)), readAt: now() };
  }

  function startReading(): Promise<Snapshot> {
    const reading = read();
    current = reading;
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (current === reading) current = undefined;
    });
    return reading;
  }

  async function snapshot(): Promise<Snapshot> {
    const awaited = current;
    if (!awaited) return startReading();
    const kept = await awaited.catch(() => undefined);
    if (kept && now() - kept.readAt < options.ttlMs) return kept;
    // Lapsed: one new read, shared with the requests that found it lapsed too.
    return current === awaited || !current ? startReading() : current;
  }

  return {
    /** Every active product's card, newest first. */
    async cards(): Promise<CatalogueCard[]> {
      return (await snapshot()).cards;
    },

    /** The forgiving search's ranking of the shopper's words (the index is built once per snapshot). */
    async rank(words: string): Promise<SearchRank> {
      const kept = await snapshot();
      const search = await import("../../shared/catalogue-search/product-search.js");
      kept.index ??= Promise.resolve(search.indexProducts(kept.cards));
      const ids = search.searchProducts(await kept.index, words);
      return new Map(ids.map((id, place) => [id, place]));
    },

    clear(): void {
      current = undefined;
    },
  };
}

export type CardCatalogue = ReturnType<typeof createCardCatalogue>;
