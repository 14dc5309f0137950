import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { SubcategoryRecord } from "../../shared/schemas/subcategory-record.js";
import { conflict, notFound } from "../errors.js";
import { bumpCounter } from "./counters.js";
import type { Db } from "./db.js";
import { newId } from "./ids.js";
import { withoutLayout } from "./items.js";
import { queryAll } from "./query-page.js";
import { refusedOnly } from "./products.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction } from "./transact.js";

export type SubcategoryInput = Pick<SubcategoryRecord, "name" | "category" | "description" | "sortOrder" | "isActive">;

export const SUBCATEGORY_NAME_TAKEN = "A subcategory with this name already exists in this category.";

/** Labels of a subcategory's actions: the record, its unique name, the count of product writes naming it. */
const SUBCATEGORY = "subcategory";
const NAME = "subcategory-name";
const USES = "subcategory-uses";

const key = (id: string) => ({ pk: `SUBCATEGORY#${id}`, sk: "SUBCATEGORY" });
/**
 * Bumped by every product write naming the subcategory, in the product's own transaction, so a
 * delete or rename that counted the products first can insist nothing changed since.
 */
const usesKey = (id: string) => ({ pk: `SUBCATEGORY#${id}`, sk: "PRODUCT_WRITES" });
/** Names are unique within a category, compared without case or surrounding spaces. */
const nameKey = (category: string, name: string) => ({ pk: `UNIQUE#SUBCATEGORY#${category}#${name.trim().toLowerCase()}`, sk: "UNIQUE" });

function toItem(s: SubcategoryRecord) {
  return { ...key(s.id), entity: "subcategory", gsi1pk: "SUBCATEGORY", gsi1sk: `${s.category}#${s.id}`, ...s };
}

function fromItem(item: Record<string, unknown>): SubcategoryRecord {
  return withoutLayout<SubcategoryRecord>(item);
}

function usesUnchanged(seen: number) {
  return seen === 0
    ? { ConditionExpression: "attribute_not_exists(writes)" }
    : { ConditionExpression: "writes = :seen", ExpressionAttributeValues: { ":seen": seen } };
}

export function bySortOrder(a: SubcategoryRecord, b: SubcategoryRecord): number {
  return a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
}

export function subcategoryRepository(db: Db) {
  async function get(id: string): Promise<SubcategoryRecord | undefined> {
    const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
    return result.Item ? fromItem(result.Item) : undefined;
  }

  return {
    get,

    async create(input: SubcategoryInput): Promise<SubcategoryRecord> {
      const now = db.now();
      const id = newId(now);
      const s: SubcategoryRecord = { ...input, id, createdAt: now.toISOString(), updatedAt: now.toISOString() };
      try {
        await transactWrite(db, [
          ...labelled(NAME, { Put: { TableName: db.tableName, Item: { ...nameKey(s.category, s.name), entity: "unique", subcategoryId: id }, ConditionExpression: "attribute_not_exists(pk)" } }),
          ...labelled(SUBCATEGORY, { Put: { TableName: db.tableName, Item: toItem(s), ConditionExpression: "attribute_not_exists(pk)" } }, bumpCounter(db, "subcategories", 1)),
        ]);
      } catch (error) {
        if (error instanceof ConditionsFailed) throw conflict(SUBCATEGORY_NAME_TAKEN);
        throw error;
      }
      return s;
    },

    /** `seen`: as the caller read it; `alongside`: actions that must hold in the same transaction. */
    async update(id: string, input: SubcategoryInput, options: { seen?: SubcategoryRecord; alongside?: LabelledAction[] } = {}): Promise<SubcategoryRecord> {
      const current = options.seen ?? (await get(id));
      if (!current) throw notFound("Subcategory not found");
      const next: SubcategoryRecord = { ...current, ...input, updatedAt: db.now().toISOString() };
      const actions = labelled(SUBCATEGORY, {
        Put: {
          TableName: db.tableName,
          Item: toItem(next),
          ConditionExpression: "updatedAt = :seen",
          ExpressionAttributeValues: { ":seen": current.updatedAt },
        },
      });
      const renamed = nameKey(next.category, next.name).pk !== nameKey(current.category, current.name).pk;
      if (renamed) {
        actions.push(
          ...labelled(NAME, { Put: { TableName: db.tableName, Item: { ...nameKey(next.category, next.name), entity: "unique", subcategoryId: id }, ConditionExpression: "attribute_not_exists(pk)" } }),
          ...labelled(SUBCATEGORY, { Delete: { TableName: db.tableName, Key: nameKey(current.category, current.name) } }),
        );
      }
      try {
        await transactWrite(db, [...actions, ...(options.alongside ?? [])]);
      } catch (error) {
        // Only its own actions refused; a refused `alongside` is the caller's to explain.
        if (error instanceof ConditionsFailed && error.failedLabels.every((label) => label === SUBCATEGORY || label === NAME)) {
          if (error.refused(NAME)) throw conflict(SUBCATEGORY_NAME_TAKEN);
          throw conflict("This subcategory was changed at the same time. Reload and try again.");
        }
        throw error;
      }
      return next;
    },

    /** `usesSeen`: when given, refused (ConditionsFailed at `subcategory-uses`) if a product was written naming it since. */
    async remove(id: string, options: { seen?: SubcategoryRecord; usesSeen?: number } = {}): Promise<SubcategoryRecord> {
      const current = options.seen ?? (await get(id));
      if (!current) throw notFound("Subcategory not found");
      const actions = labelled(
        SUBCATEGORY,
        // Unchanged since read, so the name marker removed is the one it holds now.
        {
          Delete: {
            TableName: db.tableName,
            Key: key(id),
            ConditionExpression: "attribute_exists(pk) AND updatedAt = :seen",
            ExpressionAttributeValues: { ":seen": current.updatedAt },
          },
        },
        { Delete: { TableName: db.tableName, Key: nameKey(current.category, current.name) } },
        bumpCounter(db, "subcategories", -1),
      );
      actions.push(
        ...labelled(
          USES,
          options.usesSeen === undefined
            ? { Delete: { TableName: db.tableName, Key: usesKey(id) } }
            : { Delete: { TableName: db.tableName, Key: usesKey(id), ...usesUnchanged(options.usesSeen) } },
        ),
      );
      try {
        await transactWrite(db, actions);
      } catch (error) {
        if (refusedOnly(error, SUBCATEGORY)) {
          if (await get(id)) throw conflict("This subcategory was changed at the same time. Reload and try again.");
          throw notFound("Subcategory not found");
        }
        throw error;
      }
      return current;
    },

    /** How many product writes have named this subcategory (0 when none ever has). */
    async usesVersion(id: string): Promise<number> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: usesKey(id), ConsistentRead: true }));
      return Number(result.Item?.writes ?? 0);
    },

    /** Transaction actions for a product write naming `s`: it still exists under that name, and the write is counted. */
    productWriteActions(s: SubcategoryRecord): LabelledAction[] {
      return labelled(
        USES,
        {
          ConditionCheck: {
            TableName: db.tableName,
            Key: key(s.id),
            ConditionExpression: "attribute_exists(pk) AND #name = :name AND category = :category",
            ExpressionAttributeNames: { "#name": "name" },
            ExpressionAttributeValues: { ":name": s.name, ":category": s.category },
          },
        },
        {
          Update: {
            TableName: db.tableName,
            Key: usesKey(s.id),
            UpdateExpression: "ADD writes :one SET entity = :entity",
            ExpressionAttributeValues: { ":one": 1, ":entity": "subcategory-uses" },
          },
        },
      );
    },

    /** Transaction action: no product was written naming this subcategory since `seen` was read. */
    usesUnchangedAction(id: string, seen: number): LabelledAction[] {
      return labelled(USES, { ConditionCheck: { TableName: db.tableName, Key: usesKey(id), ...usesUnchanged(seen) } });
    },

    /** All subcategories (a shop has tens), optionally of one category, in sortOrder. */
    async list(filter: { category?: string; isActive?: boolean } = {}): Promise<SubcategoryRecord[]> {
      const items = await queryAll(db, {
        index: "gsi1",
        partition: "SUBCATEGORY",
        sortPrefix: filter.category !== undefined ? `${filter.category}#` : undefined,
      });
      return items
        .map(fromItem)
        .filter((s) => filter.isActive === undefined || s.isActive === filter.isActive)
        .sort(bySortOrder);
    },
  };
}

export type SubcategoryRepository = ReturnType<typeof subcategoryRepository>;
