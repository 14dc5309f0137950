import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { NO_REVIEWS, REVIEW_FITS, type ReviewStatus, type ReviewSummary, type ReviewView } from "../../shared/reviews.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { queryAll, queryPage, type PageRequest, type PageResult } from "./query-page.js";
import { productKey } from "./stock-movements.js";
import { changeSet } from "./product-changes.js";
import { labelled, type LabelledAction, type TransactItem } from "./transact.js";

// Reviews (issue 27): REVIEW#<id> / REVIEW, the id made of the product and the shopper so a
// second review is refused by the put's own condition. Every review newest first in gsi1 under
// REVIEWS (the admin's list); a product's approved ones in gsi2 under PRODUCT_REVIEWS#<product>
// (sparse: only while approved, so the storefront never reads an unreviewed one). Votes are
// REVIEW#<id> / VOTE#<userId>; the sums per product PRODUCT#<id> / REVIEW_SUMMARY, moved by ADD
// in the transaction of each change into or out of "approved". A shopper's own reviews are in gsi3
// under USER_REVIEWS#<userId> (her data export, her account's closing).

export const ALL_REVIEWS = "REVIEWS";
export const productReviews = (productId: string) => `PRODUCT_REVIEWS#${productId}`;
/** A shopper's own reviews (gsi3), for her data export and her account's closing. */
export const reviewsBy = (userId: string) => `USER_REVIEWS#${userId}`;

export type ReviewRecord = ReviewView;

/** One review per product and shopper: the id says which. */
export const reviewId = (productId: string, userId: string) => `${productId}_${userId}`;

const key = (id: string) => ({ pk: `REVIEW#${id}`, sk: "REVIEW" });
/** The label of a shopper's vote marker: refused when she has voted before. */
export const VOTE = "review-vote";
const voteKey = (id: string, userId: string) => ({ pk: `REVIEW#${id}`, sk: `VOTE#${userId}` });
const summaryKey = (productId: string) => ({ pk: productKey(productId).pk, sk: "REVIEW_SUMMARY" });
const requestKey = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: "REVIEW_REQUEST" });

function layout(record: ReviewRecord) {
  return {
    ...key(record.id),
    entity: "review",
    gsi1pk: ALL_REVIEWS,
    gsi1sk: `${record.createdAt}#${record.id}`,
    ...(record.status === "approved" ? { gsi2pk: productReviews(record.productId), gsi2sk: `${record.createdAt}#${record.id}` } : {}),
    gsi3pk: reviewsBy(record.userId),
    gsi3sk: `${record.createdAt}#${record.id}`,
    ...record,
  };
}

const toRecord = (item: Record<string, unknown>) => {
  const record = withoutLayout<ReviewRecord>(item);
  return { ...record, helpful: Number(record.helpful ?? 0) };
};

/** The summary's attributes, flat so each moves with ADD from nothing. */
const STAR_ATTRIBUTES = ["star1", "star2", "star3", "star4", "star5"] as const;
const fitAttribute = (fit: string) => `fit_${fit.replace(/-/g, "_")}`;

function toSummary(item: Record<string, unknown> | undefined): ReviewSummary {
  if (!item) return NO_REVIEWS;
  const n = (name: string) => Number(item[name] ?? 0);
  return {
    count: n("count"),
    sum: n("sum"),
    stars: STAR_ATTRIBUTES.map(n) as ReviewSummary["stars"],
    fit: Object.fromEntries(REVIEW_FITS.map((fit) => [fit, n(fitAttribute(fit))])) as ReviewSummary["fit"],
  };
}

export function reviewRepository(db: Db) {
  return {
    async get(id: string): Promise<ReviewRecord | undefined> {
      if (!isPlausibleId(id)) return undefined;
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
      return result.Item ? toRecord(result.Item) : undefined;
    },

    /** Refused if she has reviewed this product before: the id is hers and the product's. */
    createAction(record: ReviewRecord): TransactItem {
      return { Put: { TableName: db.tableName, Item: layout(record), ConditionExpression: "attribute_not_exists(pk)" } };
    },

    /** The review moved on, only if it is still in the status and version `seen` was read in. */
    replaceAction(next: ReviewRecord, seen: ReviewRecord): TransactItem {
      const { helpful: _helpful, ...fields } = next;
      void _helpful;
      // Votes move `helpful` with ADD meanwhile: the moderation leaves it as it stands.
      const names: Record<string, string> = { "#status": "status" };
      const values: Record<string, unknown> = { ":status": seen.status, ":seen": seen.updatedAt };
      const sets: string[] = [];
      const removes: string[] = [];
      const item = layout({ ...fields, helpful: 0 } as ReviewRecord) as Record<string, unknown>;
      delete item.helpful;
      delete item.pk;
      delete item.sk;
      Object.entries(item).forEach(([name, value], i) => {
        names[`#a${i}`] = name;
        values[`:v${i}`] = value;
        sets.push(`#a${i} = :v${i}`);
      });
      for (const name of ["gsi2pk", "gsi2sk", "reply", "rejectReason"]) {
        if (!(name in item)) {
          names[`#r${name}`] = name;
          removes.push(`#r${name}`);
        }
      }
      return {
        Update: {
          TableName: db.tableName,
          Key: key(next.id),
          UpdateExpression: `SET ${sets.join(", ")}${removes.length ? ` REMOVE ${removes.join(", ")}` : ""}`,
          ConditionExpression: "#status = :status AND updatedAt = :seen",
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    },

    /** The product's sums moved by one review's delta (ADD: concurrent changes add up exactly). */
    summaryAction(productId: string, delta: ReviewSummary): TransactItem {
      const names: Record<string, string> = { "#count": "count", "#sum": "sum", "#entity": "entity" };
      const values: Record<string, unknown> = { ":count": delta.count, ":sum": delta.sum, ":entity": "reviewSummary", ":product": productId };
      const adds = ["#count :count", "#sum :sum"];
      delta.stars.forEach((change, i) => {
        if (change === 0) return;
        names[`#s${i}`] = STAR_ATTRIBUTES[i]!;
        values[`:s${i}`] = change;
        adds.push(`#s${i} :s${i}`);
      });
      REVIEW_FITS.forEach((fit, i) => {
        if (delta.fit[fit] === 0) return;
        names[`#f${i}`] = fitAttribute(fit);
        values[`:f${i}`] = delta.fit[fit];
        adds.push(`#f${i} :f${i}`);
      });
      return {
        Update: {
          TableName: db.tableName,
          Key: summaryKey(productId),
          UpdateExpression: `SET #entity = :entity, productId = :product ADD ${adds.join(", ")}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      };
    },

    /**
     * The product's own copy of count and sum, which its cards and pages read: moved with the
     * summary, and its updatedAt set so the page publisher renders it again and an admin's form
     * loaded before saves over nothing (it is refused as changed).
     */
    productRatingAction(productId: string, delta: ReviewSummary): TransactItem {
      const at = db.now().toISOString();
      const changed = changeSet(productId, at);
      return {
        Update: {
          TableName: db.tableName,
          Key: productKey(productId),
          UpdateExpression: `SET updatedAt = :at, ${changed.set} ADD reviewCount :count, ratingSum :sum`,
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeValues: { ":at": at, ":count": delta.count, ":sum": delta.sum, ...changed.values },
        },
      };
    },

    async summary(productId: string): Promise<ReviewSummary> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: summaryKey(productId), ConsistentRead: true }));
      return toSummary(result.Item);
    },

    /** One vote per shopper per approved review, and the review's count with it. */
    voteActions(id: string, userId: string): LabelledAction[] {
      return [
        ...labelled(VOTE, { Put: { TableName: db.tableName, Item: { ...voteKey(id, userId), entity: "reviewVote", reviewId: id, userId, at: db.now().toISOString() }, ConditionExpression: "attribute_not_exists(pk)" } }),
        ...labelled("review", {
          Update: {
            TableName: db.tableName,
            Key: key(id),
            UpdateExpression: "ADD helpful :one",
            ConditionExpression: "#status = :approved",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: { ":one": 1, ":approved": "approved" },
          },
        }),
      ];
    },

    /** Every review, newest first; `matches` filters within the page loop (by status). */
    async list(page: PageRequest & { status?: ReviewStatus }): Promise<PageResult<ReviewRecord>> {
      const found = await queryPage(db, {
        index: "gsi1",
        partition: ALL_REVIEWS,
        newestFirst: true,
        limit: page.limit,
        cursor: page.cursor,
        matches: page.status ? (item) => item.status === page.status : undefined,
      });
      return { items: found.items.map(toRecord), nextCursor: found.nextCursor };
    },

    /** A product's approved reviews, newest first (tens, sorted and filtered by the caller). */
    async approvedFor(productId: string): Promise<ReviewRecord[]> {
      return (await queryAll(db, { index: "gsi2", partition: productReviews(productId), newestFirst: true })).map(toRecord);
    },

    /** The marker that an order's review request was written: put once, with its e-mail. */
    requestMarkerAction(orderId: string, at: string): TransactItem {
      return { Put: { TableName: db.tableName, Item: { ...requestKey(orderId), entity: "reviewRequest", orderId, at }, ConditionExpression: "attribute_not_exists(pk)" } };
    },

    async requestSent(orderId: string): Promise<boolean> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: requestKey(orderId), ConsistentRead: true }));
      return result.Item !== undefined;
    },

    /** A shopper's reviews, newest first (an index read). */
    async by(userId: string): Promise<ReviewRecord[]> {
      return (await queryAll(db, { index: "gsi3", partition: reviewsBy(userId), newestFirst: true })).map(toRecord);
    },

    /** Every review, for the audit's recount. */
    async all(): Promise<ReviewRecord[]> {
      return (await queryAll(db, { index: "gsi1", partition: ALL_REVIEWS })).map(toRecord);
    },
  };
}
