import type { Db } from "./db.js";
import { ttlAfter } from "./items.js";
import { changeKeys } from "./product-changes.js";
import type { TransactItem } from "./transact.js";

/** How long a deleted product's mark stays: far longer than any reader goes between full reads. */
const REMOVED_MARK_SECONDS = 24 * 60 * 60;

/**
 * Transaction action: a deleted product's mark in the changes index (PRODUCT#<id> / REMOVED, TTL),
 * so a warm copy of the cards drops it. Loaded by the deletion only (the webhook's start has no room).
 */
export function removedMarkAction(db: Db, id: string): TransactItem {
  const now = db.now();
  return {
    Put: {
      TableName: db.tableName,
      Item: { pk: `PRODUCT#${id}`, sk: "REMOVED", entity: "productRemoved", id, ...changeKeys(id, now.toISOString()), expiresAt: ttlAfter(now, REMOVED_MARK_SECONDS) },
    },
  };
}
