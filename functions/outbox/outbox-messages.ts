import type { OrderRecord } from "../data/orders.js";
import type { OutboxMessage } from "../data/outbox.js";

// The outbox messages state changes write, one per change; each id is unique to its change, so
// the same change written again is the same message, never a second one.

/** Payment confirmed: the invoice, the shopper's confirmation, the shop's new-order note. */
export function orderConfirmed(orderId: string): OutboxMessage {
  return { id: `order.confirmed#${orderId}`, kind: "order.confirmed", orderId };
}

/**
 * A status change the shopper hears about: into shipped or into delivered. The id carries the
 * change's place in the order's history, so shipping again after a return is told again.
 */
export function statusChanged(next: OrderRecord, current: OrderRecord): OutboxMessage | undefined {
  if (next.status === current.status) return undefined;
  if (next.status !== "shipped" && next.status !== "delivered") return undefined;
  const kind = next.status === "shipped" ? "order.shipped" : "order.delivered";
  return { id: `${kind}#${next.id}#${next.statusHistory.length}`, kind, orderId: next.id };
}

/** A refund recorded: its credit note and the shopper's e-mail. */
export function paymentRefunded(orderId: string, refundId: string): OutboxMessage {
  return { id: `payment.refunded#${refundId}`, kind: "payment.refunded", orderId, refundId };
}

/** A password-reset link asked for: the sender makes the link's secret as it writes the e-mail. */
export function passwordResetRequested(userId: string, requestId: string): OutboxMessage {
  return { id: `account.password-reset#${requestId}`, kind: "account.password-reset", orderId: "", userId, requestId };
}

/** A staff invitation: the sender makes the link's secret as it writes the e-mail. */
export function staffInvited(userId: string, requestId: string): OutboxMessage {
  return { id: `account.staff-invitation#${requestId}`, kind: "account.staff-invitation", orderId: "", userId, requestId };
}

/** A sign-up to finish: `signupId` is the pending sign-up's; the sender makes the link's secret as it writes the e-mail. */
export function signupRequested(signupId: string, requestId: string): OutboxMessage {
  return { id: `account.signup#${requestId}`, kind: "account.signup", orderId: "", userId: signupId, requestId };
}

/** Someone asked to sign up with an address that has an account: its owner is told instead. */
export function signupTaken(userId: string, requestId: string): OutboxMessage {
  return { id: `account.signup-taken#${requestId}`, kind: "account.signup-taken", orderId: "", userId, requestId };
}

/** An address to verify: the sender makes the link's secret as it writes the e-mail. */
export function verifyEmailRequested(userId: string, requestId: string): OutboxMessage {
  return { id: `account.verify-email#${requestId}`, kind: "account.verify-email", orderId: "", userId, requestId };
}

/** An account closed (issue 39): the e-mail confirming it, naming any store credit given up. */
export function accountClosed(userId: string, closed: { email: string; name: string; forfeitedPaise: number }): OutboxMessage {
  return { id: `account.closed#${userId}`, kind: "account.closed", orderId: "", userId, closed };
}

/** A paid order cancelled (by the shopper or the shop): its credit note, then the shopper's and the shop's e-mails. */
export function orderCancelled(orderId: string, refundId: string): OutboxMessage {
  return { id: `order.cancelled#${orderId}`, kind: "order.cancelled", orderId, refundId };
}

/** A custom piece reached a stage the shopper is told of ("confirmed", "ready to ship"); written once per stage. */
export function productionStageReached(orderId: string, line: number, stage: string): OutboxMessage {
  return { id: `production.stage#${orderId}#${line}#${stage}`, kind: "production.stage", orderId, line, stage };
}

/** A payout over a staff member's day's limit, waiting: the owners' e-mail (issue 39). */
export function approvalRequested(approvalId: string): OutboxMessage {
  return { id: `approval.requested#${approvalId}`, kind: "approval.requested", orderId: "", requestId: approvalId };
}
