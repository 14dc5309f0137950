import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { OrderStatus } from "../../shared/schemas/order-status.js";
import { conflict, notFound } from "../errors.js";
import { bumpCounter, bumpStatusCount } from "./counters.js";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { queryPage, type PageRequest, type PageResult } from "./query-page.js";
import type { OrderRecord } from "./money-records.js";
import { orderFromStored } from "./rupee-records.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction, type TransactItem } from "./transact.js";

const key = (id: string) => ({ pk: `ORDER#${id}`, sk: "ORDER" });

/**
 * gsi1 partitions of orders: paid ones are the shop's orders (the admin's default list, the
 * dashboard); a checkout never paid sits apart, so neither list reads past the other. A payment
 * rewrites the item with orderItem(), which moves it across. Items stored before this split say
 * ORDER whatever they are: the paid list skips their unpaid ones, and
 * scripts/index-unpaid-checkouts.ts moves them (docs/data-model.md).
 */
export const PAID_ORDERS = "ORDER";
export const UNPAID_CHECKOUTS = "UNPAID_ORDER";
export type OrderShelf = "paid" | "unpaid";

export type { OrderCancellationRecord, OrderLineRecord, OrderRecord } from "./money-records.js";

const shelfOf = (order: Pick<OrderRecord, "isPaid">): OrderShelf => (order.isPaid ? "paid" : "unpaid");

/** The gsi3 partition of an order: its shelf and status, so a list by status reads only those. */
export const statusPartition = (shelf: OrderShelf, status: string) => `ORDER_STATUS#${shelf}#${status}`;

export function orderItem(order: OrderRecord) {
  return {
    ...key(order.id),
    entity: "order",
    gsi1pk: order.isPaid ? PAID_ORDERS : UNPAID_CHECKOUTS,
    gsi1sk: `${order.createdAt}#${order.id}`,
    gsi2pk: `USER_ORDERS#${order.userId}`,
    gsi2sk: `${order.createdAt}#${order.id}`,
    gsi3pk: statusPartition(shelfOf(order), order.status),
    gsi3sk: `${order.createdAt}#${order.id}`,
    ...order,
  };
}

/**
 * The status counters' moves for an order going from `seen` to `next` (none when its shelf and
 * status stay): written in the transaction whose condition makes the change happen once.
 */
function statusCountActions(db: Db, next: OrderRecord | undefined, seen: OrderRecord | undefined): TransactItem[] {
  const from = seen && `${shelfOf(seen)}#${seen.status}`;
  const to = next && `${shelfOf(next)}#${next.status}`;
  if (from === to) return [];
  return [...(seen ? [bumpStatusCount(db, shelfOf(seen), seen.status, -1)] : []), ...(next ? [bumpStatusCount(db, shelfOf(next), next.status, 1)] : [])];
}

/** A stored order in paise, whichever form it was written in (older orders hold rupees: docs/money.md). */
export function toOrder(item: Record<string, unknown>): OrderRecord {
  return orderFromStored(withoutLayout<Record<string, unknown>>(item));
}

export interface StatusUpdate {
  status: OrderStatus;
  trackingNumber?: string;
  carrier?: string;
  notes?: string;
  by: string;
  /** For "delivered": when it happened (the courier's scan); now when omitted. */
  deliveredAt?: string;
  /** The history entry's note when it is not the order's notes (why it was marked delivered by hand). */
  historyNote?: string;
}

export function orderRepository(db: Db) {
  async function get(id: string): Promise<OrderRecord | undefined> {
    const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
    return result.Item ? toOrder(result.Item) : undefined;
  }

  return {
    get,

    /** Transaction actions that store a new order and count it (a checkout is stored unpaid; imports may come paid). */
    createActions(order: OrderRecord): TransactItem[] {
      return [
        { Put: { TableName: db.tableName, Item: orderItem(order), ConditionExpression: "attribute_not_exists(pk)" } },
        bumpCounter(db, "orders", 1),
        ...(order.isPaid ? [bumpCounter(db, "paidOrders", 1)] : []),
        ...statusCountActions(db, order, undefined),
      ];
    },

    async create(order: OrderRecord): Promise<OrderRecord> {
      await transactWrite(db, labelled("order", ...this.createActions(order)));
      return order;
    },

    /**
     * Transaction actions: replace the order if nobody changed it since `seen` was read, and move
     * the status counters if its status or shelf changes (the condition makes that happen once).
     */
    replaceActions(next: OrderRecord, seen: OrderRecord): TransactItem[] {
      return [
        {
          Put: {
            TableName: db.tableName,
            Item: orderItem(next),
            ConditionExpression: "updatedAt = :seen",
            ExpressionAttributeValues: { ":seen": seen.updatedAt },
          },
        },
        ...statusCountActions(db, next, seen),
      ];
    },

    /** Transaction action: the order exists and is paid (a tax invoice is issued only for one). */
    paidCheckAction(id: string): TransactItem {
      return { ConditionCheck: { TableName: db.tableName, Key: key(id), ConditionExpression: "isPaid = :paid", ExpressionAttributeValues: { ":paid": true } } };
    },

    /**
     * Sets the status (any of the six, as the spec lets the admin) and appends it to the history.
     * `alongside` gives actions written in the same transaction (the e-mail telling the shopper).
     */
    async updateStatus(id: string, update: StatusUpdate, alongside: (next: OrderRecord, current: OrderRecord) => LabelledAction[] = () => []): Promise<OrderRecord> {
      const current = await get(id);
      if (!current) throw notFound("Order not found");
      const at = db.now().toISOString();
      const next: OrderRecord = {
        ...current,
        status: update.status,
        trackingNumber: update.trackingNumber ?? current.trackingNumber,
        carrier: update.carrier ?? current.carrier,
        notes: update.notes ?? current.notes,
        // The first delivery starts the return window; a later change leaves it where it was.
        ...(update.status === "delivered" && !current.deliveredAt ? { deliveredAt: update.deliveredAt ?? at } : {}),
        statusHistory: [...current.statusHistory, { status: update.status, at, by: update.by, ...(update.historyNote || update.notes ? { note: update.historyNote ?? update.notes } : {}) }],
        updatedAt: at,
      };
      try {
        await transactWrite(db, [...labelled("order", ...this.replaceActions(next, current)), ...alongside(next, current)]);
      } catch (error) {
        if (error instanceof ConditionsFailed) throw conflict("This order was changed at the same time. Reload and try again.");
        throw error;
      }
      return next;
    },

    /** `seen`: the order as the caller judged it; the delete is refused (409) if it changed since, say by a payment. */
    async remove(id: string, seen?: OrderRecord): Promise<void> {
      const stored = seen ?? (await get(id));
      if (!stored) throw notFound("Order not found");
      // Conditioned on the version read, so the status counted down is the one deleted.
      const condition = { ConditionExpression: "attribute_exists(pk) AND updatedAt = :seen", ExpressionAttributeValues: { ":seen": stored.updatedAt } };
      try {
        await transactWrite(db, labelled("order", { Delete: { TableName: db.tableName, Key: key(id), ...condition } }, bumpCounter(db, "orders", -1), ...statusCountActions(db, undefined, stored)));
      } catch (error) {
        if (error instanceof ConditionsFailed) {
          if (await get(id)) throw conflict("This order changed just now. Reload it and try again.");
          throw notFound("Order not found");
        }
        throw error;
      }
    },

    /**
     * Paid orders (or, with `shelf: "unpaid"`, checkouts never paid), newest first; with `status`,
     * only those of that status, through their own gsi3 partition (no other status is read).
     */
    async list(options: PageRequest & { shelf?: OrderShelf; status?: string; matches?: (order: OrderRecord) => boolean }): Promise<PageResult<OrderRecord>> {
      const shelf = options.shelf ?? "paid";
      const matches = options.matches;
      const page = await queryPage(db, {
        ...(options.status ? { index: "gsi3", partition: statusPartition(shelf, options.status) } : { index: "gsi1", partition: shelf === "paid" ? PAID_ORDERS : UNPAID_CHECKOUTS }),
        newestFirst: true,
        limit: options.limit,
        cursor: options.cursor,
        // An unpaid item stored before the split still sits with the paid ones: never list it as paid.
        matches: shelf === "paid" ? (item) => item.isPaid === true && (!matches || matches(toOrder(item))) : matches && ((item) => matches(toOrder(item))),
      });
      return { items: page.items.map(toOrder), nextCursor: page.nextCursor };
    },

    /** Paid orders placed after `since` (ISO), oldest first: the recent ones the "To call" list reads. */
    async listSince(since: string, page: PageRequest): Promise<PageResult<OrderRecord>> {
      const found = await queryPage(db, {
        index: "gsi1",
        partition: PAID_ORDERS,
        sortAfter: since,
        limit: page.limit,
        cursor: page.cursor,
        matches: (item) => item.isPaid === true,
      });
      return { items: found.items.map(toOrder), nextCursor: found.nextCursor };
    },

    /** One shopper's orders, newest first. */
    async listByUser(userId: string, options: PageRequest & { matches?: (order: OrderRecord) => boolean }): Promise<PageResult<OrderRecord>> {
      const page = await queryPage(db, {
        index: "gsi2",
        partition: `USER_ORDERS#${userId}`,
        newestFirst: true,
        limit: options.limit,
        cursor: options.cursor,
        matches: options.matches ? (item) => options.matches!(toOrder(item)) : undefined,
      });
      return { items: page.items.map(toOrder), nextCursor: page.nextCursor };
    },
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
