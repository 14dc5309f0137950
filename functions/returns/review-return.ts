import type { Courier } from "../shipping/courier/courier.js";
import { courierFailure } from "../shipping/courier-failure.js";
import type { Repositories } from "../data/repositories.js";
import type { ReturnRecord } from "../data/returns.js";
import type { UserRecord } from "../data/users.js";
import { notFound } from "../errors.js";
import { changedBy } from "../orders/order-status.js";
import { commitStep, releaseExchangeHold, loadReturn, notNow, stepped } from "./return-steps.js";

// The shop's answer to a request and the shopper's change of mind, each a step that a replay
// finds taken: approve (books the reverse pickup), reject with a reason, the pickup recorded,
// and her cancelling before the pickup. Rejecting or cancelling gives back a held exchange piece.

export interface StepResult {
  record: ReturnRecord;
  /** The return was already there: nothing was changed. */
  alreadyDone: boolean;
}

/** A reverse pickup of about half a kilo a piece, from where the order was delivered. */
async function bookReversePickup(repos: Repositories, courier: Courier, record: ReturnRecord) {
  const order = await repos.orders.get(record.orderId);
  if (!order) throw notFound("The order of this return no longer exists.");
  const pieces = record.items.reduce((sum, item) => sum + item.quantity, 0);
  try {
    return await courier.createReturn({
      returnId: record.id,
      orderId: record.orderId,
      orderedAt: order.createdAt,
      pickupFrom: order.shippingAddress,
      lines: record.items.map((item) => ({
        name: item.name,
        sku: `${item.product}-${item.size}`,
        quantity: item.quantity,
        unitPricePaise: Math.round(item.valuePaise / item.quantity),
        qualityChecks: { size: item.size },
      })),
      subtotalPaise: record.valuePaise,
      parcel: { weightGrams: 500 * pieces, lengthCm: 30, breadthCm: 25, heightCm: 5 * pieces },
    });
  } catch (error) {
    throw courierFailure(error);
  }
}

export async function approveReturn(repos: Repositories, courier: Courier, admin: UserRecord, id: string): Promise<StepResult> {
  const record = await loadReturn(repos, id);
  if (record.state !== "requested") {
    if (record.state === "approved") return { record, alreadyDone: true };
    throw notNow(record, "approved");
  }
  const booked = await bookReversePickup(repos, courier, record);
  const at = repos.db.now().toISOString();
  const next = stepped(record, "approved", changedBy(admin), at, { pickup: { courier: courier.name, trackingNumber: "", courierOrderId: booked.courierOrderId } });
  return { record: await commitStep(repos, next, record, admin, "approve"), alreadyDone: false };
}

export async function rejectReturn(repos: Repositories, admin: UserRecord, id: string, reason: string): Promise<StepResult> {
  const record = await loadReturn(repos, id);
  if (record.state === "rejected") return { record, alreadyDone: true };
  if (record.state !== "requested" && record.state !== "approved") throw notNow(record, "rejected");
  const at = repos.db.now().toISOString();
  const next = stepped(record, "rejected", changedBy(admin), at, { rejectReason: reason, ...(record.exchangeHold === "held" ? { exchangeHold: "released" as const } : {}) }, reason);
  const releases = releaseExchangeHold(repos, record, { by: changedBy(admin), byId: admin.id, orderId: record.orderId });
  return { record: await commitStep(repos, next, record, admin, "reject", releases), alreadyDone: false };
}

export async function recordPickup(repos: Repositories, admin: UserRecord, id: string, pickup: { courier: string; trackingNumber: string }): Promise<StepResult> {
  const record = await loadReturn(repos, id);
  if (record.state === "picked-up") return { record, alreadyDone: true };
  if (record.state !== "approved") throw notNow(record, "marked picked up");
  const at = repos.db.now().toISOString();
  const next = stepped(record, "picked-up", changedBy(admin), at, { pickup: { ...record.pickup, courier: pickup.courier, trackingNumber: pickup.trackingNumber } });
  return { record: await commitStep(repos, next, record, admin, "picked-up"), alreadyDone: false };
}

/** The shopper changes her mind before the courier comes; the reverse pickup is called off. */
export async function cancelReturn(repos: Repositories, courier: Courier, shopper: UserRecord, id: string): Promise<StepResult> {
  const record = await repos.returns.get(id);
  if (!record || record.userId !== shopper.id) throw notFound("Return not found");
  if (record.state === "cancelled") return { record, alreadyDone: true };
  if (record.state !== "requested" && record.state !== "approved") throw notNow(record, "cancelled (the courier has it already)");
  const at = repos.db.now().toISOString();
  const next = stepped(record, "cancelled", shopper.name, at, record.exchangeHold === "held" ? { exchangeHold: "released" } : {});
  const releases = releaseExchangeHold(repos, record, { by: "shopper", orderId: record.orderId });
  const saved = await commitStep(repos, next, record, undefined, "cancel", releases);
  // After the state is saved: a pickup the courier still lists only costs a call, never a piece.
  if (record.pickup?.courierOrderId) await courier.cancel([record.pickup.courierOrderId]).catch(() => undefined);
  return { record: saved, alreadyDone: false };
}
