import { PutCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { ttlAfter } from "./items.js";
import { signUpPassKey } from "./sign-in-keys.js";
import type { TransactItem } from "./transact.js";

// A sign-up pass (issue 44): a right code for a number no account uses leaves this item, holding
// only the pass's hash, for the minutes she needs to give her name and e-mail. Making the account
// deletes it on condition (in the same transaction that claims the number), so one pass makes one
// account however often it is sent; a new pass for the number replaces the old.

export function signUpPassRepository(db: Db) {
  return {
    async put(phone: string, passHash: string, minutes: number): Promise<void> {
      const now = db.now();
      const validUntil = new Date(now.getTime() + minutes * 60_000).toISOString();
      await db.doc.send(
        new PutCommand({ TableName: db.tableName, Item: { ...signUpPassKey(phone), entity: "sign-up-pass", passHash, validUntil, expiresAt: ttlAfter(now, minutes * 60) } }),
      );
    },

    /** Transaction action: the pass is spent, if it is this one and still valid. */
    useAction(phone: string, passHash: string): TransactItem {
      return {
        Delete: {
          TableName: db.tableName,
          Key: signUpPassKey(phone),
          ConditionExpression: "passHash = :h AND validUntil > :now",
          ExpressionAttributeValues: { ":h": passHash, ":now": db.now().toISOString() },
        },
      };
    },
  };
}
