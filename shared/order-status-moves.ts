import type { OrderStatus } from "./schemas/order-status.js";

// What the Update Status form may not do (issue 39): statuses that say money moved are set by the
// actions that move it, never typed in. A paid order cancelled by hand kept the shopper's money
// and her pieces off the shelf; the cancel action refunds and restocks, the refund marks it refunded.

/** Why the order may not move from its status to this one by hand, or undefined when it may. */
export function statusMoveRefused(order: { isPaid: boolean; status: OrderStatus }, to: OrderStatus): string | undefined {
  if (to === order.status) return undefined;
  if (order.status === "cancelled" || order.status === "refunded") {
    return `This order is ${order.status}, so it cannot be ${to} again.`;
  }
  if (!order.isPaid) {
    return to === "cancelled" ? undefined : `This order is not paid, so it cannot be ${to}.`;
  }
  if (to === "cancelled") return "A paid order is cancelled with Cancel order, which refunds the shopper and puts the pieces back.";
  if (to === "refunded") return "A paid order is marked refunded by its refund: refund it from Payments.";
  if (to === "pending") return "A paid order cannot go back to pending.";
  return undefined;
}
