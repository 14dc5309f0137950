import * as z from "zod";
import type { Repositories } from "../data/repositories.js";
import { ShopError, badRequest } from "../errors.js";
import type { PaymentGateway } from "../payments/gateway.js";
import { confirmPayment } from "./confirm-payment.js";
import { addLogContext, errorFields, log } from "../logger.js";

export type WebhookOutcome = "handled" | "ignored" | "duplicate";

// Only the fields the shop acts on; Razorpay may add others at will.
const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string().nullish(), error_description: z.string().nullish() }) }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      refund: z.object({ entity: z.object({ id: z.string(), payment_id: z.string() }) }).optional(),
    })
    .optional(),
});

/** Event ids are remembered for a week: Razorpay retries for 24 hours. */
const EVENT_MEMORY_SECONDS = 7 * 24 * 3600;

/**
 * Razorpay's webhook: the signature over the raw body is checked first, a delivery already
 * handled is acknowledged and ignored, and payments confirm through the same path as the
 * browser's callback, so an order is paid even when the shopper closed the tab.
 * Deliveries come at least once and in any order; each handler is idempotent.
 */
export async function handleRazorpayWebhook(
  deps: { repos: Repositories; gateway: PaymentGateway },
  rawBody: string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookOutcome> {
  if (!deps.gateway.verifyWebhookSignature(rawBody, signature)) throw badRequest("Invalid webhook signature");
  let parsed: z.output<typeof webhookSchema>;
  try {
    parsed = webhookSchema.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest("The webhook body is not a Razorpay event.");
  }
  const dedupeId = eventId && /^[A-Za-z0-9_-]{1,100}$/.test(eventId) ? eventId : undefined;
  if (dedupeId && (await deps.repos.dedupe.seen("razorpay-event", dedupeId))) return "duplicate";

  // The event id is remembered only once the event was handled. Razorpay stops waiting after 5 s
  // and retries while the first delivery may still be at work (a slow Razorpay, a busy database);
  // were the id claimed up front, that retry would be acknowledged as a duplicate and lost when the
  // first one then failed. The handlers are idempotent, so an event handled twice changes nothing.
  const outcome = await dispatch(deps, parsed);
  if (dedupeId) {
    await deps.repos.dedupe.claim("razorpay-event", dedupeId, EVENT_MEMORY_SECONDS).catch((error: unknown) => {
      // Handled all the same; a repeat delivery will only find the work done.
      log.warn("webhook event handled but not remembered", { event: parsed.event, eventId: dedupeId, error: errorFields(error) });
    });
  }
  return outcome;
}

async function dispatch(deps: { repos: Repositories; gateway: PaymentGateway }, event: z.output<typeof webhookSchema>): Promise<WebhookOutcome> {
  const payment = event.payload?.payment?.entity;
  const razorpayOrderId = payment?.order_id ?? event.payload?.order?.entity.id;
  addLogContext({ razorpayEvent: event.event, ...(razorpayOrderId ? { razorpayOrderId } : {}) });
  switch (event.event) {
    case "payment.captured":
    case "order.paid": {
      if (!payment || !razorpayOrderId) return "ignored";
      try {
        await confirmPayment(deps, razorpayOrderId, payment.id, { via: "webhook" });
        return "handled";
      } catch (error) {
        // Not an order's: perhaps a gift card's (loaded on first use, as below).
        if (error instanceof ShopError && error.status === 404) return (await import("../gift-cards/gift-card-webhook.js")).confirmGiftCardByWebhook(deps, razorpayOrderId, payment.id);
        // Not ours (404), or settled otherwise (sold out and refunded: 409), or not a payment
        // we can accept (400): a retry would change nothing, so acknowledge it.
        if (error instanceof ShopError && [400, 404, 409].includes(error.status)) {
          // A 400 here is worth a look (a payment we could not accept); 404 and 409 are routine.
          if (error.status === 400) log.warn("webhook payment not accepted", { event: event.event, razorpayOrderId, reason: error.message });
          return error.status === 409 ? "handled" : "ignored";
        }
        throw error;
      }
    }
    case "payment.failed": {
      if (!payment || !razorpayOrderId) return "ignored";
      // A failure and a refund's settlement load on first use: only a capture must be quick from a cold start (Razorpay waits 5 s).
      const { recordPaymentFailure } = await import("./record-failure.js");
      await recordPaymentFailure(deps.repos, razorpayOrderId, payment.id, payment.error_description ?? "Payment failed");
      return "handled";
    }
    case "refund.processed": {
      const refund = event.payload?.refund?.entity;
      if (!refund || !razorpayOrderId) return "ignored";
      const { settleRefund } = await import("./settle-refund.js");
      return (await settleRefund(deps.repos, razorpayOrderId, refund.id)) ? "handled" : "ignored";
    }
    default:
      return "ignored";
  }
}

