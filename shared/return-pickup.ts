import type { ShipmentScan } from "./shipment.js";

// A return's reverse pickup (issue 39): booked with the courier when the shop approves the
// return, then followed by the courier's tracking from the shopper's door to the shop. Its own
// statuses, apart from a forward parcel's: the courier collects first, and "delivered" means the
// parcel reached the shop, where the receiving staff count the pieces.

export const RETURN_PICKUP_STATUSES = ["booked", "out-for-pickup", "pickup-failed", "picked-up", "in-transit", "out-for-delivery", "delivered"] as const;
export type ReturnPickupStatus = (typeof RETURN_PICKUP_STATUSES)[number];

/** What the staff and the shopper read for each status. */
export const RETURN_PICKUP_STATUS_LABELS: Record<ReturnPickupStatus, string> = {
  booked: "Pickup booked",
  "out-for-pickup": "Out for pickup",
  "pickup-failed": "Pickup attempt failed",
  "picked-up": "Picked up",
  "in-transit": "On its way to the shop",
  "out-for-delivery": "Out for delivery to the shop",
  delivered: "Arrived at the shop",
};

/**
 * How far along the way each status is. A status moves only forward; the attempts before the
 * pickup (out for pickup, failed) share a step and follow each other by their scans' times.
 */
export const RETURN_PICKUP_STEP: Record<ReturnPickupStatus, number> = {
  booked: 0,
  "out-for-pickup": 1,
  "pickup-failed": 1,
  "picked-up": 2,
  "in-transit": 3,
  "out-for-delivery": 4,
  delivered: 5,
};

/** Whether a status means the courier has the parcel (picked up or further). */
export const isPickedUp = (status: ReturnPickupStatus) => RETURN_PICKUP_STEP[status] >= RETURN_PICKUP_STEP["picked-up"];

export interface ReturnPickupScan extends Omit<ShipmentScan, "status"> {
  status?: ReturnPickupStatus;
}

/** The reverse pickup as the return keeps it. */
export interface ReturnPickup {
  /** The aggregator booked at approval ("Shiprocket"), or the courier staff named recording a pickup by hand. */
  courier: string;
  /** The AWB, or the number staff typed. */
  trackingNumber: string;
  /** The courier's air waybill for the reverse pickup, once assigned. */
  awb?: string;
  /** The courier the aggregator chose (Delhivery Surface...). */
  courierName?: string;
  /** The courier's own order and shipment ids (never shown to the shopper). */
  courierOrderId?: string;
  courierShipmentId?: string;
  /** The label's PDF, for the shop (the courier brings its own copy to the door). */
  labelUrl?: string;
  /** The day the courier comes to collect (YYYY-MM-DD). */
  pickupDate?: string;
  /** The courier's public tracking page for the AWB. */
  trackingUrl?: string;
  status?: ReturnPickupStatus;
  /** The time of the scan the status came from. */
  statusAt?: string;
  /** Oldest first. */
  scans?: ReturnPickupScan[];
  /** The courier's pickup scan. */
  pickedUpAt?: string;
  /** The courier's delivery to the shop: the receiving staff's cue. */
  arrivedAt?: string;
}

const dayShown = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "Asia/Kolkata" });

/** The pickup day as people read it ("Tue, 1 Dec"); the text as given if it is not a day. */
export function pickupDay(date: string): string {
  const time = Date.parse(`${date}T12:00:00+05:30`);
  return Number.isNaN(time) ? date : dayShown.format(new Date(time));
}
