import { createHash } from "node:crypto";
import type { CatalogueCard } from "../../shared/catalogue-cards.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { ProductIndex } from "../../shared/catalogue-search/product-search.js";
import type { SearchRank } from "../../shared/catalogue-listing.js";
import type { PiecesSold } from "./popularity.js";

/** One read of the active catalogue as cards, and its search index once some shopper has searched. */
interface Snapshot {
  cards: CatalogueCard[];
  readAt: number;
  index?: Promise<ProductIndex>;
  /** What the search reads of every card, as a digest: a new read with the same keeps the index. */
  searched: string;
  /** Rankings of recent words: a search's next page, another sort or filter of it, ranks nothing again. */
  ranks: Map<string, SearchRank>;
}

/** Rankings kept per snapshot (a large catalogue's popular words; each is a map of the matching ids). */
const RANKS_KEPT = 50;

/**
 * The active catalogue's cards kept in a warm process (a large shop's listings and search run on
 * the server: docs/catalogue-and-search.md). One read serves every listing, filter, sort and search
 * until it is `ttlMs` old or this process saves a product (`clear`); concurrent requests share it.
 */
export function createCardCatalogue(options: {
  /** Every product as a shopper's read sees it (lapsed holds' pieces shown: lapsed-holds-shown.ts). */
  products: () => Promise<ProductRecord[]>;
  soldLately: () => Promise<PiecesSold>;
  ttlMs: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  let current: Promise<Snapshot> | undefined;

  /** The last read: its index and rankings carry over when only stock, prices or sales moved. */
  let last: Snapshot | undefined;

  /** The read that has arrived, while it is the current one (a save or a lapsed copy makes the process cold). */
  let arrived: Snapshot | undefined;

  async function read(): Promise<Snapshot> {
    const [products, sold] = await Promise.all([options.products(), options.soldLately()]);
    const cards = products.filter((product) => product.isActive).map((product) => cardOf(product, sold.get(product.id) ?? 0));
    const searched = searchedDigest(cards);
    const same = last?.searched === searched ? last : undefined;
    last = { cards, readAt: now(), searched, index: same?.index, ranks: same?.ranks ?? new Map() };
    return last;
  }

  function startReading(): Promise<Snapshot> {
    const reading = read();
    current = reading;
    arrived = undefined;
    reading.then((snapshot) => {
      if (current === reading) arrived = snapshot;
    }, () => undefined);
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
    /** Whether this process holds a fresh copy of the cards now (else a newest-first page is read cold). */
    isWarm(): boolean {
      return arrived !== undefined && now() - arrived.readAt < options.ttlMs;
    },

    /** Starts the read of the cards (or joins the one under way), for the requests that follow. */
    warmUp(): void {
      snapshot().catch(() => undefined);
    },

    /** Every active product's card, newest first. */
    async cards(): Promise<CatalogueCard[]> {
      return (await snapshot()).cards;
    },

    /** The forgiving search's ranking of the shopper's words (the index is built once per snapshot). */
    async rank(words: string): Promise<SearchRank> {
      const kept = await snapshot();
      const known = kept.ranks.get(words);
      if (known) return known;
      const search = await import("../../shared/catalogue-search/product-search.js");
      kept.index ??= Promise.resolve(search.indexProducts(kept.cards));
      const ids = search.searchProducts(await kept.index, words);
      const rank: SearchRank = new Map(ids.map((id, place) => [id, place]));
      if (kept.ranks.size >= RANKS_KEPT) kept.ranks.delete(kept.ranks.keys().next().value!);
      kept.ranks.set(words, rank);
      return rank;
    },

    clear(): void {
      current = undefined;
      arrived = undefined;
      last = undefined;
    },
  };
}

export type CardCatalogue = ReturnType<typeof createCardCatalogue>;

/**
 * A product as its card reads back from the wire (shared/catalogue-cards.ts: rating to a tenth,
 * time to the second, the first picture), so the server filters and sorts exactly what the
 * browser would. Made here rather than through the columns: that reader would join the API's cold start.
 */
export function cardOf(product: ProductRecord, sold: number): CatalogueCard {
  const sizes = product.sizes ?? [];
  const stockBySize = Object.fromEntries(sizes.map((size) => [size, product.stockBySize?.[size] ?? 0]));
  const rating = Math.round((product.rating ?? 0) * 10) / 10;
  const seconds = Math.floor(Date.parse(product.createdAt) / 1000) || 0;
  return {
    _id: product.id,
    id: product.id,
    name: product.name,
    price: product.price,
    ...((product.originalPrice ?? 0) > 0 ? { originalPrice: product.originalPrice } : {}),
    images: product.images?.[0] ? [product.images[0]] : [],
    sizes,
    stockBySize,
    stock: Object.values(stockBySize).reduce((sum, pieces) => sum + pieces, 0),
    ...(rating > 0 ? { rating } : {}),
    category: product.category ?? "",
    subcategory: product.subcategory ?? "",
    material: product.material ?? "",
    color: product.color ?? "",
    occasion: product.occasion ?? "",
    tags: product.tags ?? [],
    createdAt: new Date(seconds * 1000).toISOString(),
    sold,
  };
}

/** The fields the forgiving search indexes (shared/catalogue-search), of every card in order. */
function searchedDigest(cards: readonly CatalogueCard[]): string {
  const hash = createHash("sha256");
  for (const card of cards) hash.update(JSON.stringify([card.id, card.name, card.subcategory, card.material, card.tags, card.color, card.occasion]));
  return hash.digest("base64url");
}
