import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { WhatsAppCategory } from "../../shared/whatsapp/templates.js";
import type { Db } from "./db.js";

// What Meta last said of each template (issue 44): WHATSAPP / TEMPLATES, one entry per
// name and language, from the template status and category webhooks. A template Meta paused,
// disabled or moved to another category is not used until it says otherwise: e-mail carries on.

export type TemplateStatus = "APPROVED" | "PAUSED" | "DISABLED" | "REJECTED" | "PENDING" | "IN_APPEAL" | "FLAGGED" | "PENDING_DELETION" | "DELETED" | "REINSTATED";

export interface TemplateState {
  status?: TemplateStatus;
  /** The category Meta put it in, when it changed it. */
  category?: WhatsAppCategory;
  reason?: string;
  at: string;
}

const KEY = { pk: "WHATSAPP", sk: "TEMPLATES" };
const entryName = (name: string, language: string) => `${name}#${language}`;

export function whatsappTemplateStates(db: Db) {
  return {
    /** Every template Meta has said something of, by `name#language`. */
    async all(): Promise<Record<string, TemplateState>> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: KEY, ConsistentRead: true }));
      return (result.Item?.templates as Record<string, TemplateState> | undefined) ?? {};
    },

    async of(name: string, language: string): Promise<TemplateState | undefined> {
      return (await this.all())[entryName(name, language)];
    },

    /** Meta's news of one template; an older report than the one kept changes nothing. */
    async record(name: string, language: string, change: Omit<TemplateState, "at">, at: string): Promise<void> {
      const entry = entryName(name, language);
      const kept = await this.of(name, language);
      if (kept && kept.at > at) return;
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: KEY,
          UpdateExpression: "SET templates = if_not_exists(templates, :empty), entity = :entity",
          ExpressionAttributeValues: { ":empty": {}, ":entity": "whatsappTemplates" },
        }),
      );
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: KEY,
          UpdateExpression: "SET templates.#entry = :state",
          ExpressionAttributeNames: { "#entry": entry },
          ExpressionAttributeValues: { ":state": { ...kept, ...change, at } },
        }),
      );
    },
  };
}
