import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { isExpired, ttlAfter } from "./items.js";

// SERVICEABILITY#<pickup PIN>#<delivery PIN> / SERVICEABILITY: the courier's last answer for a PIN,
// kept until `expiresAt` so a shopper typing her PIN on every product does not call the courier
// each time. Readers drop an expired item themselves (TTL deletes lag).

export interface CachedServiceability {
  serviceable: boolean;
  /** Fewest and most days in transit among the couriers that serve the PIN (0 when none does). */
  fastestDays: number;
  slowestDays: number;
  checkedAt: string;
}

const key = (pickup: string, delivery: string) => ({ pk: `SERVICEABILITY#${pickup}#${delivery}`, sk: "SERVICEABILITY" });

export function serviceabilityCacheRepository(db: Db) {
  return {
    async get(pickup: string, delivery: string): Promise<CachedServiceability | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(pickup, delivery) }));
      const item = result.Item;
      if (!item || isExpired(item, db.now())) return undefined;
      return { serviceable: item.serviceable === true, fastestDays: Number(item.fastestDays), slowestDays: Number(item.slowestDays), checkedAt: String(item.checkedAt) };
    },

    async put(pickup: string, delivery: string, answer: Omit<CachedServiceability, "checkedAt">, keepSeconds: number): Promise<CachedServiceability> {
      const now = db.now();
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...key(pickup, delivery), entity: "serviceability", ...answer, checkedAt: now.toISOString(), expiresAt: ttlAfter(now, keepSeconds) },
        }),
      );
      return { ...answer, checkedAt: now.toISOString() };
    },
  };
}

export type ServiceabilityCacheRepository = ReturnType<typeof serviceabilityCacheRepository>;
