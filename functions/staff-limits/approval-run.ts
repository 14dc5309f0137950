import { AsyncLocalStorage } from "node:async_hooks";
import type { AuditActor } from "../data/audit-log.js";

// While the owner's Approve carries a request out, the call it runs (a refund, an adjustment, a
// receipt) is the staff member's own code path, unchanged. The run travels with it here, so that
// the allowance the call asks for (staff-allowance.ts) also marks the request approved in the
// payout's own transaction: approved exactly when the money moved, never one without the other.

export interface ApprovalRun {
  approvalId: string;
  /** The claim this Approve holds on the request (data/approvals.ts). */
  token: string;
  approver: AuditActor;
}

const runs = new AsyncLocalStorage<ApprovalRun>();

export const withApprovalRun = <T>(run: ApprovalRun, work: () => Promise<T>): Promise<T> => runs.run(run, work);

export const currentApprovalRun = (): ApprovalRun | undefined => runs.getStore();
