// Cancelling a paid order before dispatch (issue 25): what the shopper gets back and what the
// refund credits line by line. Pure: the server decides with it and the shopper's dialog shows
// the server's figures. Amounts in paise.
import { spreadDiscount } from "./discount.js";
import { formatPaise } from "./money.js";
import { planRefund, type PastRefund, type RefundableOrder, type RefundLine } from "./refund-plan.js";

/** The owner's cancellation terms (settings): a window from payment, a fee in basis points. */
export interface CancellationTerms {
  windowHours: number;
  /** 200 = 2% of what is left of the part paid by card or UPI (Razorpay); store credit is never charged. */
  feeBasisPoints: number;
}

export const DEFAULT_CANCELLATION_TERMS: CancellationTerms = { windowHours: 24, feeBasisPoints: 200 };

/**
 * The transaction fee kept on a shopper's cancellation: basis points of the amount paid by card or
 * UPI, rounded down to the paisa, so the shopper is never charged more than the stated percentage.
 */
export function cancellationFeePaise(paidPaise: number, feeBasisPoints: number): number {
  if (!Number.isSafeInteger(paidPaise) || paidPaise <= 0) return 0;
  return Math.floor((paidPaise * feeBasisPoints) / 10_000);
}

/** "2%", "2.5%": basis points as the shopper reads them. */
export const feePercentText = (feeBasisPoints: number) => `${Number((feeBasisPoints / 100).toFixed(2))}%`;

/** When the shopper can no longer cancel on her own (ISO), counted from payment. */
export function cancellationWindowEnds(paidAt: string, windowHours: number): string {
  return new Date(Date.parse(paidAt) + windowHours * 3_600_000).toISOString();
}

/** What is left of a payment, in its two parts: what store credit paid and what Razorpay took. */
export interface PaidParts {
  creditPaise: number;
  razorpayPaise: number;
}

/** An order paid by card or UPI alone. */
const allByRazorpay = (paidPaise: number): PaidParts => ({ creditPaise: 0, razorpayPaise: paidPaise });

export interface CancellationPlan {
  /** What is left of the payment, both parts: everything when nothing was refunded before. */
  paidPaise: number;
  /** Taken on the Razorpay part alone: it is a charge for the card/UPI transaction. */
  feePaise: number;
  refundPaise: number;
  /** Back to store credit: all that credit paid of what is left. */
  storeCreditPaise: number;
  /** What Razorpay took of what is left, and what it gives back: that less the fee. */
  razorpayPaidPaise: number;
  razorpayPaise: number;
  /** The refund's share of each invoice line, every piece not refunded yet, less the fee spread by value. */
  lines: RefundLine[];
}

/**
 * The refund of a cancellation: every line's remainder and every piece left, less the fee, which
 * is taken from the lines in proportion to their value (largest remainders, so the shares add up
 * to the paisa). The credit note then credits exactly what is refunded, at each line's own rate.
 * `partsOf` divides what is left between store credit and Razorpay (functions/store-credit/refund-split.ts);
 * the fee is a percentage of the Razorpay part only, and the credit part comes back in full.
 */
export function planCancellation(
  order: RefundableOrder,
  past: readonly PastRefund[],
  feeBasisPoints: number,
  partsOf: (paidPaise: number) => PaidParts = allByRazorpay,
): CancellationPlan | undefined {
  const planned = planRefund(order, past, {});
  if (!planned.ok) return undefined;
  const { amountPaise: paidPaise, lines } = planned.plan;
  const parts = partsOf(paidPaise);
  if (!Number.isSafeInteger(parts.creditPaise) || !Number.isSafeInteger(parts.razorpayPaise) || parts.creditPaise < 0 || parts.razorpayPaise < 0 || parts.creditPaise + parts.razorpayPaise !== paidPaise) {
    throw new RangeError(`A payment of ${paidPaise} paise cannot be ${parts.creditPaise} of credit and ${parts.razorpayPaise} by Razorpay`);
  }
  const feePaise = cancellationFeePaise(parts.razorpayPaise, feeBasisPoints);
  const feeShares = spreadDiscount(
    lines.map((line) => line.amountPaise),
    feePaise,
  );
  return {
    paidPaise,
    feePaise,
    refundPaise: paidPaise - feePaise,
    storeCreditPaise: parts.creditPaise,
    razorpayPaidPaise: parts.razorpayPaise,
    razorpayPaise: parts.razorpayPaise - feePaise,
    lines: lines.map((line, index) => ({ ...line, amountPaise: line.amountPaise - feeShares[index]! })),
  };
}

/**
 * Where a refund goes, as the shopper reads it: to the card or account paid with, to store
 * credit, or each its part (an order paid partly with credit is refunded in the same shares).
 */
export function refundDestination(refundPaise: number, storeCreditPaise: number): string {
  const credit = Math.min(Math.max(storeCreditPaise, 0), refundPaise);
  if (credit === 0) return "to the card or account you paid with";
  if (credit === refundPaise) return "to your store credit, ready to spend at once";
  return `in the shares you paid: ${formatPaise(refundPaise - credit)} to the card or account you paid with and ${formatPaise(credit)} to your store credit`;
}

/** The reason a cancellation's refund records, and its credit note repeats. */
export const cancellationRefundReason = (by: "shopper" | "shop", reason: string) => `Order cancelled by the ${by}: ${reason}`;

/**
 * What a cancellation's credit note says about the fee: the note credits what was refunded; the
 * fee is not credited, so it stays in the invoice's value with the GST already paid on it.
 */
export function cancellationCreditNote(cancellation: { by: "shopper" | "shop"; feePaise: number }): string {
  if (cancellation.by === "shop" || cancellation.feePaise === 0) return "Order cancelled by the shop before dispatch: refunded in full.";
  return `Order cancelled by the shopper before dispatch. The transaction fee of ${formatPaise(cancellation.feePaise)} is not refunded and not credited: it stays in the invoice's taxable value.`;
}
