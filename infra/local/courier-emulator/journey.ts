import { SHIPMENT_STATUSES, type ShipmentStatus } from "@functions/shipping/courier/courier.js";
import { toShiprocketTime } from "@functions/shipping/courier/shiprocket-statuses.js";
import type { EmulatedScan, EmulatedShipment } from "./ledger.js";
import { etdText } from "./rest-routes.js";
import { trackingPayload, type TrackingPusher } from "./tracking-pusher.js";

// Moving a parcel along: each status becomes a scan on the shipment (a minute apart, in the
// order given), then the webhooks go out in the order asked for: as they happened, reversed or
// shuffled, each sent `repeat` times, after `lateMs`.

export interface JourneyOptions {
  order?: "as-happened" | "reversed" | "shuffled";
  /** How many times each webhook is sent (Shiprocket repeats itself). */
  repeat?: number;
  /** Wait this long before sending. */
  lateMs?: number;
  /** The first scan's time (ISO); now when omitted. */
  at?: string;
}

const MOVABLE = SHIPMENT_STATUSES.filter((s) => s !== "booked" && s !== "cancelled");

export function isMovableStatus(value: string): value is ShipmentStatus {
  return (MOVABLE as readonly string[]).includes(value);
}

function activityOf(status: ShipmentStatus, shipment: EmulatedShipment): { activity: string; location: string } {
  const city = shipment.recipient.city || "Destination";
  switch (status) {
    case "shipped":
      return { activity: "Shipment picked up from the seller", location: "Mumbai" };
    case "in-transit":
      return { activity: "In transit: arrived at hub", location: "Bhiwandi Hub" };
    case "out-for-delivery":
      return { activity: "Out for delivery", location: city };
    case "delivered":
      return { activity: "Delivered", location: city };
    case "undelivered":
      return { activity: "Customer not available: delivery attempted", location: city };
    case "rto-initiated":
      return { activity: "Return to origin initiated", location: city };
    case "rto-delivered":
      return { activity: "Returned to the seller", location: "Mumbai" };
    default:
      return { activity: status, location: city };
  }
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  // A shuffle that happens to keep the order would test nothing.
  if (copy.length > 1 && copy.every((item, i) => item === items[i])) copy.reverse();
  return copy;
}

/** Records the scans and queues their webhooks; returns how many webhooks were queued. */
export function moveShipment(shipment: EmulatedShipment, statuses: ShipmentStatus[], pusher: TrackingPusher, options: JourneyOptions = {}): number {
  const start = options.at ? new Date(options.at).getTime() : Date.now();
  const scans: EmulatedScan[] = statuses.map((status, i) => ({
    status,
    date: toShiprocketTime(new Date(start + i * 60_000).toISOString()),
    ...activityOf(status, shipment),
  }));
  shipment.scans.push(...scans);
  const last = statuses.at(-1);
  if (last) shipment.status = last;
  const payloads = scans.map((scan) => ({ scan, payload: trackingPayload(shipment, scan, etdText(3)) }));
  const ordered = options.order === "reversed" ? [...payloads].reverse() : options.order === "shuffled" ? shuffled(payloads) : payloads;
  const repeat = Math.max(1, options.repeat ?? 1);
  for (const { scan, payload } of ordered) {
    for (let i = 0; i < repeat; i++) pusher.push(payload, scan.status, i === 0 ? (options.lateMs ?? 0) : 0);
  }
  return ordered.length * repeat;
}
