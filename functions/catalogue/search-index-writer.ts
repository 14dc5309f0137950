import { randomUUID } from "node:crypto";
import { DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "../data/db.js";

// One writer of the split search index at a time. A writer's clean-up deletes the pieces of the
// version two back; a concurrent writer that has just put a piece of the same content (a change
// undone, so a piece comes back) would find it gone when its pointer names it, and nothing puts
// it back while the digest stays the same. The lease is an item put on condition that no other
// writer holds it; a run stopped mid-write (the publisher's timeout) frees it when it lapses.

const WRITER_KEY = { pk: "SEARCHINDEX", sk: "WRITER" } as const;
/** Longer than the publisher's 50 s timeout, so a lapsed lease's holder has stopped. */
const LEASE_MS = 60_000;

export interface WriterWait {
  /** How long to wait for another writer before giving up (the job then fails, and Lambda invokes it again, as it does any failed asynchronous invocation). */
  waitMs: number;
  /** How often to ask again meanwhile. */
  retryMs: number;
}
const WAIT: WriterWait = { waitMs: 30_000, retryMs: 250 };

export class SearchIndexBusy extends Error {
  constructor() {
    super("Another run is writing the search index");
    this.name = "SearchIndexBusy";
  }
}

async function takeLease(db: Db, holder: string): Promise<boolean> {
  const now = Date.now();
  try {
    await db.doc.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...WRITER_KEY, entity: "searchIndex", holder, leaseUntil: now + LEASE_MS },
        ConditionExpression: "attribute_not_exists(pk) OR leaseUntil < :now",
        ExpressionAttributeValues: { ":now": now },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === "ConditionalCheckFailedException") return false;
    throw error;
  }
}

async function releaseLease(db: Db, holder: string): Promise<void> {
  try {
    await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: WRITER_KEY, ConditionExpression: "holder = :holder", ExpressionAttributeValues: { ":holder": holder } }));
  } catch (error) {
    // Lapsed and taken by another writer: theirs now.
    if ((error as Error).name !== "ConditionalCheckFailedException") throw error;
  }
}

/** Runs `write` as the index's only writer, waiting for another writer to finish first. */
export async function asOnlyWriter<T>(db: Db, write: () => Promise<T>, wait: WriterWait = WAIT): Promise<T> {
  const holder = randomUUID();
  const started = Date.now();
  while (!(await takeLease(db, holder))) {
    if (Date.now() - started >= wait.waitMs) throw new SearchIndexBusy();
    await new Promise((resolve) => setTimeout(resolve, wait.retryMs));
  }
  try {
    return await write();
  } finally {
    await releaseLease(db, holder);
  }
}
