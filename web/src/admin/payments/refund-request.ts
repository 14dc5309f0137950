import type { RefundPiece, RefundPlanResult } from "@shared/refund-plan.js";
import type { RefundRequest } from "./payments-api.js";
import { checkRefundAmount } from "./refund-amount.js";

const REASON_REQUIRED = "Enter a reason for the refund.";
const TICK_PIECES = "Tick the pieces to refund.";

export type RefundField = "pieces" | "amount" | "reason";

/** What the owner chose in the refund dialog: pieces (with their plan) or a goodwill amount. */
export type RefundChoice =
  | { basis: "pieces"; plan: RefundPlanResult | null; items: RefundPiece[]; restock: boolean }
  | { basis: "goodwill"; amountText: string; remaining: number };

/** The refund to ask the server for, or the field that is wrong and why. */
export function refundRequest(paymentId: string, choice: RefundChoice, reason: string): { ok: true; request: RefundRequest } | { ok: false; field: RefundField; message: string } {
  let request: RefundRequest;
  if (choice.basis === "pieces") {
    if (!choice.plan) return { ok: false, field: "pieces", message: TICK_PIECES };
    if (!choice.plan.ok) return { ok: false, field: "pieces", message: choice.plan.error };
    request = { paymentId, items: choice.items, restock: choice.restock, reason: "" };
  } else {
    const amount = checkRefundAmount(choice.amountText, choice.remaining);
    if (!amount.ok) return { ok: false, field: "amount", message: amount.message };
    // The whole of what is left is sent as no amount: everything left, nothing back to stock.
    request = { paymentId, ...(amount.whole ? {} : { amount: amount.rupees }), restock: false, reason: "" };
  }
  if (!reason.trim()) return { ok: false, field: "reason", message: REASON_REQUIRED };
  return { ok: true, request: { ...request, reason: reason.trim() } };
}
