import { createHash } from "node:crypto";
import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import { planRefund, refundableOrder, type RefundAsk, type RefundPiece, type RefundPlan, type RefundPlanResult } from "../../shared/refund-plan.js";
import { auditActor } from "../data/audit-log.js";
import { bumpCounter } from "../data/counters.js";
import type { OrderRecord } from "../data/orders.js";
import type { PaymentRecord, RefundRecord } from "../data/payments.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { badRequest, conflict, notFound } from "../errors.js";
import type { PaymentGateway } from "../payments/gateway.js";
import { changedBy } from "../orders/order-status.js";
import { paymentRefunded } from "../outbox/outbox-messages.js";
import { gatewayFailure } from "./gateway-failure.js";
import { returnLines } from "./release-hold.js";
import { pastCredits } from "../returns/past-credits.js";
import { splitRefund } from "../store-credit/refund-split.js";
import { claimStaffAllowance, releaseStaffAllowance } from "../staff-limits/staff-allowance.js";

export interface RefundRequest {
  paymentId: string;
  /** The pieces refunded; the amount is what was paid for them. */
  items?: RefundPiece[];
  /** A goodwill amount tied to no pieces; the whole remaining amount when neither is given. */
  amountPaise?: number;
  /** Put the refunded pieces back in stock; unsaid, only a refund of everything left does. */
  restock?: boolean;
  reason: string;
}

const askOf = (request: RefundRequest): RefundAsk =>
  request.items ? { items: request.items } : request.amountPaise !== undefined ? { amountPaise: request.amountPaise } : {};

/**
 * An admin's refund of a completed payment: named pieces, a goodwill amount, or everything left
 * (shared/refund-plan.ts works out the amount and each line's share). The gateway call carries an
 * idempotency key made of the payment, what had been refunded before and what this refund
 * covers, so a retried request (a double click, a timeout) refunds once; the payment is replaced
 * only if nobody changed it since it was read, so no piece is refunded twice. The named pieces go
 * back to stock in the same transaction if the admin says so. Revenue falls by what was refunded.
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
    const order = await repos.orders.get(payment.orderId);
    const refundedPaise = payment.amountRefundedPaise;
    // An order paid partly with store credit: what is left to give back is Razorpay's and the credit's.
    const creditPaid = order?.storeCreditPaise ?? 0;
    const creditLeft = creditPaid - payment.refunds.reduce((sum, r) => sum + (r.storeCreditPaise ?? 0), 0);
    const remainingPaise = payment.amountPaise - refundedPaise + creditLeft;
    // Pieces a return already paid back (store credit, an exchange) are not refunded again.
    const plan = order ? planOf(planRefund(refundableOrder(order), await pastCredits(repos, order, payment), askOf(request))) : amountOnly(request, remainingPaise);
    if (plan.amountPaise > remainingPaise) {
      throw conflict(`Only ${formatPaise(remainingPaise)} is left to refund of this payment; these pieces come to ${formatPaise(plan.amountPaise)}.`);
    }
    const pieces = plan.lines.filter((line) => line.quantity > 0).map((line) => ({ product: line.product!, size: line.size!, quantity: line.quantity }));
    if (request.restock && pieces.length === 0) throw badRequest("restock: this refund returns no pieces (a goodwill amount); name the items to put back in stock.");
    // Unsaid, only a refund of everything left restocks, as full refunds always did.
    const restock = (request.restock ?? (!request.items && plan.full)) && pieces.length > 0;
    const split = splitRefund(plan.amountPaise, { totalPaise: order?.totalPaise ?? 0, storeCreditPaise: creditPaid }, { creditPaise: creditLeft, razorpayPaise: payment.amountPaise - refundedPaise });
    const full = plan.amountPaise === remainingPaise;
    const idempotencyKey = `refund-${payment.id}-${refundedPaise}-${plan.amountPaise}-${fingerprint(plan.lines)}`;

    // Maker-checker (issue 39): never her own order; her day's limit, claimed before Razorpay is asked and given back if it fails.
    const allowance = await claimStaffAllowance(repos, admin, { kind: "refund", amountPaise: plan.amountPaise, ...(order && { order }) });
    let refund: { id: string; status: RefundRecord["status"] };
    if (split.razorpayPaise === 0) {
      // All of it goes back to store credit: no Razorpay refund, an id of our own from the same key.
      refund = { id: `credit_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 14)}`, status: "processed" };
    } else {
      try {
        refund = await gateway.refund(payment.razorpayPaymentId, {
          amountPaise: split.razorpayPaise,
          idempotencyKey,
          notes: { reason: request.reason.slice(0, 250), orderId: payment.orderId },
        });
      } catch (error) {
        await releaseStaffAllowance(repos, allowance); // maker-checker
        throw gatewayFailure(error, "Failed to refund payment");
      }
    }
    if (payment.refunds.some((r) => r.id === refund.id)) {
      await releaseStaffAllowance(repos, allowance); // maker-checker: nothing new paid
      return { payment, order };
    }

    const at = repos.db.now().toISOString();
    const nextPayment: PaymentRecord = {
      ...payment,
      status: full ? "refunded" : "completed",
      amountRefundedPaise: refundedPaise + split.razorpayPaise,
      refundId: refund.id,
      refunds: [
        ...payment.refunds,
        {
          id: refund.id,
          amountPaise: plan.amountPaise,
          status: refund.status,
          reason: request.reason,
          by: changedBy(admin),
          at,
          ...(plan.lines.length > 0 ? { lines: plan.lines } : {}),
          ...(plan.goodwill ? { goodwill: true } : {}),
          ...(restock ? { restocked: true } : {}),
          ...(split.creditPaise > 0 ? { storeCreditPaise: split.creditPaise } : {}),
        },
      ],
      updatedAt: at,
    };
    const actions = [
      ...labelled(
        "refund",
        repos.payments.replaceAction(nextPayment, payment),
        bumpCounter(repos.db, "revenuePaise", -plan.amountPaise),
        repos.sales.refundAction(at, plan.amountPaise),
        repos.events.appendAction({
          type: "payment.refunded",
          text: `${formatPaise(plan.amountPaise)} refunded${full ? " in full" : plan.goodwill ? " as goodwill" : ""} for order ${orderNumber(payment.orderId)} by ${admin.name}`,
          refs: { orderId: payment.orderId, paymentId: payment.id, refundId: refund.id },
        }),
        // The credit note and the shopper's e-mail follow the refund.
        repos.outbox.enqueueAction(paymentRefunded(payment.orderId, refund.id)),
        repos.audit.recordAction(auditActor(admin), {
          entity: "refund",
          entityId: payment.orderId,
          action: "refund",
          before: { status: payment.status, amountRefundedPaise: refundedPaise },
          after: { status: nextPayment.status, amountRefundedPaise: nextPayment.amountRefundedPaise, refundId: refund.id, amountPaise: plan.amountPaise, reason: request.reason, restocked: restock },
        }),
      ),
      // The credit's share goes back to the ledger, once per refund.
      ...(split.creditPaise > 0 && order
        ? repos.storeCredit.creditActions(order.userId, split.creditPaise, { kind: "refund", ref: refund.id, by: changedBy(admin), byId: admin.id, orderId: order.id })
        : []),
    ];
    let nextOrder = order;
    if (full && order) {
      nextOrder = {
        ...order,
        status: "refunded",
        statusHistory: [...order.statusHistory, { status: "refunded", at, by: changedBy(admin), note: request.reason }],
        updatedAt: at,
      };
      actions.push(...labelled("order", ...repos.orders.replaceActions(nextOrder, order)));
      // Made to measure (issue 26): the owner's full refund ends the custom pieces too, even cut ones,
      // which leave the board marked why in this transaction. The code loads only for custom orders.
      if (order.orderItems.some((line) => line.custom)) {
        actions.push(...labelled("production-jobs", ...(await (await import("../production/production-api.js")).jobsOffForRefund(repos, order, at, changedBy(admin), request.reason))));
      }
    }
    // A product deleted since the sale, or a size no longer offered, has no stock to return to.
    if (restock && order) actions.push(...returnLines(repos, order, await repos.products.byId(order.orderItems), { reason: "refund-restock", by: changedBy(admin), byId: admin.id }, pieces));
    try {
      await transactWrite(repos.db, actions);
      return { payment: nextPayment, order: nextOrder };
    } catch (error) {
      await releaseStaffAllowance(repos, allowance); // maker-checker: claimed again on the next attempt
      // Someone changed the payment meanwhile: look again (the pieces may be refunded now); the
      // idempotency key keeps Razorpay to one refund for one request.
      if (error instanceof ConditionsFailed && attempt < 3) continue;
      throw error;
    }
  }
}

function planOf(planned: RefundPlanResult): RefundPlan {
  if (!planned.ok) throw planned.status === 409 ? conflict(planned.error) : badRequest(planned.error);
  return planned.plan;
}

/** A payment whose order is gone (deleted before it was paid) has no lines: only an amount can be refunded. */
function amountOnly(request: RefundRequest, remainingPaise: number): RefundPlan {
  if (request.items) throw conflict("This payment's order no longer exists, so no pieces can be named; refund an amount instead.");
  const amountPaise = request.amountPaise ?? remainingPaise;
  if (amountPaise > remainingPaise) throw badRequest(`amount can be at most ${formatPaise(remainingPaise)}, what is left to refund of this payment.`);
  return { amountPaise, lines: [], goodwill: amountPaise < remainingPaise, full: amountPaise === remainingPaise };
}

/** A short, stable digest of a refund's shares, so two different refunds of one amount are two refunds at Razorpay. */
function fingerprint(lines: ReadonlyArray<{ line: number; quantity: number; amountPaise: number }>): string {
  return createHash("sha256")
    .update(lines.map((line) => `${line.line}:${line.quantity}:${line.amountPaise}`).join(","))
    .digest("hex")
    .slice(0, 16);
}
