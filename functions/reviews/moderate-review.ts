import { REVIEW_STATUS_LABELS, summaryDelta } from "../../shared/reviews.js";
import type { ModerationBody } from "../../shared/schemas/review.js";
import { auditActor } from "../data/audit-log.js";
import { fitEvidenceRepository, reviewCount } from "../data/fit-evidence.js";
import type { Repositories } from "../data/repositories.js";
import { reviewRepository, type ReviewRecord } from "../data/reviews.js";
import { ConditionsFailed, labelled, transactWrite, type TransactItem } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { conflict, notFound } from "../errors.js";

export const REVIEW_CHANGED = "This review changed just now. Reload it and try again.";

export interface ModerationResult {
  record: ReviewRecord;
  /** Nothing to change: it was so already. */
  alreadyDone: boolean;
}

/** The review as the admin's decision leaves it. */
function decided(seen: ReviewRecord, body: ModerationBody, at: string): ReviewRecord {
  const { reply: _reply, rejectReason: _reason, ...rest } = seen;
  void _reply;
  void _reason;
  const reply = body.reply === undefined ? seen.reply : body.reply === "" ? undefined : { text: body.reply, at };
  const reason = body.status === "approved" ? undefined : (body.reason ?? (body.status === seen.status ? seen.rejectReason : undefined));
  return { ...rest, status: body.status, ...(reply ? { reply } : {}), ...(reason ? { rejectReason: reason } : {}), updatedAt: at };
}

/**
 * The shop's decision on a review: approve (publish), reject with a reason, or hide a published
 * one; a public reply with any of them. One transaction moves the review over the status and
 * version it was read in, the product's sums when it enters or leaves "approved", and the audit
 * entry: a replay or a second admin at the same moment finds it moved on, so the sums stay exact.
 */
export async function moderateReview(repos: Repositories, admin: UserRecord, id: string, body: ModerationBody): Promise<ModerationResult> {
  const reviews = reviewRepository(repos.db);
  const seen = await reviews.get(id);
  if (!seen) throw notFound("Review not found");
  if (body.status === "hidden" && seen.status !== "approved" && seen.status !== "hidden") {
    throw conflict(`This review is ${REVIEW_STATUS_LABELS[seen.status].toLowerCase()}; only a published review can be hidden.`);
  }
  const at = repos.db.now().toISOString();
  const next = decided(seen, body, at);
  const unchanged = next.status === seen.status && next.reply?.text === seen.reply?.text && next.rejectReason === seen.rejectReason;
  if (unchanged) return { record: seen, alreadyDone: true };

  const actions: TransactItem[] = [reviews.replaceAction(next, seen)];
  const wasCounted = seen.status === "approved";
  const isCounted = next.status === "approved";
  if (wasCounted !== isCounted) {
    const delta = summaryDelta(seen, isCounted ? 1 : -1);
    actions.push(reviews.summaryAction(seen.productId, delta));
    // A product deleted since keeps no copy to move; its sums stay with the summary.
    const product = await repos.products.get(seen.productId);
    if (product) {
      actions.push(reviews.productRatingAction(seen.productId, delta));
      // Its fit answer moves the fit evidence as the sums move (issue 46): in, or out when hidden.
      if (!product.customMade) actions.push(...fitEvidenceRepository(repos.db).countActions([{ product, counts: new Map([[reviewCount(seen.fit), isCounted ? 1 : -1]]) }]));
    }
  }
  const before: Record<string, unknown> = { status: seen.status, ...(seen.reply ? { reply: seen.reply.text } : {}) };
  const after: Record<string, unknown> = { status: next.status, ...(next.reply ? { reply: next.reply.text } : {}), ...(next.rejectReason ? { reason: next.rejectReason } : {}) };
  actions.push(repos.audit.recordAction(auditActor(admin), { entity: "review", entityId: id, action: next.status === seen.status ? "reply" : next.status, before, after }));
  try {
    await transactWrite(repos.db, labelled("review", ...actions));
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    // Another admin's same decision at the same moment: done, once.
    const now = await reviews.get(id);
    if (now && now.status === next.status && now.reply?.text === next.reply?.text) return { record: now, alreadyDone: true };
    throw conflict(REVIEW_CHANGED);
  }
  return { record: next, alreadyDone: false };
}
