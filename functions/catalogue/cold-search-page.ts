import { toCardColumns } from "../../shared/catalogue-cards.js";
import { SPLIT_FORMAT } from "../../shared/catalogue-search/split-format.js";
import { openHead, type OpenedHead } from "../../shared/catalogue-search/split-index.js";
import type { CardListingQuery } from "../../shared/schemas/card-listing-query.js";
import { DEFAULT_CARDS_PER_PAGE } from "../../shared/schemas/card-query.js";
import type { Db } from "../data/db.js";
import type { Repositories } from "../data/repositories.js";
import { cardOf } from "./card-catalogue.js";
import type { CardPage } from "./card-listing.js";
import { decodeOffset, encodeOffset } from "./offset-cursor.js";
import { productsTogether } from "./products-together.js";
import { readParts, readSearchPointer, type StoredHead, type StoredName, type StoredPiece } from "./search-index-items.js";

// A search's page for a process without its warm copy of the cards (docs/catalogue-and-search.md,
// "Search from the split index"): the split index's current version ranks the words (its head
// read once per version, then only the pieces the words reach), the page's products are read by
// id, fresh, in one request. The same ids, order, total and offset cursor as the warm answer over
// the cards the index was built from, so a Load more answered warm continues it.

/**
 * Whether the split index can answer this page: words, the best match first, at most a category
 * (what the header's search sends from the home page or a category's listing).
 */
export function isColdSearch(query: CardListingQuery): boolean {
  const { q, category, limit, cursor, sort, ...others } = query;
  void category;
  void limit;
  void cursor;
  return Boolean(q?.trim()) && (sort === undefined || sort === "default") && Object.values(others).every((value) => value === undefined);
}

/** Heads opened in this process, by name: the current one and the one before, for the searches still on it. */
const HEADS_KEPT = 2;
const heads = new Map<StoredName, Promise<OpenedHead | undefined>>();

function openedHead(db: Db, name: StoredName): Promise<OpenedHead | undefined> {
  let opened = heads.get(name);
  if (!opened) {
    opened = readParts<StoredHead>(db, [name]).then((found) => {
      const head = found.get(name);
      return head?.format === SPLIT_FORMAT ? openHead(head) : undefined;
    });
    // A failed read is not kept: the next search tries again.
    opened.catch(() => heads.delete(name));
    heads.set(name, opened);
    if (heads.size > HEADS_KEPT) heads.delete(heads.keys().next().value!);
  }
  return opened;
}

/**
 * Opens the current version's head ahead of a search (a shopper's first listing page starts it), so
 * her search after that page finds it open. A failure is left to the search, which reads it then.
 */
export async function openSearchHeadAhead(db: Db): Promise<void> {
  try {
    const pointer = await readSearchPointer(db);
    if (pointer) await openedHead(db, pointer.head);
  } catch {
    // Nothing lost: the search reads the pointer and the head itself.
  }
}

/** Pieces kept in this process, by name (a name is its content: never stale), the oldest let go first. */
const PIECES_KEPT = 400;
const pieces = new Map<StoredName, StoredPiece>();

async function readPieces(db: Db, names: readonly StoredName[]): Promise<StoredPiece[] | undefined> {
  const missing = names.filter((name) => !pieces.has(name));
  if (missing.length > 0) {
    for (const [name, piece] of await readParts<StoredPiece>(db, missing)) pieces.set(name, piece);
    while (pieces.size > PIECES_KEPT) pieces.delete(pieces.keys().next().value!);
  }
  const found = names.map((name) => pieces.get(name));
  return found.every((piece) => piece !== undefined) ? (found as StoredPiece[]) : undefined;
}

/** The page, or undefined when there is no index yet (or its version was cleaned away meanwhile): the warm copy answers then. */
export async function coldSearchPage(repos: Repositories, query: CardListingQuery): Promise<CardPage | undefined> {
  const words = query.q!.trim();
  const limit = query.limit ?? DEFAULT_CARDS_PER_PAGE;
  const offset = decodeOffset(query.cursor);
  const pointer = await readSearchPointer(repos.db);
  const opened = pointer && (await openedHead(repos.db, pointer.head));
  if (!opened) return undefined;
  const entries = await readPieces(
    repos.db,
    opened.piecesFor(words).map((piece) => opened.head.pieces[piece]!),
  );
  if (!entries) return undefined;
  const listed = opened.rank(words, entries.flat()).filter((place) => opened.listed(place, query.category));
  const ids = listed.slice(offset, offset + limit).map((place) => opened.idOf(place));
  const found = await productsTogether(repos, ids);
  const cards = ids.flatMap((id) => {
    const product = found.get(id);
    return product?.isActive ? [cardOf(product, 0)] : [];
  });
  const next = offset + limit < listed.length ? encodeOffset(offset + limit) : null;
  return { success: true, data: toCardColumns(cards), pagination: { total: listed.length, limit, nextCursor: next } };
}
