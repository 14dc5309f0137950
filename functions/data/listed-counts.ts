// Active products per name a listing's `?category=` matches, kept beside the other counters and
// moved by every product write (functions/data/products.ts); read by listed-count-reads.ts.
import { addTo } from "./counters.js";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";

/** What `?category=` matches a product by (its category and its subcategory, lower case): counted while it is active. */
export interface Listed {
  category?: string;
  subcategory?: string;
  isActive?: boolean;
}

const listedUnder = (product: Listed | undefined): string[] =>
  product?.isActive ? [...new Set([product.category, product.subcategory].map((name) => (name ?? "").trim().toLowerCase()).filter(Boolean))] : [];

/**
 * Active products per name a listing's `?category=` matches (COUNTER / LISTED#<name>), moved in the
 * transaction of each product write, so a cold process knows a category's total without reading
 * it (docs/catalogue-and-search.md). One action per name, the moves of all `changes` netted.
 */
export function listedCountActions(db: Db, changes: ReadonlyArray<readonly [before: Listed | undefined, after: Listed | undefined]>): TransactItem[] {
  const deltas = new Map<string, number>();
  for (const [before, after] of changes) {
    for (const name of listedUnder(before)) deltas.set(name, (deltas.get(name) ?? 0) - 1);
    for (const name of listedUnder(after)) deltas.set(name, (deltas.get(name) ?? 0) + 1);
  }
  return [...deltas].filter(([, delta]) => delta !== 0).map(([name, delta]) => bumpListedCount(db, name, delta));
}

/** Active products per listed name among these: the figures the counts must equal (the upgrade script's recount). */
export function countListed(products: ReadonlyArray<Listed>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) for (const name of listedUnder(product)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/** A transaction action adding `delta` to the active products counted under one listed name (lower case). */
export const bumpListedCount = (db: Db, name: string, delta: number): TransactItem => addTo(db, `LISTED#${name}`, delta);
