import { PackageOpen } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { formatRupees } from "@shared/money.js";
import type { Order } from "@shared/schemas/order.js";
import { LoadingState } from "@/components/LoadingState.js";
import { itemsSummary, pieceCount } from "@/components/ui/order-items/items-summary.js";
import { orderDate, orderNumber, unpaidLabel } from "./order-display.js";
import { OrderDetails } from "./OrderDetails.js";
import { productionOf } from "./production/production-api.js";
import { OrderStatusBadge } from "./OrderStatusBadge.js";
import { useMyOrders } from "./use-my-orders.js";
import { fetchMyOrder } from "./account-api.js";

const orderKey = (order: Order) => order._id || order.id;
export { AWAITING_REFRESH_MS } from "./use-my-orders.js";

/**
 * The My Orders tab: newest first. `placedOrderId` is the order just paid for (the shopper lands
 * here after paying): it is marked "New" and scrolled into view; without it the newest order is
 * marked "Latest". `placed` is that order as the checkout was told, shown while the list is read.
 * `openOrderId` opens that order's details (from "Track an order").
 */
export function MyOrders({ placedOrderId, placed, openOrderId }: { placedOrderId?: string; placed?: Order; openOrderId?: string }) {
  const orders = useMyOrders(placedOrderId, placed);
  const [openOrder, setOpenOrder] = useState<Order | null>(null);

  // Sent by "Track an order": that order's details open at once, however far down the list it is.
  useEffect(() => {
    if (!openOrderId) return;
    const asked = new AbortController();
    fetchMyOrder(openOrderId, asked.signal).then(setOpenOrder, () => undefined);
    return () => asked.abort();
  }, [openOrderId]);
  const highlighted = useRef<HTMLTableRowElement>(null);

  const loaded = orders.state === "loaded" ? orders.orders : null;
  useEffect(() => {
    if (loaded && placedOrderId) highlighted.current?.scrollIntoView?.({ block: "center" });
  }, [loaded, placedOrderId]);

  // The open details follow the order as it settles.
  useEffect(() => {
    if (!openOrder || !loaded) return;
    const fresh = loaded.find((order) => orderKey(order) === orderKey(openOrder));
    if (fresh && fresh !== openOrder) setOpenOrder(fresh);
  }, [loaded, openOrder]);

  if (orders.state === "loading") return <LoadingState label="Loading your orders..." />;
  if (orders.state === "failed") {
    return (
      <div className="state">
        <p className="account-error" role="alert">
          {orders.message}
        </p>
        <button type="button" className="btn btn--outline" onClick={orders.reload}>
          Try again
        </button>
      </div>
    );
  }
  if (orders.orders.length === 0) {
    return (
      <div className="state">
        <PackageOpen className="state__icon" size={48} aria-hidden="true" />
        <h2>No orders yet</h2>
        <p className="muted">Your orders will appear here once you have placed one.</p>
        <Link to="/" className="btn btn--primary">
          Start Shopping
        </Link>
      </div>
    );
  }

  const marked = placedOrderId && orders.orders.some((order) => orderKey(order) === placedOrderId) ? placedOrderId : orderKey(orders.orders[0]!);
  const markLabel = marked === placedOrderId ? "New" : "Latest";

  return (
    <>
      <table className="orders-table">
        <caption className="visually-hidden">Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Items</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.orders.map((order) => {
            const isMarked = orderKey(order) === marked;
            const count = pieceCount(order);
            return (
              <tr key={orderKey(order)} ref={isMarked ? highlighted : undefined} className={isMarked ? "orders-table__row orders-table__row--marked" : "orders-table__row"}>
                <th scope="row" className="orders-table__number">
                  {orderNumber(order)}
                  {isMarked && <span className="orders-table__mark">{markLabel}</span>}
                </th>
                <td data-label="Date">{orderDate(order.createdAt)}</td>
                <td data-label="Items" className="orders-table__items">
                  <span>{itemsSummary(order)}</span>
                  {productionOf(order).map((progress) => (
                    <span key={progress.line} className="orders-table__production">
                      {order.orderItems[progress.line]?.name}: {order.status === "cancelled" ? "Cancelled" : progress.stageLabel}
                    </span>
                  ))}
                  <span className="muted">
                    {count} {count === 1 ? "item" : "items"}
                  </span>
                </td>
                <td data-label="Total" className="orders-table__total">
                  {formatRupees(order.totalPrice)}
                  {unpaidLabel(order) && <span className="muted orders-table__unpaid">{unpaidLabel(order)}</span>}
                </td>
                <td data-label="Status">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="orders-table__action">
                  <button type="button" className="btn btn--outline orders-table__view" onClick={() => setOpenOrder(order)}>
                    View details<span className="visually-hidden"> of order {orderNumber(order)}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {orders.olderFailed && (
        <p className="account-error orders-more__error" role="alert">
          {orders.olderFailed}
        </p>
      )}
      {orders.hasOlder && (
        <div className="orders-more">
          <button type="button" className="btn btn--outline" onClick={orders.loadOlder} disabled={orders.loadingOlder}>
            {orders.loadingOlder ? "Loading..." : "Show older orders"}
          </button>
        </div>
      )}
      <OrderDetails
        order={openOrder}
        onClose={() => setOpenOrder(null)}
        onChanged={(changed) => {
          setOpenOrder(changed);
          orders.reload();
        }}
      />
    </>
  );
}
