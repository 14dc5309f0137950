import type { Db } from "./db.js";
import { readCodeItems } from "./discount-reads.js";
import { DISCOUNT_USE_SHARDS, discountKey, useShardKey } from "./discount-keys.js";
import { ConditionsFailed, labelled, transactWrite, type TransactItem } from "./transact.js";

// The admin's writes to a code's use shards, loaded only when a code is created, changed, deleted
// or upgraded (the API's cold start stays as it was). A limited code's limit is cut into one
// slice per shard; a take is refused on a shard whose slice is used up, so while the slices sum to
// the limit the code never oversells. Every rewrite of the slices is conditioned on no shard
// having taken past its new slice since it was read.

type Item = Record<string, unknown>;

const shardNumber = (item: Item) => Number(String(item.sk).split("#").pop());

/** Each shard's taken uses as read (0 for a shard not written yet). */
function takenByShard(shards: readonly Item[]): number[] {
  const taken = new Array<number>(DISCOUNT_USE_SHARDS).fill(0);
  for (const item of shards) if (shardNumber(item) < DISCOUNT_USE_SHARDS) taken[shardNumber(item)] = Number(item.taken ?? 0);
  return taken;
}

/**
 * Slices summing to `limit`. While the uses taken fit, each shard keeps what it has taken and the
 * room left is shared out evenly; above the limit (a code stored before slices, over a limit
 * lowered then), every slice is at most what its shard has taken, so no shard takes again until
 * its own uses come back.
 */
export function sliceLimit(limit: number, taken: readonly number[]): number[] {
  const total = taken.reduce((sum, n) => sum + n, 0);
  const room = limit - total;
  if (room >= 0) return taken.map((n, i) => n + Math.floor(room / taken.length) + (i < room % taken.length ? 1 : 0));
  const slices = [...taken];
  let excess = -room;
  for (const i of slices.map((_, i) => i).sort((a, b) => taken[b]! - taken[a]!)) {
    const cut = Math.min(excess, Math.max(slices[i]!, 0));
    slices[i]! -= cut;
    excess -= cut;
  }
  return slices;
}

/**
 * One action per shard writing its slice (none: no limit) and whether the code is on, each
 * refused if its shard has taken past the slice since `taken` was read. `carry` adds a code's
 * uses stored before shards to shard 0.
 */
function sliceActions(db: Db, code: string, taken: readonly number[], limit: number | null, active: boolean, carry = { taken: 0, used: 0 }): TransactItem[] {
  const counted = taken.map((n, i) => n + (i === 0 ? carry.taken : 0));
  const slices = limit === null ? null : sliceLimit(limit, counted);
  return counted.map((n, i) => {
    const most = slices === null ? null : Math.max(slices[i]!, n) - (i === 0 ? carry.taken : 0);
    const add = i === 0 && (carry.taken !== 0 || carry.used !== 0);
    return {
      Update: {
        TableName: db.tableName,
        Key: useShardKey(code, i),
        // A shard first written here starts at 0 taken and used (a take compares taken with the slice).
        UpdateExpression: `SET code = :c, entity = :e, active = :a${slices ? ", slice = :s" : ""}${add ? "" : ", taken = if_not_exists(taken, :zero), used = if_not_exists(used, :zero)"}${slices ? "" : " REMOVE slice"}${add ? " ADD taken :t, used :u" : ""}`,
        ...(most !== null && { ConditionExpression: "attribute_not_exists(taken) OR taken <= :most" }),
        ExpressionAttributeValues: {
          ":c": code,
          ":e": "discount-use",
          ":a": active,
          ...(slices && { ":s": slices[i] }),
          ...(add ? { ":t": carry.taken, ":u": carry.used } : { ":zero": 0 }),
          ...(most !== null && { ":most": most }),
        },
      },
    };
  });
}

/** Every shard of a new code, none taken yet: put with the code's own item. */
export function newShardActions(db: Db, code: string, limit: number | null, active: boolean): TransactItem[] {
  const slices = limit === null ? null : sliceLimit(limit, new Array<number>(DISCOUNT_USE_SHARDS).fill(0));
  return Array.from({ length: DISCOUNT_USE_SHARDS }, (_, i) => ({
    Put: {
      TableName: db.tableName,
      Item: { ...useShardKey(code, i), entity: "discount-use", code, active, taken: 0, used: 0, ...(slices && { slice: slices[i] }) },
      ConditionExpression: "attribute_not_exists(pk)",
    },
  }));
}

/**
 * Moves a code stored before shards onto them: its `taken` and `used` go to shard 0, its limit is
 * sliced, and it is marked, all in one transaction conditioned on its counts as read (a checkout
 * or payment that moved them first makes this look again). True when the code is (now) sharded.
 */
export async function upgradeCode(db: Db, code: string): Promise<boolean> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const { main, shards } = await readCodeItems(db, code);
    if (!main) return false;
    if (main.useShards !== undefined) return true;
    const carry = { taken: Number(main.taken ?? 0), used: Number(main.used ?? 0) };
    const markMain: TransactItem = {
      Update: {
        TableName: db.tableName,
        Key: discountKey(code),
        UpdateExpression: "SET useShards = :n, taken = :zero, used = :zero",
        ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(useShards) AND taken = :t AND used = :u",
        ExpressionAttributeValues: { ":n": DISCOUNT_USE_SHARDS, ":zero": 0, ":t": carry.taken, ":u": carry.used },
      },
    };
    const limit = typeof main.maxUses === "number" ? main.maxUses : null;
    try {
      await transactWrite(db, labelled("discount-upgrade", markMain, ...sliceActions(db, code, takenByShard(shards), limit, main.isActive === true, carry)));
      return true;
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
    }
  }
  return false;
}

/** The sum of a code's taken uses, its own item's and its shards'. */
const takenOf = (main: Item, shards: readonly Item[]) => Number(main.taken ?? 0) + shards.reduce((sum, item) => sum + Number(item.taken ?? 0), 0);
const usedOf = (main: Item, shards: readonly Item[]) => Number(main.used ?? 0) + shards.reduce((sum, item) => sum + Number(item.used ?? 0), 0);

/**
 * Replaces a code's fields (`update`: the main item's action) and re-slices its limit over the
 * shards in the same transaction. "below-taken" when the new limit is under the uses paid for
 * or held; "missing" when there is no such code.
 */
export async function resliceCode(db: Db, code: string, update: TransactItem, limit: number | null, active: boolean): Promise<"done" | "missing" | "below-taken"> {
  for (let attempt = 1; ; attempt++) {
    if (!(await upgradeCode(db, code))) return "missing";
    const { main, shards } = await readCodeItems(db, code);
    if (!main) return "missing";
    if (limit !== null && limit < takenOf(main, shards)) return "below-taken";
    try {
      await transactWrite(db, labelled("discount-slices", update, ...sliceActions(db, code, takenByShard(shards), limit, active)));
      return "done";
    } catch (error) {
      // A checkout took a use from a shard meanwhile: read the shards again.
      if (!(error instanceof ConditionsFailed) || attempt >= 5) throw error;
    }
  }
}

/** Deletes a code and its shards when no checkout holds a use of it. */
export async function removeCode(db: Db, code: string): Promise<"removed" | "missing" | "held"> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const { main, shards } = await readCodeItems(db, code);
    if (!main) return "missing";
    if (takenOf(main, shards) !== usedOf(main, shards)) return "held";
    const exactly = (item: Item): TransactItem => ({
      Delete: {
        TableName: db.tableName,
        Key: { pk: item.pk, sk: item.sk },
        ConditionExpression: "attribute_exists(pk) AND taken = :t AND used = :u",
        ExpressionAttributeValues: { ":t": Number(item.taken ?? 0), ":u": Number(item.used ?? 0) },
      },
    });
    try {
      await transactWrite(db, labelled("discount-remove", exactly({ taken: 0, used: 0, ...main }), ...shards.map((item) => exactly({ taken: 0, used: 0, ...item }))));
      return "removed";
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
    }
  }
  return "held";
}
