import { shortId } from "../../shared/catalogue.js";
import type { OrderStatusUpdate } from "../../shared/schemas/order-status.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { auditActor, changedFields } from "../data/audit-log.js";
import type { OrderRecord } from "../data/orders.js";
import { releaseHold } from "../checkout/release-hold.js";
import type { Repositories } from "../data/repositories.js";
import type { UserRecord } from "../data/users.js";
import { notFound } from "../errors.js";
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
  // Shipped and delivered are told to the shopper by e-mail, written with the change itself.
  const order = await repos.orders.updateStatus(id, { ...update, by: changedBy(admin) }, (next, current) => {
    const message = statusChanged(next, current);
    const fields = (o: OrderRecord) => ({ status: o.status, trackingNumber: o.trackingNumber, carrier: o.carrier, notes: o.notes });
    const audit = repos.audit.recordAction(auditActor(admin), { entity: "order", entityId: id, action: "status", ...changedFields(fields(current), fields(next)) });
    return message ? [repos.outbox.enqueueAction(message), audit] : [audit];
  });
  // An unpaid order the admin cancels gives its held pieces back at once.
  if (order.status === "cancelled" && order.hold?.status === "held" && (await releaseHold(repos, id, "order-cancelled"))) {
    return (await repos.orders.get(id)) ?? order;
  }
  return order;
}
