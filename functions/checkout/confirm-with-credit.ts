import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite, type TransactItem } from "../data/transact.js";
import { conflict } from "../errors.js";
import { paidEffects, productionJobsFor, saleMoves } from "./sale-effects.js";

/**
 * An order store credit pays in full: no Razorpay, no hold. One transaction stores it paid,
 * spends the credit, sells the pieces from available (each size conditioned on having enough),
 * takes the discount code's use, and has the same effects as a Razorpay confirmation (counters,
 * sales, the admin's event, the outbox message sending the invoice and e-mails). A refusal
 * changes nothing; `shortOfStock` words it for the first product short.
 */
export async function confirmWithCredit(
  repos: Repositories,
  pending: OrderRecord,
  creditSpend: TransactItem[],
  codePerCustomer: number | null,
  refusals: { shortOfStock: (productId: string) => Promise<string>; codeRefused: () => Promise<string>; creditChanged: string },
): Promise<{ order: OrderRecord; razorpayOrder: null; checkoutTimeoutSeconds: 0 }> {
  const at = pending.createdAt;
  const order: OrderRecord = {
    ...pending,
    isPaid: true,
    paidAt: at,
    status: "processing",
    statusHistory: [...pending.statusHistory, { status: "processing", at, by: "shop", note: `Paid ${formatPaise(pending.totalPaise)} in store credit` }],
    hold: { status: "sold", expiresAt: at, countedAsHeld: true },
  };
  const sale = saleMoves(order, false, await repos.products.byId(order.orderItems));
  if (sale.gone.length > 0) throw conflict(await refusals.shortOfStock(sale.gone[0]!));
  const records = repos.orders.createActions(order);
  const codeActions = order.discountCode ? repos.discounts.useActions(order.discountCode, order.userId, false, codePerCustomer) : [];
  const stock = sale.products.flatMap(([id, moves]) => repos.stock.moveActions(id, moves, { reason: "sale", by: "store credit", orderId: order.id }));
  const before = [...records, ...codeActions, ...creditSpend];
  try {
    await transactWrite(repos.db, [
      ...before,
      ...stock,
      ...paidEffects(repos, order, at, { type: "payment.confirmed", text: `${formatPaise(order.totalPaise)} paid in store credit by ${order.user.name} for order ${orderNumber(order.id)}`, refs: { orderId: order.id } }, await productionJobsFor(repos, order, at), false),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    const codeStart = records.length;
    if (error.failed.some((i) => i >= codeStart && i < codeStart + codeActions.length)) throw conflict(await refusals.codeRefused());
    if (error.failed.some((i) => i >= codeStart + codeActions.length && i < before.length)) throw conflict(refusals.creditChanged);
    const short = error.failed.filter((i) => i >= before.length).map((i) => sale.products[Math.floor((i - before.length) / 2)]?.[0]);
    if (short[0] === undefined) throw error;
    throw conflict(await refusals.shortOfStock(short[0]));
  }
  return { order, razorpayOrder: null, checkoutTimeoutSeconds: 0 };
}
