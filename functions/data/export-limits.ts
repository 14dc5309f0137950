import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";

// What each person may start of the background exports (issue 41), kept beside their jobs:
//   EXPORT_LIMIT#<userId> / RUNNING      jobId: their latest export (it holds the place while its job runs)
//   EXPORT_LIMIT#<userId> / DAY#<date>   count: exports they started that shop day (gone two days on, TTL)
// Both are taken in the transaction that stores the new job, each on a condition, so two starts
// at once cannot both pass: the second finds the place taken, or the day's count at the cap.

const partition = (userId: string) => `EXPORT_LIMIT#${userId}`;
const DAY_KEEP_SECONDS = 2 * 24 * 3600;

export function exportLimitRepository(db: Db) {
  return {
    /** The job holding the person's place, if any (it may have finished since). */
    async heldBy(userId: string): Promise<string | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { pk: partition(userId), sk: "RUNNING" }, ConsistentRead: true }));
      return typeof result.Item?.jobId === "string" ? result.Item.jobId : undefined;
    },

    /** Gives the place to `jobId`, only if it is still as read: empty, or held by `seen` (a job no longer running). */
    takePlace(userId: string, jobId: string, seen: string | undefined, at: string): TransactItem {
      return {
        Put: {
          TableName: db.tableName,
          Item: { pk: partition(userId), sk: "RUNNING", entity: "export-limit", jobId, at },
          ConditionExpression: seen === undefined ? "attribute_not_exists(pk)" : "jobId = :seen",
          ...(seen === undefined ? {} : { ExpressionAttributeValues: { ":seen": seen } }),
        },
      };
    },

    /** Counts one more export on the shop day, only while fewer than `perDay` were started. */
    countOne(userId: string, date: string, perDay: number, now: Date): TransactItem {
      return {
        Update: {
          TableName: db.tableName,
          Key: { pk: partition(userId), sk: `DAY#${date}` },
          UpdateExpression: "ADD #count :one SET entity = :entity, expiresAt = :expires",
          ConditionExpression: "attribute_not_exists(#count) OR #count < :cap",
          ExpressionAttributeNames: { "#count": "count" },
          ExpressionAttributeValues: { ":one": 1, ":cap": perDay, ":entity": "export-day", ":expires": Math.floor(now.getTime() / 1000) + DAY_KEEP_SECONDS },
        },
      };
    },
  };
}
