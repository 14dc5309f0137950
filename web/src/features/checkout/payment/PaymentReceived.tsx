import { CheckCircle2 } from "lucide-react";
import { PAYMENT_RECEIVED_MESSAGE, PAYMENT_RECEIVED_NOTE } from "@/lib/payment-messages.js";

/**
 * What the checkout shows from the moment Razorpay Checkout reports success until the shop has
 * confirmed the payment and the order is shown (issue 40): never a blank or a busy button alone.
 */
export function PaymentReceived() {
  return (
    <div className="payment-received" role="status" aria-live="polite">
      <CheckCircle2 className="payment-received__icon" size={48} aria-hidden="true" />
      <p className="payment-received__title">{PAYMENT_RECEIVED_MESSAGE}</p>
      <p className="muted">{PAYMENT_RECEIVED_NOTE}</p>
      <span className="payment-received__progress" aria-hidden="true" />
    </div>
  );
}
