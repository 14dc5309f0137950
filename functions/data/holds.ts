import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { ttlAfter } from "./items.js";
import type { TransactItem } from "./transact.js";

// A hold's pieces are taken from the product's stockBySize when the pending order is stored, and
// the order records the hold (Order.hold). This item only indexes the hold by when it lapses, so
// the sweep finds lapsed holds with one query: ORDER#<id> / HOLD, gsi1: HOLD / <expiresAt>#<id>.
// It exists exactly while the order's hold is "held": written with the order, deleted in the
// transaction that sells or releases the pieces.

/** DynamoDB's TTL deletes late (days): only a last resort long after the sweep has released the hold. */
const TTL_AFTER_LAPSE_SECONDS = 7 * 24 * 3600;

const key = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: "HOLD" });

export function holdRepository(db: Db) {
  return {
    /** Transaction action: index a new hold (stored with its order). */
    createAction(orderId: string, expiresAt: Date): TransactItem {
      return {
        Put: {
          TableName: db.tableName,
          Item: {
            ...key(orderId),
            entity: "hold",
            gsi1pk: "HOLD",
            gsi1sk: `${expiresAt.toISOString()}#${orderId}`,
            orderId,
            lapsesAt: expiresAt.toISOString(),
            expiresAt: ttlAfter(expiresAt, TTL_AFTER_LAPSE_SECONDS),
          },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      };
    },

    /** Transaction action: end the hold; refused if it already ended, so pieces move once. */
    endAction(orderId: string): TransactItem {
      return { Delete: { TableName: db.tableName, Key: key(orderId), ConditionExpression: "attribute_exists(pk)" } };
    },

    /** Orders whose hold lapsed before `now`, oldest first (index reads: the release re-checks the order). */
    async lapsed(now: Date, limit: number): Promise<string[]> {
      const result = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: "gsi1",
          KeyConditionExpression: "gsi1pk = :p AND gsi1sk < :now",
          ExpressionAttributeValues: { ":p": "HOLD", ":now": now.toISOString() },
          Limit: limit,
        }),
      );
      return (result.Items ?? []).map((item) => String(item.orderId));
    },
  };
}

export type HoldRepository = ReturnType<typeof holdRepository>;
