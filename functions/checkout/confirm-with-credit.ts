import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";
import { codeHasRoom, DISCOUNT_CODE, DISCOUNT_USE_SHARDS, type StoredDiscount } from "../data/discounts.js";
import { STORE_CREDIT } from "../data/store-credit.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction } from "../data/transact.js";
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
  creditSpend: LabelledAction[],
  code: StoredDiscount | undefined,
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
  const stock = sale.products.flatMap(([id, moves]) => repos.stock.moveActions(id, moves, { reason: "sale", by: "store credit", orderId: order.id }));
  const effects = paidEffects(repos, order, at, { type: "payment.confirmed", text: `${formatPaise(order.totalPaise)} paid in store credit by ${order.user.name} for order ${orderNumber(order.id)}`, refs: { orderId: order.id } }, await productionJobsFor(repos, order, at), false);
  for (let attempt = 1; ; attempt++) {
    const codeActions = order.discountCode ? repos.discounts.useActions(order.discountCode, order.userId, false, code) : [];
    try {
      await transactWrite(repos.db, [
        ...labelled("order", ...repos.orders.createActions(order)),
        ...labelled(DISCOUNT_CODE, ...codeActions),
        ...creditSpend,
        ...stock,
        ...effects,
      ]);
      break;
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      if (error.refused(DISCOUNT_CODE)) {
        // The slice picked may have gone a moment ago while another shard of the code has room.
        code = order.discountCode && attempt < DISCOUNT_USE_SHARDS ? await repos.discounts.get(order.discountCode) : undefined;
        if (codeHasRoom(code)) continue;
        throw conflict(await refusals.codeRefused());
      }
      if (error.refused(STORE_CREDIT)) throw conflict(refusals.creditChanged);
      const short = error.refusedIn("stock");
      if (short[0] === undefined) throw error;
      throw conflict(await refusals.shortOfStock(short[0]));
    }
  }
  return { order, razorpayOrder: null, checkoutTimeoutSeconds: 0 };
}
