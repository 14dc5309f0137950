import { randomUUID } from "node:crypto";
import type { ShipmentBooking } from "@shared/schemas/shipment-booking.js";
import type { AppDeps } from "../../deps.js";
import type { OrderRecord } from "../../data/orders.js";
import type { ShipmentRecord } from "../../data/shipments.js";
import { ConditionsFailed, labelled, transactWrite } from "../../data/transact.js";
import type { UserRecord } from "../../data/users.js";
import { conflict, notFound } from "../../errors.js";
import { isPlausibleId } from "@shared/schemas/record-id.js";
import { CONFIRM_BY_PHONE_FIRST, callConfirmed } from "@shared/confirmation-call.js";
import { changedBy } from "../../orders/order-status.js";
import type { Courier, ShipmentRequest } from "../courier/courier.js";
import { courierFor } from "../courier/courier-for.js";
import { courierFailure } from "../courier-failure.js";
import { proposeParcel } from "../parcel-proposal.js";

// Booking an order's parcel: courier order → AWB → pickup → label, each step recorded on the
// order's one shipment item as it succeeds. Shiprocket has no idempotency key, so before
// creating the courier's order a retry looks it up by the order's courier reference (claimed
// with the shipment item): booking twice, or again after an attempt died half-way, never makes
// a second parcel.

/** Long enough for the four courier calls; an attempt that dies frees the order after this. */
const BOOKING_LEASE_SECONDS = 60;

export interface BookedShipment {
  shipment: ShipmentRecord;
  order: OrderRecord;
  /** True when the order had been booked before: nothing new was asked of the courier. */
  alreadyBooked: boolean;
}

const SHIPPABLE = new Set(["pending", "processing", "shipped"]);

export async function loadShippableOrder(deps: AppDeps, orderId: string): Promise<OrderRecord> {
  const order = isPlausibleId(orderId) ? await deps.repos.orders.get(orderId) : undefined;
  if (!order) throw notFound("Order not found");
  if (!order.isPaid) throw conflict("Only a paid order can be shipped.");
  if (!SHIPPABLE.has(order.status)) throw conflict(`This order is ${order.status}: it cannot be shipped.`);
  return order;
}

/** `reference`: the order's name at the courier (its courier reference, or its id for an older booking). */
function shipmentRequest(order: OrderRecord, reference: string, parcel: ShipmentRecord["parcel"]): ShipmentRequest {
  const a = order.shippingAddress;
  return {
    orderId: reference,
    orderedAt: order.paidAt ?? order.createdAt,
    recipient: { name: a.name, email: a.email || order.user.email, phone: a.phone, address: a.address, city: a.city, state: a.state, pincode: a.pincode },
    lines: order.orderItems.map((line) => ({
      name: `${line.name}${line.size ? ` (${line.size})` : ""}`,
      sku: `${line.product}-${line.size || "ONE"}`.slice(0, 50),
      quantity: line.quantity,
      unitPricePaise: line.pricePaise,
      hsn: line.hsn,
    })),
    subtotalPaise: order.totalPaise,
    parcel,
  };
}

/** The courier's part, resumed from whatever the shipment item already records. */
async function courierSteps(deps: AppDeps, courier: Courier, order: OrderRecord, shipment: ShipmentRecord, lease: string, pickupDate: string | undefined): Promise<ShipmentRecord> {
  const record = async (fields: Parameters<typeof deps.repos.shipments.record>[2]) => {
    if (!(await deps.repos.shipments.record(order.id, lease, fields))) throw conflict("This order is being booked right now. Try again in a moment.");
    Object.assign(shipment, fields);
  };
  if (!shipment.courierShipmentId) {
    const reference = shipment.courierReference ?? order.id;
    const found = await courier.findOrder(reference);
    const made = found ?? (await courier.createOrder(shipmentRequest(order, reference, shipment.parcel)));
    await record({ courierOrderId: made.courierOrderId, courierShipmentId: made.shipmentId, awb: made.awb, courierName: made.courierName });
  }
  const shipmentId = shipment.courierShipmentId!;
  if (!shipment.awb) {
    const assigned = await courier.assignAwb(shipmentId);
    await record({ awb: assigned.awb, courierName: assigned.courierName });
  }
  if (!shipment.pickupDate) await record({ pickupDate: (await courier.generatePickup([shipmentId], pickupDate)).pickupDate });
  if (!shipment.labelUrl) await record({ labelUrl: (await courier.label([shipmentId])).url });
  return shipment;
}

/** Marks the shipment booked and gives the order its AWB as tracking number, in one transaction. */
async function finish(deps: AppDeps, admin: UserRecord, orderId: string, shipment: ShipmentRecord, aggregator: string): Promise<BookedShipment> {
  for (let attempt = 1; ; attempt++) {
    const [order, seen] = await Promise.all([deps.repos.orders.get(orderId), deps.repos.shipments.get(orderId)]);
    if (!order || !seen) throw notFound("Order not found");
    if (seen.state === "booked") return { shipment: seen, order, alreadyBooked: true };
    const at = deps.repos.db.now().toISOString();
    const { lease: _lease, leaseUntil: _until, ...rest } = { ...seen, ...shipment };
    void _lease;
    void _until;
    const booked: ShipmentRecord = { ...rest, state: "booked", status: "booked", statusAt: at, bookedAt: at, bookedBy: changedBy(admin), updatedAt: at };
    const next: OrderRecord = { ...order, trackingNumber: booked.awb, carrier: booked.courierName ?? aggregator, updatedAt: at };
    try {
      await transactWrite(deps.repos.db, [...labelled("shipment", deps.repos.shipments.replaceAction(booked, seen)), ...labelled("order", ...deps.repos.orders.replaceActions(next, order))]);
      return { shipment: booked, order: next, alreadyBooked: false };
    } catch (error) {
      // The order changed meanwhile (a status, a note): read again and write over the new one.
      if (error instanceof ConditionsFailed && attempt < 4) continue;
      throw error;
    }
  }
}

export async function bookShipment(deps: AppDeps, admin: UserRecord, orderId: string, booking: ShipmentBooking): Promise<BookedShipment> {
  const { repos } = deps;
  const order = await loadShippableOrder(deps, orderId);
  const existing = await repos.shipments.get(orderId);
  if (existing?.state === "booked") return { shipment: existing, order, alreadyBooked: true };
  // The policy's call comes before dispatch: nothing goes to the courier until she confirmed (a booking made already stands).
  if (!callConfirmed(order)) throw conflict(CONFIRM_BY_PHONE_FIRST);
  // Made to measure (issue 26): no parcel is booked before every custom piece is ready to ship.
  if (order.orderItems.some((line) => line.custom)) {
    const ready = await (await import("../../production/production-api.js")).readyToShip(repos, order);
    if (ready.refused) throw conflict(ready.refused);
  }
  const courier = courierFor(deps);
  if (!existing) {
    const proposal = await proposeParcel(repos, order, repos.db.now());
    const at = repos.db.now().toISOString();
    await repos.shipments.start({
      orderId,
      aggregator: courier.name,
      state: "booking",
      status: "booked",
      statusAt: at,
      scans: [],
      parcel: {
        weightGrams: booking.weightGrams ?? proposal.weightGrams,
        lengthCm: booking.lengthCm ?? proposal.lengthCm,
        breadthCm: booking.breadthCm ?? proposal.breadthCm,
        heightCm: booking.heightCm ?? proposal.heightCm,
      },
      createdAt: at,
      updatedAt: at,
    });
  }
  const lease = randomUUID();
  if (!(await repos.shipments.takeLease(orderId, lease, BOOKING_LEASE_SECONDS))) {
    const now = await repos.shipments.get(orderId);
    if (now?.state === "booked") return { shipment: now, order: (await repos.orders.get(orderId)) ?? order, alreadyBooked: true };
    throw conflict("This order is being booked right now. Try again in a moment.");
  }
  try {
    const shipment = (await repos.shipments.get(orderId))!;
    // Until the courier has the order, a retry may correct the parcel (a weight the courier refused).
    const parcel = {
      weightGrams: booking.weightGrams ?? shipment.parcel.weightGrams,
      lengthCm: booking.lengthCm ?? shipment.parcel.lengthCm,
      breadthCm: booking.breadthCm ?? shipment.parcel.breadthCm,
      heightCm: booking.heightCm ?? shipment.parcel.heightCm,
    };
    if (!shipment.courierShipmentId && JSON.stringify(parcel) !== JSON.stringify(shipment.parcel)) {
      await repos.shipments.record(orderId, lease, { parcel });
      shipment.parcel = parcel;
    }
    await courierSteps(deps, courier, order, shipment, lease, booking.pickupDate);
    return await finish(deps, admin, orderId, shipment, courier.name);
  } catch (error) {
    await repos.shipments.releaseLease(orderId, lease).catch(() => undefined);
    throw courierFailure(error);
  }
}
