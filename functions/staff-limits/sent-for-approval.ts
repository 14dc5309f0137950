import { sentForApprovalMessage } from "../../shared/staff-limits.js";
import type { ApprovalCall } from "../data/approvals.js";
import type { Repositories } from "../data/repositories.js";
import type { UserRecord } from "../data/users.js";
import { approvalJson, type ApprovalJson } from "./approval-json.js";
import { fileApproval } from "./file-approval.js";
import { StaffLimitReached, staffLimitRefusal } from "./staff-allowance.js";

export type SentForApproval = { approval: ApprovalJson; message: string };

/**
 * Runs a payout route's call; when it stops at the day's limit (read, or a race lost at the
 * counter's condition) the call is filed for the owner instead and the route answers 202 with
 * the request and the words the staff member reads: "Refunds over ₹2,000 a day need the owner's
 * approval: sent for approval".
 */
export async function doneOrSentForApproval<T>(repos: Repositories, admin: UserRecord, call: ApprovalCall, run: () => Promise<T>): Promise<{ done: T } | { sent: SentForApproval }> {
  try {
    return { done: await run() };
  } catch (error) {
    const reached = error instanceof StaffLimitReached ? error : staffLimitRefusal(error);
    if (!reached) throw error;
    const approval = await fileApproval(repos, admin, call, reached);
    return { sent: { approval: approvalJson(approval), message: sentForApprovalMessage(call.kind, approval.limitPaise) } };
  }
}
