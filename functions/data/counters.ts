import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";

/** Totals shown as pagination.total and on the dashboard, kept in the writes' own transactions. */
export const COUNTERS = ["users", "activeAdmins", "products", "activeProducts", "orders", "paidOrders", "revenuePaise", "subcategories", "payments", "returns", "openReturns"] as const;
export type CounterName = (typeof COUNTERS)[number];

/**
 * Counters that every checkout or payment writes are split over shards, each its own item,
 * summed on read. On real DynamoDB two transactions touching one item at once fail with
 * TransactionConflict (DynamoDB Local never says so); with a shard picked at random per write,
 * concurrent payments rarely meet on an item, and when they do the retry in transactWrite lands.
 * `users` is sharded too: a festive sale's sign-ups all write it. The others stay single items:
 * they change rarely, and activeAdmins needs a condition on its total.
 */
export const COUNTER_SHARDS = 16;
const SHARDED: ReadonlySet<CounterName> = new Set(["users", "orders", "paidOrders", "revenuePaise", "payments"]);

// Unsharded counters keep the key they always had; shards are "<name>#<n>", and an old unsharded
// item of a sharded counter still counts (readCounters sums both), so no migration is needed.
const counterKey = (name: CounterName, shard?: number) => ({ pk: "COUNTER", sk: shard === undefined ? name : `${name}#${shard}` });

function shardFor(name: CounterName): number | undefined {
  return SHARDED.has(name) ? Math.floor(Math.random() * COUNTER_SHARDS) : undefined;
}

/** A transaction action adding `delta` to the counter item of this sort key (created at 0 when missing). */
export function addTo(db: Db, sk: string, delta: number): TransactItem {
  return { Update: { TableName: db.tableName, Key: { pk: "COUNTER", sk }, UpdateExpression: "ADD #v :d", ExpressionAttributeNames: { "#v": "value" }, ExpressionAttributeValues: { ":d": delta } } };
}

/** A transaction action adding `delta` to a counter (created at 0 when missing). */
export function bumpCounter(db: Db, name: CounterName, delta: number): TransactItem {
  return addTo(db, counterKey(name, shardFor(name)).sk, delta);
}

/** Takes one away, refusing when that would leave fewer than `floor` (the last active admin). Unsharded counters only. */
export function decrementAbove(db: Db, name: CounterName, floor: number): TransactItem {
  if (SHARDED.has(name)) throw new Error(`${name} is sharded: its total cannot be a condition`);
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

/** The COUNTER partition's items (whose sort keys start with `prefix`), read strongly consistent. */
export async function counterItems(db: Db, prefix?: string): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: prefix ? "pk = :p AND begins_with(sk, :s)" : "pk = :p",
        ExpressionAttributeValues: prefix ? { ":p": "COUNTER", ":s": prefix } : { ":p": "COUNTER" },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Every counter, shards summed: one strongly consistent query of the COUNTER partition (a few hundred small items). */
export async function readCounters(db: Db): Promise<Record<CounterName, number>> {
  const values = Object.fromEntries(COUNTERS.map((n) => [n, 0])) as Record<CounterName, number>;
  for (const item of await counterItems(db)) {
    const name = String(item.sk).split("#")[0] as CounterName;
    if (name in values) values[name] += Number(item.value ?? 0);
  }
  return values;
}

/** One unsharded counter (the active products, for the storefront's catalogue mode): a single item read. */
export async function readCounter(db: Db, name: Exclude<CounterName, "users" | "orders" | "paidOrders" | "revenuePaise" | "payments">): Promise<number> {
  const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: counterKey(name), ConsistentRead: true }));
  return Number(result.Item?.value ?? 0);
}

/**
 * Orders per shelf (paid or unpaid) and status, moved in the transaction that changes an order's
 * status or shelf: COUNTER / STATUS#<shelf>#<status>#<shard>. Every checkout and payment moves
 * one, so they are sharded like the hot counters.
 */
/** A transaction action adding `delta` to the orders counted under one shelf and status. */
export function bumpStatusCount(db: Db, shelf: string, status: string, delta: number): TransactItem {
  return addTo(db, `STATUS#${shelf}#${status}#${Math.floor(Math.random() * COUNTER_SHARDS)}`, delta);
}

/** Orders counted per "<shelf>#<status>" (shards summed): one query of the counters' status items. */
export async function readStatusCounts(db: Db): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const item of await counterItems(db, "STATUS#")) {
    const [, shelf, status] = String(item.sk).split("#");
    counts.set(`${shelf}#${status}`, (counts.get(`${shelf}#${status}`) ?? 0) + Number(item.value ?? 0));
  }
  return counts;
}

/**
 * Accounts per group of the admin's filters (role group and activity, `functions/data/user-groups.ts`):
 * USER_GROUP_COUNT / <group>#<shard>, moved with the account in its own transaction, apart from
 * COUNTER so the dashboard's read of every counter does not grow. Sign-ups all move the
 * shoppers' one, so they are sharded.
 */
export function bumpUserGroupCount(db: Db, group: string, delta: number): TransactItem {
  const action = addTo(db, `${group}#${Math.floor(Math.random() * COUNTER_SHARDS)}`, delta);
  action.Update!.Key!.pk = "USER_GROUP_COUNT";
  return action;
}
