import { PutCommand } from "@aws-sdk/lib-dynamodb";
import type { ShopEvent } from "../../shared/schemas/shop-event.js";
import type { Db } from "./db.js";
import { newId } from "./ids.js";
import { isExpired, ttlAfter } from "./items.js";
import { queryPage } from "./query-page.js";
import type { TransactItem } from "./transact.js";

/** Events are for the admin's live view; a few days of them is plenty. */
const EVENT_TTL_SECONDS = 3 * 24 * 3600;

export type NewEvent = Omit<ShopEvent, "id" | "at">;

export function eventRepository(db: Db) {
  function item(event: NewEvent) {
    const now = db.now();
    const at = now.toISOString();
    const id = newId(now);
    return { pk: "EVENT", sk: `${at}#${id}`, entity: "event", id, at, ...event, expiresAt: ttlAfter(now, EVENT_TTL_SECONDS) };
  }

  return {
    /** Transaction action recording an event with the write it describes. */
    appendAction(event: NewEvent): TransactItem {
      return { Put: { TableName: db.tableName, Item: item(event) } };
    },

    async append(event: NewEvent): Promise<void> {
      await db.doc.send(new PutCommand({ TableName: db.tableName, Item: item(event) }));
    },

    /**
     * Events after a cursor, oldest first, and the cursor to ask with next time. Without a cursor
     * the feed starts from now, so a newly opened admin page is not flooded with old events.
     */
    async after(cursor: string | undefined, limit: number): Promise<{ events: ShopEvent[]; cursor: string }> {
      const now = db.now();
      const from = cursor ?? `${now.toISOString()}#`;
      const page = await queryPage(db, { partition: "EVENT", sortAfter: from, limit });
      const events = page.items
        .filter((e) => !isExpired(e, now))
        .map((e) => ({ id: e.id as string, type: e.type as ShopEvent["type"], text: e.text as string, refs: e.refs as Record<string, string>, at: e.at as string }));
      const last = page.items[page.items.length - 1];
      return { events, cursor: last ? (last.sk as string) : from };
    },
  };
}

export type EventRepository = ReturnType<typeof eventRepository>;
