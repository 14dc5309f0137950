import { orderNumber } from "@shared/order-number.js";
import { adminDateTime } from "@/admin/shared/format.js";
import type { UndeliveredRow } from "./shipping-api.js";

/** Parcels the courier could not deliver, each waiting for "Re-attempt" or "Return to shop". */
export function FailedDeliveries({ rows, onAnswer }: { rows: UndeliveredRow[] | null; onAnswer(orderId: string, action: "re-attempt" | "return"): void }) {
  return (
    <>
      {rows && rows.length === 0 ? <p className="muted">No parcel is waiting for an answer.</p> : null}
      <ul className="to-call__list">
        {(rows ?? []).map(({ shipment, order }) => (
          <li key={order.id} className="to-call__row" aria-label={`Failed delivery of order ${orderNumber(order.id)}`}>
            <p>
              <strong>{order.shippingAddress.name}</strong> · Order {orderNumber(order.id)} · AWB <span className="admin-mono">{shipment.awb}</span>
            </p>
            <p className="muted">
              {adminDateTime(shipment.undelivered?.at)}: {shipment.undelivered?.reason} · {order.shippingAddress.city} · {order.shippingAddress.phone}
            </p>
            <div className="to-call__actions">
              <button type="button" className="btn btn--primary btn--small" onClick={() => onAnswer(order.id, "re-attempt")}>
                Re-attempt
              </button>
              <button type="button" className="btn btn--outline btn--small" onClick={() => onAnswer(order.id, "return")}>
                Return to shop
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
