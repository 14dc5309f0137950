import { isPickedUp, RETURN_PICKUP_STEP, type ReturnPickup, type ReturnPickupScan, type ReturnPickupStatus } from "../../shared/return-pickup.js";
import type { Repositories } from "../data/repositories.js";
import type { ReturnRecord } from "../data/returns.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { ReturnPickupEvent } from "../shipping/tracking/tracking-event.js";
import { returnChanged } from "./return-messages.js";
import { stepped } from "./return-steps.js";

// The courier's tracking of a return's reverse pickup (issue 39), applied to the return: every
// scan kept, the pickup's status moved only forward, the return moved from approved to picked up
// by the courier's pickup scan (with the shopper's e-mail), and its delivery to the shop marked
// as arrived for the receiving staff, whose counting (receive-return.ts) stays their own step.
// Repeated, late or reversed updates never move it back: a status moves only to a later step (or,
// before the pickup, to a later attempt), and the return's state only from approved.

export type ReturnTrackingOutcome = "handled" | "ignored";

function mergedScans(kept: ReturnPickupScan[], incoming: ReturnPickupScan[]): ReturnPickupScan[] {
  const byKey = new Map(kept.map((scan) => [`${scan.at}|${scan.activity}`, scan]));
  for (const scan of incoming) if (!byKey.has(`${scan.at}|${scan.activity}`)) byKey.set(`${scan.at}|${scan.activity}`, scan);
  return [...byKey.values()].sort((a, b) => a.at.localeCompare(b.at));
}

/** Whether the event's status is further along than the pickup's (the attempts before the pickup follow each other by time). */
function movesOn(pickup: ReturnPickup, status: ReturnPickupStatus, at: string): boolean {
  const now = pickup.status ?? "booked";
  const step = RETURN_PICKUP_STEP[status];
  if (step !== RETURN_PICKUP_STEP[now]) return step > RETURN_PICKUP_STEP[now];
  return status !== now && at > (pickup.statusAt ?? "");
}

/**
 * When the pickup first reached a status: the earliest of the time kept, the scans at or past it
 * and this event's own time if it is at or past it. A late update with an earlier time (the pickup
 * scan after the delivery's, or one without its scan history) moves the time back to the truth.
 */
function firstAt(kept: string | undefined, scans: ReturnPickupScan[], event: ReturnPickupEvent, reached: (status: ReturnPickupStatus) => boolean): string | undefined {
  const times = [kept, scans.find((scan) => scan.status && reached(scan.status))?.at, event.status && reached(event.status) ? event.at : undefined];
  return times.filter((time): time is string => time !== undefined).sort()[0];
}

/** The pickup after the event: scans merged, status moved on if it may, the pickup and the arrival stamped at their earliest. */
function pickupAfter(pickup: ReturnPickup, event: ReturnPickupEvent): ReturnPickup {
  const scans = mergedScans(pickup.scans ?? [], event.scans);
  const next: ReturnPickup = { ...pickup, scans };
  if (event.status && movesOn(pickup, event.status, event.at)) {
    next.status = event.status;
    next.statusAt = event.at;
  }
  // Stamped only once the status got there (a scan alone, whose update is not read, moves nothing).
  if (next.status !== undefined && isPickedUp(next.status)) next.pickedUpAt = firstAt(pickup.pickedUpAt, scans, event, isPickedUp);
  if (next.status === "delivered") next.arrivedAt = firstAt(pickup.arrivedAt, scans, event, (status) => status === "delivered");
  return next;
}

/**
 * Applies one update to the return it names (its id is the courier order's id, its AWB the
 * pickup's). A return still being approved, or one another AWB's, is not this update's.
 */
export async function applyReturnTracking(repos: Repositories, courierName: string, event: ReturnPickupEvent): Promise<ReturnTrackingOutcome> {
  for (let attempt = 1; ; attempt++) {
    const record = await repos.returns.get(event.orderId);
    // Before approval completes the booking owns the pickup (its lease); a scan then is the courier's early word only.
    if (!record?.pickup?.awb || record.pickup.awb !== event.awb || record.state === "requested") return "ignored";

    const pickup = pickupAfter(record.pickup, event);
    const changed =
      pickup.scans!.length !== (record.pickup.scans ?? []).length || pickup.status !== record.pickup.status || pickup.pickedUpAt !== record.pickup.pickedUpAt || pickup.arrivedAt !== record.pickup.arrivedAt;
    if (!changed) return "handled";
    const at = repos.db.now().toISOString();
    // The courier's pickup scan is the return's picked-up step, from approved only: never back, never twice.
    const next: ReturnRecord =
      record.state === "approved" && pickup.pickedUpAt ? stepped(record, "picked-up", `Courier (${courierName})`, at, { pickup }) : { ...record, pickup, updatedAt: at };
    const writes = labelled("return", repos.returns.replaceAction(next, record), ...(next.state !== record.state ? [repos.outbox.enqueueAction(returnChanged(next))] : []));
    try {
      await transactWrite(repos.db, writes);
      return "handled";
    } catch (error) {
      // Another delivery of this pickup's updates (or the staff) changed it meanwhile: read again.
      if (error instanceof ConditionsFailed && attempt < 5) continue;
      throw error;
    }
  }
}
