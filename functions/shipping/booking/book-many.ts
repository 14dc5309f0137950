import type { AppDeps } from "../../deps.js";
import type { UserRecord } from "../../data/users.js";
import { ShopError } from "../../errors.js";
import { courierFor } from "../courier/courier-for.js";
import { courierFailure } from "../courier-failure.js";
import { bookShipment } from "./book-shipment.js";

export interface BulkBookingResult {
  orderId: string;
  awb?: string;
  courierName?: string;
  /** Why this order was not booked; the others are booked all the same. */
  error?: string;
}

/**
 * Books several orders one after another (each idempotent, with its prefilled parcel), then asks
 * the courier for one PDF with every booked order's label, to print in one go.
 */
export async function bookMany(deps: AppDeps, admin: UserRecord, orderIds: string[], pickupDate?: string): Promise<{ results: BulkBookingResult[]; labelUrl?: string }> {
  const results: BulkBookingResult[] = [];
  const shipmentIds: string[] = [];
  for (const orderId of [...new Set(orderIds)]) {
    try {
      const { shipment } = await bookShipment(deps, admin, orderId, { pickupDate });
      results.push({ orderId, awb: shipment.awb, courierName: shipment.courierName });
      if (shipment.courierShipmentId) shipmentIds.push(shipment.courierShipmentId);
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      results.push({ orderId, error: error.message });
    }
  }
  if (shipmentIds.length === 0) return { results };
  try {
    return { results, labelUrl: (await courierFor(deps).label(shipmentIds)).url };
  } catch (error) {
    throw courierFailure(error);
  }
}
