import { createHash } from "node:crypto";
import { DEFAULT_PRICE_RANGE } from "@shared/catalogue.js";
import { SPLIT_FORMAT } from "@shared/catalogue-search/split-format.js";
import type { IndexedCard } from "@shared/catalogue-search/split-index.js";
import type { SearchIndexWrite } from "@functions/catalogue/search-index-writes.js";
import type { PublishDeps, PublishJob } from "./publish-deps.js";
import { storedSnapshot } from "./site-wide.js";

// The split search index a cold API process searches (docs/catalogue-and-search.md): built from
// the publisher's snapshot of the catalogue, the same cards in the same order as a warm process's,
// so both rank alike. A job of its own, after the deploy's snapshot and after a change a card
// shows; it writes nothing when no searched field moved (a price or a rating change).

/** The job that brings the index up to date, when the deps keep one. */
export const searchIndexJobs = (deps: PublishDeps): PublishJob[] => (deps.searchIndex ? [{ searchIndex: true }] : []);

const listedByDefault = (price: number) => price >= DEFAULT_PRICE_RANGE.min && price <= DEFAULT_PRICE_RANGE.max;

/** What the index reads of every card, in order: a version with the same needs no writing. */
export function searchedDigest(cards: readonly IndexedCard[]): string {
  const hash = createHash("sha256").update(`format ${SPLIT_FORMAT}`);
  for (const card of cards) {
    hash.update(JSON.stringify([card.id, card.name, card.subcategory, card.material, card.tags, card.color, card.occasion, card.category, listedByDefault(card.price ?? 0)]));
  }
  return hash.digest("base64url");
}

/** Builds the index from the snapshot and stores it, unless its searched fields are what the current version has. */
export async function publishSearchIndex(deps: PublishDeps): Promise<SearchIndexWrite | undefined> {
  const store = deps.searchIndex;
  if (!store) return undefined;
  // The time of the read: an index built from an earlier read never replaces one from a later.
  const builtAt = new Date().toISOString();
  const [listed, current] = await Promise.all([storedSnapshot(deps), store.currentDigest()]);
  const cards: IndexedCard[] = listed.map((card) => ({ ...card, id: card.id ?? card._id }));
  const digest = searchedDigest(cards);
  if (digest === current) return "same";
  const started = performance.now();
  // The search's code is loaded here only: a sale's batch never needs it.
  const { splitProductIndex } = await import("@shared/catalogue-search/split-index.js");
  const written = await store.write(splitProductIndex(cards, digest), builtAt);
  deps.log?.(`Search index ${written}: ${cards.length} products in ${Math.round(performance.now() - started)} ms`);
  return written;
}
