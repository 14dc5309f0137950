// A shipment: the parcel of one order, booked with the courier (docs/shipping.md). An entity of
// its own beside the order (DESIGN 10, "Order states"), with its own statuses and every scan.

export const SHIPMENT_STATUSES = [
  "booked",
  "shipped",
  "in-transit",
  "out-for-delivery",
  "delivered",
  "undelivered",
  "rto-initiated",
  "rto-delivered",
  "cancelled",
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** What the shopper and the admin read for each status. */
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  booked: "Booked with the courier",
  shipped: "Picked up",
  "in-transit": "In transit",
  "out-for-delivery": "Out for delivery",
  delivered: "Delivered",
  undelivered: "Delivery attempted",
  "rto-initiated": "Returning to the shop",
  "rto-delivered": "Returned to the shop",
  cancelled: "Cancelled",
};

/** Statuses a parcel never leaves: a late scan of an earlier step changes nothing. */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ["delivered", "rto-delivered", "cancelled"];

export interface ShipmentScan {
  /** ISO time of the scan. */
  at: string;
  status?: ShipmentStatus;
  activity: string;
  location: string;
}

export interface ShipmentParcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** A delivery that failed (NDR) and what the shop told the courier to do. */
export interface UndeliveredParcel {
  at: string;
  reason: string;
  action?: { action: "re-attempt" | "return"; comments: string; at: string; by: string; deferredDate?: string; address?: string };
}

export interface Shipment {
  orderId: string;
  /** The aggregator (Shiprocket) and the courier it chose (Delhivery Surface...). */
  aggregator: string;
  courierName?: string;
  awb?: string;
  labelUrl?: string;
  pickupDate?: string;
  parcel: ShipmentParcel;
  status: ShipmentStatus;
  /** The time of the scan the status came from. */
  statusAt: string;
  /** Oldest first. */
  scans: ShipmentScan[];
  undelivered?: UndeliveredParcel;
  /** When a returned parcel's pieces went back on the shelf (once). */
  restockedAt?: string;
  bookedAt?: string;
  bookedBy?: string;
}

/** The shopper's view of the journey: steps reached, the latest first. */
export function timelineOf(shipment: Pick<Shipment, "scans">): ShipmentScan[] {
  return [...shipment.scans].sort((a, b) => b.at.localeCompare(a.at));
}
