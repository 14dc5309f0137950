// ─────────────────────────────────────────────────────────────────────────────────────────────
// THE PAYMENT ISSUE'S FILE. This is where the Razorpay flow goes (DESIGN.md section 6):
// POST /api/payments/create-order with the lines and the shipping address (the server prices
// them), open Razorpay Checkout (prefill name, email and contact from `details.shippingAddress`),
// confirm the payment with the server, and report the outcome. Until then no payment is taken
// and none is pretended: every attempt ends with the message below.
// The checkout form already handles every outcome: "paid" clears the cart or wishlist and goes
// to /profile with the new order marked, "dismissed" ends the busy state quietly, "failed"
// shows the message.
// ─────────────────────────────────────────────────────────────────────────────────────────────
import type { ShippingAddress } from "../../../../shared/types.js";
import type { CheckoutLine, CheckoutSource } from "./checkout-lines.js";

export interface CheckoutDetails {
  source: CheckoutSource;
  lines: CheckoutLine[];
  shippingAddress: ShippingAddress;
}

export type PlaceOrderResult =
  | { outcome: "paid"; orderId: string }
  | { outcome: "dismissed" }
  | { outcome: "failed"; message: string };

export const PAYMENT_NOT_READY_MESSAGE = "Online payment is being set up. Please try again soon.";

export async function placeOrder(_details: CheckoutDetails): Promise<PlaceOrderResult> {
  return { outcome: "failed", message: PAYMENT_NOT_READY_MESSAGE };
}
