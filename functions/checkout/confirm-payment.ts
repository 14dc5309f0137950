import { formatRupees, toPaise } from "../../shared/money.js";
import type { Order, Payment } from "../../shared/types.js";
import { bumpCounter } from "../data/counters.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite, type TransactItem } from "../data/transact.js";
import { badRequest, conflict, notFound } from "../errors.js";
import type { PaymentGateway } from "../payments/gateway.js";
import type { RazorpayPayment } from "../payments/razorpay-entities.js";
import { gatewayFailure } from "./gateway-failure.js";
import { refundSoldOutOrder, soldOutMessage } from "./sold-out.js";

export interface Confirmation {
  order: Order;
  payment: Payment;
}

/** Who asks: the shopper's browser (with Razorpay's signature) or Razorpay's webhook (already verified). */
export type ConfirmationSource = { via: "browser"; userId: string; signature: string } | { via: "webhook" };

type Deps = { repos: Repositories; gateway: PaymentGateway };

export const VALIDATION_FAILED = "Payment validation failed";

async function load(repos: Repositories, razorpayOrderId: string): Promise<Confirmation | undefined> {
  const link = await repos.payments.findByRazorpayOrder(razorpayOrderId);
  if (!link) return undefined;
  const [order, payment] = await Promise.all([repos.orders.get(link.orderId), repos.payments.get(link.paymentId)]);
  return order && payment ? { order, payment } : undefined;
}

/**
 * Confirms a payment for one of our Razorpay orders. Idempotent: a repeat (the browser's second
 * call, the webhook after the browser, ten webhook deliveries) returns the same result and
 * changes nothing. Money and stock move in one transaction: the order becomes paid, the
 * payment completed, each product's stock drops with a `stock >= quantity` condition, and the
 * revenue counters rise. If stock ran out meanwhile, the payment is refunded and the order
 * cancelled instead: nothing is oversold.
 */
export async function confirmPayment(deps: Deps, razorpayOrderId: string, razorpayPaymentId: string, source: ConfirmationSource): Promise<Confirmation> {
  const { repos, gateway } = deps;
  for (let attempt = 1; ; attempt++) {
    const current = await load(repos, razorpayOrderId);
    if (!current && source.via === "webhook") await refundOrphanedPayment(deps, razorpayOrderId, razorpayPaymentId);
    if (!current || (source.via === "browser" && current.order.userId !== source.userId)) throw notFound("Order not found");
    const { order, payment } = current;

    // The signature is checked against the order id we stored, never one the browser sent back.
    if (source.via === "browser" && !gateway.verifyPaymentSignature(order.razorpayOrderId!, razorpayPaymentId, source.signature)) {
      throw badRequest(VALIDATION_FAILED);
    }
    if (order.isPaid) {
      if (payment.razorpayPaymentId === razorpayPaymentId) return current;
      // A second captured payment for an order already paid: give that money back.
      await refundDuplicatePayment(deps, current, razorpayPaymentId);
      return current;
    }
    if (order.status === "cancelled") {
      throw conflict(order.cancelReason ?? "This order was cancelled.");
    }

    let paid: RazorpayPayment;
    try {
      paid = await gateway.fetchPayment(razorpayPaymentId);
    } catch (error) {
      throw gatewayFailure(error, VALIDATION_FAILED);
    }
    if (paid.order_id !== order.razorpayOrderId) throw badRequest(`${VALIDATION_FAILED}: the payment belongs to another order.`);
    if (paid.currency !== "INR" || paid.amount !== toPaise(order.totalPrice)) {
      throw badRequest(`${VALIDATION_FAILED}: the amount paid does not match the order.`);
    }
    if (paid.status === "authorized") {
      throw conflict("Your payment is authorised and being captured. Your order will be confirmed in a moment.");
    }
    if (paid.status !== "captured") throw badRequest(`${VALIDATION_FAILED}: the payment was not completed.`);

    const at = repos.db.now().toISOString();
    const nextOrder: Order = {
      ...order,
      isPaid: true,
      paidAt: at,
      status: "processing",
      statusHistory: [...order.statusHistory, { status: "processing", at, by: "shop", note: `Paid ${formatRupees(order.totalPrice)} (${razorpayPaymentId})` }],
      updatedAt: at,
    };
    const nextPayment: Payment = {
      ...payment,
      status: "completed",
      razorpayPaymentId,
      method: paid.method,
      failureReason: undefined,
      paidAt: at,
      updatedAt: at,
    };
    const stockActions: TransactItem[] = [];
    const units = new Map<string, number>();
    for (const line of order.orderItems) units.set(line.product, (units.get(line.product) ?? 0) + line.quantity);
    for (const line of order.orderItems) stockActions.push(repos.products.takeStock(line.product, line.size, line.quantity));

    const actions: TransactItem[] = [
      repos.orders.replaceAction(nextOrder, order),
      repos.payments.replaceAction(nextPayment, payment),
      ...stockActions,
      bumpCounter(repos.db, "paidOrders", 1),
      bumpCounter(repos.db, "revenuePaise", toPaise(order.totalPrice)),
      repos.events.appendAction({
        type: "payment.confirmed",
        text: `${formatRupees(order.totalPrice)} paid by ${order.user.name} for order #${order.id.slice(-6)}`,
        refs: { orderId: order.id, paymentId: payment.id, razorpayPaymentId },
      }),
    ];
    try {
      await transactWrite(repos.db, actions);
      return { order: nextOrder, payment: nextPayment };
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      const raced = error.failed.some((index) => index < 2);
      if (raced && attempt < 4) continue; // someone else (the webhook, a second tab) moved first: look again
      if (raced) throw conflict("This order is being confirmed right now. Please refresh in a moment.");
      const soldOut = error.failed.map((index) => [...units.keys()][index - 2]!).filter(Boolean);
      const names = order.orderItems.filter((line) => soldOut.includes(line.product)).map((line) => line.name);
      await refundSoldOutOrder(deps, current, razorpayPaymentId, names);
      throw conflict(soldOutMessage(names, order.totalPrice));
    }
  }
}

/**
 * Money for one of our Razorpay orders whose order was deleted meanwhile (an admin may delete
 * an unpaid order after a day): nobody can be sent anything for it, so it goes back in full.
 */
async function refundOrphanedPayment(deps: Deps, razorpayOrderId: string, razorpayPaymentId: string): Promise<void> {
  const link = await deps.repos.payments.findByRazorpayOrder(razorpayOrderId);
  if (!link) return; // not one of ours
  let paid: RazorpayPayment;
  try {
    paid = await deps.gateway.fetchPayment(razorpayPaymentId);
  } catch (error) {
    throw gatewayFailure(error, VALIDATION_FAILED);
  }
  if (paid.order_id !== razorpayOrderId || paid.status !== "captured") return;
  let refund;
  try {
    refund = await deps.gateway.refund(razorpayPaymentId, { idempotencyKey: `orphan-${razorpayPaymentId}`, notes: { reason: "Order no longer exists" } });
  } catch (error) {
    throw gatewayFailure(error, "Refunding a payment for a deleted order failed");
  }
  const payment = await deps.repos.payments.get(link.paymentId);
  if (payment && payment.status !== "refunded") {
    const at = deps.repos.db.now().toISOString();
    const record = { id: refund.id, amount: payment.amount, status: refund.status, reason: "Order no longer exists", by: "shop", at };
    await transactWrite(deps.repos.db, [
      deps.repos.payments.replaceAction(
        { ...payment, status: "refunded", razorpayPaymentId, amountRefunded: payment.amount, refundId: refund.id, refunds: [...payment.refunds, record], updatedAt: at },
        payment,
      ),
    ]).catch((error: unknown) => {
      if (!(error instanceof ConditionsFailed)) throw error;
    });
  }
  await deps.repos.events.append({
    type: "payment.refunded",
    text: `A payment for a deleted order (${razorpayOrderId}) was refunded automatically`,
    refs: { razorpayOrderId, razorpayPaymentId },
  });
}

async function refundDuplicatePayment(deps: Deps, current: Confirmation, razorpayPaymentId: string): Promise<void> {
  let paid: RazorpayPayment;
  try {
    paid = await deps.gateway.fetchPayment(razorpayPaymentId);
  } catch (error) {
    throw gatewayFailure(error, VALIDATION_FAILED);
  }
  if (paid.order_id !== current.order.razorpayOrderId || paid.status !== "captured") return;
  try {
    await deps.gateway.refund(razorpayPaymentId, { idempotencyKey: `duplicate-${razorpayPaymentId}`, notes: { reason: "Order already paid" } });
  } catch (error) {
    throw gatewayFailure(error, "Refunding a duplicate payment failed");
  }
  await deps.repos.events.append({
    type: "payment.refunded",
    text: `A second payment for order #${current.order.id.slice(-6)} was refunded automatically`,
    refs: { orderId: current.order.id, razorpayPaymentId },
  });
}
