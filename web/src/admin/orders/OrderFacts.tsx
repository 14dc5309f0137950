import { checkoutState, UNPAID_CHECKOUT } from "@shared/checkout-state.js";
import { formatRupees } from "@shared/money.js";
import type { Order } from "@shared/schemas/order.js";
import { DetailsList } from "@/components/ui/details-list/DetailsList.js";
import { TrackingNumber } from "@/components/TrackingNumber.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { OrderStatusBadge } from "@/admin/shared/StatusBadge.js";
import { paymentMethodLabel } from "./order-summary.js";

function cancellationText(cancellation: NonNullable<Order["cancellation"]>): string {
  const by = cancellation.by === "shopper" ? "the shopper" : cancellation.who;
  const kept = cancellation.fee > 0 ? `, ${formatRupees(cancellation.fee)} fee kept` : " in full";
  return `${adminDateTime(cancellation.at)} by ${by}: ${formatRupees(cancellation.refund)} refunded${kept}`;
}

/** The top of the admin's order details: status, whether paid, and who, how and where. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <section className="admin-section" aria-label="Summary">
      <div className="order-modal__status">
        <OrderStatusBadge status={order.status} />
        <span className={order.isPaid ? "admin-paid" : "muted"}>
          {order.isPaid ? `Paid${order.paidAt ? ` ${adminDateTime(order.paidAt)}` : ""}` : `Not paid: ${UNPAID_CHECKOUT.toLowerCase()}`}
        </span>
        {order.isPaid ? null : <span className="admin-unpaid">{checkoutState(order)}</span>}
      </div>
      <DetailsList
        details={[
          { label: "Order id", value: order._id, mono: true },
          {
            label: "Customer",
            value: (
              <>
                {order.user?.name || "N/A"}
                {order.user?.email ? <span className="admin-table__sub">{order.user.email}</span> : null}
              </>
            ),
          },
          {
            label: "Payment",
            value: (
              <>
                {paymentMethodLabel(order.paymentMethod)}
                {order.razorpayOrderId ? <span className="admin-table__sub admin-mono">{order.razorpayOrderId}</span> : null}
              </>
            ),
          },
          order.carrier ? { label: "Carrier", value: order.carrier } : null,
          order.trackingNumber ? { label: "Tracking number", value: <TrackingNumber carrier={order.carrier} trackingNumber={order.trackingNumber} />, mono: true } : null,
          order.notes ? { label: "Notes", value: order.notes } : null,
          order.cancelReason ? { label: "Cancelled because", value: order.cancelReason } : null,
          order.cancellation ? { label: "Cancelled", value: cancellationText(order.cancellation) } : null,
        ]}
      />
    </section>
  );
}
