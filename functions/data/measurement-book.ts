import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { MeasurementProfile } from "../../shared/schemas/measurement-profile.js";
import type { Db } from "./db.js";
import { isConditionFailure } from "./transact.js";

/**
 * A shopper's measurement profiles (issue 26), all in one item beside her user item, as her
 * address book is: the cap is kept by one conditional write (its version), never by a count
 * that two saves could both pass.
 */
export interface MeasurementBook {
  profiles: MeasurementProfile[];
  /** 0 for a book never written. */
  version: number;
}

export const measurementBookKey = (userId: string) => ({ pk: `USER#${userId}`, sk: "MEASUREMENTS" });

export function measurementBookRepository(db: Db) {
  return {
    async get(userId: string): Promise<MeasurementBook> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: measurementBookKey(userId), ConsistentRead: true }));
      if (!result.Item) return { profiles: [], version: 0 };
      return { profiles: (result.Item.profiles as MeasurementProfile[] | undefined) ?? [], version: Number(result.Item.version) };
    },

    /** Replaces the book if nobody changed it since `seen` was read; false when somebody did. */
    async replace(userId: string, seen: MeasurementBook, profiles: MeasurementProfile[]): Promise<boolean> {
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: { ...measurementBookKey(userId), entity: "measurementBook", userId, profiles, version: seen.version + 1, updatedAt: db.now().toISOString() },
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
