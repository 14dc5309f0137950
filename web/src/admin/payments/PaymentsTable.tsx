import { Eye, RotateCcw } from "lucide-react";
import { formatRupees } from "../../../../shared/money.js";
import type { Payment } from "../../../../shared/types.js";
import { adminDateTime } from "../shared/format.js";
import { PaymentStatusBadge } from "../shared/StatusBadge.js";
import { TableScroll } from "../shared/TableScroll.js";

export function PaymentsTable({
  payments,
  loading,
  onDetails,
  onRefund,
}: {
  payments: readonly Payment[];
  loading: boolean;
  onDetails(payment: Payment): void;
  onRefund(payment: Payment): void;
}) {
  return (
    <TableScroll label="Payments">
      <table className="admin-table admin-table--stack payments-table">
        <thead>
          <tr>
            <th scope="col">Payment ID</th>
            <th scope="col">User</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {payments.length === 0 ? (
            <tr>
              <td colSpan={6} className="admin-table__empty">
                {loading ? "Loading payments…" : "No payments found"}
              </td>
            </tr>
          ) : null}
          {payments.map((payment) => (
            <tr key={payment._id}>
              <td className="nowrap" data-label="Payment ID">
                <div>
                  <span className="admin-mono">{payment.razorpayPaymentId ?? "—"}</span>
                  <span className="admin-table__sub admin-mono">{payment.razorpayOrderId}</span>
                </div>
              </td>
              <td data-label="User">
                <div>
                  {payment.user?.name || "N/A"}
                  <span className="admin-table__sub">{payment.user?.email}</span>
                </div>
              </td>
              <td className="num" data-label="Amount">
                <div>
                  {formatRupees(payment.amount)}
                  {payment.amountRefunded > 0 ? <span className="admin-table__sub">{formatRupees(payment.amountRefunded)} refunded</span> : null}
                </div>
              </td>
              <td data-label="Status">
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td className="nowrap" data-label="Date">
                <div>{adminDateTime(payment.paidAt ?? payment.createdAt)}</div>
              </td>
              <td>
                <div className="admin-table__actions payments-table__actions">
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => onDetails(payment)} aria-label={`Details of payment ${payment.razorpayPaymentId ?? payment._id}`}>
                    <Eye size={16} aria-hidden="true" />
                    Details
                  </button>
                  {payment.status === "completed" ? (
                    <button type="button" className="btn btn--outline btn--small" onClick={() => onRefund(payment)} aria-label={`Refund payment ${payment.razorpayPaymentId ?? payment._id}`}>
                      <RotateCcw size={16} aria-hidden="true" />
                      Refund
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
