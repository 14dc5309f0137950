import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { syntheticCatalogue } from "../../bench/synthetic-catalogue.js";
import { cardOf } from "../../functions/catalogue/card-catalogue.js";
import { readParts, readSearchPointer, type StoredHead } from "../../functions/catalogue/search-index-items.js";
import { SearchIndexBusy } from "../../functions/catalogue/search-index-writer.js";
import { writeSearchIndex } from "../../functions/catalogue/search-index-writes.js";
import type { Db } from "../../functions/data/db.js";
import { splitProductIndex, type IndexedCard } from "../../shared/catalogue-search/split-index.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { testApp } from "../support/test-app.js";

// Two publisher runs writing the split search index at once (issue 29): they take turns, so a
// clean-up never deletes a piece that the other's newer version has just put back (a change
// undone), and a run stopped mid-write does not hold the index for ever.

let db: Db;
const LISTED = "2026-11-01T00:00:00.000Z";
/** A synthetic product's card, as the publisher reads it. */
const base: IndexedCard[] = syntheticCatalogue(40).map((product, i) => cardOf({ ...product, id: `p${i}`, createdAt: LISTED, updatedAt: LISTED } as ProductRecord, 0));
const qawwali = { ...base[0]!, id: "q1", name: "Qawwali Night Saree" };
const ujjwal = { ...base[1]!, id: "u1", name: "Ujjwal Festive Dress" };
const version = (cards: IndexedCard[], digest: string) => splitProductIndex(cards, digest);

/** Whether the version pointed to has its head and every piece in the table. */
async function pointedVersionIsWhole() {
  const pointer = (await readSearchPointer(db))!;
  const head = (await readParts<StoredHead>(db, [pointer.head])).get(pointer.head);
  if (!head) return false;
  return (await readParts(db, head.pieces)).size === new Set(head.pieces).size;
}

/** The table, with the pointer's put held until `release` (a writer paused between its pieces and its pointer). */
function pausedAtPointer() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const atPointer = new Promise<void>((resolve) => (reached = resolve));
  const paused: Db = {
    ...db,
    doc: {
      send: async (command: unknown) => {
        if (command instanceof PutCommand && command.input.Item?.sk === "CURRENT") {
          reached();
          await gate;
        }
        return db.doc.send(command as never);
      },
    } as unknown as Db["doc"],
  };
  return { paused, atPointer, release };
}

/** The table, telling when a writer has first found the index taken by another. */
function watchingTurns() {
  let refused!: () => void;
  const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
  const watched: Db = {
    ...db,
    doc: {
      send: async (command: unknown) => {
        try {
          return await db.doc.send(command as never);
        } catch (error) {
          if (command instanceof PutCommand && command.input.Item?.sk === "WRITER") refused();
          throw error;
        }
      },
    } as unknown as Db["doc"],
  };
  return { watched, firstRefusal };
}

beforeAll(async () => {
  db = (await testApp()).repos.db;
});

describe("two writers of the search index at once", () => {
  it("take turns: a newer version that brings a piece back keeps it, and the older write gives way", async () => {
    // Qawwali is listed, then taken off: its piece belongs to the version before the current one.
    expect(await writeSearchIndex(db, version([...base, qawwali], "v1"), "2026-11-27T10:00:00.000Z")).toBe("written");
    expect(await writeSearchIndex(db, version(base, "v2"), "2026-11-27T10:01:00.000Z")).toBe("written");

    // A: Qawwali listed again (its piece put back), paused before its pointer.
    const a = pausedAtPointer();
    const newer = writeSearchIndex(a.paused, version([...base, qawwali], "v3"), "2026-11-27T10:03:00.000Z");
    await a.atPointer;
    // B: a run that read the catalogue a little earlier (Ujjwal added) and would clean up the version two back.
    const b = watchingTurns();
    const older = writeSearchIndex(b.watched, version([...base, ujjwal], "v4"), "2026-11-27T10:02:00.000Z", { waitMs: 60_000, retryMs: 20 });
    // B waits its turn (or, writing beside A, finishes first).
    await Promise.race([b.firstRefusal, older]);
    a.release();

    const [newerWrote, olderWrote] = await Promise.all([newer, older]);
    // The newest read's version is current, and whole: Qawwali's piece is there to be searched.
    expect((await readSearchPointer(db))!.builtAt).toBe("2026-11-27T10:03:00.000Z");
    expect(await pointedVersionIsWhole()).toBe(true);
    expect([newerWrote, olderWrote]).toEqual(["written", "older"]);
  });

  it("a writer finding the index taken gives up after its wait, writing nothing; a lapsed turn is taken over", async () => {
    const before = await readSearchPointer(db);
    // Another run holds the index for the next minute.
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: "SEARCHINDEX", sk: "WRITER", entity: "searchIndex", holder: "another run", leaseUntil: Date.now() + 60_000 } }));
    await expect(writeSearchIndex(db, version([...base, ujjwal], "v5"), "2026-11-27T11:00:00.000Z", { waitMs: 0, retryMs: 0 })).rejects.toBeInstanceOf(SearchIndexBusy);
    expect(await readSearchPointer(db)).toEqual(before);

    // A run stopped mid-write (the publisher's timeout) left its turn; once lapsed, the next writer goes ahead.
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { pk: "SEARCHINDEX", sk: "WRITER", entity: "searchIndex", holder: "a stopped run", leaseUntil: Date.now() - 1 } }));
    expect(await writeSearchIndex(db, version([...base, ujjwal], "v5"), "2026-11-27T11:00:00.000Z", { waitMs: 0, retryMs: 0 })).toBe("written");
    expect((await readSearchPointer(db))!.builtAt).toBe("2026-11-27T11:00:00.000Z");
    expect(await pointedVersionIsWhole()).toBe(true);
  });
});
