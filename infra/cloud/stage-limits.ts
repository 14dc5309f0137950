import { isKeptStage } from "./kept-stages.js";

// Limits that protect the bill and the table, per stage (docs/operations.md, "Limits"). The
// figures are ceilings for a flood or a bug, far above the shop's own traffic: a shop of this
// size serves a few requests a second at its busiest sale.

/** Every function of a stage, by its shopFunction name: a new function needs its line here, or the deploy stops. */
export type ShopFunctionName = "ShopApi" | "RazorpayWebhook" | "Mailer" | "PagePublisher" | "HoldSweep" | "SharePictures" | "MailFeedback";

export interface StageLimits {
  /**
   * Lambda's reserved concurrency: at most this many run at once (the rest of a burst is throttled:
   * a 429 through the Router, an async invocation or a stream batch retried later), and no other
   * function of the account can take them away. Each counts against the account's concurrency.
   */
  reservedConcurrency: Readonly<Record<ShopFunctionName, number>>;
  /** DynamoDB on demand with a ceiling (per second, on the table and on each index); a request above it is throttled and retried by the SDK. */
  table: { maxReadRequestUnits: number; maxWriteRequestUnits: number };
  /** AWS Budgets: the stage's monthly cost in USD, mailed at 80% spent and at a forecast past it. */
  monthlyBudgetUsd: number;
}

export const STAGE_LIMITS = {
  production: {
    // The API: 100 at once is ~1,000 requests a second at its ~100 ms. Razorpay's deliveries come a
    // handful per order. The publisher's deploy fans out to async jobs, which wait their turn. SES's
    // bounces and complaints come through SNS, which retries a throttled delivery.
    reservedConcurrency: { ShopApi: 100, RazorpayWebhook: 20, Mailer: 5, PagePublisher: 10, HoldSweep: 2, SharePictures: 2, MailFeedback: 2 },
    // A third of the reads and a quarter of the writes a new on-demand table takes at once.
    table: { maxReadRequestUnits: 4000, maxWriteRequestUnits: 1000 },
    monthlyBudgetUsd: 150,
  },
  staging: {
    reservedConcurrency: { ShopApi: 20, RazorpayWebhook: 5, Mailer: 2, PagePublisher: 5, HoldSweep: 1, SharePictures: 1, MailFeedback: 1 },
    table: { maxReadRequestUnits: 1000, maxWriteRequestUnits: 250 },
    monthlyBudgetUsd: 30,
  },
  /** A pr or developer's stage: enough for a person and the end-to-end tests, no more. */
  other: {
    reservedConcurrency: { ShopApi: 5, RazorpayWebhook: 2, Mailer: 1, PagePublisher: 2, HoldSweep: 1, SharePictures: 1, MailFeedback: 1 },
    table: { maxReadRequestUnits: 200, maxWriteRequestUnits: 50 },
    monthlyBudgetUsd: 10,
  },
} as const satisfies Record<string, StageLimits>;

/** The kept stages have their own figures; every other stage the throw-away one's. */
export function limitsOf(stage: string): StageLimits {
  if (stage === "production" || stage === "staging") return STAGE_LIMITS[stage];
  // A kept stage added to kept-stages.ts without figures of its own would be capped like a pr stage: say so.
  if (isKeptStage(stage)) throw new Error(`Stage ${stage} is kept but has no limits in infra/cloud/stage-limits.ts`);
  return STAGE_LIMITS.other;
}

/** The reserved concurrency of one function on this stage; an unknown name stops the deploy. */
export function reservedConcurrency(stage: string, name: string): number {
  const figures: Readonly<Record<string, number>> = limitsOf(stage).reservedConcurrency;
  const reserved = figures[name];
  if (reserved === undefined) throw new Error(`Function ${name} has no reserved concurrency in infra/cloud/stage-limits.ts`);
  return reserved;
}
