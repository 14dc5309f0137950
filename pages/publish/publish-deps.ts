import type { ShopCollection } from "@shared/collections.js";
import type { Product } from "@shared/schemas/product-record.js";
import type { LdReview } from "../render/site-pages.js";
import type { PageStore } from "./page-store.js";
import type { RenderPage } from "./renderer.js";
import type { SearchHead, SearchPiece } from "@shared/catalogue-search/split-index.js";
import type { SearchIndexWrite } from "@functions/catalogue/search-index-writes.js";

// What a publishing run reads and where it writes, the same locally and in the cloud.

/** A piece of the work a run hands off (deploy-run.ts): these products' pages, these pages handed back, the catalogue-wide pages, the feeds. */
export interface PublishJob {
  products?: string[];
  gone?: string[];
  siteWide?: boolean;
  feeds?: boolean;
  /** The deploy's reading of the catalogue, carried on from `cursor` by another invocation (its `part`-th piece). */
  deploy?: DeployStep;
  /** The shopping feeds' next file, from `cursor` (a catalogue past one file's products). */
  feedsFrom?: { part: number; cursor: string };
  /** The deploy's pieces, all read: the snapshot made of them, then the catalogue-wide jobs. */
  deployDone?: { run: string; parts: number };
  /** The split search index brought up to date from the snapshot (search-index-run.ts). */
  searchIndex?: boolean;
}

/** Where a deploy's reading of the catalogue stands. `run` names the deploy, so pieces of an older one are never mixed in. */
export interface DeployStep {
  run: string;
  part: number;
  cursor?: string;
}

/** A page of the active catalogue, newest first, and the cursor of the next page (none after the last). */
export interface CataloguePage {
  products: Product[];
  nextCursor?: string;
}

export interface PublishDeps {
  /** Every active product, in the order the storefront lists them: the deploy's run and the feeds only. */
  readCatalogue(): Promise<Product[]>;
  /** The same a page at a time (the deploy's run reads a bounded number per invocation); without it, one page of the whole catalogue. */
  readCataloguePage?(cursor: string | undefined): Promise<CataloguePage>;
  /** The active products among these ids (a run for a few products reads only them); by default picked from the catalogue. */
  readProducts?(ids: readonly string[]): Promise<Product[]>;
  /** The active subcategories: each has a listing, and every page's menus list them. */
  readCollections(): Promise<ShopCollection[]>;
  /** A few of a product's published reviews, for its page's JSON-LD (issue 27); none when not given. */
  readReviews?(productId: string): Promise<LdReview[]>;
  render: RenderPage;
  store: PageStore;
  /** The shop's public origin, e.g. https://rangrez.in (no trailing slash). */
  origin: string;
  log?: (message: string) => void;
  /** Where the split search index a cold API process searches is kept; without it none is written. */
  searchIndex?: SearchIndexStore;
  /** Starts jobs elsewhere and does not wait for them (the cloud: async invocations of the same function); without it they run here, in turn. */
  handOff?(jobs: PublishJob[]): Promise<void>;
}

/** Where the split search index is kept (the table, in the cloud and locally: functions/catalogue/search-index-items.ts). */
export interface SearchIndexStore {
  /** The digest the current version was built from (none before the first). */
  currentDigest(): Promise<string | undefined>;
  write(split: { head: SearchHead; pieces: SearchPiece[] }, builtAt: string): Promise<SearchIndexWrite>;
}

export interface PublishFigures {
  pages: number;
  productPages: number;
  removed: number;
  ms: number;
}

export const NO_PAGES = { pages: 0, productPages: 0, removed: 0 };

/** Two runs' figures as one. */
export const addFigures = (a: Omit<PublishFigures, "ms">, b: Omit<PublishFigures, "ms">) => ({
  pages: a.pages + b.pages,
  productPages: a.productPages + b.productPages,
  removed: a.removed + b.removed,
});

/** The active products among `ids`, read as the deps allow. */
export async function readSome(deps: PublishDeps, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  if (deps.readProducts) return deps.readProducts(ids);
  const wanted = new Set(ids);
  return (await deps.readCatalogue()).filter((product) => wanted.has(product.id));
}

/** A page of the catalogue, as the deps read it (the whole catalogue as one page when they cannot page). */
export async function readCataloguePage(deps: PublishDeps, cursor: string | undefined): Promise<CataloguePage> {
  if (deps.readCataloguePage) return deps.readCataloguePage(cursor);
  return { products: await deps.readCatalogue() };
}

/** Products from `cursor`, a page at a time, until `bound` are read or the catalogue ends; the cursor of the rest. */
export async function readCatalogueFrom(deps: PublishDeps, cursor: string | undefined, bound: number): Promise<CataloguePage> {
  const products: Product[] = [];
  let next = cursor;
  do {
    const page = await readCataloguePage(deps, next);
    products.push(...page.products);
    next = page.nextCursor;
  } while (next && products.length < bound);
  return { products, ...(next ? { nextCursor: next } : {}) };
}
