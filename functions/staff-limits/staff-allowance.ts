import { shopDate } from "../../shared/shop-calendar.js";
import { dailyLimitOf, ownAccountMessage, sentForApprovalMessage, type PayoutKind } from "../../shared/staff-limits.js";
import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { forbidden, ShopError } from "../errors.js";
import { sameEmailAddress } from "../../shared/schemas/contact-rules.js";
import { readSettings } from "../settings/shop-settings.js";
import { currentApprovalRun } from "./approval-run.js";

// Maker-checker (issue 39): the one place a payout asks whether the person making it may. Every
// refund, shop cancellation, store credit added by hand and return received calls
// staffAllowance() before it moves money, and puts the actions it answers in the transaction
// that moves it (or, where Razorpay is asked in between, in the claim written before Razorpay):
//   - nobody pays herself: her own order or shopper account is refused (403);
//   - staff and managers count the payout on their day's counter (data/staff-days.ts) on
//     condition the day stays within the limit set for the role: parallel calls cannot split
//     around it; over the limit the payout is not made and StaffLimitReached goes up to the
//     route, which files it for the owner's approval (sent-for-approval.ts);
//   - the owner's Approve carrying a request out marks it approved in that same transaction.

export interface PayoutAsk {
  kind: PayoutKind;
  /** What the payout gives; 0 counts nothing (a take-away of credit) but still checks whose it is. */
  amountPaise: number;
  /** The shopper account the money goes to. */
  shopperId?: string;
  /** The order it is for: refused when she placed it. */
  order?: Pick<OrderRecord, "userId" | "user">;
}

export interface Allowance {
  /** For the payout's transaction (or its claim): the day's count, the approval's close. */
  actions: LabelledAction[];
  /** Undoes `actions` when they were written in a claim and the payout then did not happen. */
  release: LabelledAction[];
}

export const NO_ALLOWANCE: Allowance = { actions: [], release: [] };

/** The label of the day's counter; it carries the kind, amount and limit, so a refusal can be read. */
const STAFF_LIMIT = "staff-limit";

/** A payout past the day's limit: not made; the route files it for the owner. A 403 with words if any caller forgets to. */
export class StaffLimitReached extends ShopError {
  constructor(
    readonly kind: PayoutKind,
    readonly amountPaise: number,
    readonly limitPaise: number,
  ) {
    super(403, sentForApprovalMessage(kind, limitPaise).replace(": sent for approval", "."));
    this.name = "StaffLimitReached";
  }
}


/** Her own account: the same user id (a back-office account shops as itself) or her e-mail on the order. */
function isOwn(admin: UserRecord, ask: PayoutAsk): boolean {
  if (ask.shopperId === admin.id) return true;
  return ask.order !== undefined && (ask.order.userId === admin.id || sameEmailAddress(ask.order.user.email, admin.email));
}

export async function staffAllowance(repos: Repositories, admin: UserRecord, ask: PayoutAsk): Promise<Allowance> {
  if (isOwn(admin, ask)) throw forbidden(ownAccountMessage(ask.kind));
  const actions: LabelledAction[] = [];
  const release: LabelledAction[] = [];

  // The owner carrying out a request: it is approved in the transaction that pays it (once: a
  // second call of the same run, say a return's refund after its credit, finds it approved).
  const run = currentApprovalRun();
  if (run && run.approver.id === admin.id) {
    const approval = await repos.approvals.get(run.approvalId);
    if (approval?.status === "approving" && approval.claimToken === run.token) {
      const at = repos.db.now().toISOString();
      actions.push(...repos.approvals.approvedActions(approval.id, run.token, run.approver, at));
      release.push(...repos.approvals.unapprovedActions(approval.id, run.token));
    }
  }

  const limitPaise = dailyLimitOf(admin.role, (await readSettings(repos)).staffLimits);
  if (limitPaise === null || ask.amountPaise <= 0) return { actions, release };
  const day = shopDate(repos.db.now());
  // Read first so that a payout plainly over the limit asks nothing of Razorpay; the condition on
  // the counter is what holds when two calls race past this read.
  if ((await repos.staffDays.used(admin.id, day)) + ask.amountPaise > limitPaise) throw new StaffLimitReached(ask.kind, ask.amountPaise, limitPaise);
  actions.push(...labelled(`${STAFF_LIMIT}:${ask.kind}:${ask.amountPaise}:${limitPaise}`, repos.staffDays.countAction(admin.id, day, ask.amountPaise, limitPaise)));
  release.push(...labelled(STAFF_LIMIT, repos.staffDays.uncountAction(admin.id, day, ask.amountPaise)));
  return { actions, release };
}

/** What receiving a return gives by itself: the store credit and the exchanged pieces (its credit note's lines). */
export const receiptValuePaise = (fields: { creditLines?: ReadonlyArray<{ amountPaise: number }> }) => (fields.creditLines ?? []).reduce((sum, line) => sum + line.amountPaise, 0);

/** The over-limit outcome of a transaction refused at the day's counter (a race lost), else undefined. */
export function staffLimitRefusal(error: unknown): StaffLimitReached | undefined {
  if (!(error instanceof ConditionsFailed) || !error.refused(STAFF_LIMIT)) return undefined;
  const [kind, amount, limit] = (error.refusedIn(STAFF_LIMIT)[0] ?? "").split(":");
  return new StaffLimitReached((kind || "refund") as PayoutKind, Number(amount) || 0, Number(limit) || 0);
}

/** Throws the over-limit outcome when the refusal was the day's counter; returns otherwise. */
export function throwIfOverLimit(error: unknown): void {
  const reached = staffLimitRefusal(error);
  if (reached) throw reached;
}

/**
 * For payouts that ask Razorpay or the courier before their transaction: the allowance written
 * on its own first, so that no money leaves beyond the limit (release it if the payout then fails).
 */
export async function claimStaffAllowance(repos: Repositories, admin: UserRecord, ask: PayoutAsk): Promise<Allowance> {
  const allowance = await staffAllowance(repos, admin, ask);
  if (allowance.actions.length === 0) return allowance;
  try {
    await transactWrite(repos.db, allowance.actions);
  } catch (error) {
    throwIfOverLimit(error);
    if (error instanceof ConditionsFailed) throw new ShopError(409, "This request is being approved by someone else just now. Reload it in a minute.");
    throw error;
  }
  return allowance;
}

/** Gives a claimed allowance back: the payout it was claimed for did not happen. */
export async function releaseStaffAllowance(repos: Repositories, allowance: Allowance): Promise<void> {
  if (allowance.release.length === 0) return;
  try {
    await transactWrite(repos.db, allowance.release);
  } catch (error) {
    // Already given back (a retry of the same release): nothing more to undo.
    if (!(error instanceof ConditionsFailed)) throw error;
  }
}
