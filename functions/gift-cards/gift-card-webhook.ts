import type { WebhookOutcome } from "../checkout/handle-webhook.js";
import type { Repositories } from "../data/repositories.js";
import { ShopError } from "../errors.js";
import { log } from "../logger.js";
import type { PaymentGateway } from "../payments/gateway.js";
import { confirmGiftCardPurchase } from "./confirm-gift-card-purchase.js";

/**
 * A captured payment for a Razorpay order that is no order's: a gift card's, its purchase paid and
 * its card issued once (issue 45), or nobody's ("ignored"). Loaded on first use: the webhook's
 * cold start is for orders.
 */
export async function confirmGiftCardByWebhook(deps: { repos: Repositories; gateway: PaymentGateway }, razorpayOrderId: string, razorpayPaymentId: string): Promise<WebhookOutcome> {
  try {
    return (await confirmGiftCardPurchase(deps, razorpayOrderId, razorpayPaymentId, { via: "webhook" })) ? "handled" : "ignored";
  } catch (error) {
    // A payment we cannot accept (400) or one being confirmed by the browser (409): a retry changes nothing.
    if (error instanceof ShopError && [400, 409].includes(error.status)) {
      if (error.status === 400) log.warn("webhook gift card payment not accepted", { razorpayOrderId, reason: error.message });
      return error.status === 409 ? "handled" : "ignored";
    }
    throw error;
  }
}
