import type { ReactNode } from "react";
import { formatRupees } from "@shared/money.js";
import type { Order } from "@shared/schemas/order.js";
import "./order-items.css";

/**
 * An order's total in one figure with its breakup (items, a discount code's share, GST included, shipping, store credit paid), as Indian
 * e-commerce rules ask; the shopper's and the admin's order details both show it.
 */
export function OrderPriceBreakdown({ order }: { order: Pick<Order, "itemsPrice" | "discountCode" | "discountPrice" | "taxPrice" | "shippingPrice" | "totalPrice" | "storeCreditPrice"> }): ReactNode {
  return (
    <dl className="order-prices">
      <div>
        <dt>Items</dt>
        <dd>{formatRupees(order.itemsPrice)}</dd>
      </div>
      {order.discountPrice && order.discountPrice > 0 ? (
        <div>
          <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ""}</dt>
          <dd>−{formatRupees(order.discountPrice)}</dd>
        </div>
      ) : null}
      <div className="muted">
        <dt>GST included</dt>
        <dd>{formatRupees(order.taxPrice)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>{order.shippingPrice > 0 ? formatRupees(order.shippingPrice) : "Free"}</dd>
      </div>
      <div className="order-prices__grand">
        <dt>Total</dt>
        <dd>{formatRupees(order.totalPrice)}</dd>
      </div>
      {/* A way of paying, not a discount: shown under the total, which it does not change. */}
      {order.storeCreditPrice && order.storeCreditPrice > 0 ? (
        <>
          <div className="muted">
            <dt>Paid with store credit</dt>
            <dd>{formatRupees(order.storeCreditPrice)}</dd>
          </div>
          {order.totalPrice > order.storeCreditPrice ? (
            <div className="muted">
              <dt>Paid through Razorpay</dt>
              <dd>{formatRupees(Math.round((order.totalPrice - order.storeCreditPrice) * 100) / 100)}</dd>
            </div>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
