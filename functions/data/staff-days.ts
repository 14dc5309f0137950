import { BatchGetCommand, GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";

// STAFFDAY#<adminId> / <yyyy-mm-dd>: what one member of staff paid out on one day (India time)
// by refunds, cancellations, store credit added and returns received (issue 39). It moves only in
// the transaction of the payout it counts, on condition the day's total stays within her limit,
// so parallel calls cannot split a payout around it. Kept 90 days (TTL), for the Staff screen and
// for a look back at a dispute; the audit log keeps every payout for good.

const KEPT_DAYS = 90;

export const staffDayKey = (adminId: string, day: string) => ({ pk: `STAFFDAY#${adminId}`, sk: day });

export function staffDayRepository(db: Db) {
  return {
    /** Paise counted on that day so far (0 before the first). */
    async used(adminId: string, day: string): Promise<number> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: staffDayKey(adminId, day), ConsistentRead: true }));
      return typeof result.Item?.usedPaise === "number" ? result.Item.usedPaise : 0;
    },

    /** Each person's paise of that day, for the Staff screen (a boutique's staff fit one batch). */
    async usedBy(adminIds: readonly string[], day: string): Promise<Map<string, number>> {
      const used = new Map<string, number>();
      for (let i = 0; i < adminIds.length; i += 100) {
        const keys = adminIds.slice(i, i + 100).map((id) => staffDayKey(id, day));
        let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = { [db.tableName]: { Keys: keys } };
        while (request && Object.keys(request).length > 0) {
          const result = await db.doc.send(new BatchGetCommand({ RequestItems: request }));
          for (const item of result.Responses?.[db.tableName] ?? []) used.set(String(item.adminId), Number(item.usedPaise ?? 0));
          request = result.UnprocessedKeys as typeof request;
        }
      }
      return used;
    },

    /**
     * Transaction action adding `amountPaise` to the day, refused when that would take it past
     * `limitPaise`: the condition `used <= limit - amount` is the check, not a read before it.
     */
    countAction(adminId: string, day: string, amountPaise: number, limitPaise: number): TransactItem {
      return {
        Update: {
          TableName: db.tableName,
          Key: staffDayKey(adminId, day),
          UpdateExpression: "SET usedPaise = if_not_exists(usedPaise, :zero) + :amount, adminId = :admin, entity = :entity, limitPaise = :limit, updatedAt = :at, expiresAt = :expires",
          ConditionExpression: "(attribute_not_exists(usedPaise) AND :amount <= :limit) OR usedPaise <= :room",
          ExpressionAttributeValues: {
            ":zero": 0,
            ":amount": amountPaise,
            ":limit": limitPaise,
            ":room": limitPaise - amountPaise,
            ":admin": adminId,
            ":entity": "staffDay",
            ":at": db.now().toISOString(),
            ":expires": Math.floor(db.now().getTime() / 1000) + KEPT_DAYS * 24 * 3600,
          },
        },
      };
    },

    /** Transaction action giving back what countAction took, when the payout it counted did not happen. */
    uncountAction(adminId: string, day: string, amountPaise: number): TransactItem {
      return {
        Update: {
          TableName: db.tableName,
          Key: staffDayKey(adminId, day),
          UpdateExpression: "SET usedPaise = usedPaise - :amount, updatedAt = :at",
          ConditionExpression: "usedPaise >= :amount",
          ExpressionAttributeValues: { ":amount": amountPaise, ":at": db.now().toISOString() },
        },
      };
    },
  };
}

export type StaffDayRepository = ReturnType<typeof staffDayRepository>;
