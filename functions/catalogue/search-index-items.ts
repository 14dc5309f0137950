import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { BatchGetCommand, GetCommand } from "@aws-sdk/lib-dynamodb";
import type { SearchHead, TermEntry } from "../../shared/catalogue-search/split-index.js";
import type { Db } from "../data/db.js";

// Where the split search index is kept (docs/data-model.md, "The search index"): in the table,
// which the API already reads. Each part (the head, each piece of terms) is gzipped JSON named by
// its content, stored in items of at most PART_BYTES; a version is a head naming its pieces, and
// the pointer item names the current head. Items are never changed once written, and the pointer
// is put last, so a reader never sees half a version.

/** Bytes of a part's gzip per item: DynamoDB's items are at most 400 KB, keys and names included. */
export const PART_BYTES = 350_000;

export const SEARCH_POINTER_KEY = { pk: "SEARCHINDEX", sk: "CURRENT" } as const;

/** A stored part's name and how many items it takes: `<name>.<items>`. */
export type StoredName = string;

export interface SearchPointer {
  head: StoredName;
  /** When the catalogue it was built from was read (a later write never loses to an earlier one). */
  builtAt: string;
  /** The head before: its pieces are kept while a reader may still be searching it. */
  previous?: StoredName;
}

export const blobKey = (name: StoredName, part: number) => ({ pk: `SEARCHINDEX#${name}`, sk: `PART#${part}` });

const partsOf = (name: StoredName) => Number(name.slice(name.lastIndexOf(".") + 1));

/** A part encoded for the table: its name (of its content) and its items' bodies. */
export function encodePart(kind: "head" | "piece", value: unknown): { name: StoredName; bodies: Buffer[] } {
  const body = gzipSync(JSON.stringify(value));
  const bodies = Array.from({ length: Math.max(1, Math.ceil(body.length / PART_BYTES)) }, (_, n) => body.subarray(n * PART_BYTES, (n + 1) * PART_BYTES));
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  return { name: `${kind}-${hash}.${bodies.length}`, bodies };
}

export async function readSearchPointer(db: Db): Promise<SearchPointer | undefined> {
  const found = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: SEARCH_POINTER_KEY }));
  return found.Item ? { head: String(found.Item.head), builtAt: String(found.Item.builtAt), ...(found.Item.previous ? { previous: String(found.Item.previous) } : {}) } : undefined;
}

/** Parts by name, decoded; a part with an item missing is left out (a version cleaned away meanwhile). */
export async function readParts<T>(db: Db, names: readonly StoredName[]): Promise<Map<StoredName, T>> {
  const keys = [...new Set(names)].flatMap((name) => Array.from({ length: partsOf(name) }, (_, part) => blobKey(name, part)));
  const bodies = new Map<string, Uint8Array>();
  // BatchGetItem takes 100 keys and answers 16 MB at most: what it leaves is asked again.
  for (let at = 0; at < keys.length; at += 100) {
    let asked: Record<string, unknown>[] = keys.slice(at, at + 100);
    while (asked.length > 0) {
      const answer = await db.doc.send(new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: asked } } }));
      for (const item of answer.Responses?.[db.tableName] ?? []) bodies.set(`${item.pk}|${item.sk}`, item.body as Uint8Array);
      asked = (answer.UnprocessedKeys?.[db.tableName]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  const parts = new Map<StoredName, T>();
  for (const name of new Set(names)) {
    const items = Array.from({ length: partsOf(name) }, (_, part) => bodies.get(`${blobKey(name, part).pk}|PART#${part}`));
    if (items.some((item) => !item)) continue;
    parts.set(name, JSON.parse(gunzipSync(Buffer.concat(items as Uint8Array[])).toString("utf8")) as T);
  }
  return parts;
}

export type StoredHead = SearchHead;
export type StoredPiece = TermEntry[];

/** The digest the current version was built from, or undefined before the first (or when its head is gone). */
export async function readSearchDigest(db: Db): Promise<string | undefined> {
  const pointer = await readSearchPointer(db);
  if (!pointer) return undefined;
  return (await readParts<StoredHead>(db, [pointer.head])).get(pointer.head)?.digest;
}
