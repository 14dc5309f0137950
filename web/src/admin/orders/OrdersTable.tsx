import { Eye, Trash2 } from "lucide-react";
import { shortId } from "../../../../shared/catalogue.js";
import { formatRupees } from "../../../../shared/money.js";
import type { Order } from "../../../../shared/types.js";
import { adminDate } from "../shared/format.js";
import { OrderStatusBadge } from "../shared/StatusBadge.js";
import { TableScroll } from "../shared/TableScroll.js";
import type { Selection } from "../shared/use-selection.js";
import { firstItemSummary, paymentMethodLabel, pieceCount } from "./order-summary.js";

export interface OrdersTableProps {
  orders: readonly Order[];
  loading: boolean;
  selection: Selection;
  onOpen(order: Order): void;
  onDelete(order: Order): void;
}

export function OrdersTable({ orders, loading, selection, onOpen, onDelete }: OrdersTableProps) {
  return (
    <TableScroll label="Orders">
      <table className="admin-table admin-table--stack orders-table">
        <thead>
          <tr>
            <th scope="col" className="check">
              <input type="checkbox" aria-label="Select all orders shown" checked={selection.allTicked} onChange={selection.toggleAll} disabled={orders.length === 0} />
            </th>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Items</th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.length === 0 ? (
            <tr>
              <td colSpan={8} className="admin-table__empty">
                {loading ? "Loading orders…" : "No orders found"}
              </td>
            </tr>
          ) : null}
          {orders.map((order) => {
            const pieces = pieceCount(order);
            return (
              <tr key={order._id} className={`is-clickable ${selection.has(order._id) ? "is-selected" : ""}`} onClick={() => onOpen(order)}>
                <td className="check" onClick={(event) => event.stopPropagation()}>
                  <input
                    type="checkbox"
                    aria-label={`Select order #${shortId(order._id)}`}
                    checked={selection.has(order._id)}
                    onChange={() => selection.toggle(order._id)}
                  />
                </td>
                <td className="nowrap" data-label="Order">
                  <div>
                    <span className="admin-mono">#{shortId(order._id)}</span>
                    <span className="admin-table__sub">{paymentMethodLabel(order.paymentMethod)}</span>
                  </div>
                </td>
                <td data-label="Customer">
                  <div>
                    {order.user?.name || "N/A"}
                    <span className="admin-table__sub">{order.user?.email}</span>
                  </div>
                </td>
                <td className="orders-table__items" data-label="Items">
                  <div>
                    {pieces} {pieces === 1 ? "item" : "items"}
                    <span className="admin-table__sub">{firstItemSummary(order)}</span>
                  </div>
                </td>
                <td className="num" data-label="Total">
                  <div>
                    {formatRupees(order.totalPrice)}
                    {order.isPaid ? <span className="admin-table__sub admin-paid">Paid</span> : <span className="admin-table__sub">Unpaid</span>}
                  </div>
                </td>
                <td data-label="Status">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="nowrap" data-label="Date">
                  <div>{adminDate(order.createdAt)}</div>
                </td>
                <td onClick={(event) => event.stopPropagation()}>
                  <div className="admin-table__actions">
                    <button type="button" className="icon-btn" aria-label={`View order #${shortId(order._id)}`} onClick={() => onOpen(order)}>
                      <Eye size={18} aria-hidden="true" />
                    </button>
                    <button type="button" className="icon-btn icon-btn--danger" aria-label={`Delete order #${shortId(order._id)}`} onClick={() => onDelete(order)}>
                      <Trash2 size={18} aria-hidden="true" />
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
