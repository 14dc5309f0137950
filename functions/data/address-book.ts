import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { SavedAddress } from "../../shared/schemas/saved-address.js";
import type { Db } from "./db.js";
import { isConditionFailure } from "./transact.js";

/**
 * A shopper's saved addresses, all in one item beside her user item, so the cap and the one
 * default are kept by a single conditional write (its version), never by two writes that race.
 */
export interface AddressBook {
  addresses: SavedAddress[];
  /** 0 for a book never written. */
  version: number;
}

export const addressBookKey = (userId: string) => ({ pk: `USER#${userId}`, sk: "ADDRESSES" });

export function addressBookRepository(db: Db) {
  return {
    async get(userId: string): Promise<AddressBook> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: addressBookKey(userId), ConsistentRead: true }));
      if (!result.Item) return { addresses: [], version: 0 };
      return { addresses: (result.Item.addresses as SavedAddress[] | undefined) ?? [], version: Number(result.Item.version) };
    },

    /** Replaces the book if nobody changed it since `seen` was read; false when somebody did. */
    async replace(userId: string, seen: AddressBook, addresses: SavedAddress[]): Promise<boolean> {
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: { ...addressBookKey(userId), entity: "addressBook", userId, addresses, version: seen.version + 1, updatedAt: db.now().toISOString() },
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

export type AddressBookRepository = ReturnType<typeof addressBookRepository>;
