import { createHash } from "node:crypto";
import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import { shopDate } from "../../shared/shop-calendar.js";
import type { PayoutKind } from "../../shared/staff-limits.js";
import type { ApprovalCall, ApprovalRecord } from "../data/approvals.js";
import { APPROVAL_OPEN } from "../data/approvals.js";
import { auditActor } from "../data/audit-log.js";
import { newId } from "../data/ids.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { approvalRequested } from "../outbox/outbox-messages.js";
import type { StaffLimitReached } from "./staff-allowance.js";

// A payout refused at the day's limit becomes a request in the owner's queue: the call itself,
// who asked, how much, why and when, with the owners' e-mail (outbox) and the audit entry in the
// same transaction. The same call asked again while one waits is that request, not a second.

/** The approval kind of a call. */
export const kindOf = (call: ApprovalCall): PayoutKind => call.kind;

/** The same call by the same person: one open request. Keys sorted, so field order does not matter. */
function fingerprintOf(adminId: string, call: ApprovalCall): string {
  const stable = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(stable) : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, stable(v)])) : value;
  return createHash("sha256").update(JSON.stringify([adminId, stable(call)])).digest("hex").slice(0, 32);
}

/** What the request is, in words, and what it refers to. */
async function describe(repos: Repositories, call: ApprovalCall, amountPaise: number): Promise<Pick<ApprovalRecord, "summary" | "refs" | "reason">> {
  const amount = formatPaise(amountPaise);
  switch (call.kind) {
    case "refund": {
      const payment = await repos.payments.get(call.paymentId);
      const order = payment ? ` of order ${orderNumber(payment.orderId)}` : "";
      return { summary: `Refund ${amount}${order}`, refs: { paymentId: call.paymentId, ...(payment && { orderId: payment.orderId }) }, reason: call.reason };
    }
    case "cancel":
      return { summary: `Cancel order ${orderNumber(call.orderId)} and refund ${amount}`, refs: { orderId: call.orderId }, reason: call.reason };
    case "store-credit": {
      const shopper = await repos.users.get(call.shopperId);
      return { summary: `Add ${amount} store credit for ${shopper ? `${shopper.name} (${shopper.email})` : "a shopper"}`, refs: { shopperId: call.shopperId }, reason: call.reason };
    }
    case "return": {
      const record = await repos.returns.get(call.returnId);
      const what = record ? `return ${record.number} of order ${orderNumber(record.orderId)}` : "a return";
      return { summary: `Receive ${what}: ${amount} back`, refs: { returnId: call.returnId, ...(record && { orderId: record.orderId }) }, reason: record ? `Return ${record.number} received` : "" };
    }
  }
}

export async function fileApproval(repos: Repositories, admin: UserRecord, call: ApprovalCall, reached: StaffLimitReached): Promise<ApprovalRecord> {
  const fingerprint = fingerprintOf(admin.id, call);
  const waiting = await repos.approvals.openFor(fingerprint);
  const already = waiting ? await repos.approvals.get(waiting) : undefined;
  if (already) return already;

  const now = repos.db.now();
  const id = newId(now);
  const record: ApprovalRecord = {
    id,
    kind: kindOf(call),
    // Credit asked without a key gets this request's: approved twice, it is added once.
    call: call.kind === "store-credit" && !call.idempotencyKey ? { ...call, idempotencyKey: `approval-${id}` } : call,
    amountPaise: reached.amountPaise,
    ...(await describe(repos, call, reached.amountPaise)),
    requestedBy: auditActor(admin),
    requestedAt: now.toISOString(),
    usedPaise: await repos.staffDays.used(admin.id, shopDate(now)),
    limitPaise: reached.limitPaise,
    status: "pending",
    fingerprint,
  };
  try {
    await transactWrite(repos.db, [
      ...repos.approvals.fileActions(record),
      ...labelled(
        "approval-effects",
        repos.outbox.enqueueAction(approvalRequested(id)),
        repos.audit.recordAction(auditActor(admin), {
          entity: "approval",
          entityId: id,
          action: "request",
          after: { kind: record.kind, amountPaise: record.amountPaise, summary: record.summary, reason: record.reason, usedPaise: record.usedPaise, limitPaise: record.limitPaise },
        }),
      ),
    ]);
  } catch (error) {
    // The same call filed by a parallel click meanwhile: that request is this one.
    if (error instanceof ConditionsFailed && error.refused(APPROVAL_OPEN)) {
      const other = await repos.approvals.openFor(fingerprint);
      const filed = other ? await repos.approvals.get(other) : undefined;
      if (filed) return filed;
    }
    throw error;
  }
  return record;
}
