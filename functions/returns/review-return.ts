import type { AppDeps } from "../deps.js";
import type { Courier } from "../shipping/courier/courier.js";
import type { Repositories } from "../data/repositories.js";
import type { ReturnRecord } from "../data/returns.js";
import type { UserRecord } from "../data/users.js";
import { notFound } from "../errors.js";
import { changedBy } from "../orders/order-status.js";
import { commitStep, releaseExchangeHold, loadReturn, notNow, stepped } from "./return-steps.js";
import { bookReversePickup } from "./reverse-pickup.js";

// The shop's answer to a request and the shopper's change of mind, each a step that a replay
// finds taken: approve (books the reverse pickup with the courier: reverse-pickup.ts), reject
// with a reason, the pickup recorded by hand (the courier's tracking records it otherwise:
// return-pickup-tracking.ts), and her cancelling before the pickup. Rejecting or cancelling gives
// back a held exchange piece and calls off a booked pickup.

export interface StepResult {
  record: ReturnRecord;
  /** The return was already there: nothing was changed. */
  alreadyDone: boolean;
}

export async function approveReturn(deps: AppDeps, admin: UserRecord, id: string): Promise<StepResult> {
  const { repos } = deps;
  const seen = await loadReturn(repos, id);
  if (seen.state !== "requested") {
    if (seen.state === "approved") return { record: seen, alreadyDone: true };
    throw notNow(seen, "approved");
  }
  const pickup = await bookReversePickup(deps, seen);
  // The courier's steps moved the return's version on: approve it as it is now, its lease let go.
  const current = await loadReturn(repos, id);
  if (current.state === "approved") return { record: current, alreadyDone: true };
  if (current.state !== "requested") throw notNow(current, "approved");
  const { pickupLease: _lease, ...record } = current;
  void _lease;
  const at = repos.db.now().toISOString();
  const next = stepped(record, "approved", changedBy(admin), at, { pickup: { ...pickup, status: "booked", statusAt: at, scans: [] } });
  return { record: await commitStep(repos, next, record, admin, "approve"), alreadyDone: false };
}

export async function rejectReturn(repos: Repositories, courier: Courier, admin: UserRecord, id: string, reason: string): Promise<StepResult> {
  const record = await loadReturn(repos, id);
  if (record.state === "rejected") return { record, alreadyDone: true };
  if (record.state !== "requested" && record.state !== "approved") throw notNow(record, "rejected");
  const at = repos.db.now().toISOString();
  const next = stepped(record, "rejected", changedBy(admin), at, { rejectReason: reason, ...(record.exchangeHold === "held" ? { exchangeHold: "released" as const } : {}) }, reason);
  const releases = releaseExchangeHold(repos, record, { by: changedBy(admin), byId: admin.id, orderId: record.orderId });
  const saved = await commitStep(repos, next, record, admin, "reject", releases);
  // A pickup booked at approval is called off once the rejection is saved (as her cancelling does).
  if (record.pickup?.courierOrderId) await courier.cancel([record.pickup.courierOrderId]).catch(() => undefined);
  return { record: saved, alreadyDone: false };
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
