import { orderNumber } from "../../shared/order-number.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { PaymentGateway } from "../payments/gateway.js";
import type { Repositories } from "../data/repositories.js";
import type { Confirmation } from "./confirm-payment.js";
import { refundCaptured } from "./refund-captured.js";

// Money for one of our Razorpay orders that buys nothing (rare by design, so loaded on first use
// from confirm-payment.ts): the order was deleted or cancelled before it was paid, or it was paid twice.

type Deps = { repos: Repositories; gateway: PaymentGateway };

/**
 * Money for one of our Razorpay orders that will not be sent: the order was deleted meanwhile (an
 * admin may delete an unpaid order after a day) or cancelled before it was paid. It goes back in
 * full, once (one idempotency key per payment), and the payment record says so.
 */
export async function refundUnsendablePayment(deps: Deps, razorpayOrderId: string, razorpayPaymentId: string, why: "deleted" | "cancelled"): Promise<void> {
  const reason = why === "deleted" ? "Order no longer exists" : "Order was cancelled before payment";
  const link = await deps.repos.payments.findByRazorpayOrder(razorpayOrderId);
  if (!link) return; // not one of ours
  const refund = await refundCaptured(deps.gateway, razorpayOrderId, razorpayPaymentId, { key: "orphan", reason, failure: `Refunding a payment for a ${why} order failed` });
  if (!refund) return;
  const payment = await deps.repos.payments.get(link.paymentId);
  if (payment && payment.status !== "refunded") {
    const at = deps.repos.db.now().toISOString();
    const record = { id: refund.id, amountPaise: payment.amountPaise, status: refund.status, reason, by: "shop", at };
    await transactWrite(
      deps.repos.db,
      labelled(
        "payment",
        deps.repos.payments.replaceAction(
          { ...payment, status: "refunded", razorpayPaymentId, amountRefundedPaise: payment.amountPaise, refundId: refund.id, refunds: [...payment.refunds, record], updatedAt: at },
          payment,
        ),
      ),
    ).catch((error: unknown) => {
      if (!(error instanceof ConditionsFailed)) throw error;
    });
  }
  await deps.repos.events.append({
    type: "payment.refunded",
    text: `A payment for a ${why} order (${razorpayOrderId}) was refunded automatically`,
    refs: { razorpayOrderId, razorpayPaymentId },
  });
}

export async function refundDuplicatePayment(deps: Deps, current: Confirmation, razorpayPaymentId: string): Promise<void> {
  const refund = await refundCaptured(deps.gateway, current.order.razorpayOrderId ?? "", razorpayPaymentId, { key: "duplicate", reason: "Order already paid", failure: "Refunding a duplicate payment failed" });
  if (!refund) return;
  await deps.repos.events.append({
    type: "payment.refunded",
    text: `A second payment for order ${orderNumber(current.order.id)} was refunded automatically`,
    refs: { orderId: current.order.id, razorpayPaymentId },
  });
}
