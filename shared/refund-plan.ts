// What a refund gives back, line by line, in paise (issue 22): the server decides it and the admin's
// refund dialog shows the same figure before asking. A refund names pieces of the order's lines
// and is worth what was paid for them (after the discount's share); an amount tied to no pieces
// is goodwill, shared over what is left of each line by value; a refund of everything left takes
// every line's remainder. Each refund records its share of every line, so the credit note credits
// exactly those lines and no piece is refunded twice.
import { spreadDiscount } from "./discount.js";
import { formatPaise } from "./money.js";

/** An order line as a refund sees it: what was paid for its pieces after the discount's share. */
export interface RefundableLine {
  product: string;
  size: string;
  name: string;
  quantity: number;
  paidPaise: number;
}

export interface RefundableOrder {
  lines: readonly RefundableLine[];
  /** Shipping paid; on the invoice it is the line after the order's lines. */
  shippingPaise: number;
}

/** One refund's share of one invoice line: `line` indexes the order's lines, then shipping. */
export interface RefundLine {
  line: number;
  product?: string;
  size?: string;
  /** Pieces refunded (0 for a goodwill share or shipping). */
  quantity: number;
  amountPaise: number;
}

/** A refund already made: its shares, or (refunds made before shares were recorded) only its amount. */
export interface PastRefund {
  amountPaise: number;
  lines?: readonly RefundLine[];
}

export interface RefundPiece {
  product: string;
  size: string;
  quantity: number;
}

/** Pieces named; an amount (goodwill); or neither, for everything left. */
export type RefundAsk = { items: readonly RefundPiece[] } | { amountPaise: number } | Record<string, never>;

export interface RefundPlan {
  amountPaise: number;
  lines: RefundLine[];
  /** An amount not tied to returned pieces. */
  goodwill: boolean;
  /** Nothing is left to refund after it. */
  full: boolean;
}

export type RefundPlanResult = { ok: true; plan: RefundPlan } | { ok: false; status: 400 | 409; error: string };

/** The values on the invoice, line by line: the order's lines, then shipping. */
export function invoiceValues(order: RefundableOrder): number[] {
  return [...order.lines.map((line) => line.paidPaise), order.shippingPaise];
}

/** How much of each invoice line, and how many pieces of each order line, past refunds took. */
export function refundStanding(order: RefundableOrder, past: readonly PastRefund[]) {
  const values = invoiceValues(order);
  const creditedPaise = values.map(() => 0);
  const piecesRefunded = order.lines.map(() => 0);
  for (const refund of past) {
    // An older refund without shares was credited pro rata over the whole invoice.
    const shares = refund.lines ?? spreadDiscount(values, Math.min(refund.amountPaise, sum(values))).map((amountPaise, line) => ({ line, quantity: 0, amountPaise }));
    for (const share of shares) {
      if (share.line < 0 || share.line >= values.length) continue;
      creditedPaise[share.line]! += share.amountPaise;
      if (share.line < piecesRefunded.length) piecesRefunded[share.line]! += share.quantity;
    }
  }
  const leftPaise = values.map((value, line) => Math.max(0, value - creditedPaise[line]!));
  return { values, creditedPaise, leftPaise, piecesRefunded, piecesLeft: order.lines.map((line, index) => Math.max(0, line.quantity - piecesRefunded[index]!)) };
}

/** What the first `pieces` of a line were paid: the line's value shared evenly, the odd paise in the last. */
const paidForPieces = (line: RefundableLine, pieces: number) => Math.round((line.paidPaise * pieces) / line.quantity);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const describe = (line: Pick<RefundableLine, "name" | "size">) => `${line.name} in size ${line.size}`;
const piecesText = (n: number) => `${n} ${n === 1 ? "piece" : "pieces"}`;

/** The refund the admin asks for, worked out against what the order was paid and what was refunded before. */
export function planRefund(order: RefundableOrder, past: readonly PastRefund[], ask: RefundAsk): RefundPlanResult {
  const standing = refundStanding(order, past);
  const remainingPaise = sum(standing.leftPaise);
  if (remainingPaise <= 0) return { ok: false, status: 409, error: "This payment has already been refunded in full." };

  if ("items" in ask && ask.items) {
    if (ask.items.length === 0) return { ok: false, status: 400, error: "items must name at least one piece to refund" };
    const asked = new Map<number, number>();
    for (const item of ask.items) {
      if (!Number.isInteger(item.quantity) || item.quantity < 1) return { ok: false, status: 400, error: "items.quantity must be a whole number of at least 1" };
      const index = order.lines.findIndex((line) => line.product === item.product && line.size === item.size);
      if (index < 0) return { ok: false, status: 400, error: `items: product ${item.product} in size ${item.size} is not in this order` };
      if (asked.has(index)) return { ok: false, status: 400, error: `items names ${describe(order.lines[index]!)} twice` };
      asked.set(index, item.quantity);
    }
    const lines: RefundLine[] = [];
    for (const [index, quantity] of asked) {
      const line = order.lines[index]!;
      const refunded = standing.piecesRefunded[index]!;
      const left = standing.piecesLeft[index]!;
      if (left === 0) return { ok: false, status: 409, error: `${describe(line)} has already been refunded (${piecesText(refunded)}).` };
      if (quantity > left) return { ok: false, status: 400, error: `items.quantity for ${describe(line)} can be at most ${left} (${line.quantity} bought, ${refunded} refunded already)` };
      // A goodwill refund before may have taken part of the line's value: never more than is left of it.
      const amountPaise = Math.min(paidForPieces(line, refunded + quantity) - paidForPieces(line, refunded), standing.leftPaise[index]!);
      lines.push({ line: index, product: line.product, size: line.size, quantity, amountPaise });
    }
    lines.sort((a, b) => a.line - b.line);
    const amountPaise = sum(lines.map((line) => line.amountPaise));
    if (amountPaise <= 0) return { ok: false, status: 409, error: "Nothing is left to refund for these pieces: earlier refunds took their value." };
    return { ok: true, plan: { amountPaise, lines, goodwill: false, full: amountPaise === remainingPaise } };
  }

  if ("amountPaise" in ask && ask.amountPaise !== undefined && ask.amountPaise !== remainingPaise) {
    const amountPaise = ask.amountPaise;
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) return { ok: false, status: 400, error: "amount must be greater than 0" };
    if (amountPaise > remainingPaise) return { ok: false, status: 400, error: `amount can be at most ${formatPaise(remainingPaise)}, what is left to refund of this payment.` };
    const lines = spreadDiscount(standing.leftPaise, amountPaise)
      .map((share, line) => ({ line, ...lineKey(order, line), quantity: 0, amountPaise: share }))
      .filter((share) => share.amountPaise > 0);
    return { ok: true, plan: { amountPaise, lines, goodwill: true, full: false } };
  }

  // Everything left: each line's remainder, with the pieces not refunded yet.
  const lines = standing.leftPaise
    .map((left, line) => ({ line, ...lineKey(order, line), quantity: standing.piecesLeft[line] ?? 0, amountPaise: left }))
    .filter((share) => share.amountPaise > 0 || share.quantity > 0);
  return { ok: true, plan: { amountPaise: remainingPaise, lines, goodwill: false, full: true } };
}

const lineKey = (order: RefundableOrder, index: number) => {
  const line = order.lines[index];
  return line ? { product: line.product, size: line.size } : {};
};

/** An order in paise (the server's record, or the API's order read into paise) as a refund sees it. */
export function refundableOrder(order: {
  orderItems: ReadonlyArray<{ product: string; size: string; name: string; quantity: number; pricePaise: number; discountPaise?: number }>;
  shippingPaise: number;
}): RefundableOrder {
  return {
    lines: order.orderItems.map((item) => ({
      product: item.product,
      size: item.size,
      name: item.name,
      quantity: item.quantity,
      paidPaise: item.pricePaise * item.quantity - (item.discountPaise ?? 0),
    })),
    shippingPaise: order.shippingPaise,
  };
}
