import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
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
  | "order.delivery-failed"
  | "order.delivered"
  | "payment.refunded"
  | "order.cancelled"
  | "return.changed"
  | "return.credited"
  | "account.password-reset"
  | "account.verify-email"
  | "account.staff-invitation"
  | "account.signup"
  | "account.signup-taken"
  | "account.closed"
  | "back-in-stock.confirm"
  | "back-in-stock.notice"
  | "review.requested"
  | "production.stage"
  | "approval.requested"
  | "gift-card.deliver"
  | "gift-card.receipt"
  | "account.sign-in-code";

/**
 * Messages a person is waiting on, on the page that said "check your e-mail": they go out before
 * the rest (order confirmations with their invoices take far longer to make), so a sign-up link
 * never queues behind a sale's invoices.
 */
const SOMEONE_WAITING: ReadonlySet<OutboxKind> = new Set(["account.signup", "account.signup-taken", "account.password-reset", "account.verify-email", "account.staff-invitation", "back-in-stock.confirm", "account.sign-in-code"]);

/** The due list a message waits in (gsi1's partition): the waiting person's, or everyone else's. */
export type OutboxQueue = "OUTBOX#WAITING" | "OUTBOX";
export const queueOf = (kind: OutboxKind): OutboxQueue => (SOMEONE_WAITING.has(kind) ? "OUTBOX#WAITING" : "OUTBOX");

export interface OutboxMessage {
  /** Unique per state change, so a repeated write of the same change is the same item. */
  id: string;
  kind: OutboxKind;
  /** The order it is about; empty for a message about an account. */
  orderId: string;
  refundId?: string;
  /** The return a return message is about. */
  returnId?: string;
  /** The account an account message is about, and the request it answers (or the back-in-stock request). */
  userId?: string;
  requestId?: string;
  /** A production message's order line and the stage it reached (issue 26). */
  line?: number;
  stage?: string;
  /**
   * A closed account's confirmation: the account is erased before the e-mail goes, so the message
   * carries the address, the name and the store credit given up (paise) until it is sent.
   */
  closed?: { email: string; name: string; forfeitedPaise: number };
  /** The gift card a delivery is of (issue 45). */
  giftCardId?: string;
  /** The number a sign-in code goes to (issue 44): 10 digits. */
  phone?: string;
}

export interface OutboxItem extends OutboxMessage {
  createdAt: string;
  dueAt: string;
  /** When a message written ahead (a gift card for a chosen day) first fell due: its days of retries count from then. */
  firstDueAt?: string;
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

export const outboxKey = (id: string) => ({ pk: `OUTBOX#${id}`, sk: "OUTBOX" });
export const dueKey = (dueAt: string, id: string) => `${dueAt}#${id}`;

export function toItem(item: Record<string, unknown>): OutboxItem {
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
    ...(item.closed && typeof item.closed === "object" ? { closed: item.closed as OutboxMessage["closed"] } : {}),
    ...(typeof item.giftCardId === "string" ? { giftCardId: item.giftCardId } : {}),
    ...(typeof item.phone === "string" ? { phone: item.phone } : {}),
    createdAt: item.createdAt as string,
    dueAt: item.dueAt as string,
    ...(typeof item.firstDueAt === "string" ? { firstDueAt: item.firstDueAt } : {}),
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
  return {
    /**
     * Transaction action: the message, written with the state change it follows, due now or at
     * `dueAt` (a gift card delivered on the giver's chosen day).
     */
    enqueueAction(message: OutboxMessage, dueAt?: string): TransactItem {
      const now = db.now().toISOString();
      const at = dueAt && dueAt > now ? dueAt : now;
      return {
        Put: {
          TableName: db.tableName,
          Item: {
            ...outboxKey(message.id),
            entity: "outbox",
            gsi1pk: queueOf(message.kind),
            gsi1sk: dueKey(at, message.id),
            ...message,
            createdAt: now,
            dueAt: at,
            ...(at !== now && { firstDueAt: at }),
            attempts: 0,
            done: [],
            skipped: [],
          },
        },
      };
    },

    /** Items due by `now`, oldest first (an index read: a moment behind the table), with the order or account each is about. */
    async due(now: Date, limit: number, queue: OutboxQueue = "OUTBOX"): Promise<Array<{ id: string; orderId: string }>> {
      const result = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: "gsi1",
          KeyConditionExpression: "gsi1pk = :p AND gsi1sk <= :upto",
          ExpressionAttributeValues: { ":p": queue, ":upto": `${now.toISOString()}#\uffff` },
          Limit: limit,
        }),
      );
      return (result.Items ?? []).map((item) => ({ id: item.id as string, orderId: (item.orderId as string) || `account:${String(item.userId ?? "")}` }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;

// The sender's leases (claim, steps done, finish, retry) are in functions/data/outbox-leases.ts:
// only the mailer uses them, and the API's cold start has no room for them.
