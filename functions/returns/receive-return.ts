import { planRefund, refundableOrder, refundStanding } from "../../shared/refund-plan.js";
import type { ReceiveReturnBody } from "../../shared/schemas/return-request.js";
import { shelfSizeOf } from "../../shared/saree-blouse.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { refundPayment } from "../checkout/refund-payment.js";
import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";
import type { ReturnRecord } from "../data/returns.js";
import type { PaymentRecord } from "../data/payments.js";
import type { Payout } from "../data/settlements.js";
import { linePieces, settlementTerms, stillToRestock } from "../settlement/settlement-terms.js";
import type { MovementSource } from "../data/stock-movements.js";
import { labelled, type LabelledAction } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { changedBy } from "../orders/order-status.js";
import type { PaymentGateway } from "../payments/gateway.js";
import { exchangeOrderActions } from "./exchange-order.js";
import { returnFitActions } from "../fit-advice/return-fit-counts.js";
import { returnRefundReason } from "./returnable-lines.js";
import { commitStep, exchangeHoldMoves, loadReturn, notNow, stepped } from "./return-steps.js";
import { addMove, movementActions, type ProductMoves } from "./stock-moves.js";
import type { StepResult } from "./review-return.js";
import { pastCredits } from "./past-credits.js";
import { receiptValuePaise, staffAllowance } from "../staff-limits/staff-allowance.js";

// The parcel is back: the shop counts what came, restockable pieces go back on the shelf (a
// "return" movement), and the resolution happens exactly once, in the transaction that moves the
// return to resolved: store credit on her ledger under the return's id, or the exchange as a new
// paid order at no charge whose held pieces are sold, each with the return's credit note through
// the outbox. A refund to source goes through Razorpay between two writes: received (pieces back),
// then resolved with the refund's id; a replay of a return left received finds its refund by the
// return's number on the payment, or asks Razorpay again under the same idempotency key.

/** The received pieces must be the returned ones, each counted once (a line may split by condition). */
function checkReceived(record: ReturnRecord, received: ReceiveReturnBody["items"]) {
  const key = (p: { product: string; size: string }) => `${p.product}|${p.size}`;
  const asked = new Map<string, number>();
  for (const item of record.items) asked.set(key(item), (asked.get(key(item)) ?? 0) + item.quantity);
  const got = new Map<string, number>();
  for (const piece of received) {
    if (!asked.has(key(piece))) throw badRequest(`items: ${piece.product} in size ${piece.size} is not part of return ${record.number}.`);
    got.set(key(piece), (got.get(key(piece)) ?? 0) + piece.quantity);
  }
  for (const item of record.items) {
    if ((got.get(key(item)) ?? 0) !== asked.get(key(item))) {
      throw badRequest(`items: return ${record.number} has ${asked.get(key(item))} × ${item.name} (size ${item.size}); count each piece once as restockable or damaged.`);
    }
  }
}

/** Pieces back on the shelf; a saree's sold in a size before it became Free size go to its one count (issue 40). */
function restockMoves(pieces: ReadonlyArray<{ product: string; size: string; quantity: number }>, products: ReadonlyMap<string, ProductRecord>): ProductMoves {
  const moves: ProductMoves = new Map();
  for (const piece of pieces) {
    const product = products.get(piece.product);
    const size = (product && shelfSizeOf(product, piece.size)) ?? piece.size;
    addMove(moves, piece.product, size, { onHand: piece.quantity, held: 0 });
  }
  return moves;
}

/** The pieces of some of a return's items, one entry per product and size (the refund planner's way). */
function piecesOf(items: ReadonlyArray<{ product: string; size: string; quantity: number }>) {
  const pieces = new Map<string, { product: string; size: string; quantity: number }>();
  for (const { product, size, quantity } of items) {
    const seen = pieces.get(`${product}|${size}`);
    if (seen) seen.quantity += quantity;
    else pieces.set(`${product}|${size}`, { product, size, quantity });
  }
  return [...pieces.values()];
}

/** What this return's credit and exchange pieces credit of each invoice line, after the order's refunds and earlier returns' credit notes. */
async function creditShares(repos: Repositories, order: OrderRecord, payment: PaymentRecord | undefined, record: ReturnRecord) {
  const past = await pastCredits(repos, order, payment, record.id);
  const refundable = refundableOrder(order);
  const planOf = (items: ReturnRecord["items"]) => {
    const planned = planRefund(refundable, past, { items: piecesOf(items) });
    if (!planned.ok) throw conflict(`Return ${record.number}: ${planned.error}`);
    return planned.plan;
  };
  const credited = planOf(record.items.filter((item) => item.resolution !== "refund"));
  const forCredit = record.items.filter((item) => item.resolution === "store-credit");
  return {
    lines: credited.lines,
    creditedPaise: credited.amountPaise,
    creditedBeforePaise: refundStanding(refundable, past).creditedPaise,
    storeCreditPaise: forCredit.length > 0 ? planOf(forCredit).amountPaise : 0,
  };
}

export async function receiveReturn(deps: { repos: Repositories; gateway: PaymentGateway }, admin: UserRecord, id: string, body: ReceiveReturnBody): Promise<StepResult> {
  const { repos } = deps;
  const record = await loadReturn(repos, id);
  if (record.state === "resolved") return { record, alreadyDone: true };
  if (record.state === "received") return { record: await refundToSource(deps, admin, record), alreadyDone: true };
  if (record.state !== "approved" && record.state !== "picked-up") throw notNow(record, "received");
  checkReceived(record, body.items);
  const order = await repos.orders.get(record.orderId);
  if (!order) throw notFound("The order of this return no longer exists.");
  const at = repos.db.now().toISOString();
  const by = changedBy(admin);
  const payment = order.paymentId ? await repos.payments.get(order.paymentId) : undefined;
  const settlement = await repos.settlements.get(order.id);
  // Damaged pieces stay out of stock; a piece already back (a refund that restocked it) is not put back twice.
  const shelf = stillToRestock(order, settlement, piecesOf(body.items.filter((piece) => piece.condition === "restockable")));
  const restock: { source: MovementSource; moves: ProductMoves } = { source: { reason: "return", by, byId: admin.id, orderId: record.orderId }, moves: restockMoves(shelf, await repos.products.byId(shelf)) };
  let credit = { creditPaise: 0, exchangePaise: 0, pieces: [] as ReturnRecord["items"] };

  // Credit and the exchange happen in the receipt's own transaction; pieces for a refund to source
  // leave the return received until Razorpay has refunded them.
  const extra: LabelledAction[] = [];
  const movements = [restock];
  let fields: Partial<ReturnRecord> = { received: body.items };
  if (record.items.some((item) => item.resolution !== "refund")) {
    const shares = await creditShares(repos, order, payment, record);
    credit = { creditPaise: shares.storeCreditPaise, exchangePaise: shares.creditedPaise - shares.storeCreditPaise, pieces: record.items.filter((item) => item.resolution !== "refund") };
    fields = { ...fields, creditLines: shares.lines, creditedBeforePaise: shares.creditedBeforePaise };
    if (shares.storeCreditPaise > 0) {
      fields = { ...fields, creditPaise: shares.storeCreditPaise };
      extra.push(...repos.storeCredit.creditActions(record.userId, shares.storeCreditPaise, { kind: "return", ref: record.id, by: "returns", byId: admin.id, orderId: record.orderId, reason: `Return ${record.number}` }));
    }
    if (record.items.some((item) => item.resolution === "exchange")) {
      const exchange = exchangeOrderActions(repos, order, record, at);
      fields = { ...fields, exchangeOrderId: exchange.order.id, exchangeHold: "sold" };
      extra.push(...labelled("exchange-order", ...exchange.actions));
      movements.push({ source: { reason: "sale", by, byId: admin.id, orderId: exchange.order.id }, moves: exchangeHoldMoves(record, "sold") });
    }
  }
  extra.push(...movementActions(repos, movements));
  // Its pieces' sizes and reasons join the products' fit evidence, once, with the receipt (issue 46).
  extra.push(...labelled("fit-evidence", ...(await returnFitActions(repos, record))));
  // The order's settlement (docs/money.md): the credit, the exchange's goods and the pieces back on
  // the shelf, on condition that a refund at the same moment has not given them back already.
  const payout: Payout = {
    ref: `return-${record.id}`,
    kind: credit.exchangePaise > 0 ? "exchange" : credit.creditPaise > 0 ? "return-credit" : "return-receipt",
    cashPaise: 0,
    ...credit,
    pieces: linePieces(order, piecesOf(credit.pieces)),
    restocked: linePieces(order, shelf),
    by,
    byId: admin.id,
    at,
  };
  if (payout.pieces.length > 0 || payout.restocked.length > 0) extra.push(...repos.settlements.enterAction(settlementTerms(order, payment), payout));
  // Maker-checker (issue 39): never her own order; the credit and exchange it gives count in her day's limit (a refund part counts in refundPayment).
  extra.push(...(await staffAllowance(repos, admin, { kind: "return", amountPaise: receiptValuePaise(fields), order, shopperId: record.userId })).actions);
  const received = stepped(record, "received", by, at, fields);
  if (record.items.some((item) => item.resolution === "refund")) {
    await commitStep(repos, received, record, admin, "receive", extra);
    return { record: await refundToSource(deps, admin, received), alreadyDone: false };
  }
  const resolved = stepped(received, "resolved", by, at);
  return { record: await commitStep(repos, resolved, record, admin, "receive", extra), alreadyDone: false };
}

/** The refund for a received damaged or wrong item, once: found on the payment by the return's number, or made now. */
async function refundToSource(deps: { repos: Repositories; gateway: PaymentGateway }, admin: UserRecord, record: ReturnRecord): Promise<ReturnRecord> {
  const { repos } = deps;
  const order = await repos.orders.get(record.orderId);
  if (!order?.paymentId) throw conflict(`Return ${record.number}: its order has no payment to refund.`);
  const reason = returnRefundReason(record.number);
  const findRefund = async () => (await repos.payments.get(order.paymentId!))?.refunds.find((r) => r.reason === reason);
  let refund = await findRefund();
  if (!refund) {
    await refundPayment(deps, admin, { paymentId: order.paymentId, items: piecesOf(record.items.filter((item) => item.resolution === "refund")), restock: false, reason });
    refund = await findRefund();
    if (!refund) throw conflict(`Return ${record.number}: the refund did not record; try again.`);
  }
  const at = repos.db.now().toISOString();
  const resolved = stepped(record, "resolved", changedBy(admin), at, { refundId: refund.id, refundPaise: refund.amountPaise });
  return commitStep(repos, resolved, record, admin, "resolve");
}
