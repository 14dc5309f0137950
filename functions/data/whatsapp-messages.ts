import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { queryAll } from "./query-page.js";
import { isConditionFailure } from "./transact.js";

// An order's WhatsApp messages (issue 44), on its trail: ORDER#<orderId> / WAMSG#<outbox item id>,
// one per update the outbox sends, and WAMID#<Meta's message id> / LINK to find it when Meta
// reports its status. A status only ever moves forward (sent, delivered, read; or failed), so
// statuses arriving late, twice or out of order leave the latest one standing.

export type WhatsAppMessageStatus = "sending" | "accepted" | "sent" | "delivered" | "read" | "failed" | "not-sent";

/** How far along each status is: a report of an earlier one after a later one changes nothing. */
const RANK: Record<WhatsAppMessageStatus, number> = { sending: 0, "not-sent": 1, accepted: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

export interface WhatsAppMessageRecord {
  orderId: string;
  /** The outbox item that sent it: one message per item, however often the item is tried. */
  outboxId: string;
  template: string;
  language: string;
  to: string;
  status: WhatsAppMessageStatus;
  wamid?: string;
  /** Why it failed or was not sent (Meta's code and words, or the shop's reason). */
  reason?: string;
  code?: number;
  /** When the last try to send began: a try that died mid-send is tried again after a while. */
  sendingSince?: string;
  history: Array<{ status: WhatsAppMessageStatus; at: string; reason?: string }>;
  createdAt: string;
  updatedAt: string;
}

const key = (orderId: string, outboxId: string) => ({ pk: `ORDER#${orderId}`, sk: `WAMSG#${outboxId}` });
const linkKey = (wamid: string) => ({ pk: `WAMID#${wamid}`, sk: "LINK" });

export function whatsappMessages(db: Db) {
  return {
    async get(orderId: string, outboxId: string): Promise<WhatsAppMessageRecord | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(orderId, outboxId), ConsistentRead: true }));
      return result.Item ? withoutLayout<WhatsAppMessageRecord>(result.Item) : undefined;
    },

    /**
     * Claims the send: "claimed" when this caller may send now (none was tried, the last try failed
     * in a way worth another, or a try began longer than `staleMs` ago and never finished); "decided"
     * when Meta took it or it will not go; "in-flight" when a try began lately and may still be at work.
     */
    async claim(message: Omit<WhatsAppMessageRecord, "status" | "history" | "createdAt" | "updatedAt">, staleMs: number): Promise<"claimed" | "decided" | "in-flight"> {
      const now = db.now();
      const at = now.toISOString();
      const before = await this.get(message.orderId, message.outboxId);
      if (before && before.status !== "sending") return "decided";
      // A try that ended in a failure worth another has its reason last; one without may still be at work.
      const inFlight = before !== undefined && before.history.at(-1)?.reason === undefined && now.getTime() - Date.parse(before.sendingSince ?? before.updatedAt) < staleMs;
      if (inFlight) return "in-flight";
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: {
              ...key(message.orderId, message.outboxId),
              entity: "whatsappMessage",
              ...message,
              status: "sending",
              sendingSince: at,
              history: [...(before?.history ?? []), { status: "sending", at }],
              createdAt: before?.createdAt ?? at,
              updatedAt: at,
            },
            ConditionExpression: before ? "updatedAt = :seen" : "attribute_not_exists(pk)",
            ...(before && { ExpressionAttributeValues: { ":seen": before.updatedAt } }),
          }),
        );
        return "claimed";
      } catch (error) {
        // Another try claimed it between the read and the write.
        if (isConditionFailure(error)) return "in-flight";
        throw error;
      }
    },

    /** Meta took it: its id, and the link its statuses find it by. */
    async accepted(orderId: string, outboxId: string, wamid: string): Promise<void> {
      // The id first, then the link Meta's statuses find it by, then the status: a status that
      // arrives between them finds the message with its id, and moves it past "accepted".
      await db.doc.send(new UpdateCommand({ TableName: db.tableName, Key: key(orderId, outboxId), UpdateExpression: "SET wamid = :wamid", ExpressionAttributeValues: { ":wamid": wamid } }));
      await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { ...linkKey(wamid), entity: "whatsappMessageLink", orderId, outboxId } }));
      await this.move(orderId, outboxId, "accepted");
    },

    /** A try that failed in a way worth another: the reason kept, the send free for the next try. */
    async triedAgainLater(orderId: string, outboxId: string, reason: string): Promise<void> {
      const at = db.now().toISOString();
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: key(orderId, outboxId),
          UpdateExpression: "SET history = list_append(history, :entry), updatedAt = :at, reason = :reason",
          ConditionExpression: "#status = :sending",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":entry": [{ status: "sending", at, reason }], ":at": at, ":reason": reason, ":sending": "sending" },
        }),
      ).catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    },

    /**
     * Moves a message to `status` unless it is already as far or further; false when it was. `wamid`
     * with `accepted`; `reason` and `code` with `failed` and `not-sent`.
     */
    async move(orderId: string, outboxId: string, status: WhatsAppMessageStatus, extra: { wamid?: string; reason?: string; code?: number; at?: string } = {}): Promise<boolean> {
      const at = extra.at ?? db.now().toISOString();
      const entry = { status, at, ...(extra.reason && { reason: extra.reason }) };
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key(orderId, outboxId),
            UpdateExpression: `SET #status = :status, statusRank = :rank, history = list_append(history, :entry), updatedAt = :at${extra.wamid ? ", wamid = :wamid" : ""}${extra.reason ? ", reason = :reason" : ""}${extra.code !== undefined ? ", code = :code" : ""}`,
            ConditionExpression: "attribute_exists(pk) AND (attribute_not_exists(statusRank) OR statusRank < :rank)",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: {
              ":status": status,
              ":rank": RANK[status],
              ":entry": [entry],
              ":at": at,
              ...(extra.wamid && { ":wamid": extra.wamid }),
              ...(extra.reason && { ":reason": extra.reason }),
              ...(extra.code !== undefined && { ":code": extra.code }),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** The message Meta's id names, if it is one of ours. */
    async byWamid(wamid: string): Promise<{ orderId: string; outboxId: string } | undefined> {
      const link = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: linkKey(wamid), ConsistentRead: true }));
      return typeof link.Item?.orderId === "string" && typeof link.Item.outboxId === "string" ? { orderId: link.Item.orderId, outboxId: link.Item.outboxId } : undefined;
    },

    /** Her account closed: an order's messages and their links go (they name her number). */
    async forget(orderId: string): Promise<void> {
      for (const message of await this.ofOrder(orderId)) {
        if (message.wamid) await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: linkKey(message.wamid) }));
        await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: key(orderId, message.outboxId) }));
      }
    },

    /** An order's messages, oldest first (the admin's order screen). */
    async ofOrder(orderId: string): Promise<WhatsAppMessageRecord[]> {
      const items = await queryAll(db, { partition: `ORDER#${orderId}`, sortPrefix: "WAMSG#" });
      return items.map((item) => {
        const { statusRank: _rank, ...record } = withoutLayout<WhatsAppMessageRecord & { statusRank?: number }>(item);
        return record;
      }).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
  };
}
