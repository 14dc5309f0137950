import { trackingUrl } from "../../shared/courier-tracking.js";
import { SHIPMENT_STATUS_LABELS, timelineOf, type Shipment, type ShipmentScan, type ShipmentStatus } from "../../shared/shipment.js";
import type { ShipmentRecord } from "../data/shipments.js";

/** The shipment as the admin reads it: everything but the booking's lease. */
export function shipmentJson(record: ShipmentRecord): Shipment & { state: ShipmentRecord["state"] } {
  const { lease: _lease, leaseUntil: _until, courierOrderId: _order, courierShipmentId: _shipment, createdAt: _created, updatedAt: _updated, ...shipment } = record;
  void [_lease, _until, _order, _shipment, _created, _updated];
  return shipment;
}

export interface ShopperTracking {
  courierName?: string;
  awb?: string;
  status: ShipmentStatus;
  statusLabel: string;
  /** The courier's own tracking page, when the courier is one the shop knows. */
  trackingUrl: string | null;
  /** The journey, latest first. */
  timeline: ShipmentScan[];
  deliveredAt?: string;
  /** The courier could not deliver (NDR): why, and her answer once given (issue 44). */
  deliveryFailed?: { at: string; reason: string; answered?: { at: string; deferredDate?: string; address?: string } };
}

/** What the shopper's order page shows: no label, no parcel sizes, no NDR notes. */
export function shopperTracking(record: ShipmentRecord): ShopperTracking {
  return {
    courierName: record.courierName,
    awb: record.awb,
    status: record.status,
    statusLabel: SHIPMENT_STATUS_LABELS[record.status],
    trackingUrl: trackingUrl(record.courierName ?? record.aggregator, record.awb) ?? trackingUrl(record.aggregator, record.awb),
    timeline: timelineOf(record),
    ...(record.status === "delivered" ? { deliveredAt: record.statusAt } : {}),
    ...(record.status === "undelivered" && record.undelivered ? { deliveryFailed: deliveryFailedOf(record.undelivered) } : {}),
  };
}

/** The failed delivery as she may see it: the courier's reason, and the day and address of the answer (not staff's notes). */
function deliveryFailedOf(undelivered: NonNullable<ShipmentRecord["undelivered"]>): NonNullable<ShopperTracking["deliveryFailed"]> {
  const told = undelivered.action;
  return {
    at: undelivered.at,
    reason: undelivered.reason,
    ...(told && { answered: { at: told.at, ...(told.deferredDate && { deferredDate: told.deferredDate }), ...(told.address && { address: told.address }) } }),
  };
}
