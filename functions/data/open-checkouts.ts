import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";

// USER#<id> / OPEN_CHECKOUTS: how many of an account's checkouts hold pieces right now, and how
// many pieces they hold (issue 39). A checkout adds itself in the transaction that holds its
// pieces, on condition that the account stays within its caps, so fifty checkouts at once cannot
// pass them as a read-then-write check could; the sale or release that ends the hold takes it off
// again in its own transaction, once (the order's condition and the hold item make it once). The
// hold names the account it is counted for (`hold.countedFor`): holds made before this have none
// and are not counted, and a closed account's anonymised order still ends on the right item.
// Plain functions rather than a repository: the webhook's bundle takes only the ending one.

/** The label of the take in a checkout's transaction: refused when the account is at a cap. */
export const OPEN_CHECKOUTS = "open-checkouts";

export interface AccountHolding {
  checkouts: number;
  pieces: number;
}

/** An order as far as its count goes: whose count holds it, and its pieces. */
export interface CountedCheckout {
  hold?: { countedFor?: string };
  orderItems: ReadonlyArray<{ quantity: number }>;
}

const key = (userId: string) => ({ pk: `USER#${userId}`, sk: "OPEN_CHECKOUTS" });

/** Transaction action: one more open checkout of `pieces` for the account, refused past either cap. */
export function takeOpenCheckout(db: Db, userId: string, pieces: number, caps: { checkouts: number; pieces: number }): TransactItem {
  return {
    Update: {
      TableName: db.tableName,
      Key: key(userId),
      UpdateExpression: "SET entity = :e ADD checkouts :one, pieces :n",
      ConditionExpression: "(attribute_not_exists(checkouts) OR checkouts < :checkouts) AND (attribute_not_exists(pieces) OR pieces <= :room)",
      ExpressionAttributeValues: { ":e": "open-checkouts", ":one": 1, ":n": pieces, ":checkouts": caps.checkouts, ":room": caps.pieces - pieces },
    },
  };
}

/** Transaction actions: a checkout's hold ended (sold or released), written once per hold; none for a hold never counted. */
export function endOpenCheckout(db: Db, order: CountedCheckout): TransactItem[] {
  const userId = order.hold?.countedFor;
  if (!userId) return [];
  const pieces = order.orderItems.reduce((sum, line) => sum + line.quantity, 0);
  return [{ Update: { TableName: db.tableName, Key: key(userId), UpdateExpression: "ADD checkouts :minus, pieces :less", ExpressionAttributeValues: { ":minus": -1, ":less": -pieces } } }];
}

/** What the account holds now, read consistently (a refused take says which cap it met). */
export async function accountHolding(db: Db, userId: string): Promise<AccountHolding> {
  const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(userId), ConsistentRead: true }));
  return { checkouts: Number(result.Item?.checkouts ?? 0), pieces: Number(result.Item?.pieces ?? 0) };
}
