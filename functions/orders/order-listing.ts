import { may } from "../../shared/staff-permissions.js";
import type { OrderListQuery } from "../../shared/schemas/order-query.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { Page } from "../../shared/schemas/api-answer.js";
import type { OrderRecord, OrderShelf } from "../data/orders.js";
import { readCounters } from "../data/counters.js";
import type { UserRecord } from "../data/users.js";
import type { Repositories } from "../data/repositories.js";
import { notFound } from "../errors.js";

/** Order id (as typed, with or without the "#" of a short id) or customer name or e-mail, without case. */
function orderMatcher(query: OrderListQuery): ((order: OrderRecord) => boolean) | undefined {
  const needle = query.search?.replace(/^#/, "").trim().toLowerCase();
  if (!needle && !query.status) return undefined;
  return (order) => {
    if (query.status && order.status !== query.status) return false;
    if (!needle) return true;
    return (
      order.id.toLowerCase().includes(needle) ||
      order.user.name.toLowerCase().includes(needle) ||
      order.user.email.toLowerCase().includes(needle)
    );
  };
}

/** How many orders match, read page by page so memory stays flat however many there are. */
async function countMatching(repos: Repositories, shelf: OrderShelf, matches: (order: OrderRecord) => boolean): Promise<number> {
  let total = 0;
  let cursor: string | undefined;
  do {
    const page = await repos.orders.list({ shelf, limit: 1000, cursor, matches });
    total += page.items.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return total;
}

/** The counters' total of a shelf: paid orders, or every checkout stored less the paid ones. */
async function shelfTotal(repos: Repositories, shelf: OrderShelf): Promise<number> {
  const counters = await readCounters(repos.db);
  return shelf === "paid" ? counters.paidOrders : counters.orders - counters.paidOrders;
}

/**
 * The admin's list, newest first, in cursor pages: paid orders unless unpaid checkouts are asked
 * for. Unfiltered, the total comes from the counters; filtered, it is counted by reading the
 * shelf (a boutique's thousands), as no index can search names without case.
 */
export async function listOrders(repos: Repositories, query: OrderListQuery): Promise<Page<OrderRecord>> {
  const matches = orderMatcher(query);
  const shelf = query.show;
  const [page, total] = await Promise.all([
    repos.orders.list({ shelf, limit: query.limit, cursor: query.cursor, matches }),
    matches ? countMatching(repos, shelf, matches) : shelfTotal(repos, shelf),
  ]);
  return { success: true, data: page.items, pagination: { total, limit: query.limit, nextCursor: page.nextCursor } };
}

/**
 * One shopper's own orders, newest first. A checkout whose payment never went through is not
 * an order to the shopper (the admin still sees it); a cancelled one is, with its reason, and so
 * is one whose bank approved the payment while Razorpay has yet to capture it (UPI).
 */
export async function listMyOrders(repos: Repositories, user: UserRecord, query: { limit: number; cursor?: string }) {
  const page = await repos.orders.listByUser(user.id, { limit: query.limit, cursor: query.cursor, matches: (order) => order.isPaid || order.status !== "pending" || Boolean(order.awaitingConfirmationSince) });
  return { success: true as const, data: page.items, pagination: { limit: query.limit, nextCursor: page.nextCursor } };
}

/** Back-office roles with orders may open any order; a shopper only their own (another's is simply not found). */
export async function getOrderFor(repos: Repositories, user: UserRecord, id: string): Promise<OrderRecord> {
  const order = isPlausibleId(id) ? await repos.orders.get(id) : undefined;
  if (!order || (!may(user.role, "orders") && order.userId !== user.id)) throw notFound("Order not found");
  return order;
}
