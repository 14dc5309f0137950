import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { isExpired, ttlAfter } from "./items.js";
import type { TransactItem } from "./transact.js";
import type { NoticeLanguage } from "../../shared/privacy/notice-version.js";

// A sign-up waiting for its e-mail's link (issue 41, item 5): the name, the address and the
// password's hash, until the link makes the account or the item expires (TTL). Nothing about it
// is ever told to the one who asked, so it says nothing about which addresses have accounts.

export interface PendingSignup {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  /** The privacy notice she agreed to by pressing Register; recorded as her consent when the account is made. */
  notice?: { version: string; language: NoticeLanguage; at: string };
}

const key = (id: string) => ({ pk: `SIGNUP#${id}`, sk: "SIGNUP" });

export function pendingSignupRepository(db: Db) {
  return {
    /** Transaction action: the sign-up written, alongside its link's request and e-mail. */
    putAction(signup: PendingSignup, lifetimeSeconds: number): TransactItem {
      const now = db.now();
      return { Put: { TableName: db.tableName, Item: { ...key(signup.id), entity: "pending-signup", ...signup, requestedAt: now.toISOString(), expiresAt: ttlAfter(now, lifetimeSeconds) } } };
    },

    async get(id: string): Promise<PendingSignup | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
      const item = result.Item;
      if (!item || isExpired(item, db.now())) return undefined;
      const notice = item.notice as PendingSignup["notice"] | undefined;
      return { id, name: String(item.name), email: String(item.email), passwordHash: String(item.passwordHash), ...(notice ? { notice } : {}) };
    },

    /** Transaction action: the sign-up finished, only once. */
    finishAction(id: string): TransactItem {
      return { Delete: { TableName: db.tableName, Key: key(id), ConditionExpression: "attribute_exists(pk)" } };
    },
  };
}

export type PendingSignupRepository = ReturnType<typeof pendingSignupRepository>;
