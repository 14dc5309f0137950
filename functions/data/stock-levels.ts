import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";

// Stock levels (issue 29): one small item per product and size, PRODUCT#<id> / LEVEL#<size>,
// holding the pieces available as gsi4sk (a number) and, while the product is active, gsi4pk
// STOCK_LEVEL#<shard>. Every stock change moves it in the same transaction: a save or an import
// writes the figure it stores, a hold, sale or restock adds its increment. The dashboard's
// low-stock panel asks gsi4 for the lowest figures only, never the catalogue.

/** Partitions of the index, so a sale's checkouts spread their writes (a product stays in one). */
export const LEVEL_SHARDS = 4;

export interface LowStockRow {
  productId: string;
  name: string;
  size: string;
  left: number;
}

const levelKey = (productId: string, size: string) => ({ pk: `PRODUCT#${productId}`, sk: `LEVEL#${size}` });

function shardOf(productId: string): number {
  let hash = 0;
  for (let i = 0; i < productId.length; i++) hash = (hash * 31 + productId.charCodeAt(i)) >>> 0;
  return hash % LEVEL_SHARDS;
}

export const levelPartition = (shard: number) => `STOCK_LEVEL#${shard}`;

/** The level item of one size of a product as saved (exported for the upgrade script). */
export function levelItem(product: ProductRecord, size: string) {
  return {
    ...levelKey(product.id, size),
    entity: "stockLevel",
    productId: product.id,
    name: product.name,
    size,
    sizeIndex: product.sizes.indexOf(size),
    createdAt: product.createdAt,
    gsi4sk: product.stockBySize[size] ?? 0,
    ...(product.isActive && { gsi4pk: levelPartition(shardOf(product.id)) }),
  };
}

export function stockLevelRepository(db: Db) {
  return {
    /**
     * Transaction actions keeping the levels of a product saved from `before` to `after` (either
     * missing for a creation or a deletion): only the sizes whose figure, name or activity changed,
     * so an import's transaction stays small. Written with a save conditioned on what it replaces.
     */
    savedActions(before: ProductRecord | undefined, after: ProductRecord | undefined): TransactItem[] {
      const actions: TransactItem[] = [];
      for (const size of after?.sizes ?? []) {
        const same =
          before !== undefined &&
          before.sizes.indexOf(size) === after!.sizes.indexOf(size) &&
          before.name === after!.name &&
          before.isActive === after!.isActive &&
          (before.stockBySize[size] ?? 0) === (after!.stockBySize[size] ?? 0);
        if (!same) actions.push({ Put: { TableName: db.tableName, Item: levelItem(after!, size) } });
      }
      for (const size of before?.sizes ?? []) {
        if (!after?.sizes.includes(size)) actions.push({ Delete: { TableName: db.tableName, Key: levelKey(before!.id, size) } });
      }
      return actions;
    },

    /** Transaction actions adding each size's change of available pieces to its level (a hold, a sale, a restock). */
    movedActions(productId: string, availableBySize: Readonly<Record<string, number>>): TransactItem[] {
      return Object.entries(availableBySize)
        .filter(([, change]) => change !== 0)
        .map(([size, change]) => ({
          Update: {
            TableName: db.tableName,
            Key: levelKey(productId, size),
            UpdateExpression: "ADD gsi4sk :c",
            ExpressionAttributeValues: { ":c": change },
          },
        }));
    },

    /**
     * Active products' sizes at or below `threshold`, fewest first (then by name, newest product,
     * size order), at most `rows`. Reads one figure at a time from 0 up, each in every shard, and
     * stops once the rows are filled: the items read grow with the low sizes, not the catalogue.
     */
    async lowest(threshold: number, rows: number): Promise<LowStockRow[]> {
      type Level = LowStockRow & { createdAt: string; sizeIndex: number };
      const found: Level[] = [];
      for (let left = 0; left <= threshold && found.length < rows; left++) {
        const atThisFigure = await Promise.all(Array.from({ length: LEVEL_SHARDS }, (_, shard) => readFigure(shard, left)));
        const sorted = atThisFigure
          .flat()
          .sort((a, b) => a.name.localeCompare(b.name) || b.createdAt.localeCompare(a.createdAt) || a.sizeIndex - b.sizeIndex);
        found.push(...sorted);
      }
      return found.slice(0, rows).map(({ productId, name, size, left }) => ({ productId, name, size, left }));

      async function readFigure(shard: number, left: number): Promise<Level[]> {
        const levels: Level[] = [];
        let startKey: Record<string, unknown> | undefined;
        do {
          const page = await db.doc.send(
            new QueryCommand({
              TableName: db.tableName,
              IndexName: "gsi4",
              KeyConditionExpression: "gsi4pk = :p AND gsi4sk = :left",
              ExpressionAttributeValues: { ":p": levelPartition(shard), ":left": left },
              ExclusiveStartKey: startKey,
            }),
          );
          for (const item of page.Items ?? []) {
            levels.push({ productId: String(item.productId), name: String(item.name), size: String(item.size), left, createdAt: String(item.createdAt ?? ""), sizeIndex: Number(item.sizeIndex ?? 0) });
          }
          startKey = page.LastEvaluatedKey;
        } while (startKey);
        return levels;
      }
    },
  };
}

export type StockLevelRepository = ReturnType<typeof stockLevelRepository>;
