import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { RefundLine } from "../../shared/refund-plan.js";
import type { ReturnView } from "../../shared/returns.js";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { queryAll, queryPage, type PageRequest, type PageResult } from "./query-page.js";
import type { TransactItem } from "./transact.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";

// Return requests (issue 25): RETURN#<id> / RETURN, every one newest first in gsi1 under RETURN,
// a shopper's own in gsi2 under USER_RETURNS#<userId>. A return changes state only over the
// state and version it was read in, so a replayed or doubled admin action finds it moved on.
// While its reverse pickup is booked (issue 39), an approval holds a lease on it
// (return-pickup-lease.ts).

export const ALL_RETURNS = "RETURN";

export interface ReturnRecord extends ReturnView {
  /** The exchange's new-size pieces are held on the product until shipped or released. */
  exchangeHold?: "held" | "sold" | "released";
  /** Its credit note's share of each invoice line, and what earlier refunds and returns credited of each. */
  creditLines?: RefundLine[];
  creditedBeforePaise?: number[];
  /** The approval booking the reverse pickup right now, and until when (a lease, as a shipment's booking). */
  pickupLease?: { id: string; until: string };
}

/** A return's item key. */
export const returnKey = (id: string) => ({ pk: `RETURN#${id}`, sk: "RETURN" });
const requestsKey = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: "RETURN_REQUESTS" });

function layout(record: ReturnRecord) {
  return {
    ...returnKey(record.id),
    entity: "return",
    gsi1pk: ALL_RETURNS,
    gsi1sk: `${record.createdAt}#${record.id}`,
    gsi2pk: `USER_RETURNS#${record.userId}`,
    gsi2sk: `${record.createdAt}#${record.id}`,
    ...record,
  };
}

const toRecord = (item: Record<string, unknown>) => withoutLayout<ReturnRecord>(item);

export function returnRepository(db: Db) {
  return {
    async get(id: string): Promise<ReturnRecord | undefined> {
      // An id no return can have (too long for a key, stray characters) is simply not found.
      if (!isPlausibleId(id)) return undefined;
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: returnKey(id), ConsistentRead: true }));
      return result.Item ? toRecord(result.Item) : undefined;
    },

    createAction(record: ReturnRecord): TransactItem {
      return { Put: { TableName: db.tableName, Item: layout(record), ConditionExpression: "attribute_not_exists(pk)" } };
    },

    /** Replace the return if it is still in the state and version `seen` was read in. */
    replaceAction(next: ReturnRecord, seen: ReturnRecord): TransactItem {
      return {
        Put: {
          TableName: db.tableName,
          Item: layout(next),
          ConditionExpression: "#state = :state AND updatedAt = :seen",
          ExpressionAttributeNames: { "#state": "state" },
          ExpressionAttributeValues: { ":state": seen.state, ":seen": seen.updatedAt },
        },
      };
    },

    /** Every return, newest first; `matches` filters within the page loop (by state). */
    async list(page: PageRequest & { matches?: (record: ReturnRecord) => boolean }): Promise<PageResult<ReturnRecord>> {
      const found = await queryPage(db, {
        index: "gsi1",
        partition: ALL_RETURNS,
        newestFirst: true,
        limit: page.limit,
        cursor: page.cursor,
        matches: page.matches ? (item) => page.matches!(toRecord(item)) : undefined,
      });
      return { items: found.items.map(toRecord), nextCursor: found.nextCursor };
    },

    /** One shopper's returns, newest first (a shopper has a handful). */
    async byUser(userId: string): Promise<ReturnRecord[]> {
      return (await queryAll(db, { index: "gsi2", partition: `USER_RETURNS#${userId}`, newestFirst: true })).map(toRecord);
    },

    /** An order's returns, oldest first. */
    async forOrder(order: { id: string; userId: string }): Promise<ReturnRecord[]> {
      return (await this.byUser(order.userId)).filter((r) => r.orderId === order.id).reverse();
    },

    /**
     * How many requests an order's returns have taken: read before judging what may still be
     * asked back, and moved on in each request's transaction over the number read, so two
     * requests judged against the same returns cannot both take the last piece.
     */
    async requestsTaken(orderId: string): Promise<number> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: requestsKey(orderId), ConsistentRead: true }));
      return typeof result.Item?.taken === "number" ? result.Item.taken : 0;
    },

    requestTakenAction(orderId: string, seen: number): TransactItem {
      return {
        Update: {
          TableName: db.tableName,
          Key: requestsKey(orderId),
          UpdateExpression: "SET taken = :next, entity = :entity",
          ConditionExpression: seen === 0 ? "attribute_not_exists(taken)" : "taken = :seen",
          ExpressionAttributeValues: { ":next": seen + 1, ":entity": "returnRequests", ...(seen === 0 ? {} : { ":seen": seen }) },
        },
      };
    },

    /** Every return, for the audit's recount. */
    async all(): Promise<ReturnRecord[]> {
      return (await queryAll(db, { index: "gsi1", partition: ALL_RETURNS })).map(toRecord);
    },
  };
}
