import { formatRupees, toPaise, toRupees } from "@shared/money.js";
import type { Payment } from "@shared/schemas/payment.js";

/** What is left to refund of a payment, in rupees, counted in paise. */
export function refundableRupees(payment: Pick<Payment, "amount" | "amountRefunded">): number {
  return toRupees(Math.max(0, toPaise(payment.amount) - toPaise(payment.amountRefunded ?? 0)));
}

export type RefundAmountCheck = { ok: true; rupees: number; whole: boolean } | { ok: false; message: string };

/**
 * The refund dialog's amount: rupees with at most two decimals, above zero and at most what is
 * left. `whole` marks the full remaining amount, which is sent as no amount at all.
 */
export function checkRefundAmount(text: string, remaining: number): RefundAmountCheck {
  const cleaned = text.replace(/[₹,\s]/g, "");
  if (cleaned === "") return { ok: false, message: "Enter the amount to refund." };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { ok: false, message: "Enter the amount in rupees, with at most 2 decimals (for example 499.50)." };
  const rupees = Number(cleaned);
  if (rupees <= 0) return { ok: false, message: "The amount must be more than ₹0." };
  if (toPaise(rupees) > toPaise(remaining)) return { ok: false, message: `The amount can be at most ${formatRupees(remaining)}, what is left to refund.` };
  return { ok: true, rupees, whole: toPaise(rupees) === toPaise(remaining) };
}
