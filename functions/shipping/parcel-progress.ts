import type { ShipmentStatus } from "../../shared/shipment.js";
import type { ShipmentRecord } from "../data/shipments.js";

// What the courier's tracking says of an order's parcel, for the checks that trust the courier
// over a person (issue 39): when it was delivered, and whether it ever left the shop.

/** The courier's delivery time, when its tracking recorded one: the return window starts there. */
export function courierDeliveredAt(shipment: ShipmentRecord | undefined): string | undefined {
  return shipment?.state === "booked" && shipment.status === "delivered" ? shipment.statusAt : undefined;
}

const ON_ITS_WAY: readonly ShipmentStatus[] = ["shipped", "in-transit", "out-for-delivery", "delivered", "undelivered"];

/** Picked up by the courier and not on its way back. */
export const parcelOnItsWay = (shipment: ShipmentRecord | undefined) => shipment?.state === "booked" && ON_ITS_WAY.includes(shipment.status);

/** Sent back to the shop by the courier (RTO): never delivered. */
export const parcelReturnedToShop = (shipment: ShipmentRecord | undefined) => shipment?.state === "booked" && (shipment.status === "rto-initiated" || shipment.status === "rto-delivered");
