import { formatPaise } from "../../shared/money.js";
import type { Repositories } from "../data/repositories.js";
import type { Payout } from "../data/settlements.js";
import { conflict } from "../errors.js";
import { leftToGiveBack, settlementTerms } from "./settlement-terms.js";

// The words of a payout the order's settlement refused (docs/money.md): what happened, and what is
// left to give back, so that the one who lost the race knows what she may still do.

/** A 409 when the pieces or the money were given back by another action first. */
export const nothingLeft = (leftPaise: number) =>
  `These pieces or this amount have been given back already (refunded, credited or exchanged) by another action just now. ${formatPaise(leftPaise)} is left to give back of this order.`;

/** A 409 while another payout of the order is at Razorpay. */
export const payoutUnderWay = (pending: Payout, leftPaise: number) =>
  `Another refund of this order (${formatPaise(pending.cashPaise + pending.creditPaise)}, by ${pending.by}) is being made just now. ${formatPaise(leftPaise)} is left to give back; reload the order in a minute and try again.`;

/** The 409 for a transaction the settlement refused, read afresh: a claim at Razorpay, or what is left. */
export async function settlementConflict(repos: Repositories, orderId: string) {
  const order = await repos.orders.get(orderId);
  const payment = order?.paymentId ? await repos.payments.get(order.paymentId) : undefined;
  const settlement = await repos.settlements.get(orderId);
  const left = order ? leftToGiveBack(settlementTerms(order, payment), settlement) : 0;
  const pending = settlement.pending[0];
  return conflict(pending ? payoutUnderWay(pending, left) : nothingLeft(left));
}
