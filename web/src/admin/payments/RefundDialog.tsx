import { useId, useMemo, useState } from "react";
import { formatPaise } from "@shared/money.js";
import type { Order } from "@shared/schemas/order.js";
import type { Payment } from "@shared/schemas/payment.js";
import { ConfirmDialog } from "@/admin/shared/ConfirmDialog.js";
import { serverReason } from "@/api/error-text.js";
import { findOrder } from "@/admin/orders/orders-api.js";
import { refundPayment, type RefundRequest } from "./payments-api.js";
import { refundableRupees } from "./refund-amount.js";
import { refundRequest, type RefundChoice, type RefundField } from "./refund-request.js";
import { GoodwillAmount } from "./GoodwillAmount.js";
import { RefundQuestion } from "./RefundQuestion.js";
import { planPieces, refundRows } from "./refund-lines.js";
import { RefundPieces } from "./RefundPieces.js";
import { useRefundOrder } from "./use-refund-order.js";
import { isSentForApproval, type SentForApproval } from "@/admin/approvals/sent-for-approval.js";
import "./refund-dialog.css";
import { TextField } from "@/components/ui/form/TextField.js";

export const REFUND_FAILED = "Failed to refund payment. Please try again.";
export const ONLY_COMPLETED = "Only completed payments can be refunded.";
const LINES_UNAVAILABLE = "The order's lines could not be loaded, so only a goodwill amount can be refunded.";

type Basis = "pieces" | "goodwill";

/**
 * The confirmation asked before a refund (issue 22): the pieces refunded, ticked line by line
 * with how many of each (pieces refunded before are shown and cannot be ticked again), whose
 * amount the server works out and the dialog shows; or a goodwill amount tied to no pieces.
 * Returned pieces go back to stock unless the admin unticks it. Only a completed payment can be refunded.
 */
export function RefundDialog({
  payment,
  onRefunded,
  onSentForApproval,
  onCancel,
  refund = refundPayment,
  loadOrder = findOrder,
  limited = false,
}: {
  payment: Payment;
  onRefunded(payment: Payment, order: Order | undefined): void;
  /** Over the day's limit the refund went to the owner: the server's words to show. */
  onSentForApproval?(message: string): void;
  onCancel(): void;
  refund?: (request: RefundRequest) => Promise<{ payment: Payment; order?: Order } | SentForApproval>;
  loadOrder?: (orderId: string, signal?: AbortSignal) => Promise<Order | null>;
  /** The role has a day's limit (all but the owner): the dialog says what happens past it. */
  limited?: boolean;
}) {
  const id = useId();
  const remaining = refundableRupees(payment);
  const refundable = payment.status === "completed" && remaining > 0;
  const order = useRefundOrder(payment.orderId, refundable, loadOrder);
  const [chosenBasis, setBasis] = useState<Basis>("pieces");
  // Without the order's lines only a goodwill amount can be refunded.
  const basis: Basis = order === null ? "goodwill" : chosenBasis;
  const [ticked, setTicked] = useState<ReadonlyMap<number, number>>(new Map());
  // Returned goods go back on the shelf: the policy refunds after the parcel is back and checked.
  const [restock, setRestock] = useState(true);
  const [amountText, setAmountText] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<{ field: RefundField; message: string } | null>(null);
  const [failure, setFailure] = useState<{ text: string; detail: string | null } | null>(null);

  const rows = useMemo(() => (order && order !== "loading" ? refundRows(order, payment) : []), [order, payment]);
  const items = rows.filter((row) => ticked.has(row.index)).map((row) => ({ product: row.product, size: row.size, quantity: ticked.get(row.index)! }));
  const plan = order && order !== "loading" && items.length > 0 ? planPieces(order, payment, items) : null;

  function tick(index: number, quantity: number | null) {
    setTicked((current) => {
      const next = new Map(current);
      if (quantity === null) next.delete(index);
      else next.set(index, quantity);
      return next;
    });
    if (fieldProblem?.field === "pieces") setFieldProblem(null);
  }

  async function confirm() {
    if (!refundable) return;
    setFailure(null);
    const choice: RefundChoice = basis === "pieces" ? { basis, plan, items, restock } : { basis, amountText, remaining };
    const asked = refundRequest(payment._id, choice, reason);
    if (!asked.ok) return setFieldProblem({ field: asked.field, message: asked.message });
    setFieldProblem(null);
    setBusy(true);
    try {
      const result = await refund(asked.request);
      if (isSentForApproval(result)) (onSentForApproval ?? onCancel)(result.message);
      else onRefunded(result.payment, result.order);
    } catch (error) {
      setFailure({ text: REFUND_FAILED, detail: serverReason(error) });
      setBusy(false);
    }
  }

  const problem = (field: RefundField) => (fieldProblem?.field === field ? fieldProblem.message : null);
  return (
    <ConfirmDialog
      open
      title="Refund payment"
      message={
        refundable ? (
          <RefundQuestion payment={payment} remaining={remaining} limited={limited} />
        ) : (
          <p>{ONLY_COMPLETED}</p>
        )
      }
      confirmLabel="Refund"
      busyLabel="Refunding..."
      busy={busy}
      canConfirm={refundable && order !== "loading"}
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
        <div className="admin-form refund-form">
          <fieldset className="refund-basis">
            <legend className="field__label">What is refunded</legend>
            <label className="refund-check">
              <input type="radio" name={`${id}-basis`} checked={basis === "pieces"} disabled={!order || order === "loading"} onChange={() => setBasis("pieces")} />
              <span>Returned pieces</span>
            </label>
            <label className="refund-check">
              <input type="radio" name={`${id}-basis`} checked={basis === "goodwill"} onChange={() => setBasis("goodwill")} />
              <span>Goodwill amount</span>
            </label>
          </fieldset>

          {order === "loading" ? <p className="muted">Loading the order&apos;s pieces…</p> : null}
          {order === null ? <p className="muted">{LINES_UNAVAILABLE}</p> : null}

          {basis === "pieces" && rows.length > 0 ? (
            <RefundPieces
              id={`${id}-pieces-total`}
              rows={rows}
              ticked={ticked}
              onTick={tick}
              problem={problem("pieces")}
              total={plan?.ok ? `Refund amount: ${formatPaise(plan.plan.amountPaise)}` : plan ? plan.error : "Tick the pieces returned; the amount is what was paid for them."}
              restock={restock}
              onRestock={setRestock}
            />
          ) : null}

          {basis === "goodwill" ? (
            <GoodwillAmount
              id={`${id}-amount`}
              value={amountText}
              onChange={(text) => {
                setAmountText(text);
                if (fieldProblem?.field === "amount") setFieldProblem(null);
              }}
              problem={problem("amount")}
              remaining={remaining}
            />
          ) : null}

          <TextField
            multiline
            id={`${id}-reason`}
            label="Reason"
            value={reason}
            maxLength={500}
            onText={(text) => {
              setReason(text);
              if (fieldProblem?.field === "reason") setFieldProblem(null);
            }}
            aria-invalid={problem("reason") ? true : undefined}
            aria-describedby={problem("reason") ? `${id}-reason-problem` : undefined}
          >
            {problem("reason") ? (
              <span id={`${id}-reason-problem`} className="field__error" role="alert">
                {problem("reason")}
              </span>
            ) : null}
          </TextField>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

