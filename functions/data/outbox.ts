import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { randomBytes } from "node:crypto";
import type { Db } from "./db.js";
import { isConditionFailure } from "./transact.js";
import { ttlAfter } from "./items.js";
import type { TransactItem } from "./transact.js";

// The outbox: what must follow a state change (an invoice, the shopper's e-mail) is written as an
// item in the state change's own transaction, so it exists exactly when the change happened. A
// sender (functions/outbox/process-outbox.ts) finds the items that are due, takes a lease on one,
// does its steps, recording each as done, and takes it off the due list when all are done; a
// failure puts it back with a later due time. While due, an item sits in gsi1 under OUTBOX,
// sorted by due time; done, it leaves the index and is forgotten after a while (TTL).

export type OutboxKind =
  | "order.confirmed"
  | "order.shipped"
  | "order.out-for-delivery"
  | "order.delivered"
  | "payment.refunded"
  | "order.cancelled"
  | "return.changed"
  | "return.credited"
  | "account.password-reset"
  | "account.verify-email"
  | "account.staff-invitation"
  | "production.stage";

export interface OutboxMessage {
  /** Unique per state change, so a repeated write of the same change is the same item. */
  id: string;
  kind: OutboxKind;
  /** The order it is about; empty for a message about an account. */
  orderId: string;
  refundId?: string;
  /** The return a return message is about. */
  returnId?: string;
  /** The account an account message is about, and the request it answers. */
  userId?: string;
  requestId?: string;
  /** A production message's order line and the stage it reached (issue 26). */
  line?: number;
  stage?: string;
}

export interface OutboxItem extends OutboxMessage {
  createdAt: string;
  dueAt: string;
  attempts: number;
  /** Steps finished, in order (issuing a document, each e-mail). */
  done: string[];
  /** Steps given up for good, with why (an address SES refuses). */
  skipped: string[];
  lastError?: string;
  sentAt?: string;
  gaveUpAt?: string;
  lease?: string;
}

/** A claimed item and the lease that proves the claim to the writes that follow. */
export interface ClaimedOutboxItem {
  item: OutboxItem;
  lease: string;
}

/** Finished items are kept a while to look at, then dropped; the documents themselves stay. */
const FINISHED_TTL_SECONDS = 30 * 24 * 3600;

const key = (id: string) => ({ pk: `OUTBOX#${id}`, sk: "OUTBOX" });
const dueKey = (dueAt: string, id: string) => `${dueAt}#${id}`;

function toItem(item: Record<string, unknown>): OutboxItem {
  return {
    id: item.id as string,
    kind: item.kind as OutboxKind,
    orderId: item.orderId as string,
    ...(typeof item.refundId === "string" ? { refundId: item.refundId } : {}),
    ...(typeof item.returnId === "string" ? { returnId: item.returnId } : {}),
    ...(typeof item.userId === "string" ? { userId: item.userId } : {}),
    ...(typeof item.requestId === "string" ? { requestId: item.requestId } : {}),
    ...(typeof item.line === "number" ? { line: item.line } : {}),
    ...(typeof item.stage === "string" ? { stage: item.stage } : {}),
    createdAt: item.createdAt as string,
    dueAt: item.dueAt as string,
    attempts: Number(item.attempts ?? 0),
    done: (item.done as string[] | undefined) ?? [],
    skipped: (item.skipped as string[] | undefined) ?? [],
    ...(typeof item.lastError === "string" ? { lastError: item.lastError } : {}),
    ...(typeof item.sentAt === "string" ? { sentAt: item.sentAt } : {}),
    ...(typeof item.gaveUpAt === "string" ? { gaveUpAt: item.gaveUpAt } : {}),
    ...(typeof item.lease === "string" ? { lease: item.lease } : {}),
  };
}

export function outboxRepository(db: Db) {
  /** Writes that must hold the lease: a sender whose lease ran out and was taken over stops. */
  async function leased(id: string, lease: string, update: string, values: Record<string, unknown>, names?: Record<string, string>): Promise<boolean> {
    try {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: key(id),
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
    /** Transaction action: the message, due now, written with the state change it follows. */
    enqueueAction(message: OutboxMessage): TransactItem {
      const at = db.now().toISOString();
      return {
        Put: {
          TableName: db.tableName,
          Item: {
            ...key(message.id),
            entity: "outbox",
            gsi1pk: "OUTBOX",
            gsi1sk: dueKey(at, message.id),
            ...message,
            createdAt: at,
            dueAt: at,
            attempts: 0,
            done: [],
            skipped: [],
          },
        },
      };
    },

    async get(id: string): Promise<OutboxItem | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
      return result.Item ? toItem(result.Item) : undefined;
    },

    /** Items due by `now`, oldest first (an index read: a moment behind the table), with the order or account each is about. */
    async due(now: Date, limit: number): Promise<Array<{ id: string; orderId: string }>> {
      const result = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: "gsi1",
          KeyConditionExpression: "gsi1pk = :p AND gsi1sk <= :upto",
          ExpressionAttributeValues: { ":p": "OUTBOX", ":upto": `${now.toISOString()}#\uffff` },
          Limit: limit,
        }),
      );
      return (result.Items ?? []).map((item) => ({ id: item.id as string, orderId: (item.orderId as string) || `account:${String(item.userId ?? "")}` }));
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
            Key: key(id),
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

export type OutboxRepository = ReturnType<typeof outboxRepository>;
