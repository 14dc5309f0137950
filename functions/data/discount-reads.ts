import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { discountKey } from "./discount-keys.js";
import type { StoredDiscount } from "./discounts.js";
import { queryAll } from "./query-page.js";

// Reading a code with its use shards summed, loaded on the first read (the API's and the
// webhook's cold starts stay in their budgets). A code stored before shards is moved onto them
// on a checkout's or the admin's first read of it (discount-slices.ts).

type Item = Record<string, unknown>;

/** The code's own item with its shards' counts summed (a code stored before shards has its counts on itself). */
function fromItem(item: Item, shardItems: readonly Item[] = []): StoredDiscount {
  const sum = (name: string) => shardItems.reduce((total, shard) => total + Number(shard[name] ?? 0), Number(item[name] ?? 0));
  return {
    code: String(item.code),
    description: String(item.description ?? ""),
    kind: item.kind === "amount" ? "amount" : "percent",
    value: Number(item.value),
    minOrderPaise: Number(item.minOrderPaise ?? 0),
    startsAt: String(item.startsAt),
    endsAt: typeof item.endsAt === "string" ? item.endsAt : null,
    maxUses: typeof item.maxUses === "number" ? item.maxUses : null,
    maxUsesPerCustomer: typeof item.maxUsesPerCustomer === "number" ? item.maxUsesPerCustomer : null,
    isActive: item.isActive === true,
    taken: sum("taken"),
    used: sum("used"),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    shards: shardItems.map((shard) => ({ shard: Number(String(shard.sk).split("#").pop()), taken: Number(shard.taken ?? 0), slice: typeof shard.slice === "number" ? shard.slice : null })),
  };
}

/** A code's main item and its use shards, read strongly consistent in one query. */
export async function readCodeItems(db: Db, code: string): Promise<{ main?: Item; shards: Item[] }> {
  const result = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: "pk = :p AND begins_with(sk, :s)",
      ExpressionAttributeValues: { ":p": discountKey(code).pk, ":s": "DISCOUNT" },
      ConsistentRead: true,
    }),
  );
  const items = result.Items ?? [];
  return { main: items.find((item) => item.sk === "DISCOUNT"), shards: items.filter((item) => item.sk !== "DISCOUNT") };
}

/** The code with its shards' counts, moved onto shards first (`upgrade`) if it was stored before them. */
export async function readCode(db: Db, code: string, upgrade: boolean): Promise<StoredDiscount | undefined> {
  let { main, shards } = await readCodeItems(db, code);
  if (main && main.useShards === undefined && upgrade && (await (await import("./discount-slices.js")).upgradeCode(db, code))) ({ main, shards } = await readCodeItems(db, code));
  return main ? fromItem(main, shards) : undefined;
}

/** Every code, newest first, each with its shards summed (a query per code: codes are tens). */
export async function listCodes(db: Db): Promise<StoredDiscount[]> {
  const codes = await queryAll(db, { index: "gsi1", partition: "DISCOUNT", newestFirst: true });
  return (await Promise.all(codes.map((item) => readCode(db, String(item.code), false)))).filter((code): code is StoredDiscount => code !== undefined);
}
