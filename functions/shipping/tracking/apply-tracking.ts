import { FINAL_SHIPMENT_STATUSES, type ShipmentScan, type ShipmentStatus } from "@shared/shipment.js";
import type { OrderStatus } from "@shared/schemas/order-status.js";
import type { OrderRecord } from "../../data/orders.js";
import type { Repositories } from "../../data/repositories.js";
import type { ShipmentRecord } from "../../data/shipments.js";
import type { SizeMove } from "../../data/stock-movements.js";
import type { Payout } from "../../data/settlements.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction } from "../../data/transact.js";
import { ShopError } from "../../errors.js";
import { statusChanged } from "../../outbox/outbox-messages.js";
import type { TrackingEvent } from "./tracking-event.js";

// A courier's tracking event applied to the order's shipment, in one transaction with what it
// moves: the order's status (shipped, delivered with its date) through the orders' status path,
// the shopper's e-mails through the outbox, and a returned parcel's pieces back on the shelf.
// Every scan is kept; the status follows the latest scan's time, never leaves a final status
// (a late "shipped" after "delivered" changes nothing), and the shipment's updatedAt condition
// makes a repeat that races the first find the work done.

export type TrackingOutcome = "handled" | "ignored";

const STILL_TO_SHIP = new Set<OrderStatus>(["pending", "processing"]);
const ON_THE_WAY = new Set<ShipmentStatus>(["shipped", "in-transit", "out-for-delivery", "undelivered", "rto-initiated"]);

function mergedScans(kept: ShipmentScan[], incoming: ShipmentScan[]): ShipmentScan[] {
  const byKey = new Map(kept.map((scan) => [`${scan.at}|${scan.activity}`, scan]));
  for (const scan of incoming) if (!byKey.has(`${scan.at}|${scan.activity}`)) byKey.set(`${scan.at}|${scan.activity}`, scan);
  return [...byKey.values()].sort((a, b) => a.at.localeCompare(b.at));
}

/** Whether the event moves the shipment's status: newer than the one it has, and that one not final. */
function moves(shipment: ShipmentRecord, event: TrackingEvent): event is TrackingEvent & { status: ShipmentStatus } {
  if (!event.status || FINAL_SHIPMENT_STATUSES.includes(shipment.status)) return false;
  return shipment.status === "booked" || event.at > shipment.statusAt;
}

/** The order's status the shipment's new status calls for, if it changes it. */
function orderStatusFor(order: OrderRecord, status: ShipmentStatus): OrderStatus | undefined {
  if (status === "delivered") return order.status === "delivered" || order.status === "cancelled" || order.status === "refunded" ? undefined : "delivered";
  if (ON_THE_WAY.has(status) && STILL_TO_SHIP.has(order.status)) return "shipped";
  return undefined;
}

/**
 * The pieces of a returned parcel, back on hand: per product, per size, each piece once through the
 * order's settlement (docs/money.md), so a refund that restocked them first leaves them out. Lines
 * whose product or size is gone are left out.
 */
async function restockActions(repos: Repositories, order: OrderRecord): Promise<LabelledAction[]> {
  // Loaded for a parcel that came back only: the webhook's cold start stays in budget.
  const { linePieces, settlementTerms, stillToRestock } = await import("../../settlement/settlement-terms.js");
  const products = await repos.products.byId(order.orderItems);
  const settlement = await repos.settlements.get(order.id);
  const payment = order.paymentId ? await repos.payments.get(order.paymentId) : undefined;
  const onSale = order.orderItems.filter((line) => line.size in (products.get(line.product)?.stockBySize ?? {}));
  const shelf = stillToRestock(order, settlement, onSale);
  const moves = new Map<string, Record<string, SizeMove>>();
  for (const piece of shelf) {
    const sizes = moves.get(piece.product) ?? {};
    sizes[piece.size] = { onHand: (sizes[piece.size]?.onHand ?? 0) + piece.quantity, held: 0 };
    moves.set(piece.product, sizes);
  }
  if (shelf.length === 0) return [];
  const by = "courier (returned to the shop)";
  const payout: Payout = { ref: `rto-${order.id}`, kind: "rto", cashPaise: 0, creditPaise: 0, exchangePaise: 0, pieces: [], restocked: linePieces(order, shelf), by, at: repos.db.now().toISOString() };
  return [
    ...[...moves].flatMap(([productId, sizes]) => repos.stock.moveActions(productId, sizes, { reason: "return", by, orderId: order.id })),
    ...repos.settlements.enterAction(settlementTerms(order, payment), payout),
  ];
}

export async function applyTracking(repos: Repositories, courierName: string, event: TrackingEvent): Promise<TrackingOutcome> {
  for (let attempt = 1; ; attempt++) {
    const shipment = await repos.shipments.get(event.orderId);
    if (!shipment || shipment.state !== "booked" || shipment.awb !== event.awb) return "ignored";
    const order = await repos.orders.get(event.orderId);
    if (!order) return "ignored";

    const at = repos.db.now().toISOString();
    const next: ShipmentRecord = { ...shipment, scans: mergedScans(shipment.scans, event.scans), updatedAt: at };
    const moved = moves(shipment, event);
    if (moved) {
      next.status = event.status;
      next.statusAt = event.at;
      if (event.status === "undelivered") {
        const reason = event.scans.find((scan) => scan.at === event.at)?.activity || event.statusText || "Delivery attempted";
        next.undelivered = { at: event.at, reason };
      }
    }
    if (!moved && next.scans.length === shipment.scans.length) return "handled";

    const alongside: LabelledAction[] = [];
    if (moved && event.status === "out-for-delivery") {
      alongside.push(...labelled("outbox", repos.outbox.enqueueAction({ id: `order.out-for-delivery#${order.id}#${event.at}`, kind: "order.out-for-delivery", orderId: order.id })));
    }
    // Each failed attempt asks her once (its own id: a repeated event queues nothing new) to choose a day (issue 44).
    if (moved && event.status === "undelivered") {
      alongside.push(...labelled("outbox", repos.outbox.enqueueAction({ id: `order.delivery-failed#${order.id}#${event.at}`, kind: "order.delivery-failed", orderId: order.id })));
    }
    if (next.status === "rto-delivered" && !shipment.restockedAt) {
      next.restockedAt = at;
      alongside.push(...(await restockActions(repos, order)));
    }
    const writes = [...labelled("shipment", repos.shipments.replaceAction(next, shipment)), ...alongside];
    const orderStatus = moved ? orderStatusFor(order, event.status) : undefined;
    try {
      if (orderStatus) {
        await repos.orders.updateStatus(
          order.id,
          { status: orderStatus, by: `Courier (${courierName})`, ...(orderStatus === "delivered" ? { deliveredAt: event.at } : {}) },
          (changed, current) => {
            // The order moved on since it was read: write nothing, read again.
            if (current.updatedAt !== order.updatedAt) throw new ConditionsFailed(["order"]);
            const message = statusChanged(changed, current);
            return [...writes, ...(message ? labelled("outbox", repos.outbox.enqueueAction(message)) : [])];
          },
        );
      } else {
        await transactWrite(repos.db, writes);
      }
      return "handled";
    } catch (error) {
      // Another delivery of this parcel's events (or an admin) changed it meanwhile: read again.
      const raced = error instanceof ConditionsFailed || (error instanceof ShopError && error.status === 409);
      if (raced && attempt < 5) continue;
      throw error;
    }
  }
}
