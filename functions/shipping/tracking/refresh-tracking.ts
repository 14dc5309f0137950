import type { AppDeps } from "../../deps.js";
import type { ShipmentRecord } from "../../data/shipments.js";
import { conflict, notFound } from "../../errors.js";
import { courierFor } from "../courier/courier-for.js";
import { courierFailure } from "../courier-failure.js";
import { applyTracking } from "./apply-tracking.js";
import { datedInTheFuture, timeInTheFuture } from "./tracking-event.js";

/**
 * Asks the courier where the parcel is (track by AWB) and applies the answer as the webhook
 * would: for a webhook that never came (a wrong key in the panel, an outage), or to check one.
 */
export async function refreshTracking(deps: AppDeps, orderId: string): Promise<ShipmentRecord> {
  const shipment = await deps.repos.shipments.get(orderId);
  if (!shipment?.awb || shipment.state !== "booked") throw notFound("This order has no shipment");
  const courier = courierFor(deps);
  let tracking;
  try {
    tracking = await courier.trackByAwb(shipment.awb);
  } catch (error) {
    throw courierFailure(error);
  }
  const latest = tracking.scans.at(-1);
  const future = latest && timeInTheFuture({ at: latest.at, scans: tracking.scans }, deps.repos.db.now());
  if (future) throw conflict(datedInTheFuture(future));
  if (latest) {
    await applyTracking(deps.repos, courier.name, {
      awb: shipment.awb,
      orderId,
      status: tracking.status === "booked" ? undefined : tracking.status,
      statusText: tracking.statusText,
      at: latest.at,
      scans: tracking.scans,
    });
  }
  return (await deps.repos.shipments.get(orderId)) ?? shipment;
}
