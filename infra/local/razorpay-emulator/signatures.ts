import { createHmac } from "node:crypto";

/** What checkout returns and the shop verifies: hex HMAC-SHA256 of "order_id|payment_id". */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex");
}

/** `X-Razorpay-Signature`: hex HMAC-SHA256 of the raw webhook body with the webhook secret. */
export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return createHmac("sha256", webhookSecret).update(rawBody).digest("hex");
}
