import type { OrderLineRecord, OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";

/** An order that reached her: delivered now, or delivered before a return or refund moved it on. */
export const wasDelivered = (order: OrderRecord) => order.status === "delivered" || order.deliveredAt !== undefined;

/**
 * Her newest delivered order holding the product, and its line: what makes her a verified
 * buyer and says the size she bought. Undefined when she never received it.
 */
export async function deliveredLine(repos: Repositories, userId: string, productId: string): Promise<{ order: OrderRecord; line: OrderLineRecord } | undefined> {
  const holds = (order: OrderRecord) => order.isPaid && wasDelivered(order) && order.orderItems.some((line) => line.product === productId);
  let cursor: string | undefined;
  do {
    const page = await repos.orders.listByUser(userId, { limit: 50, cursor, matches: holds });
    const order = page.items[0];
    if (order) return { order, line: order.orderItems.find((line) => line.product === productId)! };
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return undefined;
}
