import { feedItems, feedKeys, googleFeedXml, metaFeedCsv } from "./feeds.js";
import { readCatalogueFrom, type PublishDeps, type PublishJob } from "./publish-deps.js";
import { PUBLISHER_FOLDER } from "./snapshot.js";

// The shopping feeds, a file of at most FEED_FILE_PRODUCTS products per invocation: a large
// catalogue's feeds are several files (each a feed Merchant Center and Meta fetch), made one after
// another with the catalogue's cursor handed on, so no invocation reads the whole catalogue.

/** Products one feed file (and one invocation) holds: read as the deploy's steps read them, well inside the 50 s (docs/pages.md). */
export const FEED_FILE_PRODUCTS = 5_000;

/** How many files the last complete run wrote: a shrunken catalogue's files past the new last are emptied. */
const FEED_FILES_KEY = `${PUBLISHER_FOLDER}feed-files.json`;

const GOOGLE_TYPE = "application/xml; charset=utf-8";
const META_TYPE = "text/csv; charset=utf-8";

/** Writes the feed file `from.part` (the first without `from`); the job for the next file, or none after the last. */
export async function publishFeeds(deps: PublishDeps, from?: { part: number; cursor: string }, fileProducts = FEED_FILE_PRODUCTS): Promise<PublishJob | undefined> {
  const part = from?.part ?? 0;
  const { products, nextCursor } = await readCatalogueFrom(deps, from?.cursor, fileProducts);
  const items = feedItems(products, deps.origin);
  const keys = feedKeys(part);
  await deps.store.put(keys.google, googleFeedXml(items, deps.origin), GOOGLE_TYPE);
  await deps.store.put(keys.meta, metaFeedCsv(items), META_TYPE);
  if (nextCursor) return { feedsFrom: { part: part + 1, cursor: nextCursor } };
  await emptyFilesPast(deps, part + 1);
  return undefined;
}

/** The files a longer catalogue wrote past `files` are left as feeds of no products, so nothing is listed twice or stale. */
async function emptyFilesPast(deps: PublishDeps, files: number): Promise<void> {
  const stored = await deps.store.read?.(FEED_FILES_KEY);
  const before = stored ? (JSON.parse(Buffer.from(stored.body).toString("utf8")) as { files: number }).files : files;
  for (let part = files; part < before; part++) {
    const keys = feedKeys(part);
    await deps.store.put(keys.google, googleFeedXml([], deps.origin), GOOGLE_TYPE);
    await deps.store.put(keys.meta, metaFeedCsv([]), META_TYPE);
  }
  if (deps.store.read) await deps.store.put(FEED_FILES_KEY, JSON.stringify({ files }), "application/json");
}
