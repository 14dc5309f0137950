import type { Repositories } from "../../data/repositories.js";
import type { OrderRecord } from "../../data/orders.js";
import type { UserRecord } from "../../data/users.js";

// The shape of the personal-data registry (registry.ts): every kind of item the shop's table holds
// is listed once, either as holding a shopper's personal data, with how it is found for her, what
// of it is exported and how it is erased, or as holding none, with why.

/** Which items a kind is: the partition key's prefix (or whole key) and, if it matters, the sort key's. */
export interface KeyShape {
  /** "USER#" matches every pk starting with it; "COUNTER" matches that pk exactly. */
  pk: string;
  /** As pk; left out, any sort key. */
  sk?: string;
}

/** What the export reads for one shopper. */
export interface ExportContext {
  repos: Repositories;
  user: UserRecord;
  /** Her orders, read once for every kind kept beside them. */
  orders: readonly OrderRecord[];
}

/** What erasing a kind for a closing account may need. */
export interface ErasureContext {
  repos: Repositories;
  user: UserRecord;
  orders: readonly OrderRecord[];
  at: string;
}

/**
 * How a kind is erased when she closes her account:
 * - deleted: gone, in the closing transaction or by its own step just before it;
 * - anonymised: what names or reaches her is erased, the rest stays for the reason given;
 * - kept: stays as it is, for the legal reason given and that long;
 * - lapses: not filed under her account; it deletes itself (TTL) after the time given.
 */
export type Erasure =
  | { how: "deleted"; step?: (context: ErasureContext) => Promise<void> }
  | { how: "anonymised"; keeps: string; why: string; keptFor: string; step?: (context: ErasureContext) => Promise<void> }
  | { how: "kept"; why: string; keptFor: string }
  | { how: "lapses"; after: string; why: string };

export interface PersonalDataKind {
  kind: string;
  /** What the shopper calls it: the export's heading and the closure's list of what is kept. */
  title: string;
  keys: readonly KeyShape[];
  /** The `entity` attribute its items carry. */
  entities: readonly string[];
  /** The personal data it holds. */
  holds: string;
  /** How it is found for one shopper. */
  foundBy: string;
  /** Its section of the export (rupees, never paise), or why it has none. */
  exported: { section: string; read(context: ExportContext): Promise<unknown> } | { notExported: string };
  erasure: Erasure;
}

export interface NoPersonalDataKind {
  kind: string;
  keys: readonly KeyShape[];
  entities: readonly string[];
  /** Why nothing in it is a shopper's personal data. */
  none: string;
}

/** Whether a key shape covers a key: a prefix ending in "#" or the whole value. */
export function keyPartMatches(shape: string, value: string): boolean {
  return shape.endsWith("#") ? value.startsWith(shape) : value === shape;
}

export function shapeMatches(shape: KeyShape, pk: string, sk: string): boolean {
  return keyPartMatches(shape.pk, pk) && (shape.sk === undefined || keyPartMatches(shape.sk, sk));
}
