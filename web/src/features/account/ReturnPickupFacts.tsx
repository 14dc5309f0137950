import { pickupDay } from "@shared/return-pickup.js";
import type { ShopperReturn } from "./returns-api.js";
import { orderDate } from "./order-display.js";

type Pickup = NonNullable<ShopperReturn["pickup"]>;

/**
 * A return's reverse pickup on the shopper's order: who comes and on which day, the AWB, where
 * the parcel is, and the courier's tracking page. Nothing until the courier has an AWB for it.
 */
export function ReturnPickupFacts({ pickup }: { pickup: Pickup }) {
  if (!pickup.awb) return null;
  const courier = pickup.courierName ?? pickup.courier;
  return (
    <section className="order-returns__pickup" aria-label="Return pickup">
      <p>
        {pickup.statusLabel ? <strong>{pickup.statusLabel}</strong> : null}
        {pickup.arrivedAt ? <span className="muted"> on {orderDate(pickup.arrivedAt)}</span> : null}
        {!pickup.pickedUpAt && pickup.pickupDate ? (
          <span>
            {" "}
            · {courier} comes on {pickupDay(pickup.pickupDate)}
          </span>
        ) : null}
      </p>
      <p className="muted">
        {courier} · AWB <span className="order-returns__awb">{pickup.awb}</span>
      </p>
      {pickup.trackingUrl ? (
        <p>
          <a href={pickup.trackingUrl} target="_blank" rel="noopener noreferrer">
            Track the pickup<span className="visually-hidden"> (AWB {pickup.awb})</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
