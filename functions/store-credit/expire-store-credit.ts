import { creditToExpire } from "../../shared/store-credit-expiry.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite } from "../data/transact.js";
import { readSettings } from "../settings/shop-settings.js";

// Store credit expiry (issue 25; docs/after-the-sale.md): credit whose term ran out unspent leaves
// the balance as one "expired" entry. Runs per shopper before she spends at checkout, and for every
// shopper holding credit in the hold sweep.

/** Tries before giving up on a shopper this run: each refusal means another writer moved her credit. */
const ATTEMPTS = 3;

/**
 * Expires what of one shopper's credit ran out by `now`; returns the paise expired (0: none, or no
 * term set). Two sweeps at once write one entry: the ref is the cutoff, what expired before and the
 * amount, and the balance item's count of expired paise must be what this sweep read.
 */
export async function expireStoreCredit(repos: Pick<Repositories, "db" | "storeCredit" | "settings">, userId: string, now: Date, expiryMonths?: number | null): Promise<number> {
  const term = expiryMonths === undefined ? (await readSettings(repos)).storeCredit.expiryMonths : expiryMonths;
  if (!term) return 0;
  for (let attempt = 1; ; attempt++) {
    const due = creditToExpire(await repos.storeCredit.all(userId), term, now);
    if (due.amountPaise === 0 || !due.cutoff) return 0;
    const actions = repos.storeCredit.expireActions(userId, due.amountPaise, due.expiredPaise, {
      kind: "expired",
      // What expired before is in the ref: a give-back can make the same cutoff and amount due again.
      ref: `${due.cutoff}#${due.expiredPaise}#${due.amountPaise}`,
      by: "sweep",
      reason: `Term of ${term} month${term === 1 ? "" : "s"} ran out`,
    });
    try {
      await transactWrite(repos.db, actions);
      return due.amountPaise;
    } catch (error) {
      // Another sweep or a spend got there first: read the ledger again and see what is still due.
      if (!(error instanceof ConditionsFailed) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Expires ran-out credit for every shopper holding some; returns how many shoppers lost credit. */
export async function expireAllStoreCredit(repos: Pick<Repositories, "db" | "storeCredit" | "settings">, now: Date): Promise<number> {
  const term = (await readSettings(repos)).storeCredit.expiryMonths;
  if (!term) return 0;
  let shoppers = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await repos.storeCredit.holders(cursor);
    for (const userId of page.userIds) {
      // One shopper's credit still contended after every try waits for the next sweep; the rest go on.
      try {
        if ((await expireStoreCredit(repos, userId, now, term)) > 0) shoppers++;
      } catch (error) {
        if (!(error instanceof ConditionsFailed)) throw error;
        console.warn(JSON.stringify({ level: "warn", message: "store credit expiry contended, left for the next sweep", userId }));
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return shoppers;
}
