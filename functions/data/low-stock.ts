import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { LEVEL_SHARDS, levelPartition } from "./stock-levels.js";

// The dashboard's low-stock panel from the stock levels' index (stock-levels.ts). Loaded only by
// the dashboard: the API's cold start has no room for it.

export interface LowStockRow {
  productId: string;
  name: string;
  size: string;
  left: number;
}

type Level = LowStockRow & { createdAt: string; sizeIndex: number };

/** Every level at one figure in one shard of gsi4. */
async function levelsAt(db: Db, shard: number, left: number): Promise<Level[]> {
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

/**
 * Active products' sizes at or below `threshold`, fewest first (then by name, newest product,
 * size order, as the panel always listed them), at most `rows`. Reads one figure at a time from 0
 * up, each in every shard, and stops once the rows are filled: the items read grow with the low
 * sizes, not the catalogue.
 */
export async function lowestStockLevels(db: Db, threshold: number, rows: number): Promise<LowStockRow[]> {
  const found: Level[] = [];
  for (let left = 0; left <= threshold && found.length < rows; left++) {
    const atThisFigure = await Promise.all(Array.from({ length: LEVEL_SHARDS }, (_, shard) => levelsAt(db, shard, left)));
    found.push(...atThisFigure.flat().sort((a, b) => a.name.localeCompare(b.name) || b.createdAt.localeCompare(a.createdAt) || a.sizeIndex - b.sizeIndex));
  }
  return found.slice(0, rows).map(({ productId, name, size, left }) => ({ productId, name, size, left }));
}
