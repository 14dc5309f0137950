import { cancellationRefundReason, cancellationWindowEnds, feePercentText, planCancellation, type CancellationPlan, type PaidParts } from "../../shared/cancellation.js";
import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import { refundableOrder } from "../../shared/refund-plan.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { returnLines } from "../checkout/release-hold.js";
import { gatewayFailure } from "../checkout/gateway-failure.js";
import type { AppDeps } from "../deps.js";
import { auditActor } from "../data/audit-log.js";
import { bumpCounter } from "../data/counters.js";
import type { OrderCancellationRecord, OrderRecord } from "../data/orders.js";
import type { PaymentRecord, RefundRecord } from "../data/payments.js";
import type { ShipmentRecord } from "../data/shipments.js";
import { ConditionsFailed, labelled, transactWrite, type TransactItem } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { conflict, notFound, ShopError } from "../errors.js";
import { orderCancelled } from "../outbox/outbox-messages.js";
import { readSettings } from "../settings/shop-settings.js";
import { courierFailure } from "../shipping/courier-failure.js";
import { courierFor } from "../shipping/courier/courier-for.js";
import { splitRefund } from "../store-credit/refund-split.js";
import { NO_ALLOWANCE, releaseStaffAllowance, staffAllowance, throwIfOverLimit } from "../staff-limits/staff-allowance.js";
import { changedBy } from "./order-status.js";
import { beyondTerms, type Payout } from "../data/settlements.js";
import { GatewayError } from "../payments/gateway-error.js";
import { leftToGiveBack, linePieces, settlementTerms, shelfPieces, stillToRestock } from "../settlement/settlement-terms.js";
import { nothingLeft, payoutUnderWay } from "../settlement/payout-conflicts.js";

// Cancelling a paid order before dispatch (issue 25, docs/after-the-sale.md). The shopper may, within
// the window from payment, less the fee; the shop may at any time before dispatch, in full (the
// Consumer Protection (E-Commerce) Rules, rule 4(10)). Both take one path: a parcel booked but not
// picked up is cancelled at the courier, Razorpay refunds under a key that is the same for every
// call about this order, and one transaction records the refund, cancels the order, puts the pieces
// back with their movements and queues the credit note and the two e-mails. The order's and the
// payment's conditions make a replay or a second call at once find the work done.

export type CancelledBy = "shopper" | "shop";

/** The next step once cancelling is over: a return after delivery. */
const RETURN_INSTEAD = "Once it is delivered you can return it within 7 days for store credit or an exchange (My Orders, “Return or exchange”).";

export const DISPATCHED = `This order has been dispatched, so it can no longer be cancelled. ${RETURN_INSTEAD}`;

const SUBCATEGORY_CUSTOM = "custom made";


export type CancellationOffer =
  | {
      cancellable: true;
      paidPaise: number;
      feePaise: number;
      refundPaise: number;
      /** The refund's part that goes back to store credit, in full: no fee is taken on it. */
      storeCreditPaise: number;
      /** What the card or UPI paid (through Razorpay) and what goes back to it: that less the fee. */
      razorpayPaidPaise: number;
      razorpayPaise: number;
      feeBasisPoints: number;
      feePercent: string;
      until: string | null;
    }
  | { cancellable: false; reason: string };

interface Assessed {
  plan: CancellationPlan;
  /** Takes the order's production jobs off the board, on condition they are still uncut. */
  productionActions(at: string): TransactItem[];
  /** None when store credit paid the whole order: the refund goes back to the ledger alone. */
  payment: (PaymentRecord & { razorpayPaymentId: string }) | undefined;
  shipment: ShipmentRecord | undefined;
  feeBasisPoints: number;
  until: string | null;
}

const dateText = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(new Date(iso));

const isCustomMade = (products: ReadonlyMap<string, ProductRecord>, order: OrderRecord) =>
  order.orderItems.some((line) => products.get(line.product)?.subcategory.trim().toLowerCase() === SUBCATEGORY_CUSTOM);

/** Whether this order can be cancelled now by `by`, and for how much; the reason (a 409's text) when not. */
async function assess(deps: AppDeps, order: OrderRecord, by: CancelledBy, products: ReadonlyMap<string, ProductRecord>): Promise<Assessed | { refused: string }> {
  const { repos } = deps;
  if (order.status === "cancelled" || order.status === "refunded") return { refused: `This order is already ${order.status}.` };
  if (!order.isPaid) return { refused: "This order was never paid, so there is nothing to cancel or refund." };
  // No payment is right only for an order store credit paid in full (an exchange's order is paid by its return).
  if (!order.paymentId && order.storeCreditPaise !== order.totalPaise) return { refused: "This order's payment cannot be refunded online. Write to us and we will sort it out." };
  if (order.status === "shipped" || order.status === "delivered") return { refused: DISPATCHED };
  const shipment = await repos.shipments.get(order.id);
  if (shipment?.state === "booked" && shipment.status !== "booked" && shipment.status !== "cancelled") return { refused: DISPATCHED };
  if (shipment?.state === "booking") return { refused: "This order is being booked with the courier just now. Try again in a minute." };

  // Made to measure (issue 26): refused once a piece is cut; its code loads only for custom orders.
  const production = order.orderItems.some((line) => line.custom) ? await (await import("../production/production-api.js")).productionStanding(repos, order) : undefined;
  if (production?.refused) return { refused: production.refused };

  const { cancellation: terms } = await readSettings(repos);
  let until: string | null = null;
  if (by === "shopper") {
    until = cancellationWindowEnds(order.paidAt ?? order.createdAt, terms.windowHours);
    if (repos.db.now().toISOString() >= until) {
      // The shopper's window holds for custom-made orders too: within it, until a piece is cut.
      return {
        refused: isCustomMade(products, order)
          ? `Custom-made orders can be cancelled only within ${terms.windowHours} hours of payment, before production begins; this one was paid on ${dateText(order.paidAt ?? order.createdAt)}. Write to us and we will see what can be done.`
          : `Orders can be cancelled within ${terms.windowHours} hours of payment; this one was paid on ${dateText(order.paidAt ?? order.createdAt)}. ${RETURN_INSTEAD}`,
      };
    }
  }
  const payment = order.paymentId ? await repos.payments.get(order.paymentId) : undefined;
  if (order.paymentId && (!payment || payment.status !== "completed" || !payment.razorpayPaymentId)) return { refused: "This order's payment cannot be refunded online. Write to us and we will sort it out." };
  const feeBasisPoints = by === "shopper" ? terms.feeBasisPoints : 0;
  // An order store credit paid has no payment to refund parts of: nothing was given back before.
  const plan = planCancellation(refundableOrder(order), payment?.refunds ?? [], feeBasisPoints, paymentParts(order, payment).partsOf);
  if (!plan || plan.refundPaise <= 0) return { refused: "This order has already been refunded in full." };
  return { plan, productionActions: production?.cancelActions ?? (() => []), payment: payment as Assessed["payment"], shipment, feeBasisPoints, until };
}

async function ownOrder(deps: AppDeps, user: UserRecord, id: string, by: CancelledBy): Promise<OrderRecord> {
  if (!isPlausibleId(id)) throw notFound("Order not found");
  const order = await deps.repos.orders.get(id);
  // A shopper is told another's order does not exist.
  if (!order || (by === "shopper" && order.userId !== user.id)) throw notFound("Order not found");
  return order;
}

/** What the shopper's "Cancel order" dialog shows before she confirms (GET /api/orders/:id/cancellation). */
export async function cancellationOffer(deps: AppDeps, user: UserRecord, id: string): Promise<CancellationOffer> {
  const order = await ownOrder(deps, user, id, "shopper");
  const assessed = await assess(deps, order, "shopper", await deps.repos.products.byId(order.orderItems));
  if ("refused" in assessed) return { cancellable: false, reason: assessed.refused };
  const { plan, feeBasisPoints, until } = assessed;
  return {
    cancellable: true,
    paidPaise: plan.paidPaise,
    feePaise: plan.feePaise,
    refundPaise: plan.refundPaise,
    storeCreditPaise: plan.storeCreditPaise,
    razorpayPaidPaise: plan.razorpayPaidPaise,
    razorpayPaise: plan.razorpayPaise,
    feeBasisPoints,
    feePercent: feePercentText(feeBasisPoints),
    until,
  };
}

/**
 * What is left of the order's payment, in its parts: an order paid partly with store credit is
 * divided in the proportion it was paid (docs/after-the-sale.md), each part never more than is
 * left of it; one paid wholly with credit is all credit. The fee is then taken on the Razorpay
 * part alone (shared/cancellation.ts), and the credit part goes back to the ledger in full.
 */
function paymentParts(order: OrderRecord, payment: PaymentRecord | undefined): { creditLeft: number; partsOf: (paidPaise: number) => PaidParts } {
  const creditPaid = order.storeCreditPaise ?? 0;
  if (!payment) return { creditLeft: creditPaid, partsOf: (paidPaise) => ({ creditPaise: paidPaise, razorpayPaise: 0 }) };
  const creditLeft = creditPaid - payment.refunds.reduce((sum, r) => sum + (r.storeCreditPaise ?? 0), 0);
  const left = { creditPaise: creditLeft, razorpayPaise: payment.amountPaise - payment.amountRefundedPaise };
  return { creditLeft, partsOf: (paidPaise) => splitRefund(paidPaise, { totalPaise: order.totalPaise, storeCreditPaise: creditPaid }, left) };
}

/** How the refund goes back: the credit part to the ledger, the rest through Razorpay (the plan's figures). */
function refundParts(order: OrderRecord, { plan, payment }: Pick<Assessed, "plan" | "payment">): { creditPaise: number; razorpayPaise: number; creditLeft: number } {
  return { creditPaise: plan.storeCreditPaise, razorpayPaise: plan.razorpayPaise, creditLeft: paymentParts(order, payment).creditLeft };
}

export interface Cancelled {
  order: OrderRecord;
  /** A replay: the order was cancelled by an earlier call, nothing changed now. */
  already: boolean;
}

/**
 * Cancels a paid order not yet dispatched and refunds it: the shopper's own (within the window,
 * less the fee) or, by the shop, anyone's in full. Exactly once however often it is called.
 */
export async function cancelOrder(deps: AppDeps, user: UserRecord, id: string, request: { reason: string }, by: CancelledBy): Promise<Cancelled> {
  const { repos, gateway } = deps;
  for (let attempt = 1; ; attempt++) {
    const order = await ownOrder(deps, user, id, by);
    if (order.cancellation) return { order, already: true };
    const products = await repos.products.byId(order.orderItems);
    const assessed = await assess(deps, order, by, products);
    if ("refused" in assessed) throw conflict(assessed.refused);
    const { plan, payment, shipment, productionActions } = assessed;
    // The order was read before another call's cancellation landed, the payment after: look again.
    if (payment?.refunds.some((refund) => refund.cancellation)) {
      if (attempt < 3) continue;
      throw conflict("This order is being cancelled just now. Reload it in a minute.");
    }
    const { creditLeft, ...split } = refundParts(order, assessed);
    const who = by === "shop" ? changedBy(user) : `${user.name} (shopper)`;
    const pieces = plan.lines.filter((line) => line.quantity > 0 && line.product && line.size).map((line) => ({ product: line.product!, size: line.size!, quantity: line.quantity }));

    // The order's settlement (docs/money.md) is claimed before anything leaves the shop: a refund or
    // a return's credit at the same moment finds no room, or this cancellation does.
    const settlement = await repos.settlements.get(order.id);
    const terms = settlementTerms(order, payment);
    const ref = `cancel-order-${order.id}`;
    const own = settlement.pending.find((pending) => pending.ref === ref);
    // A second press finds the first one's claim: it restocks what the claim counted, no more.
    const restockPieces = own ? shelfPieces(order, own.restocked) : stillToRestock(order, settlement, pieces);
    const payout: Payout = {
      ref,
      kind: "cancellation",
      cashPaise: split.razorpayPaise,
      creditPaise: split.creditPaise,
      exchangePaise: 0,
      pieces: plan.lines.filter((line) => line.quantity > 0).map((line) => ({ line: line.line, quantity: line.quantity })),
      restocked: linePieces(order, restockPieces),
      by: who,
      ...(by === "shop" ? { byId: user.id } : {}),
      at: repos.db.now().toISOString(),
    };
    // The shopper and the shop at once with different amounts: the first one's cancellation stands.
    if (own && (own.cashPaise !== payout.cashPaise || own.creditPaise !== payout.creditPaise)) throw conflict("This order is being cancelled by someone else just now. Reload it in a minute.");
    const other = settlement.pending.find((pending) => pending.ref !== ref);
    if (other) throw conflict(payoutUnderWay(other, leftToGiveBack(terms, settlement)));
    if (beyondTerms(terms, payout)) throw conflict(nothingLeft(leftToGiveBack(terms, settlement)));
    // Maker-checker (issue 39): the shop's refund is never of her own order and counts in her day's
    // limit, with the settlement's claim (or in the cancellation's transaction when there is none).
    // A second press finds the first one's claim, counted already.
    const allowance = by === "shop" && !own ? await staffAllowance(repos, user, { kind: "cancel", amountPaise: plan.refundPaise, order }) : NO_ALLOWANCE;
    const claimed = own ?? payout;
    const claiming = !own && split.razorpayPaise > 0;
    if (claiming) {
      try {
        await transactWrite(repos.db, [...repos.settlements.claimAction(terms, payout), ...allowance.actions]);
      } catch (error) {
        if (!(error instanceof ConditionsFailed)) throw error;
        throwIfOverLimit(error);
        if (attempt < 3) continue;
        throw conflict(nothingLeft(leftToGiveBack(terms, await repos.settlements.get(order.id))));
      }
    }
    /** Razorpay will not refund (or the courier would not stop): the claim and her day's count go, nothing moved. */
    const unclaim = async () => {
      if (!claiming) return;
      await transactWrite(repos.db, repos.settlements.releaseAction(order.id, payout)).catch(() => undefined);
      await releaseStaffAllowance(repos, allowance);
    };

    // A parcel booked but not picked up: the courier must not come for it.
    let courierCancelled = false;
    if (shipment?.state === "booked" && shipment.status === "booked" && shipment.courierOrderId) {
      try {
        await courierFor(deps).cancel([shipment.courierOrderId]);
        courierCancelled = true;
      } catch (error) {
        await unclaim();
        throw courierFailure(error);
      }
    }

    // One key per order (an order is cancelled once): a replay, a double click or the shopper and
    // the shop at once all reach the same Razorpay refund.
    let refund: { id: string; amount: number; status: RefundRecord["status"] };
    try {
      // All of it to store credit (the card's share rounds to nothing): no Razorpay refund to ask for.
      refund = split.razorpayPaise === 0 || !payment ? { id: `credit_cancel_${order.id}`, amount: 0, status: "processed" } : await gateway.refund(payment.razorpayPaymentId, {
        amountPaise: split.razorpayPaise,
        idempotencyKey: `cancel-order-${order.id}`,
        notes: { reason: `Cancelled by the ${by}: ${request.reason}`.slice(0, 250), orderId: order.id },
      });
    } catch (error) {
      // The same key with another amount is refused: the shopper and the shop cancelled at once and
      // the other refund is the one. Its cancellation is found on the next read.
      const now = await repos.orders.get(order.id);
      if (now?.cancellation) return { order: now, already: true };
      if (error instanceof GatewayError && error.kind !== "unavailable") await unclaim();
      throw gatewayFailure(error, "Failed to refund the payment");
    }
    if (refund.amount !== split.razorpayPaise) {
      await unclaim();
      // The other caller's refund (the shop's in full, say) reached Razorpay first: record what it recorded.
      if (attempt < 3) continue;
      throw new ShopError(409, "This order is being cancelled by someone else just now. Reload it in a minute.");
    }

    const at = repos.db.now().toISOString();
    const cancellation: OrderCancellationRecord = {
      by,
      who,
      reason: request.reason,
      at,
      refundId: refund.id,
      refundPaise: plan.refundPaise,
      feePaise: plan.feePaise,
      ...(split.creditPaise > 0 ? { storeCreditPaise: split.creditPaise } : {}),
      // With no payment record, the order keeps what its credit note credits of each line.
      ...(payment ? {} : { lines: plan.lines }),
    };
    const refundRecord: RefundRecord = {
      id: refund.id,
      amountPaise: plan.refundPaise,
      status: refund.status,
      reason: cancellationRefundReason(by, request.reason),
      by: who,
      at,
      lines: plan.lines,
      ...(restockPieces.length > 0 ? { restocked: true } : {}),
      cancellation: { by, feePaise: plan.feePaise },
      ...(split.creditPaise > 0 ? { storeCreditPaise: split.creditPaise } : {}),
    };
    const nextPayment: PaymentRecord | undefined = payment && {
      ...payment,
      status: payment.amountRefundedPaise + split.razorpayPaise === payment.amountPaise && split.creditPaise === creditLeft ? "refunded" : "completed",
      amountRefundedPaise: payment.amountRefundedPaise + split.razorpayPaise,
      refundId: refund.id,
      refunds: [...payment.refunds, refundRecord],
      updatedAt: at,
    };
    const feeText = plan.feePaise > 0 ? `; ${formatPaise(plan.feePaise)} kept as the transaction fee` : ", in full";
    const nextOrder: OrderRecord = {
      ...order,
      status: "cancelled",
      cancelReason: request.reason,
      cancellation,
      statusHistory: [...order.statusHistory, { status: "cancelled", at, by: who, note: `Cancelled by the ${by}: ${request.reason}. ${formatPaise(plan.refundPaise)} refunded${feeText}.` }],
      updatedAt: at,
    };
    const actions: TransactItem[] = [
      ...repos.orders.replaceActions(nextOrder, order),
      ...(payment && nextPayment ? [repos.payments.replaceAction(nextPayment, payment)] : []),
      bumpCounter(repos.db, "revenuePaise", -plan.refundPaise),
      repos.sales.refundAction(at, plan.refundPaise),
      repos.events.appendAction({
        type: "order.cancelled",
        text: `Order ${orderNumber(order.id)} cancelled by the ${by} (${who}): ${formatPaise(plan.refundPaise)} refunded${feeText}`,
        refs: { orderId: order.id, ...(payment ? { paymentId: payment.id } : {}), refundId: refund.id },
      }),
      repos.outbox.enqueueAction(orderCancelled(order.id, refund.id)),
      // Each piece leaves the production board, on condition it is still uncut (a move to cutting meanwhile refuses the whole cancellation).
      ...productionActions(at),
    ];
    const returned = [
      ...returnLines(repos, order, products, { reason: "cancellation", by: who, ...(by === "shop" ? { byId: user.id } : {}) }, restockPieces),
      // The settlement: the claim made before Razorpay is settled; a cancellation all to credit is entered now.
      ...(claimed === own || claiming ? repos.settlements.settleAction(order.id, { ...claimed, refundId: refund.id }) : repos.settlements.enterAction(terms, { ...payout, refundId: refund.id })),
      // The credit's share goes back to the ledger, once (its marker is the refund's id).
      ...(split.creditPaise > 0 ? repos.storeCredit.creditActions(order.userId, split.creditPaise, { kind: "refund", ref: refund.id, by: who, orderId: order.id }) : []),
      // Maker-checker: counted here when no claim carried it.
      ...(claiming ? [] : allowance.actions),
    ];
    if (by === "shop") {
      actions.push(
        repos.audit.recordAction(auditActor(user), {
          entity: "order",
          entityId: order.id,
          action: "cancel",
          before: { status: order.status, amountRefundedPaise: payment?.amountRefundedPaise ?? 0 },
          after: { status: "cancelled", refundId: refund.id, refundPaise: plan.refundPaise, feePaise: 0, reason: request.reason },
        }),
      );
    }
    if (courierCancelled && shipment) {
      actions.push(repos.shipments.replaceAction({ ...shipment, status: "cancelled", statusAt: at, scans: [...shipment.scans, { at, status: "cancelled", activity: `Cancelled with the order (${who})`, location: "" }], updatedAt: at }, shipment));
    }
    try {
      await transactWrite(repos.db, [...labelled("cancellation", ...actions), ...returned]);
      return { order: nextOrder, already: false };
    } catch (error) {
      throwIfOverLimit(error);
      // Another call cancelled it (or a payment webhook touched it) meanwhile: look again.
      if (error instanceof ConditionsFailed && attempt < 3) continue;
      if (error instanceof ConditionsFailed) throw conflict("This order is changing just now. Reload it in a minute.");
      throw error;
    }
  }
}
