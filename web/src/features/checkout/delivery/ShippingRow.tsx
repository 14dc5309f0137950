import { Truck } from "lucide-react";
import "./delivery.css";
import { formatRupees } from "@shared/money.js";
import { deliveryDateLabel } from "@shared/shipping/delivery-dates.js";
import type { DeliveryQuote } from "@shared/shipping/delivery-quote.js";

/** The summary's Shipping row: the charge and date for her PIN, why not, or that the PIN decides it. */
export function ShippingRow({ shipping, checking, askFor }: { shipping: DeliveryQuote | null | undefined; checking: boolean; askFor: string }) {
  return (
    <div className="shipping-row" data-testid="shipping-row">
      <dt>
        <Truck size={16} aria-hidden="true" /> Shipping
      </dt>
      <dd>
        {checking && !shipping ? (
          "Checking…"
        ) : !shipping ? (
          askFor
        ) : shipping.serviceable ? (
          <>
            <span data-testid="shipping-charge">{shipping.shippingPrice === 0 ? "Free" : formatRupees(shipping.shippingPrice)}</span>
            <span className="shipping-row__date">Delivery by {deliveryDateLabel(shipping.deliveryBy.to)}</span>
          </>
        ) : (
          <span className="shipping-row__refused" role="alert">
            {shipping.reason}
          </span>
        )}
      </dd>
    </div>
  );
}
