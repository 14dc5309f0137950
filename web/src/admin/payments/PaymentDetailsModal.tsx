import { RotateCcw } from "lucide-react";
import { Link } from "react-router-dom";
import { orderNumber } from "@shared/order-number.js";
import { formatRupees } from "@shared/money.js";
import type { Payment } from "@shared/schemas/payment.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { DetailsList } from "@/components/ui/details-list/DetailsList.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";
import { orderPath } from "@/admin/shared/admin-paths.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { PaymentStatusBadge, ToneBadge } from "@/admin/shared/StatusBadge.js";
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
          <DetailsList
            details={[
              { label: "Status", value: <PaymentStatusBadge payment={payment} /> },
              { label: "Amount", value: formatRupees(payment.amount) },
              payment.amountRefunded > 0 ? { label: "Refunded", value: formatRupees(payment.amountRefunded) } : null,
              {
                label: "Order",
                value: (
                  <>
                    <Link to={orderPath(payment.orderId)} className="admin-mono">
                      {orderNumber(payment.orderId)}
                    </Link>
                    <span className="admin-table__sub admin-mono">{payment.orderId}</span>
                  </>
                ),
              },
              {
                label: "Customer",
                value: (
                  <>
                    {payment.user?.name || "N/A"}
                    <span className="admin-table__sub">{payment.user?.email}</span>
                  </>
                ),
              },
              { label: "Razorpay order", value: payment.razorpayOrderId, mono: true },
              { label: "Razorpay payment", value: payment.razorpayPaymentId ?? "—", mono: true },
              { label: "Method", value: payment.method ? payment.method.toUpperCase() : "—" },
              { label: "Description", value: payment.description || "—" },
              payment.failureReason ? { label: "Failure", value: payment.failureReason } : null,
              { label: "Created", value: adminDateTime(payment.createdAt) },
              payment.paidAt ? { label: "Paid", value: adminDateTime(payment.paidAt) } : null,
            ]}
          />
        </section>
        <AdminSection title="Refunds">
          {payment.refunds?.length ? (
            <ul className="plain-list stack">
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
        </AdminSection>
      </div>
    </Modal>
  );
}
