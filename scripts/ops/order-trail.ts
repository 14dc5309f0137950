import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Repositories } from "../../functions/data/repositories.js";
import { outboxKey } from "../../functions/data/outbox.js";

// An order's trail, oldest first (docs/operations.md, "Read an order's trail"): when it was placed,
// every status change and who made it, its payment and refunds, each item kept under the order
// (invoice, credit notes, shipment, production, settlement...), and the e-mails the outbox sent or
// could not send for it. Read by key alone: the order's partition, its payment and the outbox's
// messages whose ids the order's history determines; no scan.

export interface TrailLine {
  at: string;
  what: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value));

/** The outbox messages an order's own changes write (functions/outbox/outbox-messages.ts). */
function outboxIdsOf(orderId: string, history: ReadonlyArray<{ status: string }>, refundIds: readonly string[]): string[] {
  return [
    `order.confirmed#${orderId}`,
    `order.cancelled#${orderId}`,
    `review.requested#${orderId}`,
    ...history.flatMap((change, index) => (change.status === "shipped" || change.status === "delivered" ? [`order.${change.status}#${orderId}#${index + 1}`] : [])),
    ...refundIds.map((refundId) => `payment.refunded#${refundId}`),
  ];
}

export async function orderTrail(repos: Repositories, orderId: string): Promise<TrailLine[] | undefined> {
  const order = await repos.orders.get(orderId);
  if (!order) return undefined;
  const { db } = repos;
  const lines: TrailLine[] = [{ at: order.createdAt, what: `order placed: ${order.orderItems.length} line(s), total ${order.totalPaise} paise, status now ${order.status}` }];
  for (const change of order.statusHistory) lines.push({ at: change.at, what: `status ${change.status} by ${change.by}${change.note ? ` (${change.note})` : ""}` });

  const payment = order.paymentId ? await repos.payments.get(order.paymentId) : undefined;
  if (payment) {
    lines.push({ at: payment.createdAt, what: `payment ${payment.id}: ${payment.status}, ${payment.amountPaise} paise, Razorpay order ${payment.razorpayOrderId}` });
    for (const refund of payment.refunds) lines.push({ at: refund.at, what: `refund ${refund.id}: ${refund.amountPaise} paise, ${refund.status}` });
  }

  // Everything kept under the order's own partition, the order item aside (read above).
  const { Items = [] } = await db.doc.send(new QueryCommand({ TableName: db.tableName, KeyConditionExpression: "pk = :pk", ExpressionAttributeValues: { ":pk": `ORDER#${orderId}` } }));
  for (const item of Items) {
    if (item.sk === "ORDER") continue;
    const at = text(item.issuedAt ?? item.createdAt ?? item.updatedAt ?? item.at ?? "");
    lines.push({ at, what: `${text(item.sk)}${item.number ? ` ${text(item.number)}` : ""}${item.status ? `: ${text(item.status)}` : ""}` });
  }

  for (const id of outboxIdsOf(orderId, order.statusHistory, payment?.refunds.map((refund) => refund.id) ?? [])) {
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: outboxKey(id) }));
    if (!Item) continue;
    const done = (Item.done as string[] | undefined) ?? [];
    const skipped = (Item.skipped as string[] | undefined) ?? [];
    const state = Item.gaveUpAt ? `GIVEN UP at ${text(Item.gaveUpAt)}: ${text(Item.lastError)}` : Item.sentAt ? `finished at ${text(Item.sentAt)}` : `due ${text(Item.dueAt)}, ${text(Item.attempts)} attempt(s)${Item.lastError ? `, last error: ${text(Item.lastError)}` : ""}`;
    lines.push({ at: text(Item.createdAt), what: `outbox ${id}: ${state}; done [${done.join(", ")}]${skipped.length ? `; not sent [${skipped.join("; ")}]` : ""}` });
  }
  return lines.sort((a, b) => a.at.localeCompare(b.at));
}
