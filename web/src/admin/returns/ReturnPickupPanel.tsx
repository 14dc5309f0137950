import { PackageCheck, Printer } from "lucide-react";
import { pickupDay, RETURN_PICKUP_STATUS_LABELS } from "@shared/return-pickup.js";
import { adminDateTime } from "@/admin/shared/format.js";
import type { AdminReturn } from "./returns-api.js";

type Pickup = NonNullable<AdminReturn["pickup"]>;

/**
 * A return's reverse pickup on its card: the courier, AWB, pickup day, where it is (from the
 * courier's tracking), the label and the tracking page; and, once the courier has delivered it to
 * the shop, the receiving staff's cue to count the pieces.
 */
export function ReturnPickupPanel({ pickup, counted }: { pickup: Pickup; counted: boolean }) {
  if (!pickup.awb) {
    // Recorded by hand (no courier booking): the courier and number the staff typed.
    return pickup.trackingNumber ? (
      <p className="muted">
        Pickup: {pickup.courier} · {pickup.trackingNumber}
      </p>
    ) : null;
  }
  const toCount = pickup.arrivedAt !== undefined && !counted;
  return (
    <section className="return-pickup" aria-label="Reverse pickup">
      {toCount ? (
        <p className="return-pickup__arrived" role="status">
          <PackageCheck size={18} aria-hidden="true" /> Arrived at the shop {adminDateTime(pickup.arrivedAt)}: count the pieces and mark them received.
        </p>
      ) : (
        <p>
          <strong>{pickup.status ? RETURN_PICKUP_STATUS_LABELS[pickup.status] : "Pickup booked"}</strong>
          {pickup.statusAt && pickup.status !== "booked" ? <span className="muted"> · {adminDateTime(pickup.statusAt)}</span> : null}
        </p>
      )}
      <p className="muted">
        {pickup.courierName ?? pickup.courier} · AWB <span className="admin-mono">{pickup.awb}</span>
        {/* The booked day until the courier has it; then when it did (the day may have been another). */}
        {pickup.pickedUpAt ? ` · picked up ${adminDateTime(pickup.pickedUpAt)}` : pickup.pickupDate ? ` · pickup ${pickupDay(pickup.pickupDate)}` : ""}
      </p>
      <p className="return-pickup__links">
        {pickup.labelUrl ? (
          <a className="btn btn--outline btn--small" href={pickup.labelUrl} target="_blank" rel="noopener noreferrer">
            <Printer size={16} aria-hidden="true" /> Label
          </a>
        ) : null}
        {pickup.trackingUrl ? (
          <a href={pickup.trackingUrl} target="_blank" rel="noopener noreferrer">
            Track<span className="visually-hidden"> AWB {pickup.awb}</span>
          </a>
        ) : null}
      </p>
    </section>
  );
}
