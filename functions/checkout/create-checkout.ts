import type { Order, Payment, ShippingAddress } from "../../shared/types.js";
import { toRupees } from "../../shared/money.js";
import type { UserRecord } from "../data/users.js";
import { newId } from "../data/ids.js";
import { transactWrite } from "../data/transact.js";
import type { Repositories } from "../data/repositories.js";
import type { PaymentGateway } from "../payments/gateway.js";
import { gatewayFailure } from "./gateway-failure.js";
import { priceOrder, type RequestedLine } from "./price-order.js";

export interface CheckoutRequest {
  items: RequestedLine[];
  shippingAddress: ShippingAddress;
  source: "cart" | "wishlist" | "single";
}

export interface CheckoutStarted {
  order: Order;
  razorpayOrder: { id: string; amount: number; currency: string };
}

/**
 * Starts a checkout: prices the basket from stored products, opens a Razorpay order for that
 * amount, and stores a pending order and payment. Nothing is charged and no stock moves yet;
 * stock is taken when the payment is confirmed (confirm-payment.ts).
 */
export async function createCheckout(
  deps: { repos: Repositories; gateway: PaymentGateway },
  shopper: UserRecord,
  request: CheckoutRequest,
): Promise<CheckoutStarted> {
  const { repos, gateway } = deps;
  const ids = [...new Set(request.items.map((line) => line.product))];
  const found = await Promise.all(ids.map((id) => repos.products.get(id)));
  const products = new Map(found.flatMap((product) => (product ? [[product.id, product] as const] : [])));
  const priced = priceOrder(request.items, products);

  const now = repos.db.now();
  const at = now.toISOString();
  const orderId = newId(now);
  let razorpayOrder;
  try {
    razorpayOrder = await gateway.createOrder({
      amountPaise: priced.totalPaise,
      receipt: orderId,
      notes: { orderId, userId: shopper.id, source: request.source, itemCount: String(priced.lines.length) },
    });
  } catch (error) {
    throw gatewayFailure(error, "Failed to create order");
  }

  const customer = { _id: shopper.id, name: shopper.name, email: shopper.email };
  const order: Order = {
    _id: orderId,
    id: orderId,
    userId: shopper.id,
    user: customer,
    orderItems: priced.lines,
    paymentMethod: "Razorpay",
    itemsPrice: toRupees(priced.itemsPaise),
    taxPrice: toRupees(priced.taxPaise),
    shippingPrice: toRupees(priced.shippingPaise),
    totalPrice: toRupees(priced.totalPaise),
    isPaid: false,
    status: "pending",
    shippingAddress: request.shippingAddress,
    statusHistory: [{ status: "pending", at, by: "shop", note: "Awaiting payment" }],
    razorpayOrderId: razorpayOrder.id,
    source: request.source,
    createdAt: at,
    updatedAt: at,
  };
  const paymentId = newId(now);
  const payment: Payment = {
    _id: paymentId,
    id: paymentId,
    orderId,
    userId: shopper.id,
    razorpayOrderId: razorpayOrder.id,
    amount: order.totalPrice,
    amountRefunded: 0,
    currency: "INR",
    status: "pending",
    user: customer,
    description: describeOrder(priced.lines),
    refunds: [],
    createdAt: at,
    updatedAt: at,
  };
  order.paymentId = paymentId;
  await transactWrite(repos.db, [...repos.orders.createActions(order), ...repos.payments.createActions(payment)]);
  return { order, razorpayOrder: { id: razorpayOrder.id, amount: razorpayOrder.amount, currency: razorpayOrder.currency } };
}

function describeOrder(lines: Order["orderItems"]): string {
  const first = lines[0]!;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return units === 1 ? first.name : `${first.name} and ${units - 1} more item${units === 2 ? "" : "s"}`;
}
