import type { ConfirmationCall } from "../../shared/schemas/order.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { conflict, notFound } from "../errors.js";
import { changedBy } from "./order-status.js";

// The confirmation call the policy promises within 24 hours of payment, before dispatch: each
// attempt (confirmed, or could not reach) is recorded on the order with its note, who and when.

/** The policy's promise: a call within 24 hours of payment. */
export const CALL_WITHIN_MS = 24 * 3600_000;
/** Orders older than this are not on the list (they were shipped or need a person anyway). */
const LIST_DAYS = 14;

export async function recordConfirmationCall(
  repos: Repositories,
  admin: UserRecord,
  orderId: string,
  call: { outcome: ConfirmationCall["outcome"]; note?: string },
): Promise<OrderRecord> {
  for (let attempt = 1; ; attempt++) {
    const order = isPlausibleId(orderId) ? await repos.orders.get(orderId) : undefined;
    if (!order) throw notFound("Order not found");
    if (!order.isPaid) throw conflict("Only a paid order gets a confirmation call.");
    const at = repos.db.now().toISOString();
    const attempts = [...(order.confirmationCall?.attempts ?? []), { outcome: call.outcome, at, by: changedBy(admin), ...(call.note ? { note: call.note } : {}) }];
    const next: OrderRecord = { ...order, confirmationCall: { outcome: call.outcome, at, attempts }, updatedAt: at };
    try {
      await transactWrite(repos.db, labelled("order", ...repos.orders.replaceActions(next, order)));
      return next;
    } catch (error) {
      if (error instanceof ConditionsFailed && attempt < 4) continue;
      throw error;
    }
  }
}

export interface CallToMake {
  order: OrderRecord;
  /** Milliseconds left of the 24 hours from payment; negative once late. */
  timeLeftMs: number;
}

/** Paid orders still to pack whose call is not confirmed, oldest first (paid orders of the last two weeks, read in order). */
export async function ordersToCall(repos: Repositories, now: Date): Promise<CallToMake[]> {
  const since = new Date(now.getTime() - LIST_DAYS * 24 * 3600_000).toISOString();
  const calls: CallToMake[] = [];
  let cursor: string | undefined;
  do {
    const page = await repos.orders.listSince(since, { limit: 100, cursor });
    for (const order of page.items) {
      if (order.confirmationCall?.outcome === "confirmed" || (order.status !== "pending" && order.status !== "processing")) continue;
      const paidAt = new Date(order.paidAt ?? order.createdAt).getTime();
      calls.push({ order, timeLeftMs: paidAt + CALL_WITHIN_MS - now.getTime() });
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return calls.sort((a, b) => a.timeLeftMs - b.timeLeftMs);
}
