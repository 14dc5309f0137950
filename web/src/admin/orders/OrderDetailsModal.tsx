import { Trash2 } from "lucide-react";
import { CustomLineSummary } from "../../components/CustomLineSummary.js";
import { checkoutState, UNPAID_CHECKOUT } from "@shared/checkout-state.js";
import { orderNumber } from "@shared/order-number.js";
import { formatRupees, sumPaise, toRupees } from "@shared/money.js";
import type { Order } from "@shared/types.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { ProductImage } from "../../components/ProductImage.js";
import { adminDateTime } from "../shared/format.js";
import { ORDER_STATUS_LABELS, OrderStatusBadge } from "../shared/StatusBadge.js";
import { paymentMethodLabel } from "./order-summary.js";
import { OrderStatusForm } from "./OrderStatusForm.js";
import { OrderCreditPanel } from "./OrderCreditPanel.js";
import { ShopCancelForm } from "./ShopCancelForm.js";
import { OrderPriceBreakdown } from "../../components/OrderPriceBreakdown.js";
import { OrderDocuments } from "../../components/OrderDocuments.js";
import { TrackingNumber } from "../../components/TrackingNumber.js";
import { ShipPanel } from "../shipping/ShipPanel.js";
import { OrderReturnsPanel } from "../returns/OrderReturnsPanel.js";
import "../shipping/shipping.css";

/** One order in full for the admin: items, address, prices, payment, history and the status form. */
export function OrderDetailsModal({
  order,
  onClose,
  onUpdated,
  onDelete,
  canCancel = false,
}: {
  order: Order;
  onClose(): void;
  onUpdated(order: Order): void;
  /** Absent when the role may not delete checkouts. */ onDelete?(order: Order): void;
  /** The role may refund, so may cancel a paid order in full. */
  canCancel?: boolean;
}) {
  const address = order.shippingAddress;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Order ${orderNumber(order._id)}`}
      subtitle={`Placed ${adminDateTime(order.createdAt)}`}
      className="order-modal"
      footer={
        // A paid order is kept for the accounts (the server refuses too): it is cancelled or refunded instead.
        order.isPaid || !onDelete ? undefined : (
          <div className="admin-dialog__footer">
            <button type="button" className="btn btn--outline order-modal__delete" onClick={() => onDelete(order)}>
              <Trash2 size={18} aria-hidden="true" />
              Delete checkout
            </button>
          </div>
        )
      }
    >
      <div className="admin-dialog__body">
        <section className="admin-section" aria-label="Summary">
          <div className="order-modal__status">
            <OrderStatusBadge status={order.status} />
            <span className={order.isPaid ? "admin-paid" : "muted"}>
              {order.isPaid ? `Paid${order.paidAt ? ` ${adminDateTime(order.paidAt)}` : ""}` : `Not paid: ${UNPAID_CHECKOUT.toLowerCase()}`}
            </span>
            {order.isPaid ? null : <span className="admin-unpaid">{checkoutState(order)}</span>}
          </div>
          <dl className="admin-facts">
            <dt>Order id</dt>
            <dd className="admin-mono">{order._id}</dd>
            <dt>Customer</dt>
            <dd>
              {order.user?.name || "N/A"}
              {order.user?.email ? <span className="admin-table__sub">{order.user.email}</span> : null}
            </dd>
            <dt>Payment</dt>
            <dd>
              {paymentMethodLabel(order.paymentMethod)}
              {order.razorpayOrderId ? <span className="admin-table__sub admin-mono">{order.razorpayOrderId}</span> : null}
            </dd>
            {order.carrier ? (
              <>
                <dt>Carrier</dt>
                <dd>{order.carrier}</dd>
              </>
            ) : null}
            {order.trackingNumber ? (
              <>
                <dt>Tracking number</dt>
                <dd className="admin-mono">
                  <TrackingNumber carrier={order.carrier} trackingNumber={order.trackingNumber} />
                </dd>
              </>
            ) : null}
            {order.notes ? (
              <>
                <dt>Notes</dt>
                <dd>{order.notes}</dd>
              </>
            ) : null}
            {order.cancelReason ? (
              <>
                <dt>Cancelled because</dt>
                <dd>{order.cancelReason}</dd>
              </>
            ) : null}
            {order.cancellation ? (
              <>
                <dt>Cancelled</dt>
                <dd>
                  {adminDateTime(order.cancellation.at)} by {order.cancellation.by === "shopper" ? "the shopper" : order.cancellation.who}: {formatRupees(order.cancellation.refund)} refunded
                  {order.cancellation.fee > 0 ? `, ${formatRupees(order.cancellation.fee)} fee kept` : " in full"}
                </dd>
              </>
            ) : null}
          </dl>
        </section>

        <section className="admin-section" aria-labelledby="order-items-title">
          <h3 id="order-items-title" className="admin-section__title">
            Items
          </h3>
          <ul className="order-modal__items">
            {order.orderItems.map((item, index) => (
              <li key={`${item.product}-${item.size}-${index}`} className="order-modal__item">
                <ProductImage src={item.image} alt="" className="order-modal__thumb" />
                <div>
                  <p className="order-modal__name">{item.name}</p>
                  <p className="muted">
                    {item.size && !item.custom ? `Size ${item.size} · ` : ""}
                    {item.quantity} × {formatRupees(item.price)}
                  </p>
                  {item.custom ? <CustomLineSummary custom={{ ...item.custom, profileName: item.custom.measurements.profileName }} /> : null}
                </div>
                <p className="order-modal__line-total">{formatRupees(toRupees(sumPaise([item])))}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="admin-section" aria-labelledby="order-prices-title">
          <h3 id="order-prices-title" className="admin-section__title">
            Price breakdown
          </h3>
          <OrderPriceBreakdown order={order} block="order-modal" />
        </section>

        {order.isPaid ? (
          <section className="admin-section" aria-labelledby="order-documents-title">
            <h3 id="order-documents-title" className="admin-section__title">
              Tax documents
            </h3>
            <OrderDocuments orderId={order._id} isPaid={order.isPaid} />
          </section>
        ) : null}

        {order.isPaid ? (
          <section className="admin-section" aria-labelledby="order-shipping-title">
            <h3 id="order-shipping-title" className="admin-section__title">
              Shipping
            </h3>
            <ShipPanel key={order._id} order={order} onUpdated={onUpdated} />
          </section>
        ) : null}

        <section className="admin-section" aria-labelledby="order-address-title">
          <h3 id="order-address-title" className="admin-section__title">
            Shipping address
          </h3>
          <address className="order-modal__address">
            <strong>{address.name}</strong>
            <span>{address.address}</span>
            <span>
              {address.city}, {address.state} {address.pincode}
            </span>
            <span>{address.phone}</span>
            <span>{address.email}</span>
          </address>
        </section>

        <section className="admin-section" aria-labelledby="order-history-title">
          <h3 id="order-history-title" className="admin-section__title">
            Status history
          </h3>
          <ol className="order-history">
            {[...(order.statusHistory ?? [])].reverse().map((change, index) => (
              <li key={`${change.at}-${index}`} className="order-history__entry">
                <span className={`order-history__dot order-history__dot--${change.status}`} aria-hidden="true" />
                <div>
                  <p className="order-history__status">
                    <strong>{ORDER_STATUS_LABELS[change.status] ?? change.status}</strong>
                    <span className="muted">
                      {" "}
                      · {adminDateTime(change.at)} · {change.by}
                    </span>
                  </p>
                  {change.note ? <p className="order-history__note">{change.note}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        </section>

        {order.isPaid ? <OrderReturnsPanel orderId={order._id} /> : null}
        <OrderCreditPanel orderId={order._id} />
        {canCancel && order.isPaid && !order.cancellation && (order.status === "pending" || order.status === "processing") ? (
          <section className="admin-section" aria-labelledby="order-cancel-title">
            <h3 id="order-cancel-title" className="admin-section__title">
              Cancel the order
            </h3>
            <ShopCancelForm key={order._id} order={order} onUpdated={onUpdated} />
          </section>
        ) : null}

        <section className="admin-section" aria-labelledby="order-update-title">
          <h3 id="order-update-title" className="admin-section__title">
            Update Status
          </h3>
          <OrderStatusForm key={order._id} order={order} onUpdated={onUpdated} />
        </section>
      </div>
    </Modal>
  );
}
