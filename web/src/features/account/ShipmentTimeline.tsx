import { useEffect, useState } from "react";
import { fetchTracking, type ShopperTracking } from "./tracking-api.js";
import { orderDate, orderDateTime } from "./order-display.js";
import { DeliveryAnswer } from "./DeliveryAnswer.js";

/**
 * The parcel's journey on the shopper's order: each scan the courier made, latest first, with
 * its time and place, and a failed delivery's answer. Shows nothing until the parcel is booked with the courier.
 */
export function ShipmentTimeline({ orderId }: { orderId: string }) {
  const [tracking, setTracking] = useState<ShopperTracking | null>(null);
  const [said, setSaid] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchTracking(orderId, controller.signal)
      .then(setTracking)
      // The order's own tracking number still shows; the timeline is extra.
      .catch(() => undefined);
    return () => controller.abort();
  }, [orderId]);

  if (!tracking) return null;
  return (
    <section className="shipment-timeline" aria-labelledby="shipment-timeline-title">
      <h3 id="shipment-timeline-title" className="order-details__heading">
        Tracking
      </h3>
      <p className="shipment-timeline__status">
        <strong>{tracking.statusLabel}</strong>
        {tracking.deliveredAt ? <span className="muted"> on {orderDate(tracking.deliveredAt)}</span> : null}
        {tracking.trackingUrl ? (
          <>
            {" · "}
            <a href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
              Track on {tracking.courierName ?? "the courier's site"}
            </a>
          </>
        ) : null}
      </p>
      {said ? (
        <p className="account-success" role="status">
          {said}
        </p>
      ) : null}
      {tracking.deliveryFailed ? (
        <DeliveryAnswer
          orderId={orderId}
          failed={tracking.deliveryFailed}
          answered={(next, message) => {
            setTracking(next);
            setSaid(message);
          }}
        />
      ) : null}
      {tracking.timeline.length === 0 ? (
        <p className="muted">Booked with {tracking.courierName ?? "the courier"}: the first scan appears when the parcel is picked up.</p>
      ) : (
        <ol className="shipment-timeline__steps">
          {tracking.timeline.map((step, index) => (
            <li key={`${step.at}-${index}`} className={`shipment-timeline__step${index === 0 ? " shipment-timeline__step--latest" : ""}`}>
              <span className="shipment-timeline__dot" aria-hidden="true" />
              <div>
                <p className="shipment-timeline__activity">{step.activity}</p>
                <p className="muted">
                  {orderDateTime(step.at)}
                  {step.location ? ` · ${step.location}` : ""}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
