import type { OrderEntity, PaymentEntity, RefundEntity } from "./entities.js";

// Webhook bodies shaped like Razorpay's: one envelope, the entities under payload.

export type WebhookEventName = "payment.authorized" | "payment.captured" | "payment.failed" | "order.paid" | "refund.created" | "refund.processed";

export interface WebhookEvent {
  entity: "event";
  account_id: string;
  event: WebhookEventName;
  contains: Array<"payment" | "order" | "refund">;
  payload: {
    payment?: { entity: PaymentEntity };
    order?: { entity: OrderEntity };
    refund?: { entity: RefundEntity };
  };
  created_at: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A captured payment notifies the payment first, then the order it paid. */
export function paymentCapturedEvents(accountId: string, payment: PaymentEntity, order: OrderEntity): WebhookEvent[] {
  const created_at = nowSeconds();
  return [
    { entity: "event", account_id: accountId, event: "payment.captured", contains: ["payment"], payload: { payment: { entity: payment } }, created_at },
    {
      entity: "event",
      account_id: accountId,
      event: "order.paid",
      contains: ["payment", "order"],
      payload: { payment: { entity: payment }, order: { entity: order } },
      created_at,
    },
  ];
}

/** A payment the bank approved but Razorpay has not captured yet (its capture comes later). */
export function paymentAuthorizedEvents(accountId: string, payment: PaymentEntity): WebhookEvent[] {
  return [
    { entity: "event", account_id: accountId, event: "payment.authorized", contains: ["payment"], payload: { payment: { entity: payment } }, created_at: nowSeconds() },
  ];
}

export function paymentFailedEvents(accountId: string, payment: PaymentEntity): WebhookEvent[] {
  return [
    { entity: "event", account_id: accountId, event: "payment.failed", contains: ["payment"], payload: { payment: { entity: payment } }, created_at: nowSeconds() },
  ];
}

export function refundEvents(accountId: string, refund: RefundEntity, payment: PaymentEntity): WebhookEvent[] {
  const created_at = nowSeconds();
  const payload = { refund: { entity: refund }, payment: { entity: payment } };
  return [
    { entity: "event", account_id: accountId, event: "refund.created", contains: ["refund", "payment"], payload, created_at },
    { entity: "event", account_id: accountId, event: "refund.processed", contains: ["refund", "payment"], payload, created_at },
  ];
}
