// What each order's settlement (issue 39, docs/money.md) must show whatever raced: given back no
// more than was paid (card and credit apart), no line paid back or restocked past its pieces sold,
// its running totals the sum of its entries and open claims, and those entries equal to a recount
// of what actually moved: Razorpay's refunds on the payment, store credit on the ledger, and
// pieces back on the shelf in the stock movements.
import type { OrderRecord } from "@functions/data/orders.js";
import type { PaymentRecord } from "@functions/data/payments.js";
import { payoutTotal, toSettlement, type Payout } from "@functions/data/settlements.js";
import { shelfSizeOf, type SareeBlouse } from "@shared/saree-blouse.js";

type Item = Record<string, unknown>;

const RESTOCK_REASONS = new Set(["return", "refund-restock", "cancellation"]);

function sumLines(payouts: readonly Payout[], pick: (payout: Payout) => ReadonlyArray<{ line: number; quantity: number }>) {
  const lines = new Map<number, number>();
  for (const payout of payouts) for (const { line, quantity } of pick(payout)) lines.set(line, (lines.get(line) ?? 0) + quantity);
  return lines;
}

export function auditSettlements(items: readonly Item[], orders: readonly OrderRecord[], payments: readonly PaymentRecord[]): string[] {
  const problems: string[] = [];
  const ordersById = new Map(orders.map((order) => [order.id, order]));
  const paymentsById = new Map(payments.map((payment) => [payment.id, payment]));
  const settlements = new Map(items.filter((item) => item.sk === "SETTLEMENT").map((item) => [String(item.orderId), { item, record: toSettlement(String(item.orderId), item) }]));

  // What moved, recounted from where it moved: credit per order, pieces back per order and size.
  const credited = new Map<string, number>();
  for (const entry of items.filter((item) => item.entity === "storeCreditEntry" && (item.kind === "refund" || item.kind === "return") && item.orderId)) {
    credited.set(String(entry.orderId), (credited.get(String(entry.orderId)) ?? 0) + Number(entry.amountPaise));
  }
  const shelved = new Map<string, number>();
  for (const movement of items.filter((item) => item.entity === "stockMovement" && RESTOCK_REASONS.has(String(item.reason)) && item.orderId)) {
    for (const size of (movement.moved as Array<{ size: string; onHand: number }> | undefined) ?? []) {
      const key = `${String(movement.orderId)}|${String(movement.productId)}|${size.size}`;
      shelved.set(key, (shelved.get(key) ?? 0) + size.onHand);
    }
  }

  // A piece of a saree sold in a size before it became Free size goes back to its one count (issue 40).
  const products = new Map(items.filter((item) => item.entity === "product").map((item) => [String(item.id), item as unknown as { sizes: string[]; blouse?: SareeBlouse }]));
  const shelfOf = (product: string, size: string) => {
    const stored = products.get(product);
    return (stored && shelfSizeOf(stored, size)) ?? size;
  };

  for (const [orderId, { item, record }] of settlements) {
    const order = ordersById.get(orderId);
    if (!order) continue;
    const paid = { cash: Number(item.paidCashPaise ?? 0), total: Number(item.paidCashPaise ?? 0) + Number(item.paidCreditPaise ?? 0) + Number(item.paidGoodsPaise ?? 0) };
    const all = [...record.entries, ...record.pending];
    if (record.cashBackPaise > paid.cash) problems.push(`order ${orderId} gave back ${record.cashBackPaise} paise to the card of ${paid.cash} paid by card`);
    if (record.givenBackPaise > paid.total) problems.push(`order ${orderId} gave back ${record.givenBackPaise} paise of ${paid.total} paid`);
    const sums = { cash: 0, credit: 0, exchange: 0, total: 0 };
    for (const payout of all) {
      sums.cash += payout.cashPaise;
      sums.credit += payout.creditPaise;
      sums.exchange += payout.exchangePaise;
      sums.total += payoutTotal(payout);
    }
    const kept = { cash: record.cashBackPaise, credit: record.creditBackPaise, exchange: record.exchangeBackPaise, total: record.givenBackPaise };
    for (const name of ["cash", "credit", "exchange", "total"] as const) {
      if (kept[name] !== sums[name]) problems.push(`order ${orderId} settlement counts ${kept[name]} paise ${name} back but its payouts add up to ${sums[name]}`);
    }
    const back = sumLines(all, (payout) => payout.pieces);
    const restocked = sumLines(all, (payout) => payout.restocked);
    order.orderItems.forEach((line, index) => {
      if ((record.back[index] ?? 0) !== (back.get(index) ?? 0)) problems.push(`order ${orderId} line ${index} counts ${record.back[index] ?? 0} pieces back but its payouts ${back.get(index) ?? 0}`);
      if ((record.restocked[index] ?? 0) !== (restocked.get(index) ?? 0)) problems.push(`order ${orderId} line ${index} counts ${record.restocked[index] ?? 0} restocked but its payouts ${restocked.get(index) ?? 0}`);
      if ((record.back[index] ?? 0) > line.quantity) problems.push(`order ${orderId} line ${index} paid back ${record.back[index]} of ${line.quantity} pieces sold`);
      if ((record.restocked[index] ?? 0) > line.quantity) problems.push(`order ${orderId} line ${index} restocked ${record.restocked[index]} of ${line.quantity} pieces sold`);
    });

    // Settled entries against what really moved (open claims have moved nothing yet).
    const payment = order.paymentId ? paymentsById.get(order.paymentId) : undefined;
    const entryCash = record.entries.reduce((sum, payout) => sum + payout.cashPaise, 0);
    const refundedCash = payment ? payment.refunds.reduce((sum, refund) => sum + refund.amountPaise - (refund.storeCreditPaise ?? 0), 0) : 0;
    if (entryCash !== refundedCash) problems.push(`order ${orderId} settled ${entryCash} paise to the card but Razorpay refunded ${refundedCash}`);
    const entryCredit = record.entries.reduce((sum, payout) => sum + payout.creditPaise, 0);
    if (entryCredit !== (credited.get(orderId) ?? 0)) problems.push(`order ${orderId} settled ${entryCredit} paise to store credit but the ledger credited ${credited.get(orderId) ?? 0}`);
    const entryShelf = new Map<string, number>();
    for (const { line, quantity } of record.entries.flatMap((payout) => payout.restocked)) {
      const bought = order.orderItems[line];
      const key = bought && `${orderId}|${bought.product}|${shelfOf(bought.product, bought.size)}`;
      if (key) entryShelf.set(key, (entryShelf.get(key) ?? 0) + quantity);
    }
    for (const key of new Set([...entryShelf.keys(), ...[...shelved.keys()].filter((k) => k.startsWith(`${orderId}|`))])) {
      if ((entryShelf.get(key) ?? 0) !== (shelved.get(key) ?? 0)) problems.push(`order ${orderId} settled ${entryShelf.get(key) ?? 0} pieces of ${key.split("|").slice(1).join(" size ")} back on the shelf but the stock took ${shelved.get(key) ?? 0}`);
    }
  }

  // A refund, credit or restock that bypassed the settlement leaves a sold order without one (a
  // payment captured after its checkout lapsed is refunded unsold: nothing of the order was given).
  for (const order of orders) {
    if (settlements.has(order.id) || !order.isPaid) continue;
    const payment = order.paymentId ? paymentsById.get(order.paymentId) : undefined;
    if ((payment?.refunds.length ?? 0) > 0 || (credited.get(order.id) ?? 0) > 0) problems.push(`order ${order.id} gave money back with no settlement`);
    if ([...shelved.keys()].some((key) => key.startsWith(`${order.id}|`))) problems.push(`order ${order.id} put pieces back on the shelf with no settlement`);
  }
  return problems;
}
