import { Link, useNavigate } from "react-router-dom";
import { formatRupees } from "@shared/money.js";
import type { Order } from "@shared/schemas/order.js";
import { orderPath } from "@/admin/shared/admin-paths.js";
import { AdminPanel } from "@/admin/shared/AdminPanel.js";
import { orderLinkColumn } from "@/admin/shared/order-link-column.js";
import { adminDate } from "@/admin/shared/format.js";
import { OrderStatusBadge } from "@/admin/shared/StatusBadge.js";
import { DataTable, type Column } from "@/components/ui/table/DataTable.js";

const columns: Column<Order>[] = [
  orderLinkColumn((order) => order._id),
  { header: "Customer", cell: (order) => <div>{order.user?.name || "N/A"}</div> },
  {
    header: "Amount",
    cell: (order) => (
      <div className="recent-orders__amount">
        <span className="nowrap">{formatRupees(order.totalPrice)}</span>
        <OrderStatusBadge status={order.status} />
      </div>
    ),
  },
  { header: "Date", className: "nowrap", cell: (order) => <div>{adminDate(order.createdAt)}</div> },
];

/** The latest 5 orders; a row opens that order on the orders screen. */
export function RecentOrders({ orders }: { orders: readonly Order[] | null }) {
  const navigate = useNavigate();
  return (
    <AdminPanel
      titleId="recent-orders-title"
      title="Recent Orders"
      aside={
        <Link to="/admin/orders" className="btn btn--ghost btn--small">
          View all
        </Link>
      }
    >
      <DataTable
        label="Recent orders"
        className="admin-table--stack"
        columns={columns}
        rows={orders ?? []}
        loading={orders === null}
        emptyText="No recent orders"
        scope
        onRowClick={(order) => navigate(orderPath(order._id))}
      />
    </AdminPanel>
  );
}
