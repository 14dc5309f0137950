// The payment step (docs/decisions.md section 6): the server prices the lines and opens a Razorpay
// order, Razorpay Checkout takes the card (prefilled from the shipping address), and the
// server confirms the signed result before the order counts. The checkout form handles the
// outcome: "paid" clears the cart or wishlist and goes to /profile with the new order marked,
// "dismissed" ends the busy state, "failed" shows the message.
import type { Order } from "@shared/schemas/order.js";
import { ApiError } from "@/api/client.js";
import { SCRIPT_FAILED } from "@/lib/razorpay/checkout-script.js";
import { payWithRazorpay, type PaymentRequest } from "./payment/pay-with-razorpay.js";
import { CONFIRM_FAILED_MESSAGE, CREATE_ORDER_FAILED_MESSAGE, declinedPaymentText } from "@/lib/payment-messages.js";
import type { CheckoutLine, CheckoutSource } from "./checkout-lines.js";

/** What the payment step needs, with the checkout's own lines (the discount code only while it applies). */
export interface CheckoutDetails extends Omit<PaymentRequest, "source" | "items"> {
  source: CheckoutSource;
  lines: CheckoutLine[];
}

export type PlaceOrderResult =
  | { outcome: "paid"; orderId: string; order: Order }
  /** Paid by the shopper's bank, not yet captured by Razorpay: the order confirms itself later. */
  | { outcome: "awaiting"; orderId: string; message: string; order: Order }
  | { outcome: "dismissed" }
  /** The server priced the order otherwise than shown (a price changed): nothing charged, shown anew. */
  | { outcome: "repriced"; order: Order; message: string }
  | { outcome: "failed"; message: string };

export const PRICE_CHANGED_AT_PAY = "A price changed just now, so nothing was charged. Please check the new total and press Pay again.";
export const CHECKOUT_TIMED_OUT_MESSAGE = "The time to pay ran out, so the pieces held for you were released. Please check out again.";


/** The spec's window event, which the admin dashboard (in another tab) and others listen for. */
export const PAYMENT_SUCCESSFUL_EVENT = "payment-successful";

export async function placeOrder(details: CheckoutDetails): Promise<PlaceOrderResult> {
  let stage: "creating" | "paying" = "creating";
  try {
    const outcome = await payWithRazorpay({
      source: details.source,
      items: details.lines.map((line) => ({ product: line.productId, size: line.size, quantity: line.quantity, ...(line.custom && { custom: line.custom.choice }), ...(line.blouse && !line.custom && { blouse: line.blouse }) })),
      shippingAddress: details.shippingAddress,
      businessInvoice: details.businessInvoice,
      discountCode: details.discountCode,
      useStoreCredit: details.useStoreCredit,
      onOrderCreated: (order) => {
        stage = "paying";
        details.onOrderCreated?.(order);
      },
      onPaymentFailed: details.onPaymentFailed,
      onPaymentReceived: details.onPaymentReceived,
      expectedTotal: details.expectedTotal,
    });
    if (outcome.status === "repriced") return { outcome: "repriced", order: outcome.order, message: PRICE_CHANGED_AT_PAY };
    if (outcome.status === "dismissed") {
      // Closing the window after a declined card is a failed payment, not a change of mind.
      if (outcome.lastFailure) return { outcome: "failed", message: declinedPaymentText(outcome.lastFailure) };
      return outcome.timedOut ? { outcome: "failed", message: CHECKOUT_TIMED_OUT_MESSAGE } : { outcome: "dismissed" };
    }
    // Not failed, not yet paid: the webhook will confirm it, so no payment-successful event yet.
    if (outcome.status === "awaiting") return { outcome: "awaiting", orderId: outcome.order.id, message: outcome.message, order: outcome.order };
    window.dispatchEvent(new CustomEvent(PAYMENT_SUCCESSFUL_EVENT, { detail: { orderId: outcome.order.id, amount: outcome.order.totalPrice } }));
    return { outcome: "paid", orderId: outcome.order.id, order: outcome.order };
  } catch (error) {
    if (error instanceof Error && error.message === SCRIPT_FAILED) return { outcome: "failed", message: SCRIPT_FAILED };
    if (error instanceof ApiError) {
      // The server's own words say what to do (out of stock, a size gone, sold out and refunded).
      if (error.status === 409 || error.status === 400) return { outcome: "failed", message: error.message };
      return { outcome: "failed", message: stage === "creating" ? `${CREATE_ORDER_FAILED_MESSAGE}: ${error.message}` : CONFIRM_FAILED_MESSAGE };
    }
    return { outcome: "failed", message: CONFIRM_FAILED_MESSAGE };
  }
}
