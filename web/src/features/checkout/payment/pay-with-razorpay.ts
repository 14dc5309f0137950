import type { Order } from "@shared/schemas/order.js";
import type { Payment } from "@shared/schemas/payment.js";
import type { ShippingAddress } from "@shared/schemas/shipping-address.js";
import type { BusinessBuyer } from "@shared/schemas/business-invoice.js";
import { orderNumber } from "@shared/order-number.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { openCheckout } from "@/lib/razorpay/open-checkout.js";
import { loadShopConfig } from "@/api/shop-config.js";
import { AWAITING_CONFIRMATION_MESSAGE } from "@/lib/payment-messages.js";

export interface PaymentRequest {
  source: "cart" | "wishlist" | "single";
  items: Array<{ product: string; size: string; quantity: number }>;
  shippingAddress: ShippingAddress;
  /** A registered buyer's GSTIN and billing address, when she asked for a business invoice. */
  businessInvoice?: BusinessBuyer;
  /** A discount code the shopper applied; the server alone decides what it takes off. */
  discountCode?: string;
  /** Pay with the shopper's store credit first; the server decides how much it covers. */
  useStoreCredit?: boolean;
  /** Told as soon as a card is declined; the Razorpay window stays open for another try. */
  onPaymentFailed?: (message: string) => void;
  /**
   * Told the moment Razorpay Checkout reports the payment went through, before the server has
   * confirmed it (which takes a second or more): the page says so at once (issue 40).
   */
  onPaymentReceived?: () => void;
  /** Told once the server has opened the Razorpay order, with its amounts (later failures are the payment's). */
  onOrderCreated?: (order: Order) => void;
  /**
   * The total (rupees) the shopper saw on the Pay button. If the server priced the order
   * otherwise (a price changed meanwhile), Checkout does not open: the pieces go back and the
   * new order is handed back to be shown, so Razorpay never asks an amount the page did not show.
   */
  expectedTotal?: number;
}

export type PaymentOutcome =
  | { status: "paid"; order: Order; payment?: Payment }
  /** The bank approved it (UPI paying late) but Razorpay has not captured it yet: not a failure. */
  | { status: "awaiting"; order: Order; message: string }
  /**
   * Closed by the shopper, or by Checkout when the time to pay ran out (`timedOut`); `lastFailure`
   * is Razorpay's description of a declined attempt, if any.
   */
  | { status: "dismissed"; lastFailure?: string; timedOut?: boolean }
  /** The server's total differs from the one shown: nothing was charged, and this is what it priced. */
  | { status: "repriced"; order: Order };

/** The Razorpay order to open, and in `data` the pending order as the server priced it (items, discount, total). */
type CreatedOrder = Answer<"/payments/create-order", "$post">;

/** 200: paid. 202: the bank approved it and Razorpay's capture (and webhook) will follow. */
type Confirmed = Answer<"/payments/validate-payment", "$post">;

/**
 * Tells the server the shopper closed Checkout without paying, so the pieces held for the
 * order go back at once instead of when the hold lapses. Nobody waits for it; a failure is
 * only logged (the hold lapses anyway).
 */
function releaseHold(orderId: string): void {
  api.post("/payments/cancel-checkout", { orderId }).catch((error: unknown) => {
    console.warn("Could not release the pieces held for the closed checkout:", error instanceof Error ? error.message : error);
  });
}

/**
 * The whole payment: the server prices the basket and opens a Razorpay order, Razorpay
 * Checkout takes the card, and the server confirms the signed result before anything counts.
 * Resolves when the payment is confirmed or the shopper closes the window; rejects with the
 * server's text when creating or confirming fails.
 */
export async function payWithRazorpay(request: PaymentRequest): Promise<PaymentOutcome> {
  const config = await loadShopConfig();
  const created = await api.post<CreatedOrder>("/payments/create-order", {
    items: request.items,
    shippingAddress: request.shippingAddress,
    source: request.source,
    ...(request.businessInvoice ? { businessInvoice: request.businessInvoice } : {}),
    ...(request.discountCode ? { discountCode: request.discountCode } : {}),
    ...(request.useStoreCredit ? { useStoreCredit: true } : {}),
  });
  // Store credit paid it all: the server confirmed it, there is nothing for Razorpay to take.
  if ("paidWithStoreCredit" in created) return { status: "paid", order: created.data };
  // The order's total must be the one the page showed (Razorpay asks it less any store credit).
  if (request.expectedTotal !== undefined && Math.round(created.data.totalPrice * 100) !== Math.round(request.expectedTotal * 100)) {
    releaseHold(created.orderId);
    return { status: "repriced", order: created.data };
  }
  request.onOrderCreated?.(created.data);

  const end = await openCheckout({
    shop: config,
    order: created.order,
    keyId: created.keyId,
    description: `Order ${orderNumber(created.orderId)}`,
    prefill: {
      name: request.shippingAddress.name,
      email: request.shippingAddress.email,
      contact: request.shippingAddress.phone,
    },
    notes: { orderId: created.orderId, source: request.source },
    // The pieces are held this long; past it Checkout closes rather than take a payment for them.
    ...(typeof created.checkoutTimeoutSeconds === "number" && { timeout: created.checkoutTimeoutSeconds }),
    onPaymentFailed: request.onPaymentFailed,
    onPaymentReceived: request.onPaymentReceived,
    onDismiss: () => releaseHold(created.orderId),
    confirm: (response) => api.post<Confirmed>("/payments/validate-payment", response),
  });
  if (end.status === "dismissed") return end;
  const confirmed = end.confirmed;
  return "awaitingConfirmation" in confirmed
    ? { status: "awaiting", order: confirmed.order, message: confirmed.message || AWAITING_CONFIRMATION_MESSAGE }
    : { status: "paid", order: confirmed.order, payment: confirmed.payment };
}
