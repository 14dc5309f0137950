import { BatchGetCommand, DeleteCommand, GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { ReturnReason } from "@shared/returns.js";
import type { ReviewFit } from "@shared/reviews.js";
import type { FitEvidence } from "@shared/fit-advice/fit-evidence.js";
import { decodeCursor, encodeCursor } from "./cursor.js";
import type { Db } from "./db.js";
import { measurementBookKey } from "./measurement-book.js";
import type { TransactItem } from "./transact.js";

// Fit evidence (issue 46), kept as counts moved by ADD in the transaction of the event they come
// from, so each event counts once: a return's receipt (conditioned on the state it moved from), a
// review's moderation (on the review's version) and an order's window closing (on its marker).
//   PRODUCT#<id> / FIT                 one product's counts; gsi1 FIT_PRODUCTS / <id> for the owner's list
//   FIT_GROUPS / <subcategory>         a subcategory's counts: the new piece's fallback, and the shop's average
//   USER#<id> / KEPT_SIZES             the sizes one shopper kept, by subcategory
//   ORDER#<id> / FIT_KEPT              an order whose kept pieces are counted
// Counts are flat attributes ("kept#M", "returned#M#damaged", "exchanged#M#L", "review#runs-small"):
// ADD makes a missing one, where a nested map would have to exist first.

export const productFitKey = (productId: string) => ({ pk: `PRODUCT#${productId}`, sk: "FIT" });
export const subcategoryFitKey = (subcategory: string) => ({ pk: "FIT_GROUPS", sk: subcategoryKeyOf(subcategory) });
export const keptSizesKey = (userId: string) => ({ pk: `USER#${userId}`, sk: "KEPT_SIZES" });
export const keptMarkerKey = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: "FIT_KEPT" });

/** Subcategories are named by people ("Dress", "dress "): one group whatever the case. */
export const subcategoryKeyOf = (subcategory: string) => subcategory.trim().toLowerCase() || "-";

/** What one event adds to (or, a review hidden, takes from) the counts: attribute name → pieces. */
export type FitCounts = Map<string, number>;

export const keptCount = (size: string) => `kept#${size}`;
export const returnedCount = (size: string, reason: ReturnReason) => `returned#${size}#${reason}`;
export const exchangedCount = (from: string, to: string) => `exchanged#${from}#${to}`;
export const reviewCount = (fit: ReviewFit) => `review#${fit}`;

export function addCount(counts: FitCounts, name: string, pieces: number): FitCounts {
  counts.set(name, (counts.get(name) ?? 0) + pieces);
  return counts;
}

/** The counts of an item, read back into evidence; attributes of other kinds are skipped. */
export function evidenceOf(item: Record<string, unknown> | undefined): FitEvidence {
  const evidence: FitEvidence = { kept: {}, returned: {}, exchanged: {}, reviews: { "runs-small": 0, "true-to-size": 0, "runs-large": 0 } };
  if (!item) return evidence;
  for (const [name, value] of Object.entries(item)) {
    if (typeof value !== "number" || value === 0) continue;
    const [kind, first = "", second = ""] = name.split("#");
    if (kind === "kept") evidence.kept[first] = value;
    // Only this module writes these names: a reason or a fit is one of the shop's own.
    else if (kind === "returned" && second) (evidence.returned[first] ??= {})[second as ReturnReason] = value;
    else if (kind === "exchanged") (evidence.exchanged[first] ??= {})[second] = value;
    else if (kind === "review" && first in evidence.reviews) evidence.reviews[first as ReviewFit] = value;
  }
  return evidence;
}

/** Her kept sizes in one subcategory, from her item. */
export function keptIn(item: Record<string, unknown> | undefined, subcategory: string): Record<string, number> {
  const prefix = `kept#${subcategoryKeyOf(subcategory)}#`;
  const kept: Record<string, number> = {};
  for (const [name, value] of Object.entries(item ?? {})) if (name.startsWith(prefix) && typeof value === "number" && value > 0) kept[name.slice(prefix.length)] = value;
  return kept;
}

/** Every subcategory she kept pieces in, with the sizes: her data export. */
export function keptBySubcategory(item: Record<string, unknown> | undefined): Array<{ subcategory: string; size: string; pieces: number }> {
  return Object.entries(item ?? {}).flatMap(([name, value]) => {
    const [kind, subcategory = "", ...size] = name.split("#");
    return kind === "kept" && typeof value === "number" && value > 0 ? [{ subcategory, size: size.join("#"), pieces: value }] : [];
  });
}

function addAction(db: Db, key: Record<string, string>, counts: FitCounts, sets: Record<string, unknown>): TransactItem | undefined {
  const moved = [...counts].filter(([, pieces]) => pieces !== 0);
  if (moved.length === 0) return undefined;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ":at": db.now().toISOString() };
  const setParts = ["updatedAt = :at"];
  Object.entries(sets).forEach(([name, value], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = value;
    setParts.push(`#s${i} = :s${i}`);
  });
  const adds = moved.map(([name, pieces], i) => {
    names[`#c${i}`] = name;
    values[`:c${i}`] = pieces;
    return `#c${i} :c${i}`;
  });
  return { Update: { TableName: db.tableName, Key: key, UpdateExpression: `SET ${setParts.join(", ")} ADD ${adds.join(", ")}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values } };
}

export function fitEvidenceRepository(db: Db) {
  return {
    /**
     * Transaction actions: each product's counts, and each subcategory's moved by the sum of its
     * products' (a transaction may touch an item once).
     */
    countActions(entries: ReadonlyArray<{ product: { id: string; subcategory?: string }; counts: FitCounts }>): TransactItem[] {
      const groups = new Map<string, FitCounts>();
      const actions: TransactItem[] = [];
      for (const { product, counts } of entries) {
        const subcategory = subcategoryKeyOf(product.subcategory ?? "");
        const own = addAction(db, productFitKey(product.id), counts, { entity: "productFit", productId: product.id, subcategory, gsi1pk: "FIT_PRODUCTS", gsi1sk: product.id });
        if (!own) continue;
        actions.push(own);
        const group = groups.get(subcategory) ?? new Map<string, number>();
        groups.set(subcategory, group);
        for (const [name, pieces] of counts) addCount(group, name, pieces);
      }
      for (const [subcategory, counts] of groups) {
        const group = addAction(db, subcategoryFitKey(subcategory), counts, { entity: "subcategoryFit", subcategory });
        if (group) actions.push(group);
      }
      return actions;
    },

    /** Transaction action: sizes a shopper kept, by subcategory ("kept#dress#L"). */
    keptSizesAction(userId: string, kept: FitCounts): TransactItem | undefined {
      return addAction(db, keptSizesKey(userId), kept, { entity: "keptSizes" });
    },

    /** Transaction action: an order's kept pieces counted, once. */
    keptMarkerAction(orderId: string, at: string): TransactItem {
      return { Put: { TableName: db.tableName, Item: { ...keptMarkerKey(orderId), entity: "fitKeptMarker", countedAt: at }, ConditionExpression: "attribute_not_exists(pk)" } };
    },

    /** The product's counts, its subcategory's and (signed in) her kept sizes and measurements, in one request. */
    async forProductPage(productId: string, subcategory: string, userId?: string) {
      const keys = [productFitKey(productId), subcategoryFitKey(subcategory), ...(userId ? [keptSizesKey(userId), measurementBookKey(userId)] : [])];
      const result = await db.doc.send(new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: keys } } }));
      // Four small items never come back unprocessed unless throttled; read those again once.
      const items = [...(result.Responses?.[db.tableName] ?? [])];
      const left = result.UnprocessedKeys?.[db.tableName]?.Keys;
      if (left?.length) items.push(...((await db.doc.send(new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: left } } }))).Responses?.[db.tableName] ?? []));
      const find = (key: { pk: string; sk: string }) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
      return { own: find(keys[0]!), subcategory: find(keys[1]!), kept: userId ? find(keys[2]!) : undefined, measurements: userId ? find(keys[3]!) : undefined };
    },

    /** Her kept sizes, gone with her account (safe to repeat). */
    async forgetKeptSizes(userId: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: keptSizesKey(userId) }));
    },

    async keptSizes(userId: string): Promise<Record<string, unknown> | undefined> {
      return (await db.doc.send(new GetCommand({ TableName: db.tableName, Key: keptSizesKey(userId) }))).Item;
    },

    /** Products with any evidence, by id, a page at a time (the owner's list and its CSV). */
    async listProducts(page: { limit: number; cursor?: string }): Promise<{ items: Array<Record<string, unknown>>; nextCursor: string | null }> {
      const result = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: "gsi1",
          KeyConditionExpression: "gsi1pk = :p",
          ExpressionAttributeValues: { ":p": "FIT_PRODUCTS" },
          Limit: page.limit,
          ExclusiveStartKey: decodeCursor(page.cursor, ["pk", "sk", "gsi1pk", "gsi1sk"]),
        }),
      );
      return { items: result.Items ?? [], nextCursor: encodeCursor(result.LastEvaluatedKey as Record<string, string> | undefined) };
    },

    /** Every subcategory's counts (tens of small items): the shop's average. */
    async subcategories(): Promise<Array<Record<string, unknown>>> {
      const items: Array<Record<string, unknown>> = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db.doc.send(new QueryCommand({ TableName: db.tableName, KeyConditionExpression: "pk = :p", ExpressionAttributeValues: { ":p": "FIT_GROUPS" }, ExclusiveStartKey: startKey }));
        items.push(...(page.Items ?? []));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items;
    },
  };
}

export type FitEvidenceRepository = ReturnType<typeof fitEvidenceRepository>;
