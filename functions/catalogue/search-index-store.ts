import type { SearchHead, SearchPiece } from "../../shared/catalogue-search/split-index.js";
import type { Db } from "../data/db.js";
import { readSearchDigest } from "./search-index-items.js";
import { writeSearchIndex } from "./search-index-writes.js";

/** The split search index kept in the table, as the page publisher writes it. */
export const tableSearchIndex = (db: Db) => ({
  currentDigest: () => readSearchDigest(db),
  write: (split: { head: SearchHead; pieces: SearchPiece[] }, builtAt: string) => writeSearchIndex(db, split, builtAt),
});
