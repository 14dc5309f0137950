import type { Repositories } from "../data/repositories.js";
import { toUser, type UserRecord } from "../data/users.js";
import type { OrderRecord } from "../data/orders.js";

/** Every order of the account, newest first (a shopper's orders are a small partition). */
export async function ordersOf(repos: Repositories, userId: string): Promise<OrderRecord[]> {
  const orders: OrderRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await repos.orders.listByUser(userId, { limit: 100, cursor });
    orders.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return orders;
}

/**
 * What the shop holds about a shopper (DPDP Act 2023, section 11): the account, its orders with
 * their delivery details, lines and payments' state, and what is kept for how long and why.
 */
export async function myData(repos: Repositories, user: UserRecord) {
  const orders = await ordersOf(repos, user.id);
  // Her measurement profiles (issue 26), loaded on first use (cold-start bundle budget).
  const measurements = await (await import("../made-to-measure/measurement-profiles.js")).listProfiles(repos.db, user.id);
  return {
    exportedAt: repos.db.now().toISOString(),
    account: toUser(user),
    orders: orders.map((order) => ({
      id: order.id,
      createdAt: order.createdAt,
      status: order.status,
      isPaid: order.isPaid,
      paidAt: order.paidAt,
      items: order.orderItems.map((line) => ({ name: line.name, size: line.size, quantity: line.quantity, pricePaise: line.pricePaise, ...(line.custom && { custom: line.custom }) })),
      totalPaise: order.totalPaise,
      shippingAddress: order.shippingAddress,
      trackingNumber: order.trackingNumber,
      statusHistory: order.statusHistory.map((change) => ({ status: change.status, at: change.at })),
    })),
    measurements,
    retention: {
      account: "Until you close it.",
      measurements: "Until you remove them or close the account; an order keeps the measurements it was stitched to.",
      orders: "Tax invoices and credit notes are kept for 8 years, as India's GST law requires; closing the account unlinks them from you and erases your contact details from the orders.",
      signIns: "Each sign-in lasts up to 30 days, or until you log out.",
    },
  };
}
