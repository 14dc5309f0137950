import { createHash } from "node:crypto";
import type { CatalogueCard } from "../../shared/catalogue-cards.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { ProductIndex } from "../../shared/catalogue-search/product-search.js";
import type { SearchRank } from "../../shared/catalogue-listing.js";
import type { ProductChange } from "../data/product-change-reads.js";
import type { PiecesSold } from "./popularity.js";
import { orderKey, searchedFields, withChanges } from "./card-changes.js";

/** One read of the active catalogue as cards, and its search index once some shopper has searched. */
interface Snapshot {
  cards: CatalogueCard[];
  readAt: number;
  /** When the last whole read began: a copy brought up to date by changes is read whole again after `fullReadMs`. */
  fullAt: number;
  /** Each card's place in the newest-first order (orderKey), where a changed card goes back. */
  order: Map<string, string>;
  index?: Promise<ProductIndex>;
  /** What the search reads of every card, as a digest: a new read with the same keeps the index. */
  searched: string;
  /** Rankings of recent words: a search's next page, another sort or filter of it, ranks nothing again. */
  ranks: Map<string, SearchRank>;
}

/** Rankings kept per snapshot (a large catalogue's popular words; each is a map of the matching ids). */
const RANKS_KEPT = 50;

/**
 * How far before its last read a refresh reads changes from: clocks of the processes that wrote
 * differ a little, and an index shows a write a moment after it (applying a change twice is harmless).
 */
export const CHANGES_OVERLAP_MS = 30_000;

/**
 * How often a warm copy is read whole even so: a backstop for a write that ever missed the changes
 * index (a tool writing the table by hand, an item stored before the index); 15 minutes costs a
 * process one whole read where a read a minute cost fifteen.
 */
export const FULL_READ_MS = 15 * 60_000;

/** A product changed since the copy was read: as it is now, or gone (deleted). */
export type ChangedProduct = Pick<ProductChange, "id" | "product">;

/**
 * The active catalogue's cards kept in a warm process (a large shop's listings and search run on
 * the server: docs/catalogue-and-search.md). One read serves every listing, filter, sort and search
 * until it is `ttlMs` old or this process saves a product (`clear`); concurrent requests share it.
 * With `changes`, a lapsed copy is brought up to date by the products changed since it was read,
 * and read whole only every `fullReadMs`, both behind the copy: no request waits for them but
 * the first (and the next after a save in this process).
 */
export function createCardCatalogue(options: {
  /** Every product as a shopper's read sees it (lapsed holds' pieces shown: lapsed-holds-shown.ts). */
  products: () => Promise<ProductRecord[]>;
  /** The products changed after an ISO time, each once as a shopper's read sees it now. */
  changes?: (since: string) => Promise<readonly ChangedProduct[]>;
  soldLately: () => Promise<PiecesSold>;
  ttlMs: number;
  fullReadMs?: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const fullReadMs = options.fullReadMs ?? FULL_READ_MS;

  /** The copy that has arrived. */
  let copy: Snapshot | undefined;

  /** A read under way: of every card, or of the changes since the copy. */
  let reading: Promise<Snapshot> | undefined;

  /** The last read: its index and rankings carry over when only stock, prices or sales moved. */
  let last: Snapshot | undefined;

  /** Set by a save in this process: its next request waits for the copy to be brought up to date. */
  let saved = false;

  async function read(): Promise<Snapshot> {
    const startedAt = now();
    const [products, sold] = await Promise.all([options.products(), options.soldLately()]);
    const active = products.filter((product) => product.isActive);
    const cards = active.map((product) => cardOf(product, sold.get(product.id) ?? 0));
    const order = new Map(active.map((product) => [product.id, orderKey(product)]));
    const searched = searchedDigest(cards);
    const same = last?.searched === searched ? last : undefined;
    last = { cards, readAt: startedAt, fullAt: startedAt, order, searched, index: same?.index, ranks: same?.ranks ?? new Map() };
    return last;
  }

  /** The copy brought up to date by what changed since it was read (and the month's sales read again). */
  async function refresh(kept: Snapshot, changes: NonNullable<typeof options.changes>): Promise<Snapshot> {
    const startedAt = now();
    const since = new Date(kept.readAt - CHANGES_OVERLAP_MS).toISOString();
    const [changed, sold] = await Promise.all([changes(since), options.soldLately()]);
    const cardChanges = changed.map(({ id, product }) => (product?.isActive ? { id, card: cardOf(product, sold.get(id) ?? 0), order: orderKey(product) } : { id }));
    const applied = withChanges(kept.cards, kept.order, cardChanges);
    // Pieces sold lately move with every sale, changed products or not: only cards whose figure moved are made again.
    const cards = applied.cards.map((card) => ((sold.get(card.id) ?? 0) === card.sold ? card : { ...card, sold: sold.get(card.id) ?? 0 }));
    const searched = applied.searchedMoved ? searchedDigest(cards) : kept.searched;
    const same = searched === kept.searched;
    last = { cards, readAt: startedAt, fullAt: kept.fullAt, order: kept.order, searched, index: same ? kept.index : undefined, ranks: same ? kept.ranks : new Map() };
    return last;
  }

  /** One read, shared by the requests that need it; a failed one is not kept (the next request tries again). */
  function startReading(): Promise<Snapshot> {
    const kept = copy;
    const promise = kept && options.changes && now() - kept.fullAt < fullReadMs ? refresh(kept, options.changes) : read();
    reading = promise;
    promise.then(
      (snapshot) => {
        if (reading !== promise) return;
        copy = snapshot;
        reading = undefined;
      },
      () => {
        if (reading === promise) reading = undefined;
      },
    );
    return promise;
  }

  async function snapshot(): Promise<Snapshot> {
    if (saved) {
      saved = false;
      // The save shows on this request: after a read under way (it may have begun before the save), one more.
      if (reading) await reading.catch(() => undefined);
      return reading ?? startReading();
    }
    const kept = copy;
    if (!kept) return reading ?? startReading();
    if (now() - kept.readAt < options.ttlMs) return kept;
    if (!options.changes) return reading ?? startReading();
    // Lapsed: brought up to date (or, every fullReadMs, read whole) behind the copy, which answers meanwhile.
    if (!reading) startReading().catch(() => undefined);
    return kept;
  }

  return {
    /** Whether this process holds a copy to answer from now (else a newest-first page is read cold). */
    isWarm(): boolean {
      if (!copy) return false;
      return options.changes !== undefined || now() - copy.readAt < options.ttlMs;
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

    /** A product saved in this process: its next request reads the change (or, without `changes`, everything) first. */
    clear(): void {
      if (options.changes) {
        saved = true;
        return;
      }
      copy = undefined;
      reading = undefined;
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
  for (const card of cards) hash.update(searchedFields(card));
  return hash.digest("base64url");
}
