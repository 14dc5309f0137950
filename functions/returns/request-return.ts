import { planRefund, refundableOrder } from "../../shared/refund-plan.js";
import { PROOF_REASONS, RETURN_REASON_LABELS, returnNumber, type ReturnItem, type ReturnMedia } from "../../shared/returns.js";
import type { ReturnRequestBody } from "../../shared/schemas/return-request.js";
import { bumpCounter } from "../data/counters.js";
import { newId } from "../data/ids.js";
import type { Repositories } from "../data/repositories.js";
import type { ReturnRecord } from "../data/returns.js";
import { returnUploads } from "../data/return-uploads.js";
import type { SizeMove } from "../data/stock-movements.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { returnChanged } from "./return-messages.js";
import { returnability } from "./returnable-lines.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";

/** Looks an upload up in the bucket (functions/media/return-media.ts); tests may pass their own. */
export type DescribeMedia = (mediaId: string) => Promise<ReturnMedia>;

/**
 * A shopper asks for pieces of a delivered order back (POST /api/orders/:id/returns). Every line
 * is checked against what may still be returned; an exchange holds the new size's pieces in the
 * same transaction that stores the request, as a checkout holds its pieces, so the piece she asks
 * for is hers until the return is resolved, rejected or cancelled.
 */
export async function requestReturn(repos: Repositories, shopper: UserRecord, orderId: string, body: ReturnRequestBody, describeMedia: DescribeMedia): Promise<ReturnRecord> {
  const order = isPlausibleId(orderId) ? await repos.orders.get(orderId) : undefined;
  if (!order || order.userId !== shopper.id) throw notFound("Order not found");
  const now = repos.db.now();
  // Read before the returns themselves: a request that lands in between moves it on.
  const taken = await repos.returns.requestsTaken(order.id);
  const { lines, products } = await returnability(repos, order, now);
  if (order.status !== "delivered" || !order.deliveredAt) throw conflict("Returns open once the order is delivered.");

  const first = body.items[0]!.resolution;
  const resolution = body.items.every((item) => item.resolution === first) ? first : "mixed";
  const asking = new Map<number, number>();
  const items: ReturnItem[] = [];
  const holds = new Map<string, Record<string, SizeMove>>();
  body.items.forEach((asked, i) => {
    const field = `items[${i}]`;
    const line = lines.find((l) => l.product === asked.product && l.size === asked.size);
    if (!line) throw badRequest(`${field}: this order has no ${asked.product} in size ${asked.size}.`);
    if (line.notReturnable) throw conflict(`${line.name} (size ${line.size}): ${line.notReturnable}`);
    const total = (asking.get(line.line) ?? 0) + asked.quantity;
    if (total > line.piecesLeft) throw conflict(`${line.name} (size ${line.size}): only ${line.piecesLeft} piece${line.piecesLeft === 1 ? "" : "s"} can still be returned.`);
    asking.set(line.line, total);
    if (asked.resolution === "refund" && !PROOF_REASONS.includes(asked.reason)) {
      throw badRequest(`${field}.resolution: a refund to the original payment method is only for damaged or wrong items; choose an exchange or store credit.`);
    }
    if (asked.resolution === "exchange") {
      const product = products.get(asked.product);
      if (!asked.exchangeSize) throw badRequest(`${field}.exchangeSize: name the size you want instead.`);
      if (asked.exchangeSize === asked.size) throw badRequest(`${field}.exchangeSize: choose a size other than the one you have (${asked.size}).`);
      if (!product || !product.sizes.includes(asked.exchangeSize)) throw badRequest(`${field}.exchangeSize: ${line.name} does not come in size ${asked.exchangeSize}.`);
      const moves = holds.get(asked.product) ?? {};
      const held = (moves[asked.exchangeSize]?.held ?? 0) + asked.quantity;
      moves[asked.exchangeSize] = { onHand: 0, held };
      holds.set(asked.product, moves);
    } else if (asked.exchangeSize) {
      throw badRequest(`${field}.exchangeSize: only an exchange names another size.`);
    }
    const plan = planRefund(refundableOrder(order), [], { items: [{ product: asked.product, size: asked.size, quantity: asked.quantity }] });
    items.push({
      product: asked.product,
      name: line.name,
      size: asked.size,
      quantity: asked.quantity,
      reason: asked.reason,
      resolution: asked.resolution,
      ...(asked.exchangeSize ? { exchangeSize: asked.exchangeSize } : {}),
      valuePaise: plan.ok ? plan.plan.amountPaise : 0,
    });
  });

  const needsProof = items.some((item) => PROOF_REASONS.includes(item.reason));
  const mediaIds = [...new Set((body.media ?? []).map((m) => m.mediaId))];
  if (needsProof && mediaIds.length === 0) {
    const reason = items.find((item) => PROOF_REASONS.includes(item.reason))!.reason;
    throw badRequest(`media: "${RETURN_REASON_LABELS[reason]}" needs photos or the uncut unboxing video; add at least one.`);
  }
  // Only what she uploaded for this order (issue 41): another shopper's id is not hers to cite,
  // and the answer is the same whether that id exists or not.
  const uploads = returnUploads(repos.db);
  for (const mediaId of mediaIds) {
    const upload = await uploads.get(mediaId);
    if (upload?.userId !== shopper.id || upload.orderId !== order.id) throw badRequest(`media: ${mediaId} is not a photo or video you added for this order; add the file again.`);
  }
  const media = await Promise.all(mediaIds.map(describeMedia));

  const at = now.toISOString();
  const id = newId(now);
  const record: ReturnRecord = {
    id,
    number: returnNumber(id),
    orderId: order.id,
    userId: shopper.id,
    user: { name: shopper.name, email: order.shippingAddress.email || shopper.email },
    items,
    resolution,
    ...(body.note ? { note: body.note } : {}),
    media,
    state: "requested",
    history: [{ state: "requested", at, by: shopper.name }],
    valuePaise: items.reduce((sum, item) => sum + item.valuePaise, 0),
    ...(holds.size > 0 ? { exchangeHold: "held" as const } : {}),
    createdAt: at,
    updatedAt: at,
  };
  const holdActions = [...holds].flatMap(([product, moves]) => repos.stock.moveActions(product, moves, { reason: "hold", by: "return", orderId: order.id }));
  try {
    await transactWrite(repos.db, [
      ...labelled(
        "return",
        repos.returns.createAction(record),
        // Judged against the order's returns as they were: two requests at once cannot both take the last piece.
        repos.returns.requestTakenAction(order.id, taken),
        bumpCounter(repos.db, "returns", 1),
        bumpCounter(repos.db, "openReturns", 1),
        repos.outbox.enqueueAction(returnChanged(record)),
      ),
      ...holdActions,
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) {
      if (error.refused("stock")) throw conflict("The size you asked for has just sold out. Choose another size or store credit.");
      throw conflict("Another return for this order was asked just now. Reload the order and try again.");
    }
    throw error;
  }
  return record;
}
