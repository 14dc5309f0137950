import type { StoreCreditEntry } from "./store-credit.js";

// Store credit expiry (issue 25): when the owner sets a term, each credit given (a return, a
// positive adjustment, a refund) stays usable for that many calendar months, counted on India's
// calendar (IST). Spending takes the oldest credit first (FIFO), so what expires is what is left of
// the credits whose term ran out. Credit given before the term was set is counted from when it was
// given with the current term: changing the term re-dates every credit.

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** When a credit given at `at` stops being usable: `months` calendar months later in IST, the day clamped to the month's end. */
export function creditExpiresAt(at: string, months: number): Date {
  const ist = new Date(Date.parse(at) + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(year, month, Math.min(ist.getUTCDate(), lastDay), ist.getUTCHours(), ist.getUTCMinutes(), ist.getUTCSeconds(), ist.getUTCMilliseconds());
  return new Date(shifted - IST_OFFSET_MS);
}

/** Whether an entry is credit that can expire (spends and give-backs of spends cannot). */
function expiringCredit(entry: Pick<StoreCreditEntry, "kind" | "amountPaise">): boolean {
  return entry.amountPaise > 0 && (entry.kind === "return" || entry.kind === "adjustment" || entry.kind === "refund");
}

export interface CreditExpiry {
  /** Paise to expire now (0: nothing). */
  amountPaise: number;
  /** The latest expiry among the credits that ran out: with the amount, the sweep's once-only ref. */
  cutoff: string | null;
  /** Paise already expired by earlier sweeps. */
  expiredPaise: number;
}

/**
 * What of a shopper's credit expires at `now` under a term of `expiryMonths` (null: none).
 * E = credits whose term ran out; D = spent net of give-backs and negative adjustments;
 * X = already expired. Spends use the oldest credit first, so max(0, E − D) of the ran-out credit
 * was never used; of that, what was not expired before expires now: max(0, max(0, E − D) − X).
 */
export function creditToExpire(entries: readonly Pick<StoreCreditEntry, "kind" | "amountPaise" | "at">[], expiryMonths: number | null, now: Date): CreditExpiry {
  let ranOut = 0;
  let spent = 0;
  let expired = 0;
  let cutoff: number | null = null;
  for (const entry of entries) {
    if (entry.kind === "expired") expired -= entry.amountPaise;
    else if (entry.kind === "checkout-spent" || entry.kind === "checkout-returned" || (entry.kind === "adjustment" && entry.amountPaise < 0)) spent -= entry.amountPaise;
    else if (expiryMonths && expiringCredit(entry)) {
      const expiresAt = creditExpiresAt(entry.at, expiryMonths).getTime();
      if (expiresAt <= now.getTime()) {
        ranOut += entry.amountPaise;
        cutoff = Math.max(cutoff ?? expiresAt, expiresAt);
      }
    }
  }
  const amountPaise = expiryMonths ? Math.max(0, Math.max(0, ranOut - spent) - expired) : 0;
  return { amountPaise, cutoff: cutoff === null ? null : new Date(cutoff).toISOString(), expiredPaise: expired };
}
