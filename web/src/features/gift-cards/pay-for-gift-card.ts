import type { GiftCardPurchaseAsk } from "@shared/schemas/gift-card-purchase.js";
import { ApiError } from "@/api/client.js";
import { failureText } from "@/api/error-text.js";
import { confirmGiftCardPurchase, startGiftCardPurchase, type GiftCardPurchase } from "@/api/gift-cards.js";
import { loadShopConfig } from "@/api/shop-config.js";
import { declinedPaymentText } from "@/lib/payment-messages.js";
import { SCRIPT_FAILED } from "@/lib/razorpay/checkout-script.js";
import { openCheckout } from "@/lib/razorpay/open-checkout.js";

// Paying for a gift card (issue 45), as the checkout pays for an order: the server opens a
// Razorpay order for the amount, Razorpay Checkout takes the payment, and the server checks the
// signed result and issues the card. Nothing is charged before Checkout opens.

export type GiftCardPayment =
  | { outcome: "paid"; purchase: GiftCardPurchase }
  /** The bank approved it (UPI) and Razorpay has not captured it yet: the card goes once it does. */
  | { outcome: "awaiting"; purchase: GiftCardPurchase; message: string }
  /** Closed without paying: the form stays as it was. */
  | { outcome: "dismissed" }
  /** The server refused the form (a 400 naming the field) before anything was charged. */
  | { outcome: "refused"; message: string }
  | { outcome: "failed"; message: string };

/** What the page shows once Checkout is done with: paid, or approved and waiting. */
export type PaidGiftCard = Extract<GiftCardPayment, { outcome: "paid" | "awaiting" }>;

export const NOT_STARTED = "The payment could not be started. Please try again.";
/** Paid perhaps, but not confirmed here: Razorpay's webhook issues the card all the same. */
export const NOT_CONFIRMED =
  "We could not confirm the payment here. If money left your account, the gift card goes out as soon as Razorpay confirms it; it shows under Gift cards you bought in your account.";

export interface Buyer {
  name: string;
  email: string;
  phone?: string;
}

export async function payForGiftCard(
  ask: GiftCardPurchaseAsk,
  buyer: Buyer,
  told: { onPaymentFailed(message: string): void; onPaymentReceived(): void },
): Promise<GiftCardPayment> {
  let stage: "starting" | "paying" = "starting";
  try {
    const shop = await loadShopConfig();
    const started = await startGiftCardPurchase(ask);
    stage = "paying";
    const end = await openCheckout({
      shop,
      order: started.order,
      keyId: started.keyId,
      description: `Gift card for ${ask.recipientName}`,
      prefill: { name: buyer.name, email: buyer.email, ...(buyer.phone && { contact: buyer.phone }) },
      notes: { giftCardPurchaseId: started.purchaseId },
      ...told,
      confirm: confirmGiftCardPurchase,
    });
    if (end.status === "dismissed") return end.lastFailure ? { outcome: "failed", message: declinedPaymentText(end.lastFailure) } : { outcome: "dismissed" };
    const confirmed = end.confirmed;
    return "awaitingConfirmation" in confirmed ? { outcome: "awaiting", purchase: confirmed.data, message: confirmed.message } : { outcome: "paid", purchase: confirmed.data };
  } catch (error) {
    if (error instanceof Error && error.message === SCRIPT_FAILED) return { outcome: "failed", message: SCRIPT_FAILED };
    if (stage === "paying") return { outcome: "failed", message: NOT_CONFIRMED };
    if (error instanceof ApiError && error.status === 400) return { outcome: "refused", message: error.message };
    return { outcome: "failed", message: failureText(error, NOT_STARTED) };
  }
}
