import type { ReturnState, ReturnStep } from "../../shared/returns.js";
import { returnWords } from "../../shared/return-words.js";
import { auditActor } from "../data/audit-log.js";
import { bumpCounter } from "../data/counters.js";
import type { Repositories } from "../data/repositories.js";
import type { ReturnRecord } from "../data/returns.js";
import { SETTLEMENT } from "../data/settlements.js";
import type { MovementSource } from "../data/stock-movements.js";
import { addMove, movementActions, type ProductMoves } from "./stock-moves.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction, type TransactItem } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { conflict, notFound } from "../errors.js";
import { returnChanged } from "./return-messages.js";

// What every step of a return shares: the state it may start from, one transaction that moves it
// on over the state and version read (with its e-mail, its audit entry and whatever else goes
// with it), and a replay that finds the step already taken and changes nothing.

export async function loadReturn(repos: Repositories, id: string): Promise<ReturnRecord> {
  const record = await repos.returns.get(id);
  if (!record) throw notFound("Return not found");
  return record;
}

export const notNow = (record: ReturnRecord, doing: string) =>
  conflict(`Return ${record.number} cannot be ${doing} now: ${returnWords({ ...record, credit: record.creditPaise, refunded: record.refundPaise })}.`);

export const RETURN_CHANGED = "This return changed just now. Reload it and try again.";

/** The record moved into `state`, with the step in its history. */
export function stepped(record: ReturnRecord, state: ReturnState, by: string, at: string, fields: Partial<ReturnRecord> = {}, note?: string): ReturnRecord {
  const step: ReturnStep = { state, at, by, ...(note ? { note } : {}) };
  return { ...record, ...fields, state, history: [...record.history, step], updatedAt: at };
}

/** Counters a return leaving the open states moves (and the return rate, for one that no longer stands). */
export function closingCounters(repos: Repositories, next: ReturnState): TransactItem[] {
  if (next === "rejected" || next === "cancelled") return [bumpCounter(repos.db, "openReturns", -1), bumpCounter(repos.db, "returns", -1)];
  if (next === "resolved") return [bumpCounter(repos.db, "openReturns", -1)];
  return [];
}

/** An exchange's held pieces: `sold` ships them, otherwise they go back to available. */
export function exchangeHoldMoves(record: ReturnRecord, outcome: "released" | "sold"): ProductMoves {
  const moves: ProductMoves = new Map();
  if (record.exchangeHold !== "held") return moves;
  for (const item of record.items) {
    if (item.exchangeSize) addMove(moves, item.product, item.exchangeSize, { onHand: outcome === "sold" ? -item.quantity : 0, held: -item.quantity });
  }
  return moves;
}

/** Transaction actions releasing an exchange's held pieces (a rejection, her cancelling). */
export function releaseExchangeHold(repos: Repositories, record: ReturnRecord, source: Omit<MovementSource, "reason">): LabelledAction[] {
  return movementActions(repos, [{ source: { ...source, reason: "release" }, moves: exchangeHoldMoves(record, "released") }]);
}

/** Writes a step: the return over what was read, its e-mail, the admin's audit entry and the rest. */
export async function commitStep(
  repos: Repositories,
  next: ReturnRecord,
  seen: ReturnRecord,
  admin: UserRecord | undefined,
  action: string,
  extra: LabelledAction[] = [],
): Promise<ReturnRecord> {
  const actions = [
    ...labelled("return", repos.returns.replaceAction(next, seen), repos.outbox.enqueueAction(returnChanged(next)), ...closingCounters(repos, next.state)),
    ...labelled(
      "audit",
      ...(admin
        ? [repos.audit.recordAction(auditActor(admin), { entity: "return", entityId: next.id, action, before: { state: seen.state }, after: { state: next.state, ...(next.rejectReason && action === "reject" ? { reason: next.rejectReason } : {}) } })]
        : []),
    ),
    ...extra,
  ];
  try {
    await transactWrite(repos.db, actions);
  } catch (error) {
    if (error instanceof ConditionsFailed) {
      // Loaded only when refused: the API's cold start carries neither (tests/infra/lambda-bundles.test.ts).
      // A receipt past the staff member's day's limit (issue 39): for the owner's approval.
      (await import("../staff-limits/staff-allowance.js")).throwIfOverLimit(error);
      // A refund or another payout gave these pieces or this money back first: say what is left.
      if (error.refused(SETTLEMENT)) throw await (await import("../settlement/payout-conflicts.js")).settlementConflict(repos, next.orderId);
      throw conflict(RETURN_CHANGED);
    }
    throw error;
  }
  return next;
}
