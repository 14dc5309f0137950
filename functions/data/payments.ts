import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { bumpCounter } from "./counters.js";
import type { Db } from "./db.js";
import { addLogContext } from "../logger.js";
import { withoutLayout } from "./items.js";
import { queryPage, type PageRequest, type PageResult } from "./query-page.js";
import type { PaymentRecord } from "./money-records.js";
import { paymentFromStored } from "./rupee-records.js";
import type { TransactItem } from "./transact.js";

const key = (id: string) => ({ pk: `PAYMENT#${id}`, sk: "PAYMENT" });
const linkKey = (razorpayOrderId: string) => ({ pk: `RZP_ORDER#${razorpayOrderId}`, sk: "LINK" });

export type { PaymentRecord, RefundRecord } from "./money-records.js";

export function paymentItem(payment: PaymentRecord) {
  return {
    ...key(payment.id),
    entity: "payment",
    gsi1pk: "PAYMENT",
    gsi1sk: `${payment.createdAt}#${payment.id}`,
    gsi2pk: `RZP_ORDER#${payment.razorpayOrderId}`,
    gsi2sk: "PAYMENT",
    ...payment,
  };
}

/** A stored payment in paise, whichever form it was written in (older payments hold rupees: docs/money.md). */
export function toPayment(item: Record<string, unknown>): PaymentRecord {
  return paymentFromStored(withoutLayout<Record<string, unknown>>(item));
}

export function paymentRepository(db: Db) {
  return {
    async get(id: string): Promise<PaymentRecord | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
      return result.Item ? toPayment(result.Item) : undefined;
    },

    /** The payment recorded for a Razorpay order (an index read: eventually consistent). */
    async getByRazorpayOrderId(razorpayOrderId: string): Promise<PaymentRecord | undefined> {
      const result = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: "gsi2",
          KeyConditionExpression: "gsi2pk = :p",
          ExpressionAttributeValues: { ":p": `RZP_ORDER#${razorpayOrderId}` },
          Limit: 1,
        }),
      );
      const item = result.Items?.[0];
      return item ? toPayment(item) : undefined;
    },

    /**
     * Actions storing a new payment, counted, with a link from the Razorpay order id read back
     * with a strongly consistent get (an index read could miss a payment made a moment ago).
     */
    createActions(payment: PaymentRecord): TransactItem[] {
      return [
        { Put: { TableName: db.tableName, Item: paymentItem(payment), ConditionExpression: "attribute_not_exists(pk)" } },
        {
          Put: {
            TableName: db.tableName,
            Item: { ...linkKey(payment.razorpayOrderId), entity: "razorpay-link", orderId: payment.orderId, paymentId: payment.id },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
        bumpCounter(db, "payments", 1),
      ];
    },

    /** Our order and payment for a Razorpay order id. */
    async findByRazorpayOrder(razorpayOrderId: string): Promise<{ orderId: string; paymentId: string } | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: linkKey(razorpayOrderId), ConsistentRead: true }));
      const item = result.Item;
      if (!item) return undefined;
      // Where Razorpay's order first becomes ours: the lines still to come name the order (webhook, checkout).
      addLogContext({ orderId: item.orderId as string });
      return { orderId: item.orderId as string, paymentId: item.paymentId as string };
    },

    replaceAction(next: PaymentRecord, seen: PaymentRecord): TransactItem {
      return {
        Put: {
          TableName: db.tableName,
          Item: paymentItem(next),
          ConditionExpression: "updatedAt = :seen",
          ExpressionAttributeValues: { ":seen": seen.updatedAt },
        },
      };
    },

    async list(options: PageRequest & { matches?: (payment: PaymentRecord) => boolean }): Promise<PageResult<PaymentRecord>> {
      const page = await queryPage(db, {
        index: "gsi1",
        partition: "PAYMENT",
        newestFirst: true,
        limit: options.limit,
        cursor: options.cursor,
        matches: options.matches ? (item) => options.matches!(toPayment(item)) : undefined,
      });
      return { items: page.items.map(toPayment), nextCursor: page.nextCursor };
    },
  };
}

export type PaymentRepository = ReturnType<typeof paymentRepository>;
