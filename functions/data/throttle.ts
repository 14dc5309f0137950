import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { isExpired, ttlAfter } from "./items.js";
import { isConditionFailure } from "./transact.js";

/** A throttle's answer: taken, or refused until the window ends. */
export type Attempt = { allowed: true; count: number } | { allowed: false; resetsAt: Date };

/**
 * Counts attempts per key (a login's e-mail and source, a source alone) in a fixed window that
 * starts at the first attempt. An attempt is taken with a conditional write before the work it
 * guards, so parallel attempts meet the same limit as sequential ones.
 */
export function throttleRepository(db: Db) {
  const key = (name: string) => ({ pk: `THROTTLE#${name}`, sk: "THROTTLE" });
  // Keys this process has seen full, and until when (only those taken with `remember`): a flood's
  // later attempts are refused without a round trip. A give-back here forgets it; one in another
  // process is not seen, so such a key may stay refused here until its window ends.
  const fullUntil = new Map<string, Date>();

  /** When a remembered key's window ends, if this process saw it full. */
  function knownFull(name: string): Date | undefined {
    const until = fullUntil.get(name);
    if (until && until > db.now()) return until;
    fullUntil.delete(name);
    return undefined;
  }

  async function failures(name: string): Promise<{ count: number; resetsAt: Date | null }> {
    const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(name), ConsistentRead: true }));
    const item = result.Item;
    if (!item || isExpired(item, db.now())) return { count: 0, resetsAt: null };
    return { count: Number(item.count ?? 0), resetsAt: new Date(Number(item.expiresAt) * 1000) };
  }

  async function takeInTable(name: string, limit: number, windowSeconds: number): Promise<Attempt> {
    for (let round = 0; round < 5; round++) {
      const now = db.now();
      const nowSeconds = Math.floor(now.getTime() / 1000);
      try {
        // A window is open and not full: one more.
        const result = await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key(name),
            UpdateExpression: "ADD #c :one",
            ConditionExpression: "attribute_exists(pk) AND expiresAt > :now AND #c < :limit",
            ExpressionAttributeNames: { "#c": "count" },
            ExpressionAttributeValues: { ":one": 1, ":now": nowSeconds, ":limit": limit },
            ReturnValues: "UPDATED_NEW",
          }),
        );
        return { allowed: true, count: Number(result.Attributes?.count ?? 1) };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      try {
        // No window, or it has ended: this attempt starts one.
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: { ...key(name), entity: "throttle", count: 1, expiresAt: ttlAfter(now, windowSeconds) },
            ConditionExpression: "attribute_not_exists(pk) OR expiresAt <= :now",
            ExpressionAttributeValues: { ":now": nowSeconds },
          }),
        );
        return { allowed: true, count: 1 };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      // Both refused: the window is open and full, unless it changed in between; look again.
      const current = await failures(name);
      if (current.resetsAt && current.count >= limit) return { allowed: false, resetsAt: current.resetsAt };
    }
    const current = await failures(name);
    return { allowed: false, resetsAt: current.resetsAt ?? db.now() };
  }

  return {
    failures,
    knownFull,

    /** Takes one attempt of `limit` in the key's window, or says when the window ends. */
    async take(name: string, limit: number, windowSeconds: number, options: { remember?: boolean } = {}): Promise<Attempt> {
      if (!options.remember) return takeInTable(name, limit, windowSeconds);
      const until = knownFull(name);
      if (until) return { allowed: false, resetsAt: until };
      const attempt = await takeInTable(name, limit, windowSeconds);
      if (!attempt.allowed) fullUntil.set(name, attempt.resetsAt);
      return attempt;
    },

    /** An attempt that turned out well is not held against the key (a correct password). */
    async giveBack(name: string): Promise<void> {
      fullUntil.delete(name);
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key(name),
            UpdateExpression: "ADD #c :minus",
            ConditionExpression: "attribute_exists(pk) AND #c > :zero",
            ExpressionAttributeNames: { "#c": "count" },
            ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async clear(name: string): Promise<void> {
      fullUntil.delete(name);
      await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: key(name) }));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof throttleRepository>;
