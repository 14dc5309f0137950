import type { Repositories } from "../data/repositories.js";
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
