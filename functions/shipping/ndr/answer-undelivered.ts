import { isPlausibleId } from "@shared/schemas/record-id.js";
import { REDELIVERY_DAYS, redeliveryWindow, type DeliveryAnswer } from "@shared/schemas/delivery-answer.js";
import { addDays, shopDate } from "@shared/shop-calendar.js";
import type { AppDeps } from "../../deps.js";
import type { ShipmentRecord } from "../../data/shipments.js";
import { ConditionsFailed, labelled, transactWrite } from "../../data/transact.js";
import type { UserRecord } from "../../data/users.js";
import { badRequest, conflict, notFound } from "../../errors.js";
import { changedBy } from "../../orders/order-status.js";
import { courierFor } from "../courier/courier-for.js";
import { courierFailure } from "../courier-failure.js";

export interface UndeliveredAnswer {
  action: "re-attempt" | "return";
  comments?: string;
  /** For a re-attempt: not before this day (YYYY-MM-DD), as the shopper chose. */
  deferredDate?: string;
  /** A corrected address line and mobile for the courier's next try, as the shopper gave them. */
  address?: string;
  phone?: string;
}

/** How the trail names a member of staff who answered. */
export const staffName = (admin: UserRecord) => changedBy(admin);

export const NO_FAILED_DELIVERY = "This parcel has no failed delivery waiting for an answer.";

/**
 * An answer to a failed delivery (NDR): the admin's "Re-attempt" or "Return to shop", or the
 * shopper's new day or corrected address (issue 44). The answer is claimed on the shipment first,
 * on condition nobody answered (which also takes it off the admin's list), and only then told to
 * the courier: of two answers at once, one reaches the courier. A courier that refuses it has the
 * claim taken back, so the parcel waits for an answer again.
 */
export async function answerUndelivered(deps: AppDeps, by: string, orderId: string, answer: UndeliveredAnswer): Promise<ShipmentRecord> {
  const comments = answer.comments || (answer.action === "re-attempt" ? "Please deliver again; the shopper has been told." : "Please return the parcel to the shop.");
  const { shipments } = deps.repos;
  let claimed: ShipmentRecord | undefined;
  for (let attempt = 1; !claimed; attempt++) {
    const seen = await shipments.get(orderId);
    if (!seen?.awb) throw notFound("This order has no shipment");
    if (seen.status !== "undelivered" || !seen.undelivered || seen.undelivered.action) throw conflict(NO_FAILED_DELIVERY);
    const at = deps.repos.db.now().toISOString();
    const action = { action: answer.action, comments, at, by, ...(answer.deferredDate && { deferredDate: answer.deferredDate }), ...(answer.address && { address: answer.address }) };
    const next: ShipmentRecord = { ...seen, undelivered: { ...seen.undelivered, action }, updatedAt: at };
    try {
      await transactWrite(deps.repos.db, labelled("shipment", shipments.replaceAction(next, seen)));
      claimed = next;
    } catch (error) {
      // A scan or another answer arrived meanwhile: read again (an answer then refuses this one).
      if (error instanceof ConditionsFailed && attempt < 5) continue;
      throw error;
    }
  }
  try {
    await courierFor(deps).ndrAction(claimed.awb!, {
      action: answer.action,
      comments,
      ...(answer.phone && { phone: answer.phone }),
      ...(answer.address && { address: answer.address }),
      ...(answer.deferredDate && { deferredDate: answer.deferredDate }),
    });
  } catch (error) {
    await withdraw(deps, orderId, claimed.undelivered!.action!.at);
    throw courierFailure(error);
  }
  return claimed;
}

/** The courier did not take the answer: the parcel waits for one again (unless it moved on meanwhile). */
async function withdraw(deps: AppDeps, orderId: string, answeredAt: string): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const seen = await deps.repos.shipments.get(orderId);
    if (!seen?.undelivered?.action || seen.undelivered.action.at !== answeredAt) return;
    const { action: _told, ...waiting } = seen.undelivered;
    void _told;
    try {
      await transactWrite(deps.repos.db, labelled("shipment", deps.repos.shipments.replaceAction({ ...seen, undelivered: waiting, updatedAt: deps.repos.db.now().toISOString() }, seen)));
      return;
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
    }
  }
}

/**
 * The shopper answers her own failed delivery (issue 44), from the WhatsApp message's or the
 * e-mail's link: the courier tries again, on the day she chose (tomorrow to a week ahead, in
 * India's date) and at the address or number she corrected.
 */
export async function answerAsShopper(deps: AppDeps, shopper: UserRecord, orderId: string, answer: DeliveryAnswer): Promise<ShipmentRecord> {
  // Her own order only (staff answer from the back office's list, with their own route).
  const order = isPlausibleId(orderId) ? await deps.repos.orders.get(orderId) : undefined;
  if (!order || order.userId !== shopper.id) throw notFound("Order not found");
  const today = shopDate(deps.repos.db.now());
  const first = addDays(today, 1);
  const last = addDays(today, REDELIVERY_DAYS);
  if (answer.deliverOn && (answer.deliverOn < first || answer.deliverOn > last)) throw badRequest(redeliveryWindow(first, last));
  const asked = [
    answer.deliverOn ? `deliver on ${answer.deliverOn}` : "deliver again",
    ...(answer.address ? [`at ${answer.address}`] : []),
    ...(answer.phone ? [`call ${answer.phone}`] : []),
  ].join(", ");
  return answerUndelivered(deps, `${shopper.name} (shopper)`, order.id, {
    action: "re-attempt",
    comments: `The shopper asks to ${asked}.`,
    ...(answer.deliverOn && { deferredDate: answer.deliverOn }),
    ...(answer.address && { address: answer.address }),
    ...(answer.phone && { phone: answer.phone }),
  });
}
