import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";

// Stock levels (issue 29): one small item per product and size, PRODUCT#<id> / LEVEL#<size>,
// holding the pieces available as gsi4sk (a number) and, while the product is active, gsi4pk
// STOCK_LEVEL#<shard>. Every stock change moves it in the same transaction: a save or an import
// writes the figure it stores, a hold, sale or restock adds its increment. The dashboard's
// low-stock panel asks gsi4 for the lowest figures only, never the catalogue (low-stock.ts).

/** Partitions of the index, so a sale's checkouts spread their writes (a product stays in one). */
export const LEVEL_SHARDS = 4;

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
        const item = levelItem(after!, size);
        if (!before || JSON.stringify(levelItem(before, size)) !== JSON.stringify(item)) actions.push({ Put: { TableName: db.tableName, Item: item } });
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
  };
}

export type StockLevelRepository = ReturnType<typeof stockLevelRepository>;
