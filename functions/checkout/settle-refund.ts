import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";

/** Razorpay's word that a refund reached the shopper: the refund's status becomes processed. */
export async function settleRefund(repos: Repositories, razorpayOrderId: string, refundId: string): Promise<boolean> {
  const link = await repos.payments.findByRazorpayOrder(razorpayOrderId);
  if (!link) return false;
  for (let attempt = 0; attempt < 3; attempt++) {
    const payment = await repos.payments.get(link.paymentId);
    const refund = payment?.refunds.find((r) => r.id === refundId);
    if (!payment || !refund) return false;
    if (refund.status === "processed") return true;
    const at = repos.db.now().toISOString();
    try {
      await transactWrite(
        repos.db,
        labelled(
          "payment",
          repos.payments.replaceAction(
            { ...payment, refunds: payment.refunds.map((r) => (r.id === refundId ? { ...r, status: "processed" as const } : r)), updatedAt: at },
            payment,
          ),
        ),
      );
      return true;
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
    }
  }
  return false;
}
