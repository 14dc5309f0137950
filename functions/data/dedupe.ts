import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { ttlAfter } from "./items.js";

/** Remembers ids seen (webhook event ids, idempotency keys) for a while; the first claim wins. */
export function dedupeRepository(db: Db) {
  return {
    async claim(scope: string, id: string, ttlSeconds: number): Promise<boolean> {
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: { pk: `DEDUPE#${scope}#${id}`, sk: "DEDUPE", entity: "dedupe", expiresAt: ttlAfter(db.now(), ttlSeconds) },
            ConditionExpression: "attribute_not_exists(pk) OR expiresAt < :now",
            ExpressionAttributeValues: { ":now": Math.floor(db.now().getTime() / 1000) },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === "ConditionalCheckFailedException") return false;
        throw error;
      }
    },

    /** Whether an id was claimed and is still remembered (TTL deletion is lazy, so expiry is checked here). */
    async seen(scope: string, id: string): Promise<boolean> {
      const result = await db.doc.send(
        new GetCommand({ TableName: db.tableName, Key: { pk: `DEDUPE#${scope}#${id}`, sk: "DEDUPE" }, ConsistentRead: true }),
      );
      return result.Item !== undefined && Number(result.Item.expiresAt) >= Math.floor(db.now().getTime() / 1000);
    },
  };
}
