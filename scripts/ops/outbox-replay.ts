import { ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "../../functions/data/db.js";
import { dueKey, outboxKey } from "../../functions/data/outbox.js";
import { isConditionFailure } from "../../functions/data/transact.js";

// The outbox's given-up messages put back on the due list (docs/operations.md, "Replay the
// outbox"): after three days of failures the sender stops and marks the message `gaveUpAt`, off
// the due list; once the cause is fixed (SES out of the sandbox, the GSTIN set, a bug deployed
// away) they are replayed. The steps already done stay done, so nothing sent is sent again.

export interface GivenUp {
  id: string;
  kind: string;
  orderId: string;
  gaveUpAt: string;
  lastError: string;
}

/** Every message the sender gave up on (a scan: the due index no longer holds them). */
export async function givenUpMessages(db: Db): Promise<GivenUp[]> {
  const found: GivenUp[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new ScanCommand({
        TableName: db.tableName,
        FilterExpression: "begins_with(pk, :outbox) AND attribute_exists(gaveUpAt)",
        ExpressionAttributeValues: { ":outbox": "OUTBOX#" },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      found.push({ id: String(item.id), kind: String(item.kind), orderId: String(item.orderId ?? ""), gaveUpAt: String(item.gaveUpAt), lastError: String(item.lastError ?? "") });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found.sort((a, b) => a.gaveUpAt.localeCompare(b.gaveUpAt));
}

/**
 * Puts a given-up message back on the due list, due now, with its attempts counted afresh (so
 * the sender's three days start again); false if it is not given up (replayed already, or no such id).
 */
export async function replayMessage(db: Db, id: string, now: Date = db.now()): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: outboxKey(id),
        // The three days are counted from the replay; when it was first written is kept beside.
        UpdateExpression: "SET firstCreatedAt = if_not_exists(firstCreatedAt, createdAt), gsi1pk = :outbox, gsi1sk = :sk, dueAt = :now, createdAt = :now, attempts = :zero, replayedAt = :now REMOVE gaveUpAt",
        ConditionExpression: "attribute_exists(gaveUpAt) AND attribute_not_exists(gsi1pk)",
        ExpressionAttributeValues: { ":outbox": "OUTBOX", ":sk": dueKey(now.toISOString(), id), ":now": now.toISOString(), ":zero": 0 },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
