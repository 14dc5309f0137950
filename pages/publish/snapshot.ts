import { gunzipSync, gzipSync } from "node:zlib";
import type { Product } from "@shared/schemas/product-record.js";
import { listedProducts, type ListedProduct } from "../render/site-pages.js";

// The publisher's copy of the catalogue as the catalogue-wide pages know it (each active product's
// card, in the storefront's order), kept in the page store beside the pages. The home page, the
// listings and the sitemap are rendered from it, so a saved product costs reading one object, not
// the catalogue. The deploy's run writes it whole from the table; a stream batch puts in the cards
// of the products it saw change what listings show. The cards' stock is as of that write: stock
// shows from the API (shown.ts).

/** Where the page store keeps it: not a page folder, so the Router never serves it. */
export const PUBLISHER_FOLDER = ".publisher/";
export const SNAPSHOT_KEY = `${PUBLISHER_FOLDER}catalogue.json.gz`;

interface Entry {
  /** The catalogue's order: the index's sort key (newest first), `<createdAt>#<id>`. */
  order: string;
  card: ListedProduct;
}

export interface CatalogueSnapshot {
  entries: Entry[];
}

const orderOf = (product: Product) => `${product.createdAt}#${product.id}`;
const newestFirst = (a: Entry, b: Entry) => (a.order < b.order ? 1 : a.order > b.order ? -1 : 0);

export function snapshotOf(products: readonly Product[]): CatalogueSnapshot {
  const cards = listedProducts(products);
  return { entries: products.map((product, index) => ({ order: orderOf(product), card: cards[index]! })).sort(newestFirst) };
}

/** The snapshot with these products' cards put in (or replaced) and the products with these ids taken out. */
export function withChanges(snapshot: CatalogueSnapshot, changed: readonly Product[], gone: readonly string[]): CatalogueSnapshot {
  const replaced = new Set([...gone, ...changed.map((product) => product.id)]);
  const kept = snapshot.entries.filter((entry) => !replaced.has(entry.card.id ?? entry.card._id));
  return { entries: [...kept, ...snapshotOf(changed).entries].sort(newestFirst) };
}

/** The active products' cards, in the storefront's order. */
export const snapshotProducts = (snapshot: CatalogueSnapshot): ListedProduct[] => snapshot.entries.map((entry) => entry.card);

export const encodeSnapshot = (snapshot: CatalogueSnapshot): Buffer => gzipSync(JSON.stringify(snapshot));
export const decodeSnapshot = (body: Uint8Array): CatalogueSnapshot => JSON.parse(gunzipSync(body).toString("utf8")) as CatalogueSnapshot;

/**
 * A deploy reading the catalogue over several invocations keeps what each read as a piece (its
 * cards, in order), named by the deploy's run; the last puts the pieces together as the snapshot.
 * The keys are reused by the next deploy, so they never pile up.
 */
export const snapshotPartKey = (part: number) => `${PUBLISHER_FOLDER}deploy/part-${part}.json.gz`;

interface SnapshotPart {
  run: string;
  entries: Entry[];
}

export const encodeSnapshotPart = (run: string, products: readonly Product[]): Buffer => gzipSync(JSON.stringify({ run, entries: snapshotOf(products).entries } satisfies SnapshotPart));

/** The pieces as one snapshot; undefined when any piece is another deploy's (a later deploy is writing them). */
export function joinedSnapshot(run: string, parts: readonly Uint8Array[]): CatalogueSnapshot | undefined {
  const decoded = parts.map((body) => JSON.parse(gunzipSync(body).toString("utf8")) as SnapshotPart);
  if (decoded.some((part) => part.run !== run)) return undefined;
  return { entries: decoded.flatMap((part) => part.entries).sort(newestFirst) };
}
