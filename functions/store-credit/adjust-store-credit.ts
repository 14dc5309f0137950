import { formatPaise } from "../../shared/money.js";
import { auditActor } from "../data/audit-log.js";
import { newId } from "../data/ids.js";
import type { Repositories } from "../data/repositories.js";
import { creditRefusedBy } from "../data/store-credit.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { conflict, notFound } from "../errors.js";
import { staffAllowance, throwIfOverLimit } from "../staff-limits/staff-allowance.js";

export interface Adjusted {
  balancePaise: number;
  /** This key was used before: nothing changed now. */
  replayed: boolean;
}

export const ACCOUNT_CLOSED_MEANWHILE = "This account was closed just now: its store credit cannot be adjusted.";

/** Why a take-away is refused: credit never goes below zero. */
export const belowZeroMessage = (balancePaise: number) =>
  `The shopper has ${formatPaise(balancePaise)} of store credit; an adjustment cannot take it below zero.`;

/**
 * An admin adds (+) or takes away (−) a shopper's store credit, with a reason: the ledger entry,
 * the balance, the audit entry and the count on her day's limit in one transaction. A key used
 * before changes nothing. Over the limit nothing is added: StaffLimitReached goes up to the
 * route, which files the adjustment for the owner's approval.
 */
export async function adjustStoreCredit(
  repos: Repositories,
  admin: UserRecord,
  shopperId: string,
  change: { amountPaise: number; reason: string; idempotencyKey?: string },
): Promise<Adjusted> {
  const shopper = await repos.users.get(shopperId);
  if (!shopper) throw notFound("User not found");
  // A key used before is that adjustment again, whoever's limit it would now exceed.
  if (change.idempotencyKey && (await repos.storeCredit.recorded(shopperId, "adjustment", change.idempotencyKey))) {
    return { balancePaise: await repos.storeCredit.balance(shopperId), replayed: true };
  }
  // Maker-checker (issue 39): never her own account; credit added counts in her day's limit (a take-away counts nothing).
  const allowance = await staffAllowance(repos, admin, { kind: "store-credit", amountPaise: Math.max(0, change.amountPaise), shopperId });
  const ref = change.idempotencyKey ?? newId(repos.db.now());
  const source = { kind: "adjustment" as const, ref, by: `${admin.name} (#${admin.id.slice(-6)})`, byId: admin.id, reason: change.reason };
  const ledger =
    change.amountPaise > 0 ? repos.storeCredit.creditActions(shopperId, change.amountPaise, source) : repos.storeCredit.spendActions(shopperId, -change.amountPaise, source);
  const actions = [
    ...ledger,
    // Closed meanwhile (issue 39): credit must not land on an account that no longer exists.
    ...labelled("shopper", repos.users.existsAction(shopperId)),
    ...allowance.actions,
    ...labelled(
      "audit",
      repos.audit.recordAction(auditActor(admin), {
        entity: "store-credit",
        entityId: shopperId,
        action: "adjust",
        after: { amountPaise: change.amountPaise, reason: change.reason, ref },
      }),
    ),
  ];
  try {
    await transactWrite(repos.db, actions);
  } catch (error) {
    const refused = creditRefusedBy(error);
    if (refused === "replay") return { balancePaise: await repos.storeCredit.balance(shopperId), replayed: true };
    if (refused === "balance") throw conflict(belowZeroMessage(await repos.storeCredit.balance(shopperId)));
    throwIfOverLimit(error);
    if (error instanceof ConditionsFailed && error.refused("shopper")) throw conflict(ACCOUNT_CLOSED_MEANWHILE);
    throw error;
  }
  return { balancePaise: await repos.storeCredit.balance(shopperId), replayed: false };
}
