import { createHash } from "node:crypto";
import type { Db } from "./db.js";
import { ttlAfter, withoutLayout } from "./items.js";
import { queryAll, queryPage } from "./query-page.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction, type TransactItem } from "./transact.js";
import type { Repositories } from "./repositories.js";

// Back in stock (issue 27). A shopper's request to hear when a sold-out size returns:
//   BACKINSTOCK#<requestId> / REQUEST, the id a hash of product, size and address, so a second
//   request for the same is the same item (one per address per product and size, by condition).
//   While waiting it sits in gsi1 under WAITING#<productId>#<size>, sorted by when it began to wait,
//   so the oldest are found first; notified, it leaves the index. Every request sits in gsi2 under
//   ALERTS#<address>, so a shopper's own are found for her data export and her account's closing.
// The waiting count per product and size, WAITLIST#<productId> / WAITLIST, one number per size
// ("waiting:<size>"), moved in the same transaction as each request's state; in gsi1 under WAITLIST
// for the admin's list. A stock movement that puts pieces back sits in gsi1 under RESTOCK until its
// notices are sent (functions/back-in-stock/send-restock-notices.ts), and counts them there.

export type BackInStockStatus = "pending" | "waiting" | "notified";

export interface BackInStockRequest {
  id: string;
  productId: string;
  size: string;
  email: string;
  userId?: string;
  status: BackInStockStatus;
  createdAt: string;
  /** A pending request is open to a new one after this (its link unused). */
  pendingUntil?: string;
  tokenHash?: string;
  linkExpiresAt?: string;
  confirmedAt?: string;
  notifiedAt?: string;
  /** The restock whose pieces the notice was for. */
  movementId?: string;
}

/** A product's waiting shoppers per size. */
export interface Waitlist {
  productId: string;
  bySize: Record<string, number>;
}

/** A movement that put pieces back, and the notices each size may still send. */
export interface Restock {
  productId: string;
  movementId: string;
  sk: string;
  /** Pieces each size gained for shoppers. */
  returned: Record<string, number>;
  /** Notices sent for it so far, per size. */
  sent: Record<string, number>;
}

/** An unconfirmed request may be asked again after this long (and the item goes). */
export const PENDING_HOURS = 48;
/** A notified request is kept a while for a look, then dropped. */
const NOTIFIED_TTL_SECONDS = 180 * 24 * 3600;

const WAITING_PREFIX = "waiting:";
const SENT_PREFIX = "noticesSent:";

/** One id per product, size and address (the address in lower case). */
export const backInStockId = (productId: string, size: string, email: string) =>
  createHash("sha256").update(JSON.stringify([productId, size, email.trim().toLowerCase()])).digest("hex").slice(0, 32);

/** Labels of a request's actions: the request, the size's waitlist count, the restock's notices counted. */
export const NOTICE_REQUEST = "back-in-stock:request";
const WAITLIST = "back-in-stock:waitlist";
export const NOTICE_RESTOCK = "back-in-stock:restock";

const key = (id: string) => ({ pk: `BACKINSTOCK#${id}`, sk: "REQUEST" });
const waitlistKey = (productId: string) => ({ pk: `WAITLIST#${productId}`, sk: "WAITLIST" });
const waitingIndex = (productId: string, size: string) => `WAITING#${productId}#${size}`;
/** A shopper's own alerts by address (gsi2), for her data export and her account's closing. */
export const alertsOf = (email: string) => `ALERTS#${email.trim().toLowerCase()}`;

export function backInStockRepository(db: Db) {
  const table = db.tableName;

  /** Transaction action: one more (+1) or one fewer (−1) shopper waiting for a size. */
  function countAction(productId: string, size: string, change: 1 | -1): TransactItem {
    return {
      Update: {
        TableName: table,
        Key: waitlistKey(productId),
        UpdateExpression: "SET entity = :e, productId = :p, gsi1pk = :g, gsi1sk = :p ADD #w :change",
        ...(change < 0 ? { ConditionExpression: "#w >= :one" } : {}),
        ExpressionAttributeNames: { "#w": `${WAITING_PREFIX}${size}` },
        ExpressionAttributeValues: { ":e": "waitlist", ":p": productId, ":g": "WAITLIST", ":change": change, ...(change < 0 ? { ":one": 1 } : {}) },
      },
    };
  }

  const waitingFields = (productId: string, size: string, at: string, id: string) => ({ gsi1pk: waitingIndex(productId, size), gsi1sk: `${at}#${id}` });

  /** The one item of a partition (requests and waitlists are alone in theirs). Reads go through the shop's query helper, keeping the SDK's commands out of this lazily loaded module's chunk. */
  const one = async (partition: string) => (await queryPage(db, { partition, limit: 1 })).items[0];

  function toRestock(item: Record<string, unknown>): Restock {
    return {
      productId: String(item.productId),
      movementId: String(item.id),
      sk: String(item.sk),
      returned: (item.returned as Record<string, number> | undefined) ?? {},
      sent: Object.fromEntries(Object.entries(item).flatMap(([name, value]) => (name.startsWith(SENT_PREFIX) ? [[name.slice(SENT_PREFIX.length), Number(value)]] : []))),
    };
  }

  function toWaitlist(item: Record<string, unknown>): Waitlist {
    const bySize: Record<string, number> = {};
    for (const [name, value] of Object.entries(item)) if (name.startsWith(WAITING_PREFIX) && Number(value) > 0) bySize[name.slice(WAITING_PREFIX.length)] = Number(value);
    return { productId: String(item.productId), bySize };
  }

  return {
    async get(id: string): Promise<BackInStockRequest | undefined> {
      const item = await one(key(id).pk);
      return item ? withoutLayout<BackInStockRequest>(item) : undefined;
    },

    /**
     * Transaction action: a new request, refused (ConditionsFailed) while the same address already
     * waits, or asked less than PENDING_HOURS ago and unconfirmed. A notified request may be made again.
     */
    requestAction(request: Omit<BackInStockRequest, "createdAt" | "pendingUntil" | "confirmedAt">): TransactItem {
      const now = db.now();
      const at = now.toISOString();
      const waiting = request.status === "waiting";
      const pendingUntil = new Date(now.getTime() + PENDING_HOURS * 3600_000);
      return {
        Put: {
          TableName: table,
          Item: {
            ...key(request.id),
            entity: "backInStock",
            ...request,
            createdAt: at,
            gsi2pk: alertsOf(request.email),
            gsi2sk: `${at}#${request.id}`,
            ...(waiting ? { confirmedAt: at, ...waitingFields(request.productId, request.size, at, request.id) } : { pendingUntil: pendingUntil.toISOString(), expiresAt: ttlAfter(pendingUntil, 24 * 3600) }),
          },
          ConditionExpression: "attribute_not_exists(pk) OR #status = :notified OR (#status = :pending AND pendingUntil < :now)",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":notified": "notified", ":pending": "pending", ":now": at },
        },
      };
    },

    countAction,

    /** Stores the hash of a confirmation link's secret, while the request is pending; false otherwise. */
    async setLink(id: string, tokenHash: string, expiresAt: Date): Promise<boolean> {
      try {
        await transactWrite(
          db,
          labelled(NOTICE_REQUEST, {
            Update: {
              TableName: table,
              Key: key(id),
              UpdateExpression: "SET tokenHash = :h, linkExpiresAt = :x",
              ConditionExpression: "#status = :pending",
              ExpressionAttributeNames: { "#status": "status" },
              ExpressionAttributeValues: { ":h": tokenHash, ":x": expiresAt.toISOString(), ":pending": "pending" },
            },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionsFailed) return false;
        throw error;
      }
    },

    /** Transaction actions: a pending request confirmed by its link starts waiting (refused unless still pending with that link). */
    confirmActions(request: BackInStockRequest): LabelledAction[] {
      const at = db.now().toISOString();
      return [
        ...labelled(NOTICE_REQUEST, {
          Update: {
            TableName: table,
            Key: key(request.id),
            UpdateExpression: "SET #status = :waiting, confirmedAt = :at, gsi1pk = :g, gsi1sk = :s REMOVE expiresAt, pendingUntil",
            ConditionExpression: "#status = :pending AND tokenHash = :h",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: { ":waiting": "waiting", ":pending": "pending", ":at": at, ":h": request.tokenHash ?? "", ...prefixed(waitingFields(request.productId, request.size, at, request.id)) },
          },
        }),
        ...labelled(WAITLIST, countAction(request.productId, request.size, 1)),
      ];
    },

    /** Every request made for an address, newest first (an index read). */
    async forAddress(email: string): Promise<BackInStockRequest[]> {
      return (await queryAll(db, { index: "gsi2", partition: alertsOf(email), newestFirst: true })).map((item) => withoutLayout<BackInStockRequest>(item));
    },

    /** Transaction actions: a request forgotten (her account closed), and its place in the size's count if it was waiting. */
    forgetActions(request: BackInStockRequest): LabelledAction[] {
      return [
        ...labelled(NOTICE_REQUEST, {
          Delete: { TableName: table, Key: key(request.id), ConditionExpression: "#status = :seen", ExpressionAttributeNames: { "#status": "status" }, ExpressionAttributeValues: { ":seen": request.status } },
        }),
        ...(request.status === "waiting" ? labelled(WAITLIST, countAction(request.productId, request.size, -1)) : []),
      ];
    },

    /** The oldest shoppers waiting for a size (an index read: a moment behind the table). */
    async oldestWaiting(productId: string, size: string, limit: number): Promise<BackInStockRequest[]> {
      const page = await queryPage(db, { index: "gsi1", partition: waitingIndex(productId, size), limit });
      return page.items.map((item) => withoutLayout<BackInStockRequest>(item));
    },

    /**
     * Transaction actions for one notice: the request waiting → notified, one fewer waiting, one
     * more notice counted on the restock (refused once it has sent `cap`). `back-in-stock:request`
     * refused: someone else notified her; `back-in-stock:restock` refused: the restock's pieces are all spoken for.
     */
    notifyActions(request: BackInStockRequest, restock: Restock, cap: number): LabelledAction[] {
      const now = db.now();
      return [
        ...labelled(NOTICE_REQUEST, {
          Update: {
            TableName: table,
            Key: key(request.id),
            UpdateExpression: "SET #status = :notified, notifiedAt = :at, movementId = :m, expiresAt = :ttl REMOVE gsi1pk, gsi1sk",
            ConditionExpression: "#status = :waiting",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: { ":notified": "notified", ":waiting": "waiting", ":at": now.toISOString(), ":m": restock.movementId, ":ttl": ttlAfter(now, NOTIFIED_TTL_SECONDS) },
          },
        }),
        ...labelled(WAITLIST, countAction(request.productId, request.size, -1)),
        ...labelled(NOTICE_RESTOCK, {
          Update: {
            TableName: table,
            Key: { pk: `PRODUCT#${restock.productId}`, sk: restock.sk },
            UpdateExpression: "SET #n = if_not_exists(#n, :zero) + :one",
            ConditionExpression: "attribute_exists(pk) AND (attribute_not_exists(#n) OR #n < :cap)",
            ExpressionAttributeNames: { "#n": `${SENT_PREFIX}${request.size}` },
            ExpressionAttributeValues: { ":zero": 0, ":one": 1, ":cap": cap },
          },
        }),
      ];
    },

    /** Movements whose notices are still due, oldest first. */
    async restocksDue(limit: number): Promise<Restock[]> {
      return (await queryPage(db, { index: "gsi1", partition: "RESTOCK", limit })).items.map(toRestock);
    },

    /** A restock read again by its key (the index lags), with the notices counted so far. */
    async restock(productId: string, sk: string): Promise<Restock | undefined> {
      const item = (await queryPage(db, { partition: `PRODUCT#${productId}`, sortBetween: [sk, sk], limit: 1 })).items[0];
      return item ? toRestock(item) : undefined;
    },

    /** The restock's notices are all sent: off the due list. */
    async restockDone(restock: Restock): Promise<void> {
      await transactWrite(db, labelled(NOTICE_RESTOCK, { Update: { TableName: table, Key: { pk: `PRODUCT#${restock.productId}`, sk: restock.sk }, UpdateExpression: "REMOVE gsi1pk, gsi1sk" } }));
    },

    /** How many wait for each size of one product. */
    async waitlist(productId: string): Promise<Waitlist> {
      const item = await one(waitlistKey(productId).pk);
      return item ? toWaitlist(item) : { productId, bySize: {} };
    },

    /** Every product someone waits for (products with none are left out). */
    async waitlists(): Promise<Waitlist[]> {
      const items = await queryAll(db, { index: "gsi1", partition: "WAITLIST" });
      return items.map(toWaitlist).filter((list) => Object.keys(list.bySize).length > 0);
    },
  };
}

/** Attribute values for an update from plain fields: { gsi1pk } → { ":g": ..., ":s": ... } as confirmActions names them. */
function prefixed(fields: { gsi1pk: string; gsi1sk: string }): Record<string, string> {
  return { ":g": fields.gsi1pk, ":s": fields.gsi1sk };
}

export type BackInStockRepository = ReturnType<typeof backInStockRepository>;

/**
 * The repository over the shop's table. Not one of createRepositories(): only the lazily loaded
 * back-in-stock handlers and the mailer use it, and the API's cold start has no room for it.
 */
export const backInStockOf = (repos: Pick<Repositories, "db">): BackInStockRepository => backInStockRepository(repos.db);
