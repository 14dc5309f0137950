import type { Repositories } from "../data/repositories.js";
import { orderNumber } from "../../shared/order-number.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import { releaseHold } from "./release-hold.js";

/**
 * A failed attempt (declined card) noted on a pending payment, and the order's held pieces put
 * back at once. Razorpay lets the shopper try again on the same order, so a later capture still
 * confirms it (taking the pieces again if they are still there); a completed payment never
 * moves back to failed.
 */
export async function recordPaymentFailure(repos: Repositories, razorpayOrderId: string, razorpayPaymentId: string, reason: string): Promise<void> {
  const link = await repos.payments.findByRazorpayOrder(razorpayOrderId);
  if (!link) return;
  await releaseHold(repos, link.orderId, "payment-failed");
  const payment = await repos.payments.get(link.paymentId);
  if (!payment || (payment.status !== "pending" && payment.status !== "failed")) return;
  if (payment.status === "failed" && payment.razorpayPaymentId === razorpayPaymentId) return;
  const at = repos.db.now().toISOString();
  try {
    await transactWrite(
      repos.db,
      labelled(
        "payment",
        repos.payments.replaceAction({ ...payment, status: "failed", razorpayPaymentId, failureReason: reason.slice(0, 500), updatedAt: at }, payment),
        repos.events.appendAction({
          type: "payment.failed",
          text: `A payment attempt by ${payment.user.name} for order ${orderNumber(payment.orderId)} failed: ${reason.slice(0, 120)}`,
          refs: { orderId: payment.orderId, paymentId: payment.id, razorpayPaymentId },
        }),
      ),
    );
  } catch (error) {
    // The payment moved on meanwhile (it was confirmed): the failure is history, not state.
    if (!(error instanceof ConditionsFailed)) throw error;
  }
}
