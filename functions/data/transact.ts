import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { SHOP_UNAVAILABLE, ShopError } from "../errors.js";

export type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

/** A transaction refused by a condition; `failed` holds the indexes of the actions whose condition failed. */
export class ConditionsFailed extends Error {
  constructor(readonly failed: number[]) {
    super(`Transaction conditions failed at ${failed.join(", ")}`);
    this.name = "ConditionsFailed";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * All-or-nothing write. Conflicts with a concurrent transaction on the same item (counters
 * are shared) are retried with jittered backoff; failed conditions are reported by index.
 */
export async function transactWrite(db: Db, items: TransactItem[], clientRequestToken?: string): Promise<void> {
  const maxAttempts = 12;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.doc.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: clientRequestToken }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.flatMap((r, i) => (r.Code === "ConditionalCheckFailed" ? [i] : []));
      if (failed.length > 0) throw new ConditionsFailed(failed);
      const conflicting = reasons.some((r) => r.Code === "TransactionConflict") || reasons.length === 0;
      if (!conflicting) throw error;
      // Still contended after every retry (hot counters at a sale's peak): a brief 503, never a 500.
      if (attempt >= maxAttempts) throw new ShopError(503, SHOP_UNAVAILABLE, { "Retry-After": "2" });
      await sleep(Math.min(400, 10 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
}

export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === "ConditionalCheckFailedException";
}
