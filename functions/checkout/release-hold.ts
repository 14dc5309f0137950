import type { OrderHold } from "../../shared/schemas/order.js";
import { shelfSizeOf } from "../../shared/saree-blouse.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { OrderRecord } from "../data/orders.js";
import { piecesByProduct } from "../data/products.js";
import type { Repositories } from "../data/repositories.js";
import type { MovementSource, SizeMove } from "../data/stock-movements.js";
import { DISCOUNT_CODE } from "../data/discounts.js";
import { endOpenCheckout, OPEN_CHECKOUTS } from "../data/open-checkouts.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction } from "../data/transact.js";

export type ReleaseReason = NonNullable<OrderHold["releasedBecause"]>;

const NOTES: Record<ReleaseReason, string> = {
  "payment-failed": "Pieces released: the payment failed",
  "checkout-closed": "Pieces released: checkout was closed",
  "new-checkout": "Pieces released: the shopper started a new checkout",
  lapsed: "Pieces released: the hold lapsed before payment",
  "order-cancelled": "Pieces released: the order was cancelled",
};

/** Who or what released a hold, as its stock movement says. */
const RELEASED_BY: Record<ReleaseReason, string> = {
  "payment-failed": "payment",
  "checkout-closed": "checkout",
  "new-checkout": "checkout",
  lapsed: "sweep",
  "order-cancelled": "admin",
};

/** Why pieces go back: a released hold (held → available), or a refund's restock (onto the shelf). */
export type ReturnMovement = Omit<MovementSource, "reason" | "orderId"> & { reason: "release" | "refund-restock" | "cancellation" };

/**
 * Transaction actions putting an order's pieces back, two per product (its figures and the stock
 * movement); pieces of products deleted since, or of
 * sizes no longer offered, have nowhere to go. A released hold moves its pieces from held to
 * available (a hold made before heldBySize existed took them from available only, so they go
 * back there); a refund's restock puts them back on the shelf.
 */
export function returnLines(
  repos: Repositories,
  order: OrderRecord,
  products: ReadonlyMap<string, ProductRecord>,
  movement: ReturnMovement,
  lines: ReadonlyArray<{ product: string; size: string; quantity: number }> = order.orderItems,
): LabelledAction[] {
  const fromHeld = movement.reason === "release" && order.hold?.countedAsHeld === true;
  return [...piecesByProduct(lines)].flatMap(([id, pieces]) => {
    const product = products.get(id);
    if (!product) return [];
    const moves: Record<string, SizeMove> = {};
    for (const [size, quantity] of Object.entries(pieces)) {
      if (fromHeld) {
        if (product.sizes.includes(size)) moves[size] = { onHand: 0, held: -quantity };
        continue;
      }
      // A saree sold in a size before it became Free size goes back to its one count (issue 40).
      const shelf = shelfSizeOf(product, size);
      if (shelf) moves[shelf] = { onHand: (moves[shelf]?.onHand ?? 0) + quantity, held: 0 };
    }
    return Object.keys(moves).length > 0 ? repos.stock.moveActions(id, moves, { ...movement, orderId: order.id }) : [];
  });
}

/**
 * Puts a pending order's held pieces back, exactly once: the order must still say "held" as it
 * was read, and the hold's index item must still exist; a sale or another release that moved
 * first makes this a no-op. `onlyIfLapsed` (the sweep) leaves holds that have not lapsed alone.
 * Returns whether this call released the hold.
 */
export async function releaseHold(repos: Repositories, orderId: string, because: ReleaseReason, options: { onlyIfLapsed?: boolean } = {}): Promise<boolean> {
  for (let attempt = 1; attempt <= 4; attempt++) {
    const order = await repos.orders.get(orderId);
    if (!order?.hold || order.hold.status !== "held" || order.isPaid) return false;
    const now = repos.db.now();
    if (options.onlyIfLapsed && new Date(order.hold.expiresAt) > now) return false;
    const products = await repos.products.byId(order.orderItems);
    const at = now.toISOString();
    const next: OrderRecord = {
      ...order,
      hold: { ...order.hold, status: "released", releasedBecause: because },
      statusHistory: [...order.statusHistory, { status: order.status, at, by: "shop", note: NOTES[because] }],
      updatedAt: at,
    };
    try {
      await transactWrite(repos.db, [
        ...labelled("order", ...repos.orders.replaceActions(next, order), repos.holds.endAction(orderId)),
        // Her account's count of open checkouts lets this one go, with the hold (once, as the hold ends once).
        ...labelled(OPEN_CHECKOUTS, ...endOpenCheckout(repos.db, order)),
        ...returnLines(repos, order, products, { reason: "release", by: RELEASED_BY[because] }),
        // A discount code's use held with the pieces goes back with them.
        // (To the account that took it: a closed account's anonymised order still names it on its hold.)
        ...(order.discountCode ? labelled(DISCOUNT_CODE, ...repos.discounts.returnUseActions(order.discountCode, order.hold.countedFor ?? order.userId)) : []),
        // Store credit spent with the hold goes back with it, once (the order's condition and the ledger's ref).
        ...(order.storeCreditPaise
          ? repos.storeCredit.creditActions(order.userId, order.storeCreditPaise, { kind: "checkout-returned", ref: order.id, by: RELEASED_BY[because], orderId: order.id })
          : []),
      ]);
      return true;
    } catch (error) {
      // The order moved (paid, released) or an admin removed a size meanwhile: look again.
      if (!(error instanceof ConditionsFailed)) throw error;
    }
  }
  return false;
}

/** The sweep: every hold that lapsed before now goes back to stock (once a minute; a checkout short of pieces runs it too). */
export async function releaseLapsedHolds(repos: Repositories, limit = 100): Promise<number> {
  const orderIds = await repos.holds.lapsed(repos.db.now(), limit);
  let released = 0;
  for (const orderId of orderIds) if (await releaseHold(repos, orderId, "lapsed", { onlyIfLapsed: true })) released++;
  return released;
}
