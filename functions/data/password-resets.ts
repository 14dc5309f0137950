import { DeleteCommand, GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { createHash } from "node:crypto";
import type { Db } from "./db.js";
import { isExpired, ttlAfter } from "./items.js";
import { isConditionFailure, type TransactItem } from "./transact.js";

// A password-reset request per account (asking again replaces it). The link's secret is made by
// the sender when it writes the e-mail and is stored here only as its SHA-256, so neither this item
// nor the outbox ever holds a working link. Single use: the reset deletes the item on condition
// that it still holds that hash.

export interface PasswordReset {
  userId: string;
  requestId: string;
  tokenHash?: string;
  expiresAt: number;
}

const key = (userId: string) => ({ pk: `PASSWORD_RESET#${userId}`, sk: "PASSWORD_RESET" });

export const hashResetSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function passwordResetRepository(db: Db) {
  return {
    /** Transaction action: a new request, replacing any earlier one and its link. */
    requestAction(userId: string, requestId: string, lifetimeSeconds: number): TransactItem {
      const now = db.now();
      return {
        Put: {
          TableName: db.tableName,
          Item: { ...key(userId), entity: "password-reset", userId, requestId, requestedAt: now.toISOString(), expiresAt: ttlAfter(now, lifetimeSeconds) },
        },
      };
    },

    async get(userId: string): Promise<PasswordReset | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(userId), ConsistentRead: true }));
      const item = result.Item;
      if (!item || isExpired(item, db.now())) return undefined;
      return { userId, requestId: String(item.requestId), expiresAt: Number(item.expiresAt), ...(typeof item.tokenHash === "string" ? { tokenHash: item.tokenHash } : {}) };
    },

    /** Records the link's secret (hashed) for this request; false when a newer request replaced it. */
    async setSecret(userId: string, requestId: string, secret: string): Promise<boolean> {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key(userId),
            UpdateExpression: "SET tokenHash = :h",
            ConditionExpression: "requestId = :r",
            ExpressionAttributeValues: { ":h": hashResetSecret(secret), ":r": requestId },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Transaction action: the link used up, only if it is still this one. */
    useAction(userId: string, tokenHash: string): TransactItem {
      return {
        Delete: {
          TableName: db.tableName,
          Key: key(userId),
          ConditionExpression: "tokenHash = :h",
          ExpressionAttributeValues: { ":h": tokenHash },
        },
      };
    },

    async cancel(userId: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: key(userId) }));
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>;
