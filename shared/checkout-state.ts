// What an unpaid checkout says in the admin (issue 22 item 5). Only paid orders are orders; a
// checkout that was never paid keeps one of the six statuses (usually Pending) and is marked with
// what became of it, so nobody packs a parcel for it.
import type { Order } from "./schemas/order.js";

export const UNPAID_CHECKOUT = "Unpaid checkout";

type CheckoutFacts = Pick<Order, "isPaid" | "status" | "hold" | "awaitingConfirmationSince">;

const RELEASED: Record<NonNullable<NonNullable<Order["hold"]>["releasedBecause"]>, string> = {
  "checkout-closed": "Checkout closed — pieces released",
  lapsed: "Hold lapsed",
  "payment-failed": "Payment failed",
  "order-cancelled": "Cancelled before payment — pieces released",
  "new-checkout": "Replaced by a new checkout — pieces released",
};

/** What became of an unpaid checkout, in the owner's words; null for a paid order. */
export function checkoutState(order: CheckoutFacts): string | null {
  if (order.isPaid) return null;
  if (order.awaitingConfirmationSince && order.status === "pending") return "Awaiting payment confirmation";
  if (order.hold?.status === "released" && order.hold.releasedBecause) return RELEASED[order.hold.releasedBecause];
  if (order.status === "cancelled") return "Cancelled before payment";
  if (order.hold?.status === "held") return "Checkout open — pieces held";
  return "Awaiting payment";
}
