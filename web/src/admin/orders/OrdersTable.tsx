import { Eye, Trash2 } from "lucide-react";
import { checkoutState, UNPAID_CHECKOUT } from "@shared/checkout-state.js";
import { orderNumber } from "@shared/order-number.js";
import { formatRupees } from "@shared/money.js";
import type { Order } from "@shared/schemas/order.js";
import { DataTable, type Column } from "@/components/ui/table/DataTable.js";
import { adminDate } from "@/admin/shared/format.js";
import { OrderStatusBadge } from "@/admin/shared/StatusBadge.js";
import { TwoLines } from "@/admin/shared/TwoLines.js";
import type { Selection } from "@/components/ui/table/use-selection.js";
import { itemsSummary, pieceCount } from "@/components/ui/order-items/items-summary.js";
import { paymentMethodLabel } from "./order-summary.js";

export interface OrdersTableProps {
  orders: readonly Order[];
  loading: boolean;
  /** Tick boxes for deleting unpaid checkouts; paid orders have none, being kept for the accounts. */
  selection: Selection | null;
  emptyText: string;
  onOpen(order: Order): void;
  /** Absent when the role may not delete checkouts (no Delete button). */
  onDelete?(order: Order): void;
}

/** The orders list: a click on a row opens the order; the tick boxes pick orders to delete. */
export function OrdersTable({ orders, loading, selection, emptyText, onOpen, onDelete }: OrdersTableProps) {
  const columns: Column<Order>[] = [
    {
      header: "Order",
      cellClassName: "nowrap",
      cell: (order) => <TwoLines sub={paymentMethodLabel(order.paymentMethod)}><span className="admin-mono">{orderNumber(order._id)}</span></TwoLines>,
    },
    { header: "Customer", cell: (order) => <TwoLines sub={order.user?.email}>{order.user?.name || "N/A"}</TwoLines> },
    {
      header: "Items",
      cellClassName: "orders-table__items",
      cell: (order) => {
        const pieces = pieceCount(order);
        return <TwoLines sub={itemsSummary(order)}>{`${pieces} ${pieces === 1 ? "item" : "items"}`}</TwoLines>;
      },
    },
    {
      header: "Total",
      className: "num",
      cell: (order) => (
        <TwoLines sub={order.isPaid ? "Paid" : UNPAID_CHECKOUT} subClassName={order.isPaid ? "admin-paid" : "admin-unpaid"}>
          {formatRupees(order.totalPrice)}
        </TwoLines>
      ),
    },
    {
      header: "Status",
      cell: (order) =>
        order.isPaid ? (
          <OrderStatusBadge status={order.status} />
        ) : (
          <TwoLines sub={checkoutState(order)} subClassName="admin-unpaid">
            <OrderStatusBadge status={order.status} />
          </TwoLines>
        ),
    },
    { header: "Date", cellClassName: "nowrap", cell: (order) => <div>{adminDate(order.createdAt)}</div> },
    {
      header: <span className="visually-hidden">Actions</span>,
      ownClicks: true,
      cell: (order) => (
        <div className="admin-table__actions">
          <button type="button" className="icon-btn" aria-label={`View order ${orderNumber(order._id)}`} onClick={() => onOpen(order)}>
            <Eye size={18} aria-hidden="true" />
          </button>
          {order.isPaid || !onDelete ? null : (
            <button type="button" className="icon-btn icon-btn--danger" aria-label={`Delete checkout ${orderNumber(order._id)}`} onClick={() => onDelete(order)}>
              <Trash2 size={18} aria-hidden="true" />
            </button>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      scope
      label="Orders"
      className="admin-table--stack orders-table"
      columns={columns}
      rows={orders}
      loading={loading}
      loadingText="Loading orders…"
      emptyText={emptyText}
      select={selection ? { selection, noun: "checkouts", name: (order) => `checkout ${orderNumber(order._id)}` } : undefined}
      onRowClick={onOpen}
    />
  );
}
