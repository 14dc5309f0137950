import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { randomBytes } from "node:crypto";
import type { Db } from "./db.js";
import { ttlAfter } from "./items.js";
import { dueKey, outboxKey, toItem, type ClaimedOutboxItem, type OutboxItem } from "./outbox.js";
import { isConditionFailure } from "./transact.js";

// The outbox sender's side (functions/outbox/process-outbox.ts): a lease on a due item, each step
// recorded as done, then finished, retried later or given up. Apart from functions/data/outbox.ts,
// which the API loads at every cold start to write messages, as only the mailer needs these.

/** Finished items are kept a while to look at, then dropped; the documents themselves stay. */
const FINISHED_TTL_SECONDS = 30 * 24 * 3600;

export function outboxLeases(db: Db) {
  /** Writes that must hold the lease: a sender whose lease ran out and was taken over stops. */
  async function leased(id: string, lease: string, update: string, values: Record<string, unknown>, names?: Record<string, string>): Promise<boolean> {
    try {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: outboxKey(id),
          UpdateExpression: update,
          ConditionExpression: "lease = :lease",
          ExpressionAttributeValues: { ":lease": lease, ...values },
          ...(names ? { ExpressionAttributeNames: names } : {}),
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    async get(id: string): Promise<OutboxItem | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: outboxKey(id), ConsistentRead: true }));
      return result.Item ? toItem(result.Item) : undefined;
    },

    /**
     * Takes the item for `leaseSeconds` if it is still due and nobody else holds it; undefined
     * when it is finished, not due yet, or claimed by another sender.
     */
    async claim(id: string, now: Date, leaseSeconds: number): Promise<ClaimedOutboxItem | undefined> {
      const lease = randomBytes(8).toString("hex");
      try {
        const result = await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: outboxKey(id),
            UpdateExpression: "SET lease = :lease, leaseUntil = :until ADD attempts :one",
            ConditionExpression: "attribute_exists(gsi1pk) AND dueAt <= :now AND (attribute_not_exists(leaseUntil) OR leaseUntil < :nowMs)",
            ExpressionAttributeValues: {
              ":lease": lease,
              ":until": now.getTime() + leaseSeconds * 1000,
              ":one": 1,
              ":now": now.toISOString(),
              ":nowMs": now.getTime(),
            },
            ReturnValues: "ALL_NEW",
          }),
        );
        return { item: toItem(result.Attributes ?? {}), lease };
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    markDone(id: string, lease: string, step: string): Promise<boolean> {
      return leased(id, lease, "SET done = list_append(done, :step)", { ":step": [step] });
    },

    markSkipped(id: string, lease: string, step: string, reason: string): Promise<boolean> {
      return leased(id, lease, "SET skipped = list_append(if_not_exists(skipped, :none), :step)", { ":step": [`${step}: ${reason}`], ":none": [] });
    },

    /** Every step is done: off the due list, kept a while for a look. */
    finish(id: string, lease: string, now: Date): Promise<boolean> {
      return leased(id, lease, "REMOVE gsi1pk, gsi1sk, lease, leaseUntil SET sentAt = :at, expiresAt = :ttl", {
        ":at": now.toISOString(),
        ":ttl": ttlAfter(now, FINISHED_TTL_SECONDS),
      });
    },

    /** A step failed for now: due again at `dueAt`, free for any sender then. */
    retryLater(id: string, lease: string, dueAt: Date, error: string): Promise<boolean> {
      return leased(id, lease, "SET gsi1sk = :sk, dueAt = :due, lastError = :error REMOVE lease, leaseUntil", {
        ":sk": dueKey(dueAt.toISOString(), id),
        ":due": dueAt.toISOString(),
        ":error": error.slice(0, 500),
      });
    },

    /** Tried for days without success: off the due list, marked for a person to look at. */
    giveUp(id: string, lease: string, now: Date, error: string): Promise<boolean> {
      return leased(id, lease, "REMOVE gsi1pk, gsi1sk, lease, leaseUntil SET gaveUpAt = :at, lastError = :error", {
        ":at": now.toISOString(),
        ":error": error.slice(0, 500),
      });
    },
  };
}

export type OutboxLeases = ReturnType<typeof outboxLeases>;
