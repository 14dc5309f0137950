import { may } from "../../shared/staff-permissions.js";
import type { OrderListQuery } from "../../shared/schemas/order-query.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { Page } from "../../shared/schemas/api-answer.js";
import type { OrderRecord } from "../data/orders.js";
import { readCounters, readStatusCounts } from "../data/counters.js";
import type { UserRecord } from "../data/users.js";
import type { Repositories } from "../data/repositories.js";
import { notFound } from "../errors.js";

/** Order id (as typed, with or without the "#" of a short id) or customer name or e-mail, without case. */
function searchMatcher(query: OrderListQuery): ((order: OrderRecord) => boolean) | undefined {
  const needle = query.search?.replace(/^#/, "").trim().toLowerCase();
  if (!needle) return undefined;
  return (order) => order.id.toLowerCase().includes(needle) || order.user.name.toLowerCase().includes(needle) || order.user.email.toLowerCase().includes(needle);
}

/** How many orders a search matches, read page by page so memory stays flat however many there are. */
async function countMatching(repos: Repositories, query: OrderListQuery, matches: (order: OrderRecord) => boolean): Promise<number> {
  let total = 0;
  let cursor: string | undefined;
  do {
    const page = await repos.orders.list({ shelf: query.show, status: query.status, limit: 1000, cursor, matches });
    total += page.items.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return total;
}

/** The counters' total of a shelf (every checkout stored less the paid ones), or of one status on it. */
async function countedTotal(repos: Repositories, query: OrderListQuery): Promise<number> {
  if (query.status) return Math.max(0, (await readStatusCounts(repos.db)).get(`${query.show}#${query.status}`) ?? 0);
  const counters = await readCounters(repos.db);
  return query.show === "paid" ? counters.paidOrders : counters.orders - counters.paidOrders;
}

/**
 * The admin's list, newest first, in cursor pages: paid orders unless unpaid checkouts are asked
 * for, of one status through its index partition when asked. Without a search the total comes
 * from the counters kept with each status change; a search counts its matches by reading the
 * shelf or status (no index can search names without case).
 */
export async function listOrders(repos: Repositories, query: OrderListQuery): Promise<Page<OrderRecord>> {
  const matches = searchMatcher(query);
  const [page, total] = await Promise.all([
    repos.orders.list({ shelf: query.show, status: query.status, limit: query.limit, cursor: query.cursor, matches }),
    matches ? countMatching(repos, query, matches) : countedTotal(repos, query),
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
