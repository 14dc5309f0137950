import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { createHash } from "node:crypto";
import type { Db } from "./db.js";
import { isExpired, ttlAfter } from "./items.js";
import { isConditionFailure, type TransactItem } from "./transact.js";

// Links the shop e-mails to an account: a password reset, an address to verify. One open request
// per account and kind (asking again replaces it). The link's secret is made by the sender when it
// writes the e-mail and is stored here only as its SHA-256, so neither this item nor the outbox
// ever holds a working link. A staff invitation is one too: its link sets the first password. Single use: using it deletes the item on condition that it still
// holds that hash.

/** "signup": the link that finishes a sign-up (its id is the pending sign-up's, not an account's). */
export const ACCOUNT_LINK_KINDS = ["password-reset", "verify-email", "staff-invitation", "signup"] as const;
export type AccountLinkKind = (typeof ACCOUNT_LINK_KINDS)[number];

export interface AccountLink {
  userId: string;
  requestId: string;
  tokenHash?: string;
  expiresAt: number;
}

export const accountLinkKey = (kind: AccountLinkKind, userId: string) => ({ pk: `ACCOUNT_LINK#${kind}#${userId}`, sk: "ACCOUNT_LINK" });
const key = accountLinkKey;

export const hashLinkSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function accountLinkRepository(db: Db) {
  return {
    /** Transaction action: a new request, replacing any earlier one and its link. */
    requestAction(kind: AccountLinkKind, userId: string, requestId: string, lifetimeSeconds: number): TransactItem {
      const now = db.now();
      return {
        Put: {
          TableName: db.tableName,
          Item: { ...key(kind, userId), entity: "account-link", kind, userId, requestId, requestedAt: now.toISOString(), expiresAt: ttlAfter(now, lifetimeSeconds) },
        },
      };
    },

    async get(kind: AccountLinkKind, userId: string): Promise<AccountLink | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(kind, userId), ConsistentRead: true }));
      const item = result.Item;
      if (!item || isExpired(item, db.now())) return undefined;
      return { userId, requestId: String(item.requestId), expiresAt: Number(item.expiresAt), ...(typeof item.tokenHash === "string" ? { tokenHash: item.tokenHash } : {}) };
    },

    /** Records the link's secret (hashed) for this request; false when a newer request replaced it. */
    async setSecret(kind: AccountLinkKind, userId: string, requestId: string, secret: string): Promise<boolean> {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key(kind, userId),
            UpdateExpression: "SET tokenHash = :h",
            ConditionExpression: "requestId = :r",
            ExpressionAttributeValues: { ":h": hashLinkSecret(secret), ":r": requestId },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Transaction action: the link used up, only if it is still this one. */
    useAction(kind: AccountLinkKind, userId: string, tokenHash: string): TransactItem {
      return {
        Delete: {
          TableName: db.tableName,
          Key: key(kind, userId),
          ConditionExpression: "tokenHash = :h",
          ExpressionAttributeValues: { ":h": tokenHash },
        },
      };
    },
  };
}

export type AccountLinkRepository = ReturnType<typeof accountLinkRepository>;
