import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import type { OrderRecord } from "../data/orders.js";
import type { PaymentRecord } from "../data/payments.js";
import type { Repositories } from "../data/repositories.js";
import { codeHasRoom, DISCOUNT_CODE, DISCOUNT_USE_SHARDS } from "../data/discounts.js";
import { endOpenCheckout, OPEN_CHECKOUTS } from "../data/open-checkouts.js";
import { STORE_CREDIT } from "../data/store-credit.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import { badRequest, conflict, notFound } from "../errors.js";
import type { PaymentGateway } from "../payments/gateway.js";
import type { RazorpayPayment } from "../payments/razorpay-entities.js";
import { gatewayFailure } from "./gateway-failure.js";
import { paidEffects, productionJobsFor, saleMoves } from "./sale-effects.js";

export interface Confirmation {
  order: OrderRecord;
  payment: PaymentRecord;
  /** The bank authorised the payment but Razorpay has not captured it yet (UPI): the webhook will confirm it. */
  awaitingConfirmation?: true;
}

/** Who asks: the shopper's browser (with Razorpay's signature) or Razorpay's webhook (already verified). */
export type ConfirmationSource = { via: "browser"; userId: string; signature: string } | { via: "webhook" };

type Deps = { repos: Repositories; gateway: PaymentGateway };

export const VALIDATION_FAILED = "Payment validation failed";

/** A sale that cannot stand (sold out, its code or credit gone meanwhile) is rare: its refund loads on first use. */
const soldOutPath = () => import("./sold-out.js");
/** So is money for an order deleted or cancelled before it was paid, or paid twice. */
const unsendable = () => import("./unsendable-payment.js");

/** The history's line for the payment: what Razorpay took, and the store credit beside it. */
export function paidNote(order: OrderRecord, razorpayPaise: number, razorpayPaymentId: string): string {
  const credit = order.storeCreditPaise ? ` and ${formatPaise(order.storeCreditPaise)} in store credit` : "";
  return `Paid ${formatPaise(razorpayPaise)} (${razorpayPaymentId})${credit}`;
}

async function load(repos: Repositories, razorpayOrderId: string): Promise<Confirmation | undefined> {
  const link = await repos.payments.findByRazorpayOrder(razorpayOrderId);
  if (!link) return undefined;
  const [order, payment] = await Promise.all([repos.orders.get(link.orderId), repos.payments.get(link.paymentId)]);
  return order && payment ? { order, payment } : undefined;
}

/**
 * Confirms a payment for one of our Razorpay orders. Idempotent: a repeat (the browser's second
 * call, the webhook after the browser, ten webhook deliveries) returns the same result and
 * changes nothing. One transaction makes the order paid and the payment completed, turns the
 * order's hold into a sale (the pieces were taken at create-order; nothing is taken twice) and
 * adds to the sharded revenue counters. Only when the hold was released first (the payment
 * failed, checkout was closed, or the hold lapsed) are the pieces taken again here, with a
 * condition per size; if they went to someone else meanwhile, the payment is refunded in full
 * and the order cancelled with the reason: nothing is oversold.
 */
export async function confirmPayment(deps: Deps, razorpayOrderId: string, razorpayPaymentId: string, source: ConfirmationSource): Promise<Confirmation> {
  const { repos, gateway } = deps;
  for (let attempt = 1; ; attempt++) {
    const current = await load(repos, razorpayOrderId);
    if (!current && source.via === "webhook") await (await unsendable()).refundUnsendablePayment(deps, razorpayOrderId, razorpayPaymentId, "deleted");
    if (!current || (source.via === "browser" && current.order.userId !== source.userId)) throw notFound("Order not found");
    const { order, payment } = current;

    // The signature is checked against the order id we stored, never one the browser sent back.
    if (source.via === "browser" && !gateway.verifyPaymentSignature(order.razorpayOrderId!, razorpayPaymentId, source.signature)) {
      throw badRequest(VALIDATION_FAILED);
    }
    if (order.isPaid) {
      if (payment.razorpayPaymentId === razorpayPaymentId) return current;
      // The pair is read side by side: another confirmation's transaction may have landed between
      // the two reads (the order paid, the payment from just before). Read the payment again after.
      const settled = await repos.payments.get(payment.id);
      if (settled?.razorpayPaymentId === razorpayPaymentId) return { order, payment: settled };
      // A second captured payment for an order already paid: give that money back.
      await (await unsendable()).refundDuplicatePayment(deps, current, razorpayPaymentId);
      return current;
    }
    if (order.status === "cancelled") {
      // Cancelled before it was paid (by an admin): this money is not for anything, so it goes back.
      if (payment.status !== "refunded") await (await unsendable()).refundUnsendablePayment(deps, razorpayOrderId, razorpayPaymentId, "cancelled");
      throw conflict(order.cancelReason ?? "This order was cancelled before it was paid. Your payment has been refunded.");
    }

    let paid: RazorpayPayment;
    try {
      paid = await gateway.fetchPayment(razorpayPaymentId);
    } catch (error) {
      throw gatewayFailure(error, VALIDATION_FAILED);
    }
    if (paid.order_id !== order.razorpayOrderId) throw badRequest(`${VALIDATION_FAILED}: the payment belongs to another order.`);
    if (paid.currency !== "INR" || paid.amount !== payment.amountPaise) {
      throw badRequest(`${VALIDATION_FAILED}: the amount paid does not match the order.`);
    }
    if (paid.status === "authorized") return { ...(await markAwaitingConfirmation(repos, current)), awaitingConfirmation: true };
    if (paid.status !== "captured") throw badRequest(`${VALIDATION_FAILED}: the payment was not completed.`);

    const at = repos.db.now().toISOString();
    const nextOrder: OrderRecord = {
      ...order,
      isPaid: true,
      paidAt: at,
      status: "processing",
      statusHistory: [...order.statusHistory, { status: "processing", at, by: "shop", note: paidNote(order, payment.amountPaise, razorpayPaymentId) }],
      updatedAt: at,
    };
    const nextPayment: PaymentRecord = {
      ...payment,
      status: "completed",
      razorpayPaymentId,
      method: paid.method,
      failureReason: undefined,
      paidAt: at,
      updatedAt: at,
    };
    // Orders placed before holds existed have none: their pieces are taken now, as for a released hold.
    const held = order.hold?.status === "held";
    nextOrder.hold = order.hold && { status: "sold", expiresAt: order.hold.expiresAt, ...(order.hold.countedAsHeld && { countedAsHeld: true as const }) };
    delete nextOrder.awaitingConfirmationSince;
    // The order, its payment and its hold as read: refused when someone else moved first.
    const records = labelled("order", ...repos.orders.replaceActions(nextOrder, order), repos.payments.replaceAction(nextPayment, payment), ...(held ? [repos.holds.endAction(order.id)] : []));
    // A sold checkout is no longer open: her account's count lets it go (a released one already did).
    const counted = held ? labelled(OPEN_CHECKOUTS, ...endOpenCheckout(repos.db, order)) : [];
    const soldOut = async (productIds: string[]): Promise<never> => {
      const { refundSoldOutOrder, soldOutMessage } = await soldOutPath();
      const names = order.orderItems.filter((line) => productIds.includes(line.product)).map((line) => line.name);
      const holdLapsed = order.hold?.releasedBecause === "lapsed";
      await refundSoldOutOrder(deps, current, razorpayPaymentId, names, holdLapsed);
      throw conflict(soldOutMessage(names, payment.amountPaise, holdLapsed));
    };
    // The sale: held pieces leave held and the shelf; a released hold's pieces are taken again from available.
    const sale = saleMoves(order, held, await repos.products.byId(order.orderItems));
    if (sale.gone.length > 0) await soldOut(sale.gone);
    const stockActions = sale.products.flatMap(([id, moves]) =>
      repos.stock.moveActions(id, moves, { reason: "sale", by: source.via === "webhook" ? "payment (webhook)" : "payment", orderId: order.id }),
    );
    const code = order.discountCode && !held ? await repos.discounts.get(order.discountCode) : undefined;
    const codeActions = order.discountCode ? repos.discounts.useActions(order.discountCode, order.hold?.countedFor ?? order.userId, held, code) : [];
    // A released hold gave its store credit back: a payment arriving after that spends it again.
    const creditActions =
      !held && order.storeCreditPaise
        ? repos.storeCredit.spendActions(order.userId, order.storeCreditPaise, { kind: "checkout-spent", ref: `${order.id}#after-release`, by: "payment", orderId: order.id })
        : [];
    const actions = [
      ...records,
      ...counted,
      ...stockActions,
      ...labelled(DISCOUNT_CODE, ...codeActions),
      ...creditActions,
      ...paidEffects(repos, order, at, {
        type: "payment.confirmed",
        text: `${formatPaise(order.totalPaise)} paid by ${order.user.name} for order ${orderNumber(order.id)}`,
        refs: { orderId: order.id, paymentId: payment.id, razorpayPaymentId },
      }, await productionJobsFor(repos, order, at)),
    ];
    try {
      await transactWrite(repos.db, actions);
      return { order: nextOrder, payment: nextPayment };
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      // Someone else (the webhook, a second tab, the sweep releasing the hold) moved first: look again.
      const raced = error.refused("order");
      if (raced && attempt < 4) continue;
      if (raced) throw conflict("This order is being confirmed right now. Please refresh in a moment.");
      // The code's use went back with the released hold and is gone now: its price is not honoured.
      if (!held && order.discountCode && error.refused(DISCOUNT_CODE)) {
        // Or only the slice picked was taken a moment ago: another shard of the code may have room.
        if (attempt < DISCOUNT_USE_SHARDS && codeHasRoom(await repos.discounts.get(order.discountCode))) continue;
        const { codeGoneMessage, refundSoldOutOrder } = await soldOutPath();
        const reason = codeGoneMessage(order.discountCode, payment.amountPaise);
        await refundSoldOutOrder(deps, current, razorpayPaymentId, [], false, reason);
        throw conflict(reason);
      }
      if (error.refused(STORE_CREDIT)) {
        const { creditGoneMessage, refundSoldOutOrder } = await soldOutPath();
        const reason = creditGoneMessage(payment.amountPaise);
        await refundSoldOutOrder(deps, current, razorpayPaymentId, [], false, reason, "Store credit used up while paying");
        throw conflict(reason);
      }
      // A released hold's pieces went to someone else meanwhile (held pieces cannot: the order's
      // own condition guards them): the payment is refunded.
      const taken = error.refusedIn("stock");
      if (held || taken.length === 0) throw error;
      await soldOut(taken);
    }
  }
}

/**
 * The shopper's bank authorised the payment but Razorpay has not captured it (UPI can take a
 * while): the order says so ("Awaiting payment confirmation") until the webhook confirms it.
 */
async function markAwaitingConfirmation(repos: Repositories, current: Confirmation): Promise<Confirmation> {
  if (current.order.awaitingConfirmationSince) return current;
  const at = repos.db.now().toISOString();
  const order: OrderRecord = { ...current.order, awaitingConfirmationSince: at, updatedAt: at };
  try {
    await transactWrite(repos.db, labelled("order", ...repos.orders.replaceActions(order, current.order)));
    return { ...current, order };
  } catch (error) {
    // It moved meanwhile (the capture's webhook confirmed it): what is stored now is the answer.
    if (!(error instanceof ConditionsFailed)) throw error;
    return (await load(repos, current.order.razorpayOrderId!)) ?? current;
  }
}
