import { TrackingNumber } from "@/components/TrackingNumber.js";
import { CalendarCheck, Truck } from "lucide-react";
import { deliveryDateLabel } from "@shared/shipping/delivery-dates.js";
import type { Order } from "@shared/schemas/order.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { OrderAddress } from "@/components/ui/order-items/OrderAddress.js";
import { OrderBusinessInvoice } from "@/components/ui/order-items/OrderBusinessInvoice.js";
import { OrderItemList } from "@/components/ui/order-items/OrderItemList.js";
import { OrderPriceBreakdown } from "@/components/ui/order-items/OrderPriceBreakdown.js";
import { orderDateTime, orderNumber, unpaidLabel } from "./order-display.js";
import { OrderStatusBadge } from "./OrderStatusBadge.js";
import { OrderDocuments } from "@/components/OrderDocuments.js";
import { ShipmentTimeline } from "./ShipmentTimeline.js";
import { CancellationSummary, CancelOrder } from "./cancel/CancelOrder.js";
import { OrderReturns } from "./OrderReturns.js";
import { CustomLineProgress } from "./production/CustomLineProgress.js";
import { productionOf } from "./production/production-api.js";
import { returnsVersion, useOrderReturns } from "./use-order-returns.js";

/** The checkout's promise stands until the parcel arrives or the order is off. */
const PROMISE_STANDS: ReadonlyArray<Order["status"]> = ["pending", "processing", "shipped"];

function paymentLine(order: Order): string {
  if (order.isPaid) return order.paidAt ? `Paid on ${orderDateTime(order.paidAt)}` : "Paid";
  return unpaidLabel(order) ?? "Not paid";
}

/** One order in full: items, the price breakdown (GST is inside the prices), address and tracking. */
export function OrderDetails({ order, onClose, onChanged }: { order: Order | null; onClose(): void; onChanged?(order: Order): void }) {
  return order ? <OpenOrder order={order} onClose={onClose} onChanged={onChanged} /> : null;
}

function OpenOrder({ order, onClose, onChanged }: { order: Order; onClose(): void; onChanged?(order: Order): void }) {
  const production = productionOf(order);
  const orderId = order._id || order.id;
  const returns = useOrderReturns(orderId, order.status === "delivered");
  return (
    <Modal open onClose={onClose} title={`Order ${orderNumber(order)}`} subtitle={`Placed on ${orderDateTime(order.createdAt)}`} className="order-details">
      <div className="order-details__status">
        <OrderStatusBadge status={order.status} />
        <span className="muted">{paymentLine(order)}</span>
      </div>

      {order.status === "cancelled" && !order.trackingNumber ? null : (
      <p className="order-details__tracking">
        <Truck size={18} aria-hidden="true" />
        {order.trackingNumber ? (
          <span>
            {order.carrier ? `${order.carrier} · ` : ""}Tracking number: <strong><TrackingNumber carrier={order.carrier} trackingNumber={order.trackingNumber} /></strong>
          </span>
        ) : (
          <span className="muted">The tracking number will appear here once your order ships.</span>
        )}
      </p>
      )}
      {order.deliveryPromise && PROMISE_STANDS.includes(order.status) ? (
        <p className="order-details__tracking" data-testid="order-delivery-promise">
          <CalendarCheck size={18} aria-hidden="true" />
          <span>Delivery by {deliveryDateLabel(order.deliveryPromise.to)}</span>
        </p>
      ) : null}
      <CancellationSummary order={order} />
      {onChanged ? <CancelOrder order={order} onCancelled={onChanged} /> : null}
      {order.isPaid && order.trackingNumber ? <ShipmentTimeline orderId={order._id || order.id} /> : null}

      <h3 className="order-details__heading">Items</h3>
      <OrderItemList
        items={order.orderItems}
        after={(item, index) =>
          production
            .filter((progress) => progress.line === index)
            .map((progress) => <CustomLineProgress key={progress.line} order={order} item={item} progress={progress} onChanged={onChanged} />)
        }
      />

      {order.status === "delivered" ? <OrderReturns orderId={orderId} returns={returns} /> : null}

      <h3 className="order-details__heading">Price details</h3>
      <OrderPriceBreakdown order={order} />

      {order.isPaid && (
        <>
          <h3 className="order-details__heading">Invoice</h3>
          {/* Read again when the order or one of its returns moves: a new credit note shows without a reload. */}
          <OrderDocuments orderId={orderId} isPaid={order.isPaid} version={`${order.updatedAt}|${returnsVersion(returns.data)}`} />
        </>
      )}

      <h3 className="order-details__heading">Shipping address</h3>
      <OrderAddress address={order.shippingAddress} />
      <OrderBusinessInvoice buyer={order.businessInvoice} />
    </Modal>
  );
}
