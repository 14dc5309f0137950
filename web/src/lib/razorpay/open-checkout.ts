import { loadCheckoutScript, type RazorpayHandlerResponse, type RazorpayOptions } from "./checkout-script.js";

// Razorpay Checkout opened for one Razorpay order the server made (an order's, a gift card's): the
// shop's name, logo and colour, a declined attempt told at once while the window stays open for
// another try, and the signed result handed to the server, whose answer alone says it is paid.

export const THEME_COLOUR = "#6b1d3a"; // the shop's primary colour (web/src/styles/tokens.css)

export interface CheckoutToOpen<Confirmed> {
  /** The shop's public settings: where checkout.js is, and the name Checkout shows. */
  shop: { checkoutScriptUrl: string; brandName: string };
  /** The Razorpay order as the server opened it (amount in paise) and the key to open it with. */
  order: { id: string; amount: number; currency: string };
  keyId: string;
  /** What is paid for, under the shop's name: "Order RZ-…", "Gift card for Asha". */
  description: string;
  prefill?: RazorpayOptions["prefill"];
  notes?: Record<string, string>;
  /** Seconds after which Checkout closes and can no longer take the payment. */
  timeout?: number;
  /** Razorpay's words for a declined attempt, as "Payment failed: …". */
  onPaymentFailed?(message: string): void;
  /** Razorpay reports the payment went through, before the server has confirmed it. */
  onPaymentReceived?(): void;
  /** Closed without paying, before the outcome is handed back. */
  onDismiss?(): void;
  /** The server's check of the signed result; what it answers is the outcome, what it throws the rejection. */
  confirm(response: RazorpayHandlerResponse): Promise<Confirmed>;
}

export type CheckoutEnd<Confirmed> =
  | { status: "confirmed"; confirmed: Confirmed }
  /**
   * Closed by the shopper, or by Checkout when the time to pay ran out (`timedOut`); `lastFailure`
   * is Razorpay's description of a declined attempt, if any.
   */
  | { status: "dismissed"; lastFailure?: string; timedOut?: boolean };

/** Rejects when checkout.js cannot be loaded (SCRIPT_FAILED) or the server refuses the result. */
export async function openCheckout<Confirmed>(checkout: CheckoutToOpen<Confirmed>): Promise<CheckoutEnd<Confirmed>> {
  const Razorpay = await loadCheckoutScript(checkout.shop.checkoutScriptUrl);
  const { timeout } = checkout;
  const openedAt = Date.now();

  return new Promise<CheckoutEnd<Confirmed>>((resolve, reject) => {
    let lastFailure: string | undefined;
    let settled = false;
    const razorpay = new Razorpay({
      key: checkout.keyId,
      amount: checkout.order.amount,
      currency: checkout.order.currency,
      name: checkout.shop.brandName,
      description: checkout.description,
      image: `${window.location.origin}/logo.svg`,
      order_id: checkout.order.id,
      ...(checkout.prefill && { prefill: checkout.prefill }),
      ...(checkout.notes && { notes: checkout.notes }),
      theme: { color: THEME_COLOUR },
      ...(typeof timeout === "number" && timeout > 0 ? { timeout } : {}),
      handler: (response: RazorpayHandlerResponse) => {
        settled = true;
        checkout.onPaymentReceived?.();
        checkout.confirm(response).then((confirmed) => resolve({ status: "confirmed", confirmed }), reject);
      },
      modal: {
        ondismiss: () => {
          if (settled) return;
          checkout.onDismiss?.();
          const timedOut = typeof timeout === "number" && timeout > 0 && Date.now() - openedAt >= timeout * 1000 - 1_000;
          resolve({ status: "dismissed", lastFailure, ...(timedOut ? { timedOut } : {}) });
        },
      },
    });
    razorpay.on("payment.failed", (failure) => {
      // Razorpay's own words for the shopper, such as "Your payment has been declined by your bank."
      lastFailure = failure.error.description ?? "The payment could not be completed.";
      checkout.onPaymentFailed?.(`Payment failed: ${lastFailure}`);
    });
    razorpay.open();
  });
}
