import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction, type TransactItem } from "./transact.js";

// SETTINGS / SHOP: the one item of the owner's settings (DESIGN 10). Sections are maps of their
// own; a section never saved is absent and read as its defaults (functions/settings/).

export interface StoredSettings {
  /** Each save bumps it; a save names the version it started from, so two admins never overwrite each other unseen. */
  version: number;
  updatedAt: string;
  updatedBy: string;
  sections: Record<string, unknown>;
}

const KEY = { pk: "SETTINGS", sk: "SHOP" };

export function settingsRepository(db: Db) {
  return {
    async get(): Promise<StoredSettings | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: KEY, ConsistentRead: true }));
      return result.Item ? withoutLayout<StoredSettings>(result.Item) : undefined;
    },

    /**
     * Stores the sections as version `fromVersion + 1`, in one transaction with `alongside` (an
     * audit entry); false when someone saved in between.
     */
    async save(sections: Record<string, unknown>, fromVersion: number, by: string, alongside: LabelledAction[] = []): Promise<StoredSettings | false> {
      const stored: StoredSettings = { version: fromVersion + 1, updatedAt: db.now().toISOString(), updatedBy: by, sections };
      const put: TransactItem = {
        Put: {
          TableName: db.tableName,
          Item: { ...KEY, entity: "settings", ...stored },
          ConditionExpression: fromVersion === 0 ? "attribute_not_exists(pk)" : "version = :from",
          ...(fromVersion === 0 ? {} : { ExpressionAttributeValues: { ":from": fromVersion } }),
        },
      };
      try {
        await transactWrite(db, [...labelled("settings", put), ...alongside]);
        return stored;
      } catch (error) {
        if (error instanceof ConditionsFailed && error.refused("settings")) return false;
        throw error;
      }
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
