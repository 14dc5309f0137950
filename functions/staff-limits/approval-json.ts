import type { ApprovalRecord } from "../data/approvals.js";
import { rupees } from "../http/rupees-edge.js";

/** A request at the JSON edge: rupees, and the call left out (the summary says what it is). */
export function approvalJson(record: ApprovalRecord) {
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    amount: rupees(record.amountPaise),
    summary: record.summary,
    reason: record.reason,
    refs: record.refs,
    requestedBy: record.requestedBy,
    requestedAt: record.requestedAt,
    usedToday: rupees(record.usedPaise),
    limit: rupees(record.limitPaise),
    ...(record.decidedBy ? { decidedBy: record.decidedBy } : {}),
    ...(record.decidedAt ? { decidedAt: record.decidedAt } : {}),
    ...(record.declineReason ? { declineReason: record.declineReason } : {}),
    ...(record.lastError ? { lastError: record.lastError } : {}),
  };
}

export type ApprovalJson = ReturnType<typeof approvalJson>;
