import { refundableOrder, refundStanding } from "../../shared/refund-plan.js";
import { LIVE_RETURN_STATES, lineNotReturnable, returnWindowEnds } from "../../shared/returns.js";
import { askedBackWords } from "../../shared/return-words.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";
import type { PaymentRecord } from "../data/payments.js";
import type { ReturnRecord } from "../data/returns.js";
import { readSettings } from "../settings/shop-settings.js";
import { courierDeliveredAt } from "../shipping/parcel-progress.js";

/** One line of a delivered order as My Orders offers it back: how many pieces, or why none. */
export interface ReturnableLine {
  line: number;
  product: string;
  name: string;
  size: string;
  quantity: number;
  /** Pieces not yet asked back nor refunded. */
  piecesLeft: number;
  /** Why the line cannot be returned; absent when it can. */
  notReturnable?: string;
  /** Other sizes of the product with a piece available: what an exchange may ask for. */
  exchangeSizes: string[];
}

export interface Returnability {
  windowDays: number;
  /** The last moment to ask (ISO), once delivered. */
  windowEndsAt: string | null;
  lines: ReturnableLine[];
}

/** A refund that resolved a return: its pieces are counted with the return, not twice. */
export const returnRefundReason = (returnNumber: string) => `Return ${returnNumber}`;
const isReturnRefund = (reason: string) => reason.startsWith("Return RET-");

/** Pieces of each (product, size) already asked back by returns that still stand. */
function piecesAskedBack(returns: readonly ReturnRecord[]): Map<string, number> {
  const asked = new Map<string, number>();
  for (const ret of returns) {
    if (!LIVE_RETURN_STATES.includes(ret.state)) continue;
    for (const item of ret.items) asked.set(`${item.product}|${item.size}`, (asked.get(`${item.product}|${item.size}`) ?? 0) + item.quantity);
  }
  return asked;
}

/** Each line's pieces not asked back by a return that stands nor refunded: what she still has, or kept once the window closed. */
export function piecesLeftOf(order: OrderRecord, returns: readonly ReturnRecord[], payment: PaymentRecord | undefined): number[] {
  const asked = piecesAskedBack(returns);
  const refunded = refundStanding(refundableOrder(order), (payment?.refunds ?? []).filter((refund) => !isReturnRefund(refund.reason))).piecesRefunded;
  return order.orderItems.map((item, line) => Math.max(0, item.quantity - (asked.get(`${item.product}|${item.size}`) ?? 0) - (refunded[line] ?? 0)));
}

/** The newest return that still stands with pieces of this product and size, in its words. */
function askedBackIn(returns: readonly ReturnRecord[], product: string, size: string): string | undefined {
  const standing = returns.filter((ret) => LIVE_RETURN_STATES.includes(ret.state) && ret.items.some((item) => item.product === product && item.size === size));
  const newest = standing.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return newest ? askedBackWords({ ...newest, credit: newest.creditPaise, refunded: newest.refundPaise }) : undefined;
}

/** Whether each line of an order can be asked back now, and for how many pieces. */
export async function returnability(repos: Repositories, order: OrderRecord, now: Date): Promise<Returnability & { products: Map<string, ProductRecord>; returns: ReturnRecord[] }> {
  const [settings, returns, products, payment, shipment] = await Promise.all([
    readSettings(repos),
    repos.returns.forOrder(order),
    repos.products.byId(order.orderItems),
    order.paymentId ? repos.payments.get(order.paymentId) : undefined,
    repos.shipments.get(order.id),
  ]);
  const windowDays = settings.returns.windowDays;
  // The window starts when the courier delivered the parcel, when its tracking says so, whatever a person marked by hand (issue 39).
  const deliveredAt = courierDeliveredAt(shipment) ?? order.deliveredAt;
  const delivered = order.status === "delivered" && deliveredAt !== undefined;
  const windowEnds = delivered ? returnWindowEnds(deliveredAt, windowDays) : undefined;
  const left = piecesLeftOf(order, returns, payment);
  const lines = order.orderItems.map((item, line): ReturnableLine => {
    const product = products.get(item.product);
    const piecesLeft = left[line] ?? 0;
    // A line made to her measure (issue 26) is custom-made whatever the product says now.
    const why = lineNotReturnable({
      customMade: product?.customMade === true || item.custom !== undefined,
      piecesLeft,
      delivered,
      windowEnds,
      windowDays,
      now,
      askedBackIn: askedBackIn(returns, item.product, item.size),
    });
    return {
      line,
      product: item.product,
      name: item.name,
      size: item.size,
      quantity: item.quantity,
      piecesLeft: why ? 0 : piecesLeft,
      ...(why ? { notReturnable: why } : {}),
      exchangeSizes: product ? product.sizes.filter((size) => size !== item.size && (product.stockBySize[size] ?? 0) > 0) : [],
    };
  });
  return { windowDays, windowEndsAt: windowEnds?.toISOString() ?? null, lines, products, returns };
}
