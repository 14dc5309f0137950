import { Eye, RotateCcw } from "lucide-react";
import { formatRupees } from "@shared/money.js";
import type { Payment } from "@shared/schemas/payment.js";
import { DataTable, type Column } from "@/components/ui/table/DataTable.js";
import { orderLinkColumn } from "@/admin/shared/order-link-column.js";
import { adminDate, adminTime } from "@/admin/shared/format.js";
import { PaymentStatusBadge } from "@/admin/shared/StatusBadge.js";
import { TwoLines } from "@/admin/shared/TwoLines.js";

interface PaymentsTableProps {
  payments: readonly Payment[];
  loading: boolean;
  onDetails(payment: Payment): void;
  /** Absent when the role may not refund (no Refund button). */
  onRefund?(payment: Payment): void;
}

/** The payments list, each with its details and, while it can still be refunded, a Refund button. */
export function PaymentsTable({ payments, loading, onDetails, onRefund }: PaymentsTableProps) {
  const columns: Column<Payment>[] = [
    {
      header: "Payment ID",
      cellClassName: "nowrap",
      cell: (payment) => (
        <TwoLines sub={payment.razorpayOrderId} subClassName="admin-mono">
          <span className="admin-mono">{payment.razorpayPaymentId ?? "—"}</span>
        </TwoLines>
      ),
    },
    orderLinkColumn((payment) => payment.orderId),
    { header: "Customer", cell: (payment) => <TwoLines sub={payment.user?.email}>{payment.user?.name || "N/A"}</TwoLines> },
    {
      header: "Amount",
      className: "num",
      cell: (payment) => (
        <div>
          {formatRupees(payment.amount)}
        </div>
      ),
    },
    { header: "Status", cell: (payment) => <PaymentStatusBadge payment={payment} /> },
    {
      header: "Date",
      cellClassName: "nowrap",
      // Day over time keeps the table within a laptop's width now that it names the order.
      cell: (payment) => <TwoLines sub={adminTime(payment.paidAt ?? payment.createdAt)}>{adminDate(payment.paidAt ?? payment.createdAt)}</TwoLines>,
    },
    {
      header: "Actions",
      label: false,
      cell: (payment) => (
        <div className="admin-table__actions payments-table__actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onDetails(payment)} aria-label={`Details of payment ${payment.razorpayPaymentId ?? payment._id}`}>
            <Eye size={16} aria-hidden="true" />
            Details
          </button>
          {payment.status === "completed" && onRefund ? (
            <button type="button" className="btn btn--outline btn--small" onClick={() => onRefund(payment)} aria-label={`Refund payment ${payment.razorpayPaymentId ?? payment._id}`}>
              <RotateCcw size={16} aria-hidden="true" />
              Refund
            </button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      scope
      label="Payments"
      className="admin-table--stack payments-table"
      columns={columns}
      rows={payments}
      loading={loading}
      loadingText="Loading payments…"
      emptyText="No payments found"
    />
  );
}
