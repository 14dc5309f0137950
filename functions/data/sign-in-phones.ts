import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { signInPhoneKey } from "./sign-in-keys.js";
import type { TransactItem } from "./transact.js";

// Which account signs in with a number (issue 44): UNIQUE#PHONE#<10 digits> / UNIQUE, claimed in
// the same transaction that writes the number on the account, so two accounts cannot both take
// one number, and moved or freed with it.


export function signInPhoneRepository(db: Db) {
  return {
    async ownerOf(phone: string): Promise<string | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: signInPhoneKey(phone), ConsistentRead: true }));
      return typeof result.Item?.userId === "string" ? result.Item.userId : undefined;
    },

    /** Transaction action: the number claimed for this account; refused when another holds it. */
    claimAction(phone: string, userId: string): TransactItem {
      return {
        Put: {
          TableName: db.tableName,
          Item: { ...signInPhoneKey(phone), entity: "unique", userId },
          ConditionExpression: "attribute_not_exists(pk) OR userId = :u",
          ExpressionAttributeValues: { ":u": userId },
        },
      };
    },

    /** Transaction action: the number let go, only by the account holding it. */
    releaseAction(phone: string, userId: string): TransactItem {
      return {
        Delete: { TableName: db.tableName, Key: signInPhoneKey(phone), ConditionExpression: "userId = :u", ExpressionAttributeValues: { ":u": userId } },
      };
    },
  };
}

export type SignInPhoneRepository = ReturnType<typeof signInPhoneRepository>;
