import { COLLECTIONS_FOLDER, type ShopCollection } from "@shared/collections.js";
import type { Product } from "@shared/schemas/product-record.js";
import { catalogueWidePages, productPath, type ListedProduct } from "../render/site-pages.js";
import { eachBounded } from "./bounded.js";
import { HTML, pageKey, pathOfKey } from "./page-store.js";
import { removePages } from "./product-pages.js";
import type { PublishDeps, PublishFigures } from "./publish-deps.js";
import { robotsTxt, sitemapFiles } from "./sitemap.js";
import { decodeSnapshot, encodeSnapshot, SNAPSHOT_KEY, snapshotOf, snapshotProducts, withChanges, type CatalogueSnapshot } from "./snapshot.js";

export const SNAPSHOT_TYPE = "application/gzip";
/** Runs writing the snapshot at once (stream batches of different shards): each tries again over the other's. */
const SNAPSHOT_TRIES = 5;

/** The deploy's run: the snapshot made from the whole catalogue, written over whatever was there. */
export async function writeSnapshot(deps: PublishDeps, catalogue: readonly Product[]): Promise<CatalogueSnapshot> {
  const snapshot = snapshotOf(catalogue);
  await deps.store.put(SNAPSHOT_KEY, encodeSnapshot(snapshot), SNAPSHOT_TYPE);
  return snapshot;
}

/**
 * The catalogue as the catalogue-wide pages know it, with these changes made: read from the
 * snapshot and written back over the version read. Without a snapshot (before the first deploy's
 * run, or a store that keeps none) it is made from the whole catalogue.
 */
export async function updatedSnapshot(deps: PublishDeps, changed: readonly Product[] = [], gone: readonly string[] = []): Promise<ListedProduct[]> {
  const { read, putOver } = deps.store;
  if (!read || !putOver) return snapshotProducts(snapshotOf(await deps.readCatalogue()));
  for (let attempt = 1; ; attempt++) {
    const stored = await read.call(deps.store, SNAPSHOT_KEY);
    const next = stored ? withChanges(decodeSnapshot(stored.body), changed, gone) : snapshotOf(await deps.readCatalogue());
    if (await putOver.call(deps.store, SNAPSHOT_KEY, encodeSnapshot(next), SNAPSHOT_TYPE, stored?.version)) return snapshotProducts(next);
    if (attempt === SNAPSHOT_TRIES) throw new Error(`The catalogue snapshot changed under ${SNAPSHOT_TRIES} tries in a row`);
  }
}

/**
 * The home page, listings and policies, rendered from the snapshot's cards, then the sitemap (an
 * index past 50,000 addresses) and robots. A collection's listing the active subcategories no longer
 * name (renamed, switched off) is handed back to the SPA, as a product's page is.
 */
export async function publishSiteWide(deps: PublishDeps, listed: readonly ListedProduct[], collections: readonly ShopCollection[]): Promise<Omit<PublishFigures, "ms">> {
  const wide = catalogueWidePages(listed, deps.origin, collections);
  await eachBounded(wide, async (page) => deps.store.put(pageKey(page.path), await deps.render(page), HTML));
  const current = new Set(wide.map((page) => page.path));
  const listedCollections = deps.store.list ? (await deps.store.list(`${COLLECTIONS_FOLDER}/`)).map(pathOfKey) : [];
  const removed = await removePages(deps, listedCollections.filter((path) => !current.has(path)));
  const entries = [
    ...wide.map((page) => ({ loc: page.head.canonical, lastModified: page.lastModified })),
    ...listed.map((product) => ({ loc: `${deps.origin}${productPath(product)}`, lastModified: product.updatedAt })),
  ];
  await eachBounded(sitemapFiles(deps.origin, entries), (file) => deps.store.put(file.key, file.body, "application/xml; charset=utf-8"));
  await deps.store.put("robots.txt", robotsTxt(deps.origin), "text/plain; charset=utf-8");
  return { pages: wide.length, productPages: 0, removed };
}

/** The snapshot as stored (made and stored from the catalogue when there is none). */
export async function storedSnapshot(deps: PublishDeps): Promise<ListedProduct[]> {
  const stored = await deps.store.read?.(SNAPSHOT_KEY);
  return stored ? snapshotProducts(decodeSnapshot(stored.body)) : updatedSnapshot(deps);
}
