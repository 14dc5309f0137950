// Store credit (issue 25): money the shop owes a shopper, kept as a ledger in paise. The balance
// is the sum of the entries and never below zero; credit pays like a method of payment.

/** Why a shopper's store credit moved. */
export const STORE_CREDIT_KINDS = [
  /** A return resolved as store credit. */
  "return",
  /** An admin's adjustment, with a reason (either sign). */
  "adjustment",
  /** Spent paying an order at checkout. */
  "checkout-spent",
  /** Given back when the checkout that spent it lapsed, was closed or cancelled. */
  "checkout-returned",
  /** Given back by a refund of an order paid partly or wholly with credit. */
  "refund",
  /** Credit whose term (the owner's storeCredit.expiryMonths) ran out unspent: a debit. */
  "expired",
  /** Given up when the shopper closed her account, having confirmed the amount: a debit to zero. */
  "forfeited",
  /** A gift card's balance redeemed into her credit (issue 45): it keeps no term of its own here. */
  "gift-card",
] as const;
export type StoreCreditKind = (typeof STORE_CREDIT_KINDS)[number];

/** One movement of a shopper's store credit, as GET /api/store-credit lists it. */
export interface StoreCreditEntry {
  id: string;
  kind: StoreCreditKind;
  /** Paise gained (+) or spent (−). */
  amountPaise: number;
  /** What it belongs to: the order, the return, the adjustment's own id. */
  ref: string;
  /** Who or what: an admin's name and short id, "checkout", "sweep", "returns". */
  by: string;
  byId?: string;
  /** An admin adjustment's reason. */
  reason?: string;
  orderId?: string;
  at: string;
}

/** The shopper's screen: what she holds and what moved it. */
export interface StoreCreditSummary {
  balancePaise: number;
  /** Months credit stays usable after it is given, when the owner set a term; null: it does not expire. */
  expiryMonths: number | null;
}

/** What the shop states wherever credit shows, when the owner set a term. */
export function storeCreditExpiryNote(expiryMonths: number | null): string | null {
  if (!expiryMonths) return null;
  return `Store credit expires ${expiryMonths} month${expiryMonths === 1 ? "" : "s"} after it is given.`;
}

/** Razorpay takes no payment under ₹1: credit leaves at least that for it to take, or pays it all. */
const RAZORPAY_MINIMUM_PAISE = 100;

/** How much of her balance pays an order: all of it up to the total, leaving Razorpay at least its minimum. */
export function creditToUse(balancePaise: number, totalPaise: number): number {
  const credit = Math.min(balancePaise, totalPaise);
  const due = totalPaise - credit;
  return due > 0 && due < RAZORPAY_MINIMUM_PAISE ? Math.max(0, totalPaise - RAZORPAY_MINIMUM_PAISE) : credit;
}
