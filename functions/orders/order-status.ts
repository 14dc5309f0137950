import { shortId } from "../../shared/catalogue.js";
import type { OrderStatusUpdate } from "../../shared/schemas/order-status.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { auditActor, changedFields } from "../data/audit-log.js";
import type { OrderRecord } from "../data/orders.js";
import { releaseHold } from "../checkout/release-hold.js";
import type { Repositories } from "../data/repositories.js";
import type { UserRecord } from "../data/users.js";
import { badRequest, conflict, forbidden, notFound } from "../errors.js";
import { DELIVERED_BY_OWNER_ONLY, DELIVERED_NEEDS_REASON, NOT_SHIPPED } from "../../shared/staff-limits.js";
import { may } from "../../shared/staff-permissions.js";
import { statusMoveRefused } from "../../shared/order-status-moves.js";
import { courierDeliveredAt, parcelOnItsWay, parcelReturnedToShop } from "../shipping/parcel-progress.js";
import { labelled, type TransactItem } from "../data/transact.js";
import { statusChanged } from "../outbox/outbox-messages.js";

/** Who made a change, as the status history shows it: the admin's name and short id (names repeat). */
export function changedBy(admin: UserRecord): string {
  return `${admin.name} (#${shortId(admin.id)})`;
}

/**
 * The admin sets the status (the spec puts no rule on the order of them); each change is appended
 * to the order's history with who and when. Moving money is not done here, so the statuses that
 * say money moved are refused (shared/order-status-moves.ts): the cancel action cancels a paid
 * order with its refund, and the payments screen's refund marks it refunded.
 */
export async function updateOrderStatus(repos: Repositories, admin: UserRecord, id: string, update: OrderStatusUpdate): Promise<OrderRecord> {
  if (!isPlausibleId(id)) throw notFound("Order not found");
  const before = await repos.orders.get(id);
  if (!before) throw notFound("Order not found");
  const refused = statusMoveRefused(before, update.status);
  if (refused) throw conflict(refused);
  const delivered = update.status === "delivered" ? await deliveredByHand(repos, admin, id, update.reason) : undefined;
  const production = await productionFor(repos, before, update);
  const { reason: _reason, ...change } = update;
  // Shipped and delivered are told to the shopper by e-mail, written with the change itself.
  const order = await repos.orders.updateStatus(id, { ...change, ...delivered, by: changedBy(admin) }, (next, current) => {
    // The order moved on since it was checked (shipped or not): write nothing, say so.
    if (delivered && current.updatedAt !== delivered.seen) throw conflict("This order was changed at the same time. Reload and try again.");
    // Paid or cancelled meanwhile (the webhook, the cancel action): the move is judged again.
    const refusedNow = statusMoveRefused(current, update.status);
    if (refusedNow) throw conflict(refusedNow);
    const message = statusChanged(next, current);
    const fields = (o: OrderRecord) => ({ status: o.status, trackingNumber: o.trackingNumber, carrier: o.carrier, notes: o.notes });
    const changed = changedFields(fields(current), fields(next));
    const audit = repos.audit.recordAction(auditActor(admin), { entity: "order", entityId: id, action: "status", ...changed, after: { ...changed.after, ...(delivered && { reason: update.reason }) } });
    return labelled("status", ...(message ? [repos.outbox.enqueueAction(message), audit] : [audit]), ...production);
  });
  // An unpaid order the admin cancels gives its held pieces back at once.
  if (order.status === "cancelled" && order.hold?.status === "held" && (await releaseHold(repos, id, "order-cancelled"))) {
    return (await repos.orders.get(id)) ?? order;
  }
  return order;
}

/**
 * Delivered by hand (issue 39): a staff member could mark an undispatched order delivered and so
 * open its return window for store credit. Only the owner may (the mark-delivered permission),
 * with a reason, and only for an order that was shipped; a delivery the courier recorded keeps
 * its time (the return window starts there).
 */
async function deliveredByHand(repos: Repositories, admin: UserRecord, id: string, reason: string | undefined): Promise<{ deliveredAt?: string; historyNote: string; seen: string }> {
  if (!may(admin.role, "mark-delivered")) throw forbidden(DELIVERED_BY_OWNER_ONLY);
  if (!reason) throw badRequest(DELIVERED_NEEDS_REASON);
  const order = await repos.orders.get(id);
  if (!order) throw notFound("Order not found");
  const shipment = await repos.shipments.get(id);
  if (parcelReturnedToShop(shipment)) throw conflict("This order's parcel went back to the shop with the courier (RTO), so it was not delivered.");
  const shipped = order.status === "shipped" || order.status === "delivered" || parcelOnItsWay(shipment);
  if (!shipped) throw conflict(NOT_SHIPPED);
  const courierAt = courierDeliveredAt(shipment);
  return { ...(courierAt && { deliveredAt: courierAt }), historyNote: `Marked delivered by hand: ${reason}`, seen: order.updatedAt };
}

/**
 * Made to measure (issue 26): a status that ships the order needs every piece ready to ship, checked
 * in the status change's own transaction. Its code loads only for orders with custom lines.
 */
async function productionFor(repos: Repositories, order: OrderRecord, update: OrderStatusUpdate): Promise<TransactItem[]> {
  if (!order.isPaid || !order.orderItems.some((line) => line.custom)) return [];
  if (update.status !== "shipped" && update.status !== "delivered") return [];
  const ready = await (await import("../production/production-api.js")).readyToShip(repos, order);
  if (ready.refused) throw conflict(ready.refused);
  return ready.checks;
}
