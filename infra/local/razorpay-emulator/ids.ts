import { randomInt } from "node:crypto";

const ALPHANUMERICS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Razorpay's ids are 14 alphanumerics, with an entity prefix for most entities. */
function fourteenAlphanumerics(): string {
  let id = "";
  for (let i = 0; i < 14; i += 1) id += ALPHANUMERICS[randomInt(ALPHANUMERICS.length)];
  return id;
}

export type RazorpayIdPrefix = "order" | "pay" | "rfnd" | "acc" | "card";

export function razorpayId(prefix: RazorpayIdPrefix): string {
  return `${prefix}_${fourteenAlphanumerics()}`;
}

/** Webhook event ids (`x-razorpay-event-id`) carry no prefix. */
export function webhookEventId(): string {
  return fourteenAlphanumerics();
}
