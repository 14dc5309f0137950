import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { SHOP_UNAVAILABLE, ShopError } from "../errors.js";

/** One DynamoDB action; `label?: never` keeps a labelled action from passing for a bare one. */
export type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number] & { label?: never };

/** One action of a transaction, named so that a refusal can be read by what was refused. */
export interface LabelledAction {
  label: string;
  action: TransactItem;
}

/** Names actions: `labelled("discount-code", ...codeActions)`; labels like `stock:<productId>` group by a colon. */
export function labelled(label: string, ...actions: TransactItem[]): LabelledAction[] {
  return actions.map((action) => ({ label, action }));
}

/** A transaction refused by a condition; `failedLabels` names the actions whose condition failed. */
export class ConditionsFailed extends Error {
  constructor(readonly failedLabels: string[]) {
    super(`Transaction conditions failed at ${failedLabels.join(", ")}`);
    this.name = "ConditionsFailed";
  }

  /** Whether an action with this label, or under it (`stock` covers `stock:p1`), was refused. */
  refused(label: string): boolean {
    return this.failedLabels.some((failed) => failed === label || failed.startsWith(`${label}:`));
  }

  /** The rest of each refused label under `group`: `refusedIn("stock")` gives the product ids short of pieces. */
  refusedIn(group: string): string[] {
    return this.failedLabels.filter((failed) => failed.startsWith(`${group}:`)).map((failed) => failed.slice(group.length + 1));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * All-or-nothing write. Conflicts with a concurrent transaction on the same item (counters
 * are shared) are retried with jittered backoff; failed conditions are reported by label.
 */
export async function transactWrite(db: Db, actions: readonly LabelledAction[], clientRequestToken?: string): Promise<void> {
  const maxAttempts = 12;
  const items = actions.map(({ action }) => action);
  for (let attempt = 1; ; attempt++) {
    try {
      await db.doc.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: clientRequestToken }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.flatMap((r, i) => (r.Code === "ConditionalCheckFailed" ? [actions[i]!.label] : []));
      if (failed.length > 0) throw new ConditionsFailed([...new Set(failed)]);
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
