import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { WhatsAppChoice, WhatsAppPurpose } from "../../shared/whatsapp/consent.js";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { queryAll } from "./query-page.js";
import { isConditionFailure } from "./transact.js";

// A shopper's WhatsApp consent (issue 44): USER#<id> / WHATSAPP beside her account, with every
// choice she made kept in its history (what, when, the words, where), and in gsi2 under
// WAPHONE#<number> so a STOP replied from a number finds every account that gave it. Changed
// only by a write on the version read: two changes at once never lose one.

export interface WhatsAppConsentHistoryEntry extends WhatsAppChoice {
  purpose: WhatsAppPurpose;
  phone: string;
}

export interface WhatsAppConsentRecord {
  userId: string;
  /** 10 digits (shared/schemas/contact-rules.ts); messages go to 91 and these. */
  phone: string;
  language: "en" | "hi";
  orderUpdates?: WhatsAppChoice;
  offers?: WhatsAppChoice;
  history: WhatsAppConsentHistoryEntry[];
  version: number;
}

const key = (userId: string) => ({ pk: `USER#${userId}`, sk: "WHATSAPP" });
const PHONE = (phone: string) => `WAPHONE#${phone}`;

export function whatsappConsents(db: Db) {
  return {
    async get(userId: string): Promise<WhatsAppConsentRecord | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(userId), ConsistentRead: true }));
      return result.Item ? withoutLayout<WhatsAppConsentRecord>(result.Item) : undefined;
    },

    /** Writes the record if nobody changed it since `seenVersion` (0: none yet); false when somebody did. */
    async save(record: Omit<WhatsAppConsentRecord, "version">, seenVersion: number): Promise<boolean> {
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: { ...key(record.userId), entity: "whatsappConsent", gsi2pk: PHONE(record.phone), gsi2sk: record.userId, ...record, version: seenVersion + 1, updatedAt: db.now().toISOString() },
            ConditionExpression: seenVersion === 0 ? "attribute_not_exists(pk)" : "#v = :v",
            ...(seenVersion === 0 ? {} : { ExpressionAttributeNames: { "#v": "version" }, ExpressionAttributeValues: { ":v": seenVersion } }),
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Every account that gave this number (a family may share one). */
    async ofPhone(phone: string): Promise<WhatsAppConsentRecord[]> {
      const items = await queryAll(db, { index: "gsi2", partition: PHONE(phone) });
      return items.map((item) => withoutLayout<WhatsAppConsentRecord>(item));
    },
  };
}
