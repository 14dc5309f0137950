import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { releaseHold } from "../checkout/release-hold.js";
import { auditActor } from "../data/audit-log.js";
import type { Repositories } from "../data/repositories.js";
import type { UserRecord } from "../data/users.js";
import { conflict, notFound } from "../errors.js";

/** An unpaid checkout may still be paid for a while (a slow UPI approval); its order must be there when it is. */
export const UNPAID_GRACE_HOURS = 24;

/**
 * Deletes an order the shop no longer needs: an abandoned checkout. A paid order is kept for the
 * accounts (GST records) and is refused; it can be cancelled or refunded instead. An unpaid one is
 * refused until a day after checkout began, since a payment confirmed for a missing order could
 * not be matched. The delete is conditional on the order being as judged, so a payment arriving
 * at the same moment wins.
 */
export async function deleteOrder(repos: Repositories, id: string, admin: UserRecord): Promise<void> {
  const order = isPlausibleId(id) ? await repos.orders.get(id) : undefined;
  if (!order) throw notFound("Order not found");
  if (order.isPaid) {
    throw conflict("This order was paid, so it is kept for the accounts. Set its status to cancelled or refund it instead.");
  }
  const ageHours = (repos.db.now().getTime() - Date.parse(order.createdAt)) / 3_600_000;
  if (ageHours < UNPAID_GRACE_HOURS) {
    throw conflict(`This order is awaiting payment. An unpaid order can be deleted ${UNPAID_GRACE_HOURS} hours after checkout began.`);
  }
  // Its hold lapsed long ago; if the sweep has not put the pieces back yet, they go back now.
  const current = order.hold?.status === "held" && (await releaseHold(repos, id, "lapsed")) ? await repos.orders.get(id) : order;
  await repos.orders.remove(id, current ?? order);
  await repos.audit.record(auditActor(admin), { entity: "order", entityId: id, action: "delete", before: { status: order.status, isPaid: order.isPaid, totalPaise: order.totalPaise } });
}
