import { formatRupees } from "@shared/money.js";
import type { Payment } from "@shared/schemas/payment.js";

/** What the owner is asked: whose payment, what was paid and refunded, and how much is left. */
export function RefundQuestion({ payment, remaining, limited }: { payment: Payment; remaining: number; limited: boolean }) {
  return (
    <>
      <p>
        Refund to <strong>{payment.user?.name || "the customer"}</strong> for payment <span className="admin-mono">{payment.razorpayPaymentId ?? payment._id}</span>?
      </p>
      <p className="muted">
        Paid {formatRupees(payment.amount)}
        {payment.amountRefunded > 0 ? `, already refunded ${formatRupees(payment.amountRefunded)}` : ""}. Up to {formatRupees(remaining)} can be refunded.
      </p>
      {limited ? <p className="muted">Past your role&apos;s limit a day (refunds, cancellations, store credit and returns together), the refund goes to the owner for approval instead.</p> : null}
    </>
  );
}
