import { DeleteCommand, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { randomBytes } from "node:crypto";
import type { Db } from "./db.js";
import { isExpired, ttlAfter } from "./items.js";
import { isConditionFailure } from "./transact.js";

/** A signed-in device: the token names it, and the shop ends it by deleting it. */
export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: number;
}

const key = (id: string) => ({ pk: `SESSION#${id}`, sk: "SESSION" });

export function sessionRepository(db: Db) {
  /** The session, or undefined once it has ended or lapsed (TTL deletes late). */
  async function get(id: string): Promise<SessionRecord | undefined> {
    const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
    if (!result.Item || isExpired(result.Item, db.now())) return undefined;
    return { id, userId: String(result.Item.userId), createdAt: String(result.Item.createdAt), expiresAt: Number(result.Item.expiresAt) };
  }

  return {
    async create(userId: string, lifetimeSeconds: number): Promise<SessionRecord> {
      const now = db.now();
      const record: SessionRecord = { id: randomBytes(16).toString("base64url"), userId, createdAt: now.toISOString(), expiresAt: ttlAfter(now, lifetimeSeconds) };
      try {
        await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { ...key(record.id), entity: "session", ...record }, ConditionExpression: "attribute_not_exists(pk)" }));
      } catch (error) {
        // The SDK sends a write again when its answer was lost (a socket timeout under load); the
        // first send may have stored it, so the condition refusing our own session is success.
        const stored = isConditionFailure(error) ? await get(record.id) : undefined;
        if (stored?.userId !== userId || stored.createdAt !== record.createdAt) throw error;
      }
      return record;
    },

    get,

    async end(id: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: key(id) }));
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
