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
import { SETTLEMENT, beyondTerms, type Payout, type SettlementTerms } from "../data/settlements.js";
import { linePieces, leftToGiveBack, settlementTerms, shelfPieces, stillToRestock } from "../settlement/settlement-terms.js";
import { nothingLeft, payoutUnderWay } from "../settlement/payout-conflicts.js";
import { GatewayError } from "../payments/gateway-error.js";
import { badRequest, conflict, notFound } from "../errors.js";
import type { PaymentGateway } from "../payments/gateway.js";
import { changedBy } from "../orders/order-status.js";
import { paymentRefunded } from "../outbox/outbox-messages.js";
import { gatewayFailure } from "./gateway-failure.js";
import { returnLines } from "./release-hold.js";
import { pastCredits } from "../returns/past-credits.js";
import { splitRefund } from "../store-credit/refund-split.js";
import { claimStaffAllowance, NO_ALLOWANCE, releaseStaffAllowance, staffAllowance, throwIfOverLimit, type Allowance } from "../staff-limits/staff-allowance.js";

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

/** A refund worked out and, when Razorpay is to be asked, claimed on the order's settlement. */
interface Claimed {
  payment: PaymentRecord & { razorpayPaymentId: string };
  order: OrderRecord | undefined;
  plan: RefundPlan;
  split: { creditPaise: number; razorpayPaise: number };
  /** The pieces going back on the shelf: those asked for that are not back already. */
  restockPieces: Array<{ product: string; size: string; quantity: number }>;
  idempotencyKey: string;
  payout: Payout | undefined;
  terms: SettlementTerms | undefined;
  /** Her day's count (maker-checker): written with the claim, or to go in the record's transaction. */
  allowance: Allowance;
  allowanceClaimed?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An admin's refund of a completed payment: named pieces, a goodwill amount, or everything left
 * (shared/refund-plan.ts works out the amount and each line's share). Three steps, so that money
 * never leaves through Razorpay unless the order's settlement (docs/money.md) has room for it:
 * the refund is claimed on the settlement (a conditional write: given back <= paid, pieces back
 * <= pieces bought), Razorpay is asked under an idempotency key made of the payment, what had been
 * refunded before and what this refund covers, and the refund is recorded with the claim settled.
 * A retried request (a double click, a timeout) finds its own claim and reaches the same Razorpay
 * refund; another payout of the order at the same moment finds no room and answers 409.
 */
export async function refundPayment(
  deps: { repos: Repositories; gateway: PaymentGateway },
  admin: UserRecord,
  request: RefundRequest,
): Promise<{ payment: PaymentRecord; order: OrderRecord | undefined }> {
  const claimed = await claimRefund(deps.repos, admin, request);
  if ("done" in claimed) return claimed.done;
  const refund = await askRazorpay(deps, claimed, request.reason);
  return recordRefund(deps.repos, admin, claimed, refund, request.reason);
}

async function claimRefund(repos: Repositories, admin: UserRecord, request: RefundRequest): Promise<Claimed | { done: { payment: PaymentRecord; order: OrderRecord | undefined } }> {
  for (let attempt = 1; attempt <= 6; attempt++) {
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
    const idempotencyKey = `refund-${payment.id}-${refundedPaise}-${plan.amountPaise}-${fingerprint(plan.lines)}`;
    const base = { payment: payment as Claimed["payment"], order, plan, split, idempotencyKey };
    // A payment whose order is gone has no settlement: its refund is guarded by the payment alone.
    if (!order) {
      const allowance = await claimStaffAllowance(repos, admin, { kind: "refund", amountPaise: plan.amountPaise });
      return { ...base, restockPieces: [], payout: undefined, terms: undefined, allowance, allowanceClaimed: true };
    }

    const settlement = await repos.settlements.get(order.id);
    const terms = settlementTerms(order, payment);
    const own = settlement.pending.find((pending) => pending.ref === idempotencyKey);
    // The same refund asked again while its first asking is at Razorpay: the same key reaches the same refund.
    // Its first asking counted it on her day already.
    if (own) return { ...base, restockPieces: shelfPieces(order, own.restocked), payout: own, terms, allowance: NO_ALLOWANCE };
    const other = settlement.pending[0];
    if (other) throw conflict(payoutUnderWay(other, leftToGiveBack(terms, settlement)));
    const restockPieces = restock ? stillToRestock(order, settlement, pieces) : [];
    const payout: Payout = {
      ref: idempotencyKey,
      kind: "refund",
      cashPaise: split.razorpayPaise,
      creditPaise: split.creditPaise,
      exchangePaise: 0,
      pieces: plan.lines.filter((line) => line.quantity > 0).map((line) => ({ line: line.line, quantity: line.quantity })),
      restocked: linePieces(order, restockPieces),
      by: changedBy(admin),
      byId: admin.id,
      at: repos.db.now().toISOString(),
    };
    if (beyondTerms(terms, payout)) throw conflict(nothingLeft(leftToGiveBack(terms, settlement)));
    // Maker-checker (issue 39): never her own order; her day's limit is counted with the claim.
    const allowance = await staffAllowance(repos, admin, { kind: "refund", amountPaise: plan.amountPaise, order });
    // All of it to store credit: nothing leaves the shop before the record, which enters it itself.
    if (split.razorpayPaise === 0) return { ...base, restockPieces, payout, terms, allowance };
    try {
      await transactWrite(repos.db, [...repos.settlements.claimAction(terms, payout), ...allowance.actions]);
      return { ...base, restockPieces, payout, terms, allowance, allowanceClaimed: true };
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      throwIfOverLimit(error);
      // Another payout of this order landed between the read and the claim: read again.
      await sleep(20 * attempt * Math.random());
    }
  }
  throw conflict("This order's refunds and returns are changing just now. Reload the payment and try again.");
}

/** Razorpay's refund for the claim; a refusal frees the claim, silence keeps it for a retry to finish. */
async function askRazorpay(deps: { repos: Repositories; gateway: PaymentGateway }, claimed: Claimed, reason: string): Promise<{ id: string; status: RefundRecord["status"] }> {
  const { payment, split, idempotencyKey, payout, order, allowance } = claimed;
  // All of it goes back to store credit: no Razorpay refund, an id of our own from the same key.
  if (split.razorpayPaise === 0) return { id: `credit_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 14)}`, status: "processed" };
  try {
    return await deps.gateway.refund(payment.razorpayPaymentId, {
      amountPaise: split.razorpayPaise,
      idempotencyKey,
      notes: { reason: reason.slice(0, 250), orderId: payment.orderId },
    });
  } catch (error) {
    // Razorpay answered no: no money moved, the claim goes. No answer: it may have refunded, so the
    // claim stays and asking again with the same refund reaches the same key.
    if (payout && order && error instanceof GatewayError && error.kind !== "unavailable") {
      await transactWrite(deps.repos.db, deps.repos.settlements.releaseAction(order.id, payout)).catch((released) => {
        if (!(released instanceof ConditionsFailed)) throw released;
      });
    }
    if (claimed.allowanceClaimed && error instanceof GatewayError && error.kind !== "unavailable") await releaseStaffAllowance(deps.repos, allowance);
    throw gatewayFailure(error, "Failed to refund payment");
  }
}

/** The refund written down as it was claimed, over the payment as it is now, with its claim settled. */
async function recordRefund(repos: Repositories, admin: UserRecord, claimed: Claimed, refund: { id: string; status: RefundRecord["status"] }, reason: string) {
  const { plan, split, payout, terms, restockPieces } = claimed;
  for (let attempt = 1; attempt <= 8; attempt++) {
    const payment = (await repos.payments.get(claimed.payment.id))!;
    const order = claimed.order && (await repos.orders.get(claimed.order.id));
    // Another asking of this refund recorded it first.
    if (payment.refunds.some((r) => r.id === refund.id)) return { payment, order };
    const creditLeft = (order?.storeCreditPaise ?? 0) - payment.refunds.reduce((sum, r) => sum + (r.storeCreditPaise ?? 0), 0);
    const full = plan.amountPaise === payment.amountPaise - payment.amountRefundedPaise + creditLeft;
    const at = repos.db.now().toISOString();
    const restocked = restockPieces.length > 0;
    const nextPayment: PaymentRecord = {
      ...payment,
      status: full ? "refunded" : "completed",
      amountRefundedPaise: payment.amountRefundedPaise + split.razorpayPaise,
      refundId: refund.id,
      refunds: [
        ...payment.refunds,
        {
          id: refund.id,
          amountPaise: plan.amountPaise,
          status: refund.status,
          reason,
          by: changedBy(admin),
          at,
          ...(plan.lines.length > 0 ? { lines: plan.lines } : {}),
          ...(plan.goodwill ? { goodwill: true } : {}),
          ...(restocked ? { restocked: true } : {}),
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
          before: { status: payment.status, amountRefundedPaise: payment.amountRefundedPaise },
          after: { status: nextPayment.status, amountRefundedPaise: nextPayment.amountRefundedPaise, refundId: refund.id, amountPaise: plan.amountPaise, reason, restocked },
        }),
      ),
      // The credit's share goes back to the ledger, once per refund.
      ...(split.creditPaise > 0 && order
        ? repos.storeCredit.creditActions(order.userId, split.creditPaise, { kind: "refund", ref: refund.id, by: changedBy(admin), byId: admin.id, orderId: order.id })
        : []),
      // The settlement: a claim made before Razorpay is settled; a refund all to credit is entered now.
      ...(payout && order && terms
        ? split.razorpayPaise > 0
          ? repos.settlements.settleAction(order.id, { ...payout, refundId: refund.id })
          : repos.settlements.enterAction(terms, { ...payout, refundId: refund.id, at })
        : []),
      // Maker-checker: a refund all to credit counts on her day in this transaction.
      ...(claimed.allowanceClaimed ? [] : claimed.allowance.actions),
    ];
    let nextOrder = order;
    if (full && order) {
      nextOrder = {
        ...order,
        status: "refunded",
        statusHistory: [...order.statusHistory, { status: "refunded", at, by: changedBy(admin), note: reason }],
        updatedAt: at,
      };
      actions.push(...labelled("order", ...repos.orders.replaceActions(nextOrder, order)));
      // Made to measure (issue 26): the owner's full refund ends the custom pieces too, even cut ones,
      // which leave the board marked why in this transaction. The code loads only for custom orders.
      if (order.orderItems.some((line) => line.custom)) {
        actions.push(...labelled("production-jobs", ...(await (await import("../production/production-api.js")).jobsOffForRefund(repos, order, at, changedBy(admin), reason))));
      }
    }
    // A product deleted since the sale, or a size no longer offered, has no stock to return to.
    if (restocked && order) actions.push(...returnLines(repos, order, await repos.products.byId(order.orderItems), { reason: "refund-restock", by: changedBy(admin), byId: admin.id }, restockPieces));
    try {
      await transactWrite(repos.db, actions);
      return { payment: nextPayment, order: nextOrder };
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      throwIfOverLimit(error);
      // A refund all to credit that found no room: another payout took these pieces or this money first.
      if (error.refused(SETTLEMENT) && split.razorpayPaise === 0 && order && terms) throw conflict(nothingLeft(leftToGiveBack(terms, await repos.settlements.get(order.id))));
      // Someone changed the payment or the order meanwhile (a webhook, another refund): write it over them.
    }
  }
  throw conflict("This payment is changing just now. Reload it: the refund is made and will show in a moment.");
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
