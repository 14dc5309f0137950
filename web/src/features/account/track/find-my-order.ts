import { orderNumber } from "@shared/order-number.js";
import { fetchMyOrders } from "@/features/account/account-api.js";

/** "3f9a2c", "#3F9A2C" or " #3f9a2c ": the number as the shop writes it. */
export const typedOrderNumber = (typed: string) => `#${typed.trim().replace(/^#/, "").toUpperCase()}`;

/** How many pages of her orders are looked through (24 each): a number older than that is in My Orders. */
const PAGES_LOOKED_AT = 5;

/** The id of her order with this number, newest first; undefined when she has none by it. */
export async function findMyOrder(typed: string): Promise<string | undefined> {
  const wanted = typedOrderNumber(typed);
  let cursor: string | undefined;
  for (let page = 0; page < PAGES_LOOKED_AT; page += 1) {
    const { orders, nextCursor } = await fetchMyOrders(cursor);
    const found = orders.find((order) => orderNumber(order.id) === wanted);
    if (found) return found.id;
    if (!nextCursor) return undefined;
    cursor = nextCursor;
  }
  return undefined;
}
