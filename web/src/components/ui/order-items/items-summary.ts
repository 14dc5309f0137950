import type { Order } from "@shared/schemas/order.js";

/** Pieces in the order, counting quantities. */
export function pieceCount(order: Pick<Order, "orderItems">): number {
  return order.orderItems.reduce((count, item) => count + item.quantity, 0);
}

/** "Banarasi Silk Saree" or "Banarasi Silk Saree + 2 more". */
export function itemsSummary(order: Pick<Order, "orderItems">): string {
  const [first, ...rest] = order.orderItems;
  if (!first) return "";
  return rest.length ? `${first.name} + ${rest.length} more` : first.name;
}
