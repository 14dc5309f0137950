import { formatPaise } from "../../shared/money.js";
import { bumpCounter } from "../data/counters.js";
import type { OrderRecord } from "../data/orders.js";
import type { PaymentRecord } from "../data/payments.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite, type TransactItem } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { badRequest, conflict, notFound } from "../errors.js";
import type { PaymentGateway } from "../payments/gateway.js";
import { changedBy } from "../orders/order-status.js";
import { paymentRefunded } from "../outbox/outbox-messages.js";
import { gatewayFailure } from "./gateway-failure.js";
import { returnLines } from "./release-hold.js";

export interface RefundRequest {
  paymentId: string;
  /** The whole remaining amount when absent. */
  amountPaise?: number;
  reason: string;
}

/**
 * An admin's refund of a completed payment, full or partial. The gateway call carries an
 * idempotency key made of the payment and what had been refunded before, so a retried request
 * (a double click, a timeout) refunds once. A full refund makes payment and order refunded and
 * puts the stock back; revenue falls by what was refunded.
 */
export async function refundPayment(
  deps: { repos: Repositories; gateway: PaymentGateway },
  admin: UserRecord,
  request: RefundRequest,
): Promise<{ payment: PaymentRecord; order: OrderRecord | undefined }> {
  const { repos, gateway } = deps;
  for (let attempt = 1; ; attempt++) {
    const payment = await repos.payments.get(request.paymentId);
    if (!payment) throw notFound("Payment not found");
    if (payment.status === "refunded") throw conflict("This payment has already been refunded in full.");
    if (payment.status !== "completed" || !payment.razorpayPaymentId) throw conflict("Only completed payments can be refunded.");

    const paidPaise = payment.amountPaise;
    const refundedPaise = payment.amountRefundedPaise;
    const remainingPaise = paidPaise - refundedPaise;
    const refundPaise = request.amountPaise ?? remainingPaise;
    if (refundPaise <= 0) throw badRequest("amount must be greater than 0");
    if (refundPaise > remainingPaise) {
      throw badRequest(`amount can be at most ${formatPaise(remainingPaise)}, what is left to refund of this payment.`);
    }

    let refund;
    try {
      refund = await gateway.refund(payment.razorpayPaymentId, {
        amountPaise: refundPaise,
        idempotencyKey: `refund-${payment.id}-${refundedPaise}-${refundPaise}`,
        notes: { reason: request.reason.slice(0, 250), orderId: payment.orderId },
      });
    } catch (error) {
      throw gatewayFailure(error, "Failed to refund payment");
    }
    const order = await repos.orders.get(payment.orderId);
    if (payment.refunds.some((r) => r.id === refund.id)) return { payment, order };

    const full = refundedPaise + refundPaise === paidPaise;
    const at = repos.db.now().toISOString();
    const nextPayment: PaymentRecord = {
      ...payment,
      status: full ? "refunded" : "completed",
      amountRefundedPaise: refundedPaise + refundPaise,
      refundId: refund.id,
      refunds: [...payment.refunds, { id: refund.id, amountPaise: refundPaise, status: refund.status, reason: request.reason, by: changedBy(admin), at }],
      updatedAt: at,
    };
    const actions: TransactItem[] = [
      repos.payments.replaceAction(nextPayment, payment),
      bumpCounter(repos.db, "revenuePaise", -refundPaise),
      repos.sales.refundAction(at, refundPaise),
      repos.events.appendAction({
        type: "payment.refunded",
        text: `${formatPaise(refundPaise)} refunded${full ? " in full" : ""} for order #${payment.orderId.slice(-6)} by ${admin.name}`,
        refs: { orderId: payment.orderId, paymentId: payment.id, refundId: refund.id },
      }),
      // The credit note and the shopper's e-mail follow the refund.
      repos.outbox.enqueueAction(paymentRefunded(payment.orderId, refund.id)),
    ];
    let nextOrder = order;
    if (full && order) {
      nextOrder = {
        ...order,
        status: "refunded",
        statusHistory: [...order.statusHistory, { status: "refunded", at, by: changedBy(admin), note: request.reason }],
        updatedAt: at,
      };
      actions.push(repos.orders.replaceAction(nextOrder, order));
      // A product deleted since the sale, or a size no longer offered, has no stock to return to.
      actions.push(...returnLines(repos, order, await repos.products.byId(order.orderItems), { reason: "refund-restock", by: changedBy(admin), byId: admin.id }));
    }
    try {
      await transactWrite(repos.db, actions);
      return { payment: nextPayment, order: nextOrder };
    } catch (error) {
      // Someone changed the payment meanwhile; the idempotency key keeps Razorpay to one refund.
      if (error instanceof ConditionsFailed && attempt < 3) continue;
      throw error;
    }
  }
}
