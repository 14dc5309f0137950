import { useId, useState } from "react";
import { formatRupees } from "../../../../shared/money.js";
import type { Order, Payment } from "../../../../shared/types.js";
import { ConfirmDialog } from "../shared/ConfirmDialog.js";
import { serverReason } from "../../api/error-text.js";
import { refundPayment, type RefundRequest } from "./payments-api.js";
import { checkRefundAmount, refundableRupees } from "./refund-amount.js";

export const REFUND_FAILED = "Failed to refund payment. Please try again.";
export const ONLY_COMPLETED = "Only completed payments can be refunded.";
const REASON_REQUIRED = "Enter a reason for the refund.";

/**
 * The confirmation asked before a refund: how much (the rest of the payment unless changed;
 * a part is allowed) and why. Only a completed payment can be refunded.
 */
export function RefundDialog({
  payment,
  onRefunded,
  onCancel,
  refund = refundPayment,
}: {
  payment: Payment;
  onRefunded(payment: Payment, order: Order | undefined): void;
  onCancel(): void;
  refund?: (request: RefundRequest) => Promise<{ payment: Payment; order?: Order }>;
}) {
  const id = useId();
  const remaining = refundableRupees(payment);
  const [amountText, setAmountText] = useState(remaining.toFixed(2));
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<{ field: "amount" | "reason"; message: string } | null>(null);
  const [failure, setFailure] = useState<{ text: string; detail: string | null } | null>(null);
  const refundable = payment.status === "completed" && remaining > 0;

  async function confirm() {
    if (!refundable) return;
    setFailure(null);
    const amount = checkRefundAmount(amountText, remaining);
    if (!amount.ok) {
      setFieldProblem({ field: "amount", message: amount.message });
      return;
    }
    if (!reason.trim()) {
      setFieldProblem({ field: "reason", message: REASON_REQUIRED });
      return;
    }
    setFieldProblem(null);
    setBusy(true);
    try {
      const result = await refund({ paymentId: payment._id, amount: amount.whole ? undefined : amount.rupees, reason: reason.trim() });
      onRefunded(result.payment, result.order);
    } catch (error) {
      setFailure({ text: REFUND_FAILED, detail: serverReason(error) });
      setBusy(false);
    }
  }

  const who = payment.user?.name || "the customer";
  return (
    <ConfirmDialog
      open
      title="Refund payment"
      message={
        refundable ? (
          <>
            <p>
              Refund to <strong>{who}</strong> for payment <span className="admin-mono">{payment.razorpayPaymentId ?? payment._id}</span>?
            </p>
            <p className="muted">
              Paid {formatRupees(payment.amount)}
              {payment.amountRefunded > 0 ? `, already refunded ${formatRupees(payment.amountRefunded)}` : ""}. Up to {formatRupees(remaining)} can be refunded. A full
              refund cancels the order's sale and returns its pieces to stock.
            </p>
          </>
        ) : (
          <p>{ONLY_COMPLETED}</p>
        )
      }
      confirmLabel="Refund"
      busyLabel="Refunding..."
      busy={busy}
      canConfirm={refundable}
      danger
      error={
        failure ? (
          <>
            <p>{failure.text}</p>
            {failure.detail ? <p className="admin-flash__detail">{failure.detail}</p> : null}
          </>
        ) : null
      }
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {refundable ? (
        <div className="admin-form">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-amount`}>
              Amount to refund (₹)
            </label>
            <input
              id={`${id}-amount`}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => {
                setAmountText(event.target.value);
                if (fieldProblem?.field === "amount") setFieldProblem(null);
              }}
              aria-invalid={fieldProblem?.field === "amount" ? true : undefined}
              aria-describedby={`${id}-amount-hint`}
            />
            <span id={`${id}-amount-hint`} className={fieldProblem?.field === "amount" ? "field__error" : "field__hint"} role={fieldProblem?.field === "amount" ? "alert" : undefined}>
              {fieldProblem?.field === "amount" ? fieldProblem.message : `At most ${formatRupees(remaining)}; lower it for a partial refund.`}
            </span>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-reason`}>
              Reason
            </label>
            <textarea
              id={`${id}-reason`}
              className="input"
              value={reason}
              maxLength={500}
              onChange={(event) => {
                setReason(event.target.value);
                if (fieldProblem?.field === "reason") setFieldProblem(null);
              }}
              aria-invalid={fieldProblem?.field === "reason" ? true : undefined}
              aria-describedby={fieldProblem?.field === "reason" ? `${id}-reason-problem` : undefined}
            />
            {fieldProblem?.field === "reason" ? (
              <span id={`${id}-reason-problem`} className="field__error" role="alert">
                {fieldProblem.message}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
