import { useEffect, useId, useMemo, useState } from "react";
import { formatPaise, formatRupees } from "@shared/money.js";
import type { Order, Payment } from "@shared/types.js";
import { ConfirmDialog } from "../shared/ConfirmDialog.js";
import { serverReason } from "../../api/error-text.js";
import { loadRefundOrder, refundPayment, type RefundRequest } from "./payments-api.js";
import { checkRefundAmount, refundableRupees } from "./refund-amount.js";
import { planPieces, refundRows } from "./refund-lines.js";
import "./refund-dialog.css";
import { STAFF_REFUND_LIMIT_PAISE } from "@shared/staff-permissions.js";

export const REFUND_FAILED = "Failed to refund payment. Please try again.";
export const ONLY_COMPLETED = "Only completed payments can be refunded.";
const REASON_REQUIRED = "Enter a reason for the refund.";
const TICK_PIECES = "Tick the pieces to refund.";
const LINES_UNAVAILABLE = "The order's lines could not be loaded, so only a goodwill amount can be refunded.";

type Basis = "pieces" | "goodwill";
type Field = "pieces" | "amount" | "reason";

/**
 * The confirmation asked before a refund (issue 22): the pieces refunded, ticked line by line
 * with how many of each (pieces refunded before are shown and cannot be ticked again), whose
 * amount the server works out and the dialog shows; or a goodwill amount tied to no pieces.
 * Returned pieces go back to stock unless the admin unticks it. Only a completed payment can be refunded.
 */
export function RefundDialog({
  payment,
  onRefunded,
  onCancel,
  refund = refundPayment,
  loadOrder = loadRefundOrder,
  limited = false,
}: {
  payment: Payment;
  onRefunded(payment: Payment, order: Order | undefined): void;
  onCancel(): void;
  refund?: (request: RefundRequest) => Promise<{ payment: Payment; order?: Order }>;
  loadOrder?: (orderId: string, signal?: AbortSignal) => Promise<Order | null>;
  /** The role refunds up to the staff limit only (no refunds-above-limit): the dialog says so. */
  limited?: boolean;
}) {
  const id = useId();
  const remaining = refundableRupees(payment);
  const refundable = payment.status === "completed" && remaining > 0;
  const [order, setOrder] = useState<Order | null | "loading">(refundable ? "loading" : null);
  const [basis, setBasis] = useState<Basis>("pieces");
  const [ticked, setTicked] = useState<ReadonlyMap<number, number>>(new Map());
  // Returned goods go back on the shelf: the policy refunds after the parcel is back and checked.
  const [restock, setRestock] = useState(true);
  const [amountText, setAmountText] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<{ field: Field; message: string } | null>(null);
  const [failure, setFailure] = useState<{ text: string; detail: string | null } | null>(null);

  useEffect(() => {
    if (!refundable) return;
    const abort = new AbortController();
    loadOrder(payment.orderId, abort.signal).then(
      (found) => {
        setOrder(found);
        if (!found) setBasis("goodwill");
      },
      () => {
        if (abort.signal.aborted) return;
        setOrder(null);
        setBasis("goodwill");
      },
    );
    return () => abort.abort();
  }, [loadOrder, payment.orderId, refundable]);

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
    let request: RefundRequest;
    if (basis === "pieces") {
      if (!plan) return setFieldProblem({ field: "pieces", message: TICK_PIECES });
      if (!plan.ok) return setFieldProblem({ field: "pieces", message: plan.error });
      request = { paymentId: payment._id, items, restock, reason: "" };
    } else {
      const amount = checkRefundAmount(amountText, remaining);
      if (!amount.ok) return setFieldProblem({ field: "amount", message: amount.message });
      // The whole of what is left is sent as no amount: everything left, nothing back to stock.
      request = { paymentId: payment._id, ...(amount.whole ? {} : { amount: amount.rupees }), restock: false, reason: "" };
    }
    if (!reason.trim()) return setFieldProblem({ field: "reason", message: REASON_REQUIRED });
    setFieldProblem(null);
    setBusy(true);
    try {
      const result = await refund({ ...request, reason: reason.trim() });
      onRefunded(result.payment, result.order);
    } catch (error) {
      setFailure({ text: REFUND_FAILED, detail: serverReason(error) });
      setBusy(false);
    }
  }

  const who = payment.user?.name || "the customer";
  const problem = (field: Field) => (fieldProblem?.field === field ? fieldProblem.message : null);
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
              {payment.amountRefunded > 0 ? `, already refunded ${formatRupees(payment.amountRefunded)}` : ""}. Up to {formatRupees(remaining)} can be refunded.
            </p>
            {limited ? <p className="muted">Your role refunds up to {formatPaise(STAFF_REFUND_LIMIT_PAISE)} at a time; a bigger refund needs an owner or a manager.</p> : null}
          </>
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
            <>
              <fieldset className="refund-pieces" aria-describedby={`${id}-pieces-total`}>
                <legend className="field__label">Pieces to refund</legend>
                <ul className="refund-lines">
                  {rows.map((row) => {
                    const chosen = ticked.get(row.index);
                    const label = `${row.name}, size ${row.size}`;
                    return (
                      <li key={row.index} className={`refund-line${row.left === 0 ? " refund-line--done" : ""}`}>
                        <label className="refund-check refund-line__tick">
                          <input type="checkbox" disabled={row.left === 0} checked={chosen !== undefined} onChange={(event) => tick(row.index, event.target.checked ? row.left : null)} />
                          <span>
                            <span className="refund-line__name">{row.name}</span>
                            <span className="refund-line__meta">
                              Size {row.size} · {formatPaise(row.eachPaise)} each · bought {row.quantity}
                              {row.refunded > 0 ? `, ${row.refunded} refunded already` : ""}
                            </span>
                          </span>
                        </label>
                        {row.left === 0 ? (
                          <span className="refund-line__status">Refunded</span>
                        ) : row.left > 1 && chosen !== undefined ? (
                          <label className="refund-line__quantity">
                            <span>Pieces</span>
                            <select className="input" aria-label={`Pieces of ${label} to refund`} value={chosen} onChange={(event) => tick(row.index, Number(event.target.value))}>
                              {Array.from({ length: row.left }, (_, i) => i + 1).map((n) => (
                                <option key={n} value={n}>
                                  {n}
                                </option>
                              ))}
                            </select>
                          </label>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
              <p id={`${id}-pieces-total`} className={problem("pieces") ? "field__error" : "refund-total"} role={problem("pieces") ? "alert" : undefined} aria-live="polite">
                {problem("pieces") ?? (plan?.ok ? `Refund amount: ${formatPaise(plan.plan.amountPaise)}` : plan ? plan.error : "Tick the pieces returned; the amount is what was paid for them.")}
              </p>
              <label className="refund-check">
                <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} />
                <span>Put the pieces back in stock</span>
              </label>
              <p className="field__hint refund-hint">Untick for a piece that came back damaged or never came back.</p>
            </>
          ) : null}

          {basis === "goodwill" ? (
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
                aria-invalid={problem("amount") ? true : undefined}
                aria-describedby={`${id}-amount-hint`}
              />
              <span id={`${id}-amount-hint`} className={problem("amount") ? "field__error" : "field__hint"} role={problem("amount") ? "alert" : undefined}>
                {problem("amount") ?? `At most ${formatRupees(remaining)}. Not tied to returned pieces: the credit note shares it over the order's lines and says it is goodwill.`}
              </span>
            </div>
          ) : null}

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
              aria-invalid={problem("reason") ? true : undefined}
              aria-describedby={problem("reason") ? `${id}-reason-problem` : undefined}
            />
            {problem("reason") ? (
              <span id={`${id}-reason-problem`} className="field__error" role="alert">
                {problem("reason")}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
