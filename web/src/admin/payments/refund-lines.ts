import { toPaise } from "@shared/money.js";
import { planRefund, refundableOrder, refundStanding, type PastRefund, type RefundPiece, type RefundPlanResult, type RefundableOrder } from "@shared/refund-plan.js";
import type { Order } from "@shared/schemas/order.js";
import type { Payment } from "@shared/schemas/payment.js";

// The refund dialog's view of an order's lines: what each piece was paid, how many were refunded
// already, and the amount the server will work out for the pieces ticked (the same shared
// arithmetic the server runs, on the API's rupees read back into paise).

export interface RefundRow {
  index: number;
  product: string;
  name: string;
  size: string;
  quantity: number;
  refunded: number;
  left: number;
  /** What one piece was paid after the discount's share (rupees, for showing). */
  eachPaise: number;
}

export function refundableOf(order: Order): RefundableOrder {
  return refundableOrder({
    orderItems: order.orderItems.map((item) => ({ ...item, pricePaise: toPaise(item.price), ...(item.discount !== undefined && { discountPaise: toPaise(item.discount) }) })),
    shippingPaise: toPaise(order.shippingPrice),
  });
}

export function pastRefundsOf(payment: Payment): PastRefund[] {
  return payment.refunds.map((refund) => ({
    amountPaise: toPaise(refund.amount),
    ...(refund.lines && { lines: refund.lines.map((line) => ({ ...line, amountPaise: toPaise(line.amount) })) }),
  }));
}

export function refundRows(order: Order, payment: Payment): RefundRow[] {
  const refundable = refundableOf(order);
  const standing = refundStanding(refundable, pastRefundsOf(payment));
  return refundable.lines.map((line, index) => ({
    index,
    product: line.product,
    name: line.name,
    size: line.size,
    quantity: line.quantity,
    refunded: standing.piecesRefunded[index]!,
    left: standing.piecesLeft[index]!,
    eachPaise: Math.round(line.paidPaise / line.quantity),
  }));
}

/** What refunding these pieces comes to, or why it cannot be done. */
export function planPieces(order: Order, payment: Payment, items: readonly RefundPiece[]): RefundPlanResult {
  return planRefund(refundableOf(order), pastRefundsOf(payment), { items });
}

/** What a past refund was for, in a few words: "2 pieces, back in stock", "Goodwill, no pieces returned". */
export function refundBasisText(refund: Payment["refunds"][number]): string | null {
  if (refund.goodwill) return "Goodwill, no pieces returned";
  const pieces = (refund.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
  if (pieces === 0) return null;
  return `${pieces} ${pieces === 1 ? "piece" : "pieces"}, ${refund.restocked ? "back in stock" : "not put back in stock"}`;
}
