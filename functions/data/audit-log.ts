import { PutCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { newId } from "./ids.js";
import { queryPage, type PageRequest, type PageResult } from "./query-page.js";
import type { TransactItem } from "./transact.js";

// The admin audit log: every change made in the back office, who made it (as they were then),
// when, to what, and the changed fields before and after. One partition, newest first by its sort
// key: a boutique's back office writes a few hundred entries a day at most.

export const AUDIT_ENTITIES = ["product", "subcategory", "order", "refund", "discount", "user", "staff", "setting", "return", "store-credit", "review", "production", "approval", "gift-card"] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface AuditActor {
  id: string;
  name: string;
  role: string;
}

export interface NewAuditEntry {
  entity: AuditEntity;
  entityId: string;
  /** What was done, in a word or two: create, update, delete, status, refund, invite, role, remove. */
  action: string;
  /** The changed fields as they were (absent for a creation). */
  before?: Record<string, unknown>;
  /** The changed fields as they became (absent for a deletion). */
  after?: Record<string, unknown>;
}

export interface AuditEntry extends NewAuditEntry {
  id: string;
  at: string;
  actor: AuditActor;
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  actor?: string;
  action?: string;
  /** ISO times, both included. */
  from?: string;
  to?: string;
}

const compact = (fields: Record<string, unknown> | undefined) => (fields === undefined ? undefined : JSON.stringify(fields));

export function auditLogRepository(db: Db) {
  function item(actor: AuditActor, entry: NewAuditEntry) {
    const now = db.now();
    const at = now.toISOString();
    const id = newId(now);
    return {
      pk: "AUDIT",
      sk: `${at}#${id}`,
      entity: "audit",
      id,
      at,
      actor: { id: actor.id, name: actor.name, role: actor.role },
      subject: entry.entity,
      subjectId: entry.entityId,
      action: entry.action,
      // Kept as compact JSON text: any shape of field, never a clash with the table's own attributes.
      ...(entry.before ? { before: compact(entry.before) } : {}),
      ...(entry.after ? { after: compact(entry.after) } : {}),
    };
  }

  function fromItem(stored: Record<string, unknown>): AuditEntry {
    return {
      id: String(stored.id),
      at: String(stored.at),
      actor: stored.actor as AuditActor,
      entity: stored.subject as AuditEntity,
      entityId: String(stored.subjectId),
      action: String(stored.action),
      ...(typeof stored.before === "string" ? { before: JSON.parse(stored.before) as Record<string, unknown> } : {}),
      ...(typeof stored.after === "string" ? { after: JSON.parse(stored.after) as Record<string, unknown> } : {}),
    };
  }

  return {
    /** Transaction action: the entry, written with the change it records. */
    recordAction(actor: AuditActor, entry: NewAuditEntry): TransactItem {
      return { Put: { TableName: db.tableName, Item: item(actor, entry) } };
    },

    /** For changes that are not one transaction: written right after them. */
    async record(actor: AuditActor, entry: NewAuditEntry): Promise<void> {
      await db.doc.send(new PutCommand({ TableName: db.tableName, Item: item(actor, entry) }));
    },

    /** Newest first; the time range is the key's range, the rest filtered in the page loop. */
    async list(filter: AuditFilter, page: PageRequest): Promise<PageResult<AuditEntry>> {
      const from = filter.from ?? "0000";
      // Every key of the last instant sorts before "~".
      const to = `${filter.to ?? "9999"}~`;
      const actor = filter.actor?.toLowerCase();
      const result = await queryPage(db, {
        partition: "AUDIT",
        sortBetween: [from, to],
        newestFirst: true,
        limit: page.limit,
        cursor: page.cursor,
        matches: (stored) => {
          const who = stored.actor as AuditActor;
          return (
            (!filter.entity || stored.subject === filter.entity) &&
            (!filter.entityId || stored.subjectId === filter.entityId) &&
            (!filter.action || stored.action === filter.action) &&
            (!actor || who.id === filter.actor || who.name.toLowerCase().includes(actor))
          );
        },
      });
      return { items: result.items.map(fromItem), nextCursor: result.nextCursor };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof auditLogRepository>;

/** The fields that differ between two versions of a record, each side with only those fields. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, ignore: readonly string[] = []): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => !ignore.includes(name));
  const changed = names.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
  return {
    before: Object.fromEntries(changed.filter((n) => before[n] !== undefined).map((n) => [n, before[n]])),
    after: Object.fromEntries(changed.filter((n) => after[n] !== undefined).map((n) => [n, after[n]])),
  };
}

/** Who did it, as the log keeps them. */
export const auditActor = (user: { id: string; name: string; role: string }): AuditActor => ({ id: user.id, name: user.name, role: user.role === "admin" ? "owner" : user.role });
