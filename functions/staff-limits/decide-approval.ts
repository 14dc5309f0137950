import { randomUUID } from "node:crypto";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { ApprovalRecord } from "../data/approvals.js";
import { auditActor } from "../data/audit-log.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import type { AppDeps } from "../deps.js";
import { conflict, forbidden, notFound, ShopError } from "../errors.js";
import { withApprovalRun } from "./approval-run.js";
import { carryOut } from "./carry-out.js";

// The owner decides a waiting request (issue 39). Approve takes the request with a conditional
// claim (a second Approve at once finds it taken: 409), then carries the call out in her name;
// the payout's own transaction marks it approved (staff-allowance.ts), so it is carried out
// exactly once. A call that fails (the order was refunded meanwhile) leaves the request waiting
// with why. Decline needs a reason. Nobody approves her own request.

export const APPROVAL_NOT_FOUND = "Approval request not found";
export const OWN_REQUEST = "You cannot approve your own request; another owner must.";

/** A run that stopped (the process died) leaves its claim; after this long another Approve may take it. */
const STALE_CLAIM_MS = 5 * 60 * 1000;

async function load(deps: AppDeps, id: string): Promise<ApprovalRecord> {
  const record = isPlausibleId(id) ? await deps.repos.approvals.get(id) : undefined;
  if (!record) throw notFound(APPROVAL_NOT_FOUND);
  return record;
}

/** Why a request cannot be decided now, in words (409). */
function notWaiting(record: ApprovalRecord): ShopError {
  if (record.status === "approved") return conflict(`This request was approved already${record.decidedBy ? ` by ${record.decidedBy.name}` : ""}.`);
  if (record.status === "declined") return conflict(`This request was declined${record.decidedBy ? ` by ${record.decidedBy.name}` : ""}.`);
  return conflict("This request is being approved just now. Reload the list in a moment.");
}

const describeError = (error: unknown) => (error instanceof ShopError ? error.message : "It could not be carried out; try again.");

export async function approveRequest(deps: AppDeps, owner: UserRecord, id: string): Promise<{ approval: ApprovalRecord; outcome: string }> {
  const { repos } = deps;
  const record = await load(deps, id);
  if (record.requestedBy.id === owner.id) throw forbidden(OWN_REQUEST);
  if (record.status !== "pending" && record.status !== "approving") throw notWaiting(record);
  const token = randomUUID();
  const now = repos.db.now();
  if (!(await repos.approvals.claim(id, token, now.toISOString(), new Date(now.getTime() - STALE_CLAIM_MS).toISOString()))) throw notWaiting((await repos.approvals.get(id)) ?? record);

  const approver = auditActor(owner);
  let outcome: string;
  try {
    outcome = await withApprovalRun({ approvalId: id, token, approver }, () => carryOut(deps, owner, record.call));
  } catch (error) {
    // Waiting again, with why; unless the payout's transaction marked it approved before a later step failed.
    await repos.approvals.release(id, token, describeError(error));
    if (error instanceof ConditionsFailed) throw conflict("Something this request changes was changed meanwhile. Reload and approve again.");
    throw error;
  }

  const at = repos.db.now().toISOString();
  const after = await repos.approvals.get(id);
  // The call found its work done already (a replay): nothing was paid now, and the request is closed all the same.
  const closeNow = after?.status === "approving" && after.claimToken === token ? repos.approvals.approvedActions(id, token, approver, at) : [];
  await transactWrite(repos.db, [
    ...closeNow,
    ...repos.approvals.closeOpenActions(record),
    ...decisionAudit(repos, approver, record, "approve", { status: "approved", approvedBy: approver, outcome }),
  ]);
  return { approval: (await repos.approvals.get(id)) ?? record, outcome };
}

/** The owner's decision in the audit log: what the request was, and what she decided. */
function decisionAudit(repos: AppDeps["repos"], actor: Parameters<AppDeps["repos"]["audit"]["recordAction"]>[0], record: ApprovalRecord, action: "approve" | "decline", decided: Record<string, unknown>) {
  const asked = { kind: record.kind, amountPaise: record.amountPaise, summary: record.summary, requestedBy: record.requestedBy };
  return labelled("audit", repos.audit.recordAction(actor, { entity: "approval", entityId: record.id, action, before: { status: "pending" }, after: { ...decided, ...asked } }));
}

export async function declineRequest(deps: AppDeps, owner: UserRecord, id: string, reason: string): Promise<ApprovalRecord> {
  const { repos } = deps;
  const record = await load(deps, id);
  if (record.status !== "pending") throw notWaiting(record);
  const decidedBy = auditActor(owner);
  try {
    await transactWrite(repos.db, [
      ...repos.approvals.declineActions(record, decidedBy, reason, repos.db.now().toISOString()),
      ...decisionAudit(repos, decidedBy, record, "decline", { status: "declined", reason }),
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw notWaiting((await repos.approvals.get(id)) ?? record);
    throw error;
  }
  return (await repos.approvals.get(id)) ?? record;
}
