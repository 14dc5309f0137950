import { DISCOUNT_USE_SHARDS, discountKey } from "./discount-keys.js";
import type { DiscountInput } from "./discounts.js";
import type { Db } from "./db.js";
import { newShardActions, resliceCode } from "./discount-slices.js";
import { ConditionsFailed, labelled, transactWrite, type TransactItem } from "./transact.js";

// The admin's creation and change of a code, loaded only when she makes one: a code is written
// with all its use shards, and a change re-slices its limit over them in the same transaction.

/** Limits left out of the item mean "unlimited": DynamoDB's conditions test their absence. */
function limits(input: DiscountInput) {
  const { maxUses, maxUsesPerCustomer, endsAt, ...rest } = input;
  return { ...rest, ...(maxUses !== null && { maxUses }), ...(maxUsesPerCustomer !== null && { maxUsesPerCustomer }), ...(endsAt !== null && { endsAt }) };
}

/** Stores a new code and its shards; false when the code exists already. */
export async function createCode(db: Db, input: DiscountInput): Promise<boolean> {
  const at = db.now().toISOString();
  const item = { ...discountKey(input.code), entity: "discount", gsi1pk: "DISCOUNT", gsi1sk: `${at}#${input.code}`, ...limits(input), taken: 0, used: 0, useShards: DISCOUNT_USE_SHARDS, createdAt: at, updatedAt: at };
  try {
    await transactWrite(db, labelled("discount-new", { Put: { TableName: db.tableName, Item: item, ConditionExpression: "attribute_not_exists(pk)" } }, ...newShardActions(db, input.code, input.maxUses, input.isActive)));
    return true;
  } catch (error) {
    if (error instanceof ConditionsFailed) return false;
    throw error;
  }
}

/** Replaces the admin's fields (the counts are the shop's) and re-slices the limit. */
export async function updateCode(db: Db, code: string, input: DiscountInput): Promise<"done" | "missing" | "below-taken"> {
  const fields = limits(input) as Record<string, unknown>;
  delete fields.code;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ":at": db.now().toISOString() };
  const sets = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  const removed = (["maxUses", "maxUsesPerCustomer", "endsAt"] as const).filter((name) => input[name] === null);
  const update: TransactItem = {
    Update: {
      TableName: db.tableName,
      Key: discountKey(code),
      UpdateExpression: `SET ${[...sets, "updatedAt = :at"].join(", ")}${removed.length ? ` REMOVE ${removed.join(", ")}` : ""}`,
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
  return resliceCode(db, code, update, input.maxUses, input.isActive);
}
