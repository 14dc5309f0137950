import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { SavedCartLine, SavedList, SavedWishlistEntry } from "../../shared/schemas/saved-lists.js";
import type { Db } from "./db.js";
import { isConditionFailure } from "./transact.js";

/** A signed-in shopper's cart and wishlist, kept beside her account: `USER#<id> / CART` and `/ WISHLIST`. */
export type SavedListKind = "CART" | "WISHLIST";

interface Lines {
  CART: SavedCartLine;
  WISHLIST: SavedWishlistEntry;
}

export type SaveOutcome<T> = { saved: true; list: SavedList<T> } | { saved: false; current: SavedList<T> };

const key = (userId: string, kind: SavedListKind) => ({ pk: `USER#${userId}`, sk: kind });

export function savedListRepository(db: Db) {
  async function get<K extends SavedListKind>(userId: string, kind: K): Promise<SavedList<Lines[K]>> {
    const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(userId, kind), ConsistentRead: true }));
    const item = result.Item;
    if (!item) return { items: [], version: 0, updatedAt: null };
    return { items: (item.items as Array<Lines[K]>) ?? [], version: Number(item.version ?? 0), updatedAt: typeof item.updatedAt === "string" ? item.updatedAt : null };
  }

  return {
    get,

    /**
     * Saves the list over the version the device last read: a save over a newer version (another
     * device saved meanwhile) is refused with what is stored now, so nothing is silently lost.
     * The same save arriving twice finds its own result and changes nothing.
     */
    async save<K extends SavedListKind>(userId: string, kind: K, items: Array<Lines[K]>, readVersion: number): Promise<SaveOutcome<Lines[K]>> {
      const updatedAt = db.now().toISOString();
      const list: SavedList<Lines[K]> = { items, version: readVersion + 1, updatedAt };
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: { ...key(userId, kind), entity: kind === "CART" ? "cart" : "wishlist", items, version: list.version, updatedAt },
            ...(readVersion === 0
              ? { ConditionExpression: "attribute_not_exists(pk)" }
              : { ConditionExpression: "#version = :read", ExpressionAttributeNames: { "#version": "version" }, ExpressionAttributeValues: { ":read": readVersion } }),
          }),
        );
        return { saved: true, list };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const current = await get(userId, kind);
        const replay = current.version === list.version && sameLines(current.items, items);
        return replay ? { saved: true, list: current } : { saved: false, current };
      }
    },
  };
}

type Line = { product: string; size?: string; quantity?: number };

/** The same lines in the same order (the table hands maps back with their keys in its own order). */
function sameLines(a: readonly Line[], b: readonly Line[]): boolean {
  return a.length === b.length && a.every((line, i) => line.product === b[i]!.product && line.size === b[i]!.size && line.quantity === b[i]!.quantity);
}
