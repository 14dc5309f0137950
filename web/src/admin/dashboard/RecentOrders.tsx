import { Link, useNavigate } from "react-router-dom";
import { orderNumber } from "@shared/order-number.js";
import { formatRupees } from "@shared/money.js";
import type { Order } from "@shared/types.js";
import { orderPath } from "../shared/admin-paths.js";
import { adminDate } from "../shared/format.js";
import { OrderStatusBadge } from "../shared/StatusBadge.js";
import { TableScroll } from "../shared/TableScroll.js";

/** The latest 5 orders; a row opens that order on the orders screen. */
export function RecentOrders({ orders }: { orders: readonly Order[] | null }) {
  const navigate = useNavigate();
  return (
    <section className="admin-panel" aria-labelledby="recent-orders-title">
      <div className="admin-panel__header">
        <h2 id="recent-orders-title" className="admin-panel__title">
          Recent Orders
        </h2>
        <Link to="/admin/orders" className="btn btn--ghost btn--small">
          View all
        </Link>
      </div>
      <TableScroll label="Recent orders">
        <table className="admin-table admin-table--stack">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Amount</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {orders && orders.length === 0 ? (
              <tr>
                <td colSpan={4} className="admin-table__empty">
                  No recent orders
                </td>
              </tr>
            ) : null}
            {(orders ?? []).map((order) => (
              <tr key={order._id} className="is-clickable" onClick={() => navigate(orderPath(order._id))}>
                <td className="nowrap" data-label="Order">
                  <Link to={orderPath(order._id)} className="admin-mono" onClick={(event) => event.stopPropagation()}>
                    {orderNumber(order._id)}
                  </Link>
                </td>
                <td data-label="Customer">
                  <div>{order.user?.name || "N/A"}</div>
                </td>
                <td data-label="Amount">
                  <div className="recent-orders__amount">
                    <span className="nowrap">{formatRupees(order.totalPrice)}</span>
                    <OrderStatusBadge status={order.status} />
                  </div>
                </td>
                <td className="nowrap" data-label="Date">
                  <div>{adminDate(order.createdAt)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
