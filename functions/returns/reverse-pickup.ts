import { randomUUID } from "node:crypto";
import { trackingUrl } from "../../shared/courier-tracking.js";
import type { ReturnPickup } from "../../shared/return-pickup.js";
import type { SellerConfig } from "../config.js";
import type { AppDeps } from "../deps.js";
import type { OrderRecord } from "../data/orders.js";
import { returnPickupLease } from "../data/return-pickup-lease.js";
import type { ReturnRecord } from "../data/returns.js";
import { conflict, notFound } from "../errors.js";
import { readSettings } from "../settings/shop-settings.js";
import type { Courier, Recipient, ReturnRequest } from "../shipping/courier/courier.js";
import { courierFor } from "../shipping/courier/courier-for.js";
import { courierFailure } from "../shipping/courier-failure.js";
import { notNow, RETURN_CHANGED } from "./return-steps.js";

// The reverse pickup "Approve and book pickup" books (issue 39), as a forward parcel is booked:
// the courier's return order → AWB → pickup day → label, each step recorded on the return as it
// succeeds, under a lease on the return. Shiprocket has no idempotency key, so before creating
// the return order an attempt looks it up by the return's id: pressing Approve twice, or again
// after an attempt died half-way, never sends a second courier to the shopper's door.

/** Long enough for the four courier calls; an attempt that dies frees the return after this. */
const PICKUP_LEASE_SECONDS = 60;

/** The shop as a parcel's destination: the seller's address, its city read from it, the pickup PIN of the settings. */
export function shopAddress(seller: SellerConfig, pincode: string, email: string): Recipient {
  const parts = seller.address.split(",").map((part) => part.trim());
  const statePart = parts.findIndex((part) => part.startsWith(seller.state));
  const city = (statePart > 0 ? parts[statePart - 1] : undefined) ?? seller.state;
  return { name: seller.legalName, email, phone: seller.phone.replace(/[^\d+]/g, ""), address: seller.address, city, state: seller.state, pincode };
}

/** About half a kilo a piece, collected from where the order was delivered. */
function returnRequest(record: ReturnRecord, order: OrderRecord, deliverTo: Recipient): ReturnRequest {
  const pieces = record.items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    returnId: record.id,
    orderId: record.orderId,
    orderedAt: order.createdAt,
    pickupFrom: { ...order.shippingAddress, email: order.shippingAddress.email || order.user.email },
    deliverTo,
    lines: record.items.map((item) => ({
      name: item.name,
      sku: `${item.product}-${item.size}`,
      quantity: item.quantity,
      unitPricePaise: Math.round(item.valuePaise / item.quantity),
      qualityChecks: { size: item.size },
    })),
    subtotalPaise: record.valuePaise,
    parcel: { weightGrams: 500 * pieces, lengthCm: 30, breadthCm: 25, heightCm: 5 * pieces },
  };
}

type PickupLeases = ReturnType<typeof returnPickupLease>;

/** The courier's part, resumed from whatever the return already records. */
async function courierSteps(deps: AppDeps, courier: Courier, record: ReturnRecord, leases: PickupLeases, lease: string): Promise<ReturnPickup> {
  const { repos } = deps;
  let pickup: ReturnPickup = record.pickup ?? { courier: courier.name, trackingNumber: "" };
  const keep = async (fields: Partial<ReturnPickup>) => {
    pickup = { ...pickup, ...fields };
    if (!(await leases.record(record.id, lease, pickup))) throw conflict(RETURN_CHANGED);
  };
  if (!pickup.courierShipmentId) {
    const order = await repos.orders.get(record.orderId);
    if (!order) throw notFound("The order of this return no longer exists.");
    const settings = await readSettings(repos);
    const made =
      (await courier.findReturn(record.id)) ?? (await courier.createReturn(returnRequest(record, order, shopAddress(deps.config.seller, settings.shipping.pickupPincode, deps.config.mail.replyTo))));
    await keep({
      courier: courier.name,
      courierOrderId: made.courierOrderId,
      courierShipmentId: made.shipmentId,
      ...(made.awb ? { awb: made.awb, trackingNumber: made.awb } : {}),
      ...(made.courierName ? { courierName: made.courierName } : {}),
    });
  }
  const shipmentId = pickup.courierShipmentId!;
  if (!pickup.awb) {
    const assigned = await courier.assignAwb(shipmentId, undefined, "return");
    await keep({ awb: assigned.awb, trackingNumber: assigned.awb, courierName: assigned.courierName });
  }
  if (!pickup.pickupDate) await keep({ pickupDate: (await courier.generatePickup([shipmentId])).pickupDate });
  if (!pickup.labelUrl) {
    const link = trackingUrl(pickup.courierName, pickup.awb) ?? trackingUrl(courier.name, pickup.awb);
    await keep({ labelUrl: (await courier.label([shipmentId])).url, ...(link ? { trackingUrl: link } : {}) });
  }
  return pickup;
}

/**
 * Books the reverse pickup of a requested return and answers it with every step recorded; the
 * approval then moves the return on. A second approval while one books is told to wait (409); an
 * approval that finds the return moved on (cancelled by the shopper meanwhile) calls off what it
 * made at the courier.
 */
export async function bookReversePickup(deps: AppDeps, record: ReturnRecord): Promise<ReturnPickup> {
  const { repos } = deps;
  const leases = returnPickupLease(repos.db);
  const lease = randomUUID();
  if (!(await leases.take(record.id, lease, PICKUP_LEASE_SECONDS))) throw conflict(`Return ${record.number}'s pickup is being booked right now. Try again in a moment.`);
  const courier = courierFor(deps);
  try {
    const current = (await repos.returns.get(record.id)) ?? record;
    return await courierSteps(deps, courier, current, leases, lease);
  } catch (error) {
    await leases.release(record.id, lease).catch(() => undefined);
    const now = await repos.returns.get(record.id);
    if (now && now.state !== "requested") {
      // She cancelled (or the shop rejected) while the courier was being asked: no courier should come.
      if (now.state === "cancelled" || now.state === "rejected") {
        const made = now.pickup?.courierOrderId ?? (await courier.findReturn(record.id).catch(() => undefined))?.courierOrderId;
        if (made) await courier.cancel([made]).catch(() => undefined);
      }
      throw notNow(now, "approved");
    }
    throw courierFailure(error);
  }
}
