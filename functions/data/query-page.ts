import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { TABLE_DEFINITION, type IndexName } from "./table-definition.js";
import type { Db } from "./db.js";
import { badRequest } from "../errors.js";
import { decodeCursor, encodeCursor, INVALID_CURSOR } from "./cursor.js";

type Item = Record<string, unknown>;

export interface PageRequest {
  limit: number;
  cursor?: string;
}

export interface PageResult<T> {
  items: T[];
  nextCursor: string | null;
}

interface QueryPageOptions extends PageRequest {
  index?: IndexName;
  partition: string;
  /** Only sort keys starting with this. */
  sortPrefix?: string;
  /** Only sort keys greater than this (events after a cursor). */
  sortAfter?: string;
  /** Only sort keys between these two, both included (a date range). */
  sortBetween?: readonly [string, string];
  newestFirst?: boolean;
  /** Items the page keeps; others are read past (search and filters). */
  matches?: (item: Item) => boolean;
  /** A strongly consistent read (the table only: an index has none), for figures written just before. */
  consistent?: boolean;
}

function keyNames(index?: IndexName): string[] {
  const primary = [TABLE_DEFINITION.primaryIndex.hashKey, TABLE_DEFINITION.primaryIndex.rangeKey];
  if (!index) return primary;
  const gsi = TABLE_DEFINITION.globalIndexes[index];
  return [...primary, gsi.hashKey, gsi.rangeKey];
}

/**
 * One page of a partition, in sort-key order. With a filter it reads on until the page is full,
 * and the cursor is the key of the last item returned, so no item is skipped or repeated.
 */
export async function queryPage(db: Db, options: QueryPageOptions): Promise<PageResult<Item>> {
  const names = keyNames(options.index);
  const [hashKey, rangeKey] = options.index
    ? [TABLE_DEFINITION.globalIndexes[options.index].hashKey, TABLE_DEFINITION.globalIndexes[options.index].rangeKey]
    : [TABLE_DEFINITION.primaryIndex.hashKey, TABLE_DEFINITION.primaryIndex.rangeKey];

  let condition = "#h = :h";
  const values: Record<string, unknown> = { ":h": options.partition };
  if (options.sortPrefix !== undefined) {
    condition += " AND begins_with(#r, :prefix)";
    values[":prefix"] = options.sortPrefix;
  } else if (options.sortAfter !== undefined) {
    condition += " AND #r > :after";
    values[":after"] = options.sortAfter;
  } else if (options.sortBetween !== undefined) {
    condition += " AND #r BETWEEN :from AND :to";
    values[":from"] = options.sortBetween[0];
    values[":to"] = options.sortBetween[1];
  }
  const usesRange = options.sortPrefix !== undefined || options.sortAfter !== undefined || options.sortBetween !== undefined;

  const items: Item[] = [];
  const clientStart = decodeCursor(options.cursor, names);
  let startKey: Record<string, unknown> | undefined = clientStart;
  let exhausted = false;
  let cutShort = false;
  while (items.length < options.limit && !exhausted) {
    const input: QueryCommandInput = {
      TableName: db.tableName,
      IndexName: options.index,
      KeyConditionExpression: condition,
      ExpressionAttributeNames: usesRange ? { "#h": hashKey, "#r": rangeKey } : { "#h": hashKey },
      ExpressionAttributeValues: values,
      ScanIndexForward: !options.newestFirst,
      ConsistentRead: options.consistent,
      ExclusiveStartKey: startKey,
      Limit: options.matches ? Math.max(options.limit * 2, 50) : options.limit - items.length,
    };
    const fromClient = startKey !== undefined && items.length === 0 && input.ExclusiveStartKey === clientStart;
    const result = await db.doc.send(new QueryCommand(input)).catch((error: unknown) => {
      // A well-formed cursor from another list or partition: DynamoDB says the start is outside the query.
      if (fromClient && error instanceof Error && error.name === "ValidationException") throw badRequest(INVALID_CURSOR);
      throw error;
    });
    const read = result.Items ?? [];
    for (let i = 0; i < read.length; i++) {
      const item = read[i]!;
      if (options.matches && !options.matches(item)) continue;
      items.push(item);
      if (items.length === options.limit) {
        cutShort = i < read.length - 1;
        break;
      }
    }
    startKey = result.LastEvaluatedKey as Record<string, string> | undefined;
    exhausted = !startKey;
  }

  let nextCursor: string | null = null;
  if (items.length === options.limit && (cutShort || !exhausted)) {
    const last = items[items.length - 1]!;
    nextCursor = encodeCursor(Object.fromEntries(names.map((n) => [n, last[n] as string])));
  }
  return { items, nextCursor };
}

/** Every item of a partition (small partitions only: subcategories, counters). */
export async function queryAll(db: Db, options: Omit<QueryPageOptions, "limit" | "cursor">): Promise<Item[]> {
  const all: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryPage(db, { ...options, limit: 500, cursor });
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}
