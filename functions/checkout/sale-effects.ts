import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { bumpCounter } from "../data/counters.js";
import type { OrderRecord } from "../data/orders.js";
import { piecesByProduct } from "../data/products.js";
import type { Repositories } from "../data/repositories.js";
import type { SizeMove } from "../data/stock-movements.js";
import { labelled, type LabelledAction, type TransactItem } from "../data/transact.js";
import type { NewEvent } from "../data/events.js";
import { orderConfirmed } from "../outbox/outbox-messages.js";

/**
 * What a sale does to stock, per product: pieces held for it leave held and the shelf; pieces of
 * a released hold (or of an order from before holds) are taken from available, each size
 * conditioned on having enough. A hold from before heldBySize existed moved nothing to held: its
 * sale moves nothing. Held pieces of products deleted since, or of sizes no longer offered, are
 * skipped; a product to take from again that is gone is named in `gone`.
 */
export function saleMoves(order: OrderRecord, held: boolean, products: ReadonlyMap<string, ProductRecord>): { products: Array<[string, Record<string, SizeMove>]>; gone: string[] } {
  const sale: Array<[string, Record<string, SizeMove>]> = [];
  const gone: string[] = [];
  if (held && !order.hold?.countedAsHeld) return { products: sale, gone };
  for (const [id, pieces] of piecesByProduct(order.orderItems)) {
    const product = products.get(id);
    if (!product) {
      if (!held) gone.push(id);
      continue;
    }
    const moves: Record<string, SizeMove> = {};
    for (const [size, quantity] of Object.entries(pieces)) {
      if (held && !product.sizes.includes(size)) continue;
      moves[size] = held ? { onHand: -quantity, held: -quantity } : { onHand: -quantity, held: 0 };
    }
    if (Object.keys(moves).length > 0) sale.push([id, moves]);
  }
  return { products: sale, gone };
}

/**
 * The confirmation's effects once an order is paid, whichever way (Razorpay, store credit): the
 * sharded counters, the sales report, the admin's event, a production job per custom line
 * (issue 26, from productionJobsFor), and last the outbox message that sends
 * the invoice and e-mails. `countPaid` is false when the order is stored already paid (its
 * creation counts it).
 */
export function paidEffects(repos: Repositories, order: OrderRecord, at: string, event: NewEvent, jobs: TransactItem[], countPaid = true): LabelledAction[] {
  return labelled(
    "paid-effects",
    ...(countPaid ? [bumpCounter(repos.db, "paidOrders", 1)] : []),
    bumpCounter(repos.db, "revenuePaise", order.totalPaise),
    ...repos.sales.saleActions(at, order.totalPaise, order.orderItems.map((line) => ({ ...line, paidPaise: line.pricePaise * line.quantity - (line.discountPaise ?? 0) }))),
    repos.events.appendAction(event),
    ...jobs,
    repos.outbox.enqueueAction(orderConfirmed(order.id)),
  );
}

/** The production jobs a paid order opens (issue 26); their code loads only for an order with custom lines. */
export async function productionJobsFor(repos: Repositories, order: OrderRecord, at: string): Promise<TransactItem[]> {
  if (!order.orderItems.some((line) => line.custom)) return [];
  return (await import("../production/open-jobs.js")).productionJobActions(repos, order, at);
}
