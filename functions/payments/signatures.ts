import { createHmac, timingSafeEqual } from "node:crypto";

// Razorpay signs with hex HMAC-SHA256. Comparisons run in constant time, and anything that
// is not a well-formed signature is simply "not valid": these never throw.

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function hmacHex(secret: string, message: string | Uint8Array): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== "string" || !HEX_SHA256.test(given)) return false;
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout's signature: HMAC of the order id the shop stored, "|", and the payment id. */
export function isValidPaymentSignature(keySecret: string, orderId: unknown, paymentId: unknown, signature: unknown): boolean {
  if (typeof orderId !== "string" || typeof paymentId !== "string" || orderId === "" || paymentId === "") return false;
  return sameSignature(signature, hmacHex(keySecret, `${orderId}|${paymentId}`));
}

/** `X-Razorpay-Signature`: HMAC of the raw body exactly as received, before any JSON parsing. */
export function isValidWebhookSignature(webhookSecret: string, rawBody: unknown, signature: unknown): boolean {
  if (typeof rawBody !== "string" && !(rawBody instanceof Uint8Array)) return false;
  return sameSignature(signature, hmacHex(webhookSecret, rawBody));
}
