import { SHIPMENT_STATUSES, type ShipmentStatus } from "@functions/shipping/courier/courier.js";
import { toShiprocketTime } from "@functions/shipping/courier/shiprocket-statuses.js";
import { RETURN_PICKUP_STATUSES, type ReturnPickupStatus } from "@shared/return-pickup.js";
import type { EmulatedScan, EmulatedShipment, EmulatedStatus } from "./ledger.js";
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

const MOVABLE: readonly ShipmentStatus[] = SHIPMENT_STATUSES.filter((s) => s !== "booked" && s !== "cancelled");
/** A reverse pickup moves by its own statuses: collected at the shopper's, delivered to the shop. */
const RETURN_MOVABLE: readonly ReturnPickupStatus[] = RETURN_PICKUP_STATUSES.filter((s) => s !== "booked");

/** The statuses a shipment can be moved to: a forward parcel's, or a return's. */
export function movableStatuses(shipment: Pick<EmulatedShipment, "isReturn">): readonly EmulatedStatus[] {
  return shipment.isReturn ? RETURN_MOVABLE : MOVABLE;
}

export function isMovableStatus(shipment: Pick<EmulatedShipment, "isReturn">, value: string): value is EmulatedStatus {
  return (movableStatuses(shipment) as readonly string[]).includes(value);
}

function returnActivityOf(status: ReturnPickupStatus, shipment: EmulatedShipment): { activity: string; location: string } {
  const city = shipment.recipient.city || "Origin";
  const shop = shipment.deliverTo?.city || "Seller's city";
  switch (status) {
    case "out-for-pickup":
      return { activity: "Out for pickup", location: city };
    case "pickup-failed":
      return { activity: "Pickup exception: customer not available", location: city };
    case "picked-up":
      return { activity: "Return picked up from the customer", location: city };
    case "in-transit":
      return { activity: "In transit: arrived at hub", location: "Bhiwandi Hub" };
    case "out-for-delivery":
      return { activity: "Out for delivery to the seller", location: shop };
    case "delivered":
      return { activity: "Delivered to the seller", location: shop };
    default:
      return { activity: status, location: city };
  }
}

function activityOf(status: EmulatedStatus, shipment: EmulatedShipment): { activity: string; location: string } {
  if (shipment.isReturn) return returnActivityOf(status as ReturnPickupStatus, shipment);
  const city = shipment.recipient.city || "Destination";
  const seller = shipment.pickup?.city || "Origin";
  switch (status) {
    case "shipped":
      return { activity: "Shipment picked up from the seller", location: seller };
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
      return { activity: "Returned to the seller", location: seller };
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
export function moveShipment(shipment: EmulatedShipment, statuses: EmulatedStatus[], pusher: TrackingPusher, options: JourneyOptions = {}): number {
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
