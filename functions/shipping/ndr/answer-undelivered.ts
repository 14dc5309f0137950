import type { AppDeps } from "../../deps.js";
import type { ShipmentRecord } from "../../data/shipments.js";
import { ConditionsFailed, labelled, transactWrite } from "../../data/transact.js";
import type { UserRecord } from "../../data/users.js";
import { conflict, notFound } from "../../errors.js";
import { changedBy } from "../../orders/order-status.js";
import { courierFor } from "../courier/courier-for.js";
import { courierFailure } from "../courier-failure.js";

export interface UndeliveredAnswer {
  action: "re-attempt" | "return";
  comments?: string;
}

/**
 * The admin's answer to a failed delivery (NDR): "Re-attempt" or "Return to shop", told to the
 * courier, then recorded on the shipment (which takes it off the admin's list).
 */
export async function answerUndelivered(deps: AppDeps, admin: UserRecord, orderId: string, answer: UndeliveredAnswer): Promise<ShipmentRecord> {
  const shipment = await deps.repos.shipments.get(orderId);
  if (!shipment?.awb) throw notFound("This order has no shipment");
  if (shipment.status !== "undelivered" || !shipment.undelivered || shipment.undelivered.action) {
    throw conflict("This parcel has no failed delivery waiting for an answer.");
  }
  const comments = answer.comments || (answer.action === "re-attempt" ? "Please deliver again; the shopper has been told." : "Please return the parcel to the shop.");
  try {
    await courierFor(deps).ndrAction(shipment.awb, { action: answer.action, comments });
  } catch (error) {
    throw courierFailure(error);
  }
  for (let attempt = 1; ; attempt++) {
    const seen = (await deps.repos.shipments.get(orderId))!;
    const at = deps.repos.db.now().toISOString();
    const next: ShipmentRecord = {
      ...seen,
      undelivered: { ...(seen.undelivered ?? shipment.undelivered), action: { action: answer.action, comments, at, by: changedBy(admin) } },
      updatedAt: at,
    };
    try {
      await transactWrite(deps.repos.db, labelled("shipment", deps.repos.shipments.replaceAction(next, seen)));
      return next;
    } catch (error) {
      // A scan arrived meanwhile: the courier has the instruction; record it over the new state.
      if (error instanceof ConditionsFailed && attempt < 5) continue;
      throw error;
    }
  }
}
