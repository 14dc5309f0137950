import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { createHash } from "node:crypto";
import type { Db } from "./db.js";
import { isConditionFailure } from "./transact.js";

// Addresses the shop no longer mails: SES reported a permanent bounce or a spam complaint
// (functions/mail/ses-feedback.ts). The outbox asks here before each e-mail. The item holds a
// one-way hash of the address, never the address, so it names no one by itself.

export type SuppressionReason = "bounce" | "complaint";

export interface MailSuppression {
  reason: SuppressionReason;
  /** When SES saw it (its notification's timestamp). */
  at: string;
  /** SES's id of the bounce or complaint, to find it in SES's own records. */
  feedbackId: string;
}

/** Mailboxes are matched without regard to case (as SES's own suppression list does). */
export const addressHash = (address: string) => createHash("sha256").update(address.trim().toLowerCase()).digest("hex");

const key = (address: string) => ({ pk: `SUPPRESSED#${addressHash(address)}`, sk: "SUPPRESSED" });

export function mailSuppressions(db: Db) {
  return {
    /**
     * Records the address as not to be mailed; true when this call did, false when it already was
     * (SNS delivers a notification at least once: the repeat changes nothing).
     */
    async suppress(address: string, suppression: MailSuppression): Promise<boolean> {
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: { ...key(address), entity: "mailSuppression", ...suppression, recordedAt: db.now().toISOString() },
            ConditionExpression: "attribute_not_exists(pk)",
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async get(address: string): Promise<MailSuppression | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(address) }));
      if (!result.Item) return undefined;
      return { reason: result.Item.reason as SuppressionReason, at: String(result.Item.at), feedbackId: String(result.Item.feedbackId) };
    },
  };
}

export type MailSuppressions = ReturnType<typeof mailSuppressions>;
