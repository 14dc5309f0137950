import { DeleteCommand, GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { isExpired, ttlAfter } from "./items.js";

/** Counts failures per key (a login e-mail) in a fixed window that starts at the first failure. */
export function throttleRepository(db: Db) {
  const key = (name: string) => ({ pk: `THROTTLE#${name}`, sk: "THROTTLE" });

  return {
    /** Failures so far in the window, and when the window ends. */
    async failures(name: string): Promise<{ count: number; resetsAt: Date | null }> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(name), ConsistentRead: true }));
      const item = result.Item;
      if (!item || isExpired(item, db.now())) return { count: 0, resetsAt: null };
      return { count: Number(item.count ?? 0), resetsAt: new Date(Number(item.expiresAt) * 1000) };
    },

    async recordFailure(name: string, windowSeconds: number): Promise<number> {
      const now = db.now();
      const current = await this.failures(name);
      const result = await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: key(name),
          // An expired window starts again at one.
          UpdateExpression: current.count === 0 ? "SET #c = :one, expiresAt = :exp" : "ADD #c :one",
          ExpressionAttributeNames: { "#c": "count" },
          ExpressionAttributeValues: current.count === 0 ? { ":one": 1, ":exp": ttlAfter(now, windowSeconds) } : { ":one": 1 },
          ReturnValues: "UPDATED_NEW",
        }),
      );
      return Number(result.Attributes?.count ?? 1);
    },

    async clear(name: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: key(name) }));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof throttleRepository>;
