import { shortId } from "../../shared/catalogue.js";
import type { OrderStatusUpdate } from "../../shared/schemas/order-status.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { auditActor, changedFields } from "../data/audit-log.js";
import type { OrderRecord } from "../data/orders.js";
import { releaseHold } from "../checkout/release-hold.js";
import type { Repositories } from "../data/repositories.js";
import type { UserRecord } from "../data/users.js";
import { conflict, notFound } from "../errors.js";
import { labelled, type TransactItem } from "../data/transact.js";
import { statusChanged } from "../outbox/outbox-messages.js";

/** Who made a change, as the status history shows it: the admin's name and short id (names repeat). */
export function changedBy(admin: UserRecord): string {
  return `${admin.name} (#${shortId(admin.id)})`;
}

/**
 * The admin sets any of the six statuses (the spec puts no rule on the order of them); each
 * change is appended to the order's history with who and when. Moving money is not done here:
 * refunds go through the payments screen, which also marks the order refunded.
 */
export async function updateOrderStatus(repos: Repositories, admin: UserRecord, id: string, update: OrderStatusUpdate): Promise<OrderRecord> {
  if (!isPlausibleId(id)) throw notFound("Order not found");
  const production = await productionFor(repos, admin, id, update);
  // Shipped and delivered are told to the shopper by e-mail, written with the change itself.
  const order = await repos.orders.updateStatus(id, { ...update, by: changedBy(admin) }, (next, current) => {
    const message = statusChanged(next, current);
    const fields = (o: OrderRecord) => ({ status: o.status, trackingNumber: o.trackingNumber, carrier: o.carrier, notes: o.notes });
    const audit = repos.audit.recordAction(auditActor(admin), { entity: "order", entityId: id, action: "status", ...changedFields(fields(current), fields(next)) });
    return labelled("status", ...(message ? [repos.outbox.enqueueAction(message), audit] : [audit]), ...production);
  });
  // An unpaid order the admin cancels gives its held pieces back at once.
  if (order.status === "cancelled" && order.hold?.status === "held" && (await releaseHold(repos, id, "order-cancelled"))) {
    return (await repos.orders.get(id)) ?? order;
  }
  return order;
}

/**
 * Made to measure (issue 26): a status that ends the order takes its pieces off the board, one
 * that ships it needs every piece ready to ship, in the status change's own transaction. Its code
 * loads only for orders with custom lines.
 */
async function productionFor(repos: Repositories, admin: UserRecord, id: string, update: OrderStatusUpdate): Promise<TransactItem[]> {
  const order = await repos.orders.get(id);
  if (!order?.isPaid || !order.orderItems.some((line) => line.custom)) return [];
  const production = await import("../production/production-api.js");
  if (update.status === "shipped" || update.status === "delivered") {
    const ready = await production.readyToShip(repos, order);
    if (ready.refused) throw conflict(ready.refused);
    return ready.checks;
  }
  const jobs = await production.jobsForStatus(repos, order, update.status, repos.db.now().toISOString(), changedBy(admin));
  if (jobs.refused) throw conflict(jobs.refused);
  return jobs.actions;
}
