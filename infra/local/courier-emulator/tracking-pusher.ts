import { SHIPROCKET_RETURN_STATUS_ID, SHIPROCKET_STATUS_IDS, shiprocketStatusId } from "@functions/shipping/courier/shiprocket-statuses.js";
import type { ShipmentStatus } from "@functions/shipping/courier/courier.js";
import type { ReturnPickupStatus } from "@shared/return-pickup.js";
import type { EmulatedScan, EmulatedShipment, EmulatedStatus } from "./ledger.js";

// Pushes tracking updates to the shop's webhook as Shiprocket does: JSON with the AWB, the
// shop's order id, the status and its id, the time, every scan so far, and the x-api-key the
// shop chose. Like the real thing it may send late, more than once, and out of order.

export interface TrackingDelivery {
  awb: string;
  status: EmulatedStatus;
  /** The webhook's answer, or null when none came. */
  answer: number | null;
  at: string;
}

const LABEL: Record<ShipmentStatus, string> = {
  booked: "AWB ASSIGNED",
  shipped: "SHIPPED",
  "in-transit": "IN TRANSIT",
  "out-for-delivery": "OUT FOR DELIVERY",
  delivered: "DELIVERED",
  undelivered: "UNDELIVERED",
  "rto-initiated": "RTO INITIATED",
  "rto-delivered": "RTO DELIVERED",
  cancelled: "CANCELED",
};

/** A reverse pickup's words, as Shiprocket's panel shows return shipments. */
const RETURN_LABEL: Record<ReturnPickupStatus, string> = {
  booked: "RETURN PICKUP GENERATED",
  "out-for-pickup": "RETURN OUT FOR PICKUP",
  "pickup-failed": "RETURN PICKUP EXCEPTION",
  "picked-up": "RETURN PICKED UP",
  "in-transit": "RETURN IN TRANSIT",
  "out-for-delivery": "RETURN OUT FOR DELIVERY",
  delivered: "RETURN DELIVERED",
};

function labelOf(status: EmulatedStatus, isReturn: boolean): string {
  return isReturn ? RETURN_LABEL[status as ReturnPickupStatus] : LABEL[status as ShipmentStatus];
}

/** The status id Shiprocket sends for a scan: the same ids, read by the shipment's direction. */
export function statusIdOf(status: EmulatedStatus, isReturn: boolean): number {
  if (isReturn) return status === "booked" ? 0 : (SHIPROCKET_RETURN_STATUS_ID[status as Exclude<ReturnPickupStatus, "booked">] ?? 0);
  return shiprocketStatusId(status as ShipmentStatus) ?? 0;
}

/** Shiprocket's webhook body for the shipment as it stood at `scan`. */
export function trackingPayload(shipment: EmulatedShipment, scan: EmulatedScan, etd: string): Record<string, unknown> {
  const upTo = shipment.scans.slice(0, shipment.scans.indexOf(scan) + 1);
  const statusId = statusIdOf(scan.status, shipment.isReturn);
  return {
    awb: shipment.awb,
    courier_name: shipment.courierName,
    current_status: labelOf(scan.status, shipment.isReturn),
    current_status_id: statusId,
    shipment_status: labelOf(scan.status, shipment.isReturn),
    shipment_status_id: statusId,
    current_timestamp: scan.date,
    order_id: shipment.channelOrderId,
    sr_order_id: shipment.orderId,
    awb_assigned_date: shipment.createdAt.slice(0, 19).replace("T", " "),
    pickup_scheduled_date: shipment.pickupDate ?? null,
    etd,
    scans: upTo.map((s) => ({
      date: s.date,
      status: labelOf(s.status, shipment.isReturn),
      activity: s.activity,
      location: s.location,
      "sr-status": String(statusIdOf(s.status, shipment.isReturn) || ""),
      "sr-status-label": labelOf(s.status, shipment.isReturn),
    })),
    is_return: shipment.isReturn ? 1 : 0,
    channel_id: 1,
  };
}

export const STATUS_LABELS = LABEL;
export { SHIPROCKET_STATUS_IDS };

export class TrackingPusher {
  url: string | undefined;
  readonly deliveries: TrackingDelivery[] = [];
  // One at a time, in the order pushed, so a test's chosen disorder is the disorder the shop sees.
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly apiKey: string) {}

  /** Sends once after `delayMs`; the answer is recorded, failures included. */
  push(payload: Record<string, unknown>, status: EmulatedStatus, delayMs = 0): void {
    const url = this.url;
    if (!url) return;
    const send = async () => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      let answer: number | null;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": this.apiKey },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(10_000),
        });
        answer = response.status;
        await response.arrayBuffer();
      } catch {
        answer = null;
      }
      this.deliveries.push({ awb: String(payload.awb), status, answer, at: new Date().toISOString() });
    };
    this.chain = this.chain.then(send);
  }

  /** Resolves once everything pushed so far was delivered (or failed). */
  async settled(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.chain;
      await seen;
    } while (seen !== this.chain);
  }
}
