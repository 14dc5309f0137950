import type { OrderRecord } from "../data/orders.js";
import type { PaymentRecord } from "../data/payments.js";
import type { LinePieces, SettlementRecord, SettlementTerms } from "../data/settlements.js";

/**
 * What an order's settlement may give back: what Razorpay took, what store credit paid, and for
 * an exchange's order the goods sent back for it; and each line's pieces bought.
 */
export function settlementTerms(order: OrderRecord, payment: PaymentRecord | undefined): SettlementTerms {
  return {
    orderId: order.id,
    paid: {
      cashPaise: payment && (payment.status === "completed" || payment.status === "refunded") ? payment.amountPaise : 0,
      creditPaise: order.storeCreditPaise ?? 0,
      goodsPaise: order.exchangeOf ? order.totalPaise : 0,
    },
    sold: order.orderItems.map((line) => line.quantity),
  };
}

/** The order line a product and size were bought on. */
export function lineOf(order: OrderRecord, product: string, size: string): number {
  return order.orderItems.findIndex((line) => line.product === product && line.size === size);
}

/** Pieces by product and size, as the order's lines. Pieces of no line are dropped (the caller checked them). */
export function linePieces(order: OrderRecord, pieces: ReadonlyArray<{ product: string; size: string; quantity: number }>): LinePieces[] {
  return pieces.map((piece) => ({ line: lineOf(order, piece.product, piece.size), quantity: piece.quantity })).filter((piece) => piece.line >= 0 && piece.quantity > 0);
}

/** Line pieces back as product and size, for the stock movements. */
export function shelfPieces(order: OrderRecord, pieces: readonly LinePieces[]) {
  return pieces.flatMap(({ line, quantity }) => {
    const item = order.orderItems[line];
    return item?.product && item.size ? [{ product: item.product, size: item.size, quantity }] : [];
  });
}

/**
 * Of the pieces asked to go back on the shelf, those not back already (a parcel returned to the
 * shop, a return received; claims pending count too): a piece is restocked once, whoever asks.
 */
export function stillToRestock(order: OrderRecord, settlement: SettlementRecord, asked: ReadonlyArray<{ product: string; size: string; quantity: number }>) {
  const left = new Map(order.orderItems.map((line, index) => [index, line.quantity - (settlement.restocked[index] ?? 0)]));
  const restock: Array<{ product: string; size: string; quantity: number }> = [];
  for (const piece of asked) {
    const line = lineOf(order, piece.product, piece.size);
    const quantity = Math.min(piece.quantity, Math.max(0, left.get(line) ?? 0));
    if (quantity <= 0) continue;
    left.set(line, left.get(line)! - quantity);
    restock.push({ ...piece, quantity });
  }
  return restock;
}

/** What is left to give back of an order, for a 409's words. */
export function leftToGiveBack(terms: SettlementTerms, settlement: SettlementRecord): number {
  return Math.max(0, terms.paid.cashPaise + terms.paid.creditPaise + terms.paid.goodsPaise - settlement.givenBackPaise);
}
