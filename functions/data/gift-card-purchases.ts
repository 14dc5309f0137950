import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { GiftCardPurchaseStatus } from "../../shared/schemas/gift-card-purchase.js";
import type { Db } from "./db.js";
import { isExpired, ttlAfter, withoutLayout } from "./items.js";
import { queryPage } from "./query-page.js";
import { labelled, type LabelledAction } from "./transact.js";

// Gift cards bought in the shop (issue 45): GIFTPURCHASE#<id> / PURCHASE, a buyer's own newest
// first in gsi2 under GIFTPURCHASES#<buyerId>, and the Razorpay order it is paid through at
// RZPGIFT#<razorpay order id> / LINK, so the browser's callback and the webhook both find it.
// A purchase is paid once: the write that makes it paid (and issues its card in the same
// transaction) needs it unpaid.

export interface GiftCardPurchaseRecord {
  id: string;
  buyerId: string;
  amountPaise: number;
  recipient: { name: string; email: string };
  from?: string;
  message?: string;
  deliverOn?: string;
  status: GiftCardPurchaseStatus;
  razorpayOrderId: string;
  razorpayPaymentId?: string;
  method?: string;
  giftCardId?: string;
  createdAt: string;
  paidAt?: string;
}

/** The label a paid purchase's write carries: refused when another confirmation paid it first. */
export const GIFT_PURCHASE = "gift-purchase";

/** A purchase never paid (the buyer closed the payment window) is not kept: its recipient's name and e-mail go after this. */
const UNPAID_KEPT_SECONDS = 30 * 24 * 3600;

const purchaseKey = (id: string) => ({ pk: `GIFTPURCHASE#${id}`, sk: "PURCHASE" });
const linkKey = (razorpayOrderId: string) => ({ pk: `RZPGIFT#${razorpayOrderId}`, sk: "LINK" });
const BUYER = (buyerId: string) => `GIFTPURCHASES#${buyerId}`;

export function giftCardPurchases(db: Db) {
  return {
    /** A new purchase and the link from its Razorpay order. */
    createActions(purchase: GiftCardPurchaseRecord): LabelledAction[] {
      // DynamoDB's TTL deletes it unless it is paid (the paid write has no expiresAt); the link, ids only, stays.
      const expiresAt = ttlAfter(db.now(), UNPAID_KEPT_SECONDS);
      return labelled(
        GIFT_PURCHASE,
        {
          Put: {
            TableName: db.tableName,
            Item: { ...purchaseKey(purchase.id), entity: "giftCardPurchase", gsi2pk: BUYER(purchase.buyerId), gsi2sk: `${purchase.createdAt}#${purchase.id}`, ...purchase, expiresAt },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
        {
          Put: {
            TableName: db.tableName,
            Item: { ...linkKey(purchase.razorpayOrderId), entity: "giftCardPurchaseLink", purchaseId: purchase.id },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
      );
    },

    /** The purchase as read, replaced: refused when it changed meanwhile (paid by the other confirmation). */
    replaceAction(next: GiftCardPurchaseRecord, seen: GiftCardPurchaseRecord): LabelledAction[] {
      return labelled(GIFT_PURCHASE, {
        Put: {
          TableName: db.tableName,
          Item: { ...purchaseKey(next.id), entity: "giftCardPurchase", gsi2pk: BUYER(next.buyerId), gsi2sk: `${next.createdAt}#${next.id}`, ...next },
          ConditionExpression: "#status = :seen",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":seen": seen.status },
        },
      });
    },

    async get(id: string): Promise<GiftCardPurchaseRecord | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: purchaseKey(id), ConsistentRead: true }));
      // TTL deletes lazily: an unpaid purchase past its time is gone already for the shop.
      return result.Item && !isExpired(result.Item, db.now()) ? withoutLayout<GiftCardPurchaseRecord>(result.Item) : undefined;
    },

    /**
     * What one of our Razorpay orders pays for: not a gift card's (`linked` false), a purchase, or
     * a gift card's whose purchase is gone (left unpaid past its time).
     */
    async byRazorpayOrder(razorpayOrderId: string): Promise<{ linked: boolean; purchase?: GiftCardPurchaseRecord }> {
      const link = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: linkKey(razorpayOrderId), ConsistentRead: true }));
      if (typeof link.Item?.purchaseId !== "string") return { linked: false };
      const purchase = await this.get(link.Item.purchaseId);
      return purchase ? { linked: true, purchase } : { linked: true };
    },

    /** A buyer's purchases, newest first (a page is plenty: nobody buys hundreds). */
    async ofBuyer(buyerId: string, limit = 50): Promise<GiftCardPurchaseRecord[]> {
      const page = await queryPage(db, { index: "gsi2", partition: BUYER(buyerId), newestFirst: true, limit });
      return page.items.filter((item) => !isExpired(item, db.now())).map((item) => withoutLayout<GiftCardPurchaseRecord>(item));
    },
  };
}
