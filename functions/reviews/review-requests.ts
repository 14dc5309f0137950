import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";
import { reviewRepository } from "../data/reviews.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { OutboxMessage } from "../data/outbox.js";
import { readSettings } from "../settings/shop-settings.js";

// The review request (issue 27): a set number of days after delivery (the owner's setting), the
// shopper is asked once per order, through the outbox, with links straight to each product's
// review form. The hold sweep runs it once a day (functions/lambda/release-holds.ts); the marker
// ORDER#<id> / REVIEW_REQUEST is put with the outbox item, so no order is asked twice.

const DAY_MS = 24 * 3600 * 1000;
/** An order delivered longer ago than the delay plus this (the feature shipped, a sweep missed) is not asked any more. */
const GRACE_DAYS = 14;
/** Parcels reach shoppers within this many days of payment; older orders are not read. */
const DELIVERY_DAYS = 60;

export function reviewRequested(orderId: string): OutboxMessage {
  return { id: `review.requested#${orderId}`, kind: "review.requested", orderId };
}

/** Due: delivered (and still so: not returned or cancelled) between delay + grace and delay days ago. */
export function isDue(order: OrderRecord, now: Date, delayDays: number): boolean {
  if (order.status !== "delivered" || !order.deliveredAt) return false;
  const age = now.getTime() - Date.parse(order.deliveredAt);
  return age >= delayDays * DAY_MS && age < (delayDays + GRACE_DAYS) * DAY_MS;
}

/** Writes the requests due now; returns how many orders were asked this run. */
export async function sendReviewRequests(repos: Repositories, now: Date): Promise<number> {
  const delay = (await readSettings(repos)).reviews.requestDelayDays;
  if (delay <= 0) return 0;
  const reviews = reviewRepository(repos.db);
  const since = new Date(now.getTime() - (delay + GRACE_DAYS + DELIVERY_DAYS) * DAY_MS).toISOString();
  let asked = 0;
  let cursor: string | undefined;
  do {
    const page = await repos.orders.listSince(since, { limit: 100, cursor });
    for (const order of page.items) {
      if (!isDue(order, now, delay) || (await reviews.requestSent(order.id))) continue;
      try {
        await transactWrite(repos.db, [...labelled("review-request", reviews.requestMarkerAction(order.id, now.toISOString())), ...labelled("outbox", repos.outbox.enqueueAction(reviewRequested(order.id)))]);
        asked++;
      } catch (error) {
        // Another sweep asked first.
        if (!(error instanceof ConditionsFailed)) throw error;
      }
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return asked;
}
