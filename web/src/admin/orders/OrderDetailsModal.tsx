import { Trash2 } from "lucide-react";
import { orderNumber } from "@shared/order-number.js";
import type { Order } from "@shared/schemas/order.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { OrderAddress } from "@/components/ui/order-items/OrderAddress.js";
import { OrderBusinessInvoice } from "@/components/ui/order-items/OrderBusinessInvoice.js";
import { OrderItemList } from "@/components/ui/order-items/OrderItemList.js";
import { OrderPriceBreakdown } from "@/components/ui/order-items/OrderPriceBreakdown.js";
import { OrderDocuments } from "@/components/OrderDocuments.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { OrderFacts } from "./OrderFacts.js";
import { OrderStatusForm } from "./OrderStatusForm.js";
import { OrderCreditPanel } from "./OrderCreditPanel.js";
import { OrderSettlementPanel } from "./OrderSettlementPanel.js";
import { ShopCancelForm } from "./ShopCancelForm.js";
import { StatusHistory } from "./StatusHistory.js";
import { ShipPanel } from "@/admin/shipping/ShipPanel.js";
import { OrderReturnsPanel } from "@/admin/returns/OrderReturnsPanel.js";
import { OrderWhatsAppPanel } from "@/admin/whatsapp/OrderWhatsAppPanel.js";
import "@/admin/shipping/shipping.css";

/** One order in full for the admin: items, address, prices, payment, history and the status form. */
export function OrderDetailsModal({
  order,
  onClose,
  onUpdated,
  onDelete,
  canCancel = false,
  canMarkDelivered = false,
}: {
  order: Order;
  onClose(): void;
  onUpdated(order: Order): void;
  /** Absent when the role may not delete checkouts. */ onDelete?(order: Order): void;
  /** The role may refund, so may cancel a paid order in full. */
  canCancel?: boolean;
  /** The owner: may mark an order delivered by hand. */
  canMarkDelivered?: boolean;
}) {
  const cancellable = canCancel && order.isPaid && !order.cancellation && (order.status === "pending" || order.status === "processing");
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
        <OrderFacts order={order} />
        <AdminSection title="Items">
          <OrderItemList items={order.orderItems} />
        </AdminSection>
        <AdminSection title="Price breakdown">
          <OrderPriceBreakdown order={order} />
        </AdminSection>
        {order.isPaid ? (
          <>
            <AdminSection title="Tax documents">
              <OrderDocuments orderId={order._id} isPaid={order.isPaid} version={order.updatedAt} />
            </AdminSection>
            <AdminSection title="Shipping">
              <ShipPanel key={order._id} order={order} onUpdated={onUpdated} />
            </AdminSection>
          </>
        ) : null}
        <AdminSection title="Shipping address">
          <OrderAddress address={order.shippingAddress} />
          <OrderBusinessInvoice buyer={order.businessInvoice} />
        </AdminSection>
        <AdminSection title="Status history">
          <StatusHistory history={order.statusHistory} />
        </AdminSection>
        {order.isPaid ? <OrderWhatsAppPanel orderId={order._id} /> : null}
        {order.isPaid ? <OrderReturnsPanel orderId={order._id} /> : null}
        <OrderCreditPanel orderId={order._id} />
        {order.isPaid ? <OrderSettlementPanel orderId={order._id} /> : null}
        {cancellable ? (
          <AdminSection title="Cancel the order">
            <ShopCancelForm key={order._id} order={order} onUpdated={onUpdated} />
          </AdminSection>
        ) : null}
        <AdminSection title="Update Status">
          <OrderStatusForm key={order._id} order={order} onUpdated={onUpdated} canMarkDelivered={canMarkDelivered} />
        </AdminSection>
      </div>
    </Modal>
  );
}
