import type { Order, Payment, ShippingAddress } from "../../../../shared/types.js";
import { api } from "../../api/client.js";
import { loadCheckoutScript, type RazorpayHandlerResponse } from "./checkout-script.js";
import { loadShopConfig } from "./shop-config.js";

export interface PaymentRequest {
  source: "cart" | "wishlist" | "single";
  items: Array<{ product: string; size: string; quantity: number }>;
  shippingAddress: ShippingAddress;
  /** A discount code the shopper applied; the server alone decides what it takes off. */
  discountCode?: string;
  /** Told as soon as a card is declined; the Razorpay window stays open for another try. */
  onPaymentFailed?: (message: string) => void;
  /** Told once the server has opened the Razorpay order, with its amounts (later failures are the payment's). */
  onOrderCreated?: (order: Order) => void;
}

export type PaymentOutcome =
  | { status: "paid"; order: Order; payment: Payment }
  /** Closed by the shopper; `lastFailure` is Razorpay's description of a declined attempt, if any. */
  | { status: "dismissed"; lastFailure?: string };

interface CreatedOrder {
  order: { id: string; amount: number; currency: string };
  keyId: string;
  orderId: string;
  /** The pending order as the server priced it: items, discount, total. */
  data: Order;
}

interface Confirmed {
  order: Order;
  payment: Payment;
}

export const THEME_COLOUR = "#6b1d3a"; // the shop's primary colour (web/src/styles/tokens.css)

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
    ...(request.discountCode ? { discountCode: request.discountCode } : {}),
  });
  request.onOrderCreated?.(created.data);
  const Razorpay = await loadCheckoutScript(config.checkoutScriptUrl);

  return new Promise<PaymentOutcome>((resolve, reject) => {
    let lastFailure: string | undefined;
    let settled = false;
    const checkout = new Razorpay({
      key: created.keyId,
      amount: created.order.amount,
      currency: created.order.currency,
      name: config.brandName,
      description: `Order #${created.orderId.slice(-6)}`,
      image: `${window.location.origin}/logo.svg`,
      order_id: created.order.id,
      prefill: {
        name: request.shippingAddress.name,
        email: request.shippingAddress.email,
        contact: request.shippingAddress.phone,
      },
      notes: { orderId: created.orderId, source: request.source },
      theme: { color: THEME_COLOUR },
      handler: (response: RazorpayHandlerResponse) => {
        settled = true;
        api
          .post<Confirmed>("/payments/validate-payment", response)
          .then((confirmed) => resolve({ status: "paid", order: confirmed.order, payment: confirmed.payment }))
          .catch(reject);
      },
      modal: {
        ondismiss: () => {
          if (!settled) resolve({ status: "dismissed", lastFailure });
        },
      },
    });
    checkout.on("payment.failed", (failure) => {
      // Razorpay's own words for the shopper, such as "Your payment has been declined by your bank."
      lastFailure = failure.error.description ?? "The payment could not be completed.";
      request.onPaymentFailed?.(`Payment failed: ${lastFailure}`);
    });
    checkout.open();
  });
}
