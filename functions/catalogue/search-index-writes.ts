import { BatchWriteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { SearchHead, SearchPiece } from "../../shared/catalogue-search/split-index.js";
import type { Db } from "../data/db.js";
import { blobKey, encodePart, readParts, readSearchPointer, SEARCH_POINTER_KEY, type StoredHead, type StoredName } from "./search-index-items.js";
import { asOnlyWriter, type WriterWait } from "./search-index-writer.js";

// The publisher's writes of the split search index (search-index-items.ts says how it is kept):
// the pieces the current version lacks, then the head, then the pointer, conditioned so that an
// index built from an older read of the catalogue never replaces a newer one. The version before
// the one replaced is then deleted; the one replaced stays for the searches still reading it.
// Writers take turns (search-index-writer.ts): a clean-up never runs beside another's write.

export type SearchIndexWrite = "written" | "same" | "older";

const partItems = (name: StoredName, bodies: readonly Buffer[]) => bodies.map((body, part) => ({ ...blobKey(name, part), entity: "searchIndex", body }));

async function batchWrite(db: Db, requests: Record<string, unknown>[]): Promise<void> {
  // 25 requests a batch, and items of up to 350 KB: a few at a time keeps each call well under 16 MB.
  for (let at = 0; at < requests.length; at += 20) {
    let left = requests.slice(at, at + 20);
    while (left.length > 0) {
      const answer = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: left } }));
      left = (answer.UnprocessedItems?.[db.tableName] ?? []) as Record<string, unknown>[];
    }
  }
}

const itemsOf = (name: StoredName) => Number(name.slice(name.lastIndexOf(".") + 1));

/**
 * Stores this version of the index unless the current one was built from the same cards or a later
 * read; one writer at a time (search-index-writer.ts says why).
 */
export function writeSearchIndex(db: Db, split: { head: SearchHead; pieces: SearchPiece[] }, builtAt: string, wait?: WriterWait): Promise<SearchIndexWrite> {
  return asOnlyWriter(db, () => writeVersion(db, split, builtAt), wait);
}

async function writeVersion(db: Db, split: { head: SearchHead; pieces: SearchPiece[] }, builtAt: string): Promise<SearchIndexWrite> {
  const pointer = await readSearchPointer(db);
  if (pointer && pointer.builtAt > builtAt) return "older";
  const heads = await readParts<StoredHead>(db, [pointer?.head, pointer?.previous].filter((name): name is string => !!name));
  const current = pointer ? heads.get(pointer.head) : undefined;
  if (current?.digest === split.head.digest) return "same";
  const stored = new Set(current?.pieces ?? []);
  const pieces = split.pieces.map((piece) => encodePart("piece", piece.entries));
  await batchWrite(
    db,
    pieces.filter((piece) => !stored.has(piece.name)).flatMap((piece) => partItems(piece.name, piece.bodies).map((Item) => ({ PutRequest: { Item } }))),
  );
  const head = encodePart("head", { ...split.head, pieces: pieces.map((piece) => piece.name) } satisfies StoredHead);
  await batchWrite(db, partItems(head.name, head.bodies).map((Item) => ({ PutRequest: { Item } })));
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...SEARCH_POINTER_KEY, entity: "searchIndex", head: head.name, builtAt, ...(pointer ? { previous: pointer.head } : {}) },
        ConditionExpression: "attribute_not_exists(pk) OR builtAt <= :at",
        ExpressionAttributeValues: { ":at": builtAt },
      }),
    );
  } catch (error) {
    if ((error as Error).name === "ConditionalCheckFailedException") return "older";
    throw error;
  }
  // The version before the one just replaced: no reader starts on it any more. Left in the table
  // (a few hundred KB) when another writer has moved the pointer on meanwhile: its version may name these pieces.
  const gone = pointer?.previous ? heads.get(pointer.previous) : undefined;
  if (pointer?.previous && gone && (await readSearchPointer(db))?.head === head.name) {
    const kept = new Set([...pieces.map((piece) => piece.name), ...(current?.pieces ?? [])]);
    const names = [pointer.previous, ...gone.pieces.filter((name) => !kept.has(name))].filter((name) => name !== head.name && name !== pointer.head);
    await batchWrite(db, names.flatMap((name) => Array.from({ length: itemsOf(name) }, (_, part) => ({ DeleteRequest: { Key: blobKey(name, part) } }))));
  }
  return "written";
}
