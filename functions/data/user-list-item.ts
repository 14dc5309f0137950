import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { isConditionFailure } from "./transact.js";

/**
 * A list a shopper keeps (saved addresses, measurement profiles), all in one item beside her
 * user item, so its cap and its rules are kept by one conditional write on the item's version,
 * never by a count two saves could both pass.
 */
export interface UserList<T> {
  items: T[];
  /** 0 for a list never written. */
  version: number;
}

export function userListItem<T>(db: Db, shape: { sk: string; entity: string; field: string }) {
  const key = (userId: string) => ({ pk: `USER#${userId}`, sk: shape.sk });
  return {
    async get(userId: string): Promise<UserList<T>> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(userId), ConsistentRead: true }));
      if (!result.Item) return { items: [], version: 0 };
      return { items: (result.Item[shape.field] as T[] | undefined) ?? [], version: Number(result.Item.version) };
    },

    /** Replaces the list if nobody changed it since `seen` was read; false when somebody did. */
    async replace(userId: string, seen: { version: number }, items: T[]): Promise<boolean> {
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: { ...key(userId), entity: shape.entity, userId, [shape.field]: items, version: seen.version + 1, updatedAt: db.now().toISOString() },
            ConditionExpression: seen.version === 0 ? "attribute_not_exists(pk)" : "#v = :v",
            ...(seen.version === 0 ? {} : { ExpressionAttributeNames: { "#v": "version" }, ExpressionAttributeValues: { ":v": seen.version } }),
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
