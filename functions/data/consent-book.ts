import type { ConsentRecord } from "../../shared/privacy/notice-version.js";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";
import { userListItem } from "./user-list-item.js";

// The consents a shopper gave (DPDP Act 2023, section 6(10): the shop must be able to show what she
// agreed to, and when): USER#<id> / CONSENTS, beside her account, one entry per consent with the
// notice's version and language. The sign-up consent is written in the transaction that makes the
// account, so an account never exists without the record of the notice it was made under.

const CONSENT_BOOK = { sk: "CONSENTS", entity: "consentBook", field: "consents" };

export const consentBookKey = (userId: string) => ({ pk: `USER#${userId}`, sk: CONSENT_BOOK.sk });

export function consentBookRepository(db: Db) {
  const list = userListItem<ConsentRecord>(db, CONSENT_BOOK);
  return {
    async get(userId: string): Promise<ConsentRecord[]> {
      return (await list.get(userId)).items;
    },

    /** Transaction action: the new account's first consent, the notice it was made under. */
    firstAction(userId: string, consent: ConsentRecord): TransactItem {
      return {
        Put: {
          TableName: db.tableName,
          Item: { ...consentBookKey(userId), entity: CONSENT_BOOK.entity, userId, [CONSENT_BOOK.field]: [consent], version: 1, updatedAt: consent.givenAt },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      };
    },
  };
}
