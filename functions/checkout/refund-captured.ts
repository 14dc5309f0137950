import type { PaymentGateway, RazorpayPayment, RazorpayRefund } from "../payments/gateway.js";
import { VALIDATION_FAILED } from "./confirm-payment.js";
import { gatewayFailure } from "./gateway-failure.js";

/**
 * Money captured for one of our Razorpay orders that buys nothing (an order deleted or cancelled
 * before it was paid, a second payment, a gift card purchase let go) goes back in full, once: the
 * key is the payment's, so a repeat returns the same refund. Nothing happens when the payment was
 * not captured for that order; then the answer is undefined.
 */
export async function refundCaptured(
  gateway: PaymentGateway,
  razorpayOrderId: string,
  razorpayPaymentId: string,
  refund: { key: "orphan" | "duplicate"; reason: string; failure: string },
): Promise<RazorpayRefund | undefined> {
  let paid: RazorpayPayment;
  try {
    paid = await gateway.fetchPayment(razorpayPaymentId);
  } catch (error) {
    throw gatewayFailure(error, VALIDATION_FAILED);
  }
  if (paid.order_id !== razorpayOrderId || paid.status !== "captured") return undefined;
  try {
    return await gateway.refund(razorpayPaymentId, { idempotencyKey: `${refund.key}-${razorpayPaymentId}`, notes: { reason: refund.reason } });
  } catch (error) {
    throw gatewayFailure(error, refund.failure);
  }
}
