import { RotateCcw } from "lucide-react";
import { Link } from "react-router-dom";
import { orderNumber } from "@shared/order-number.js";
import { formatRupees } from "@shared/money.js";
import type { Payment } from "@shared/types.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { orderPath } from "../shared/admin-paths.js";
import { adminDateTime } from "../shared/format.js";
import { PaymentStatusBadge, ToneBadge } from "../shared/StatusBadge.js";
import { refundBasisText } from "./refund-lines.js";

const REFUND_TONE = { processed: "green", pending: "yellow", failed: "red" } as const;

export function PaymentDetailsModal({ payment, onClose, onRefund }: { payment: Payment; onClose(): void; onRefund?(payment: Payment): void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Payment details"
      subtitle={payment.razorpayPaymentId ?? payment._id}
      footer={
        // Only a completed payment can be refunded (docs/product.md section 4).
        payment.status === "completed" && onRefund ? (
          <div className="admin-dialog__footer">
            <button type="button" className="btn btn--outline" onClick={() => onRefund(payment)}>
              <RotateCcw size={18} aria-hidden="true" />
              Refund
            </button>
          </div>
        ) : undefined
      }
    >
      <div className="admin-dialog__body">
        <section className="admin-section" aria-label="Payment">
          <dl className="admin-facts">
            <dt>Status</dt>
            <dd>
              <PaymentStatusBadge status={payment.status} />
            </dd>
            <dt>Amount</dt>
            <dd>{formatRupees(payment.amount)}</dd>
            {payment.amountRefunded > 0 ? (
              <>
                <dt>Refunded</dt>
                <dd>{formatRupees(payment.amountRefunded)}</dd>
              </>
            ) : null}
            <dt>Order</dt>
            <dd>
              <Link to={orderPath(payment.orderId)} className="admin-mono">
                {orderNumber(payment.orderId)}
              </Link>
              <span className="admin-table__sub admin-mono">{payment.orderId}</span>
            </dd>
            <dt>Customer</dt>
            <dd>
              {payment.user?.name || "N/A"}
              <span className="admin-table__sub">{payment.user?.email}</span>
            </dd>
            <dt>Razorpay order</dt>
            <dd className="admin-mono">{payment.razorpayOrderId}</dd>
            <dt>Razorpay payment</dt>
            <dd className="admin-mono">{payment.razorpayPaymentId ?? "—"}</dd>
            <dt>Method</dt>
            <dd>{payment.method ? payment.method.toUpperCase() : "—"}</dd>
            <dt>Description</dt>
            <dd>{payment.description || "—"}</dd>
            {payment.failureReason ? (
              <>
                <dt>Failure</dt>
                <dd>{payment.failureReason}</dd>
              </>
            ) : null}
            <dt>Created</dt>
            <dd>{adminDateTime(payment.createdAt)}</dd>
            {payment.paidAt ? (
              <>
                <dt>Paid</dt>
                <dd>{adminDateTime(payment.paidAt)}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="admin-section" aria-labelledby="payment-refunds-title">
          <h3 id="payment-refunds-title" className="admin-section__title">
            Refunds
          </h3>
          {payment.refunds?.length ? (
            <ul className="payment-refunds">
              {payment.refunds.map((refund) => (
                <li key={refund.id} className="payment-refund">
                  <div className="payment-refund__head">
                    <strong>{formatRupees(refund.amount)}</strong>
                    <ToneBadge tone={REFUND_TONE[refund.status] ?? "grey"}>{refund.status}</ToneBadge>
                  </div>
                  <p className="admin-mono muted">{refund.id}</p>
                  {refund.reason ? <p>{refund.reason}</p> : null}
                  {refundBasisText(refund) ? <p className="muted">{refundBasisText(refund)}</p> : null}
                  <p className="muted">
                    {adminDateTime(refund.at)}
                    {refund.by ? ` · ${refund.by}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No refunds.</p>
          )}
        </section>
      </div>
    </Modal>
  );
}
