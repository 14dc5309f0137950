import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";

/** Totals shown as pagination.total and on the dashboard, kept in the writes' own transactions. */
export const COUNTERS = ["users", "activeAdmins", "products", "activeProducts", "orders", "paidOrders", "revenuePaise", "subcategories", "payments"] as const;
export type CounterName = (typeof COUNTERS)[number];

const counterKey = (name: CounterName) => ({ pk: "COUNTER", sk: name });

/** A transaction action adding `delta` to a counter (created at 0 when missing). */
export function bumpCounter(db: Db, name: CounterName, delta: number): TransactItem {
  return {
    Update: {
      TableName: db.tableName,
      Key: counterKey(name),
      UpdateExpression: "ADD #v :d",
      ExpressionAttributeNames: { "#v": "value" },
      ExpressionAttributeValues: { ":d": delta },
    },
  };
}

/** Takes one away, refusing when that would leave fewer than `floor` (the last active admin). */
export function decrementAbove(db: Db, name: CounterName, floor: number): TransactItem {
  return {
    Update: {
      TableName: db.tableName,
      Key: counterKey(name),
      UpdateExpression: "ADD #v :d",
      ConditionExpression: "#v > :floor",
      ExpressionAttributeNames: { "#v": "value" },
      ExpressionAttributeValues: { ":d": -1, ":floor": floor },
    },
  };
}

export async function readCounters(db: Db): Promise<Record<CounterName, number>> {
  const result = await db.doc.send(
    new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: COUNTERS.map(counterKey), ConsistentRead: true } } }),
  );
  const values = Object.fromEntries(COUNTERS.map((n) => [n, 0])) as Record<CounterName, number>;
  for (const item of result.Responses?.[db.tableName] ?? []) {
    values[item.sk as CounterName] = Number(item.value ?? 0);
  }
  return values;
}
