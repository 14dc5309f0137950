import { beforeAll, describe, expect, it } from "vitest";
import { alarmTopicPolicy } from "../../infra/cloud/alarm-topic-policy.js";
import { STAGE_LIMITS, limitsOf } from "../../infra/cloud/stage-limits.js";
import { evaluateSstConfig, type EvaluatedStack } from "./support/evaluate-sst-config.js";
import { declaredFunctions } from "./support/lambda-functions.js";

// Limits that protect the bill and the table (issue 42, item 4), per stage from
// infra/cloud/stage-limits.ts: each function's reserved concurrency, the table's on-demand
// ceiling, and a monthly AWS Budgets alarm on the stage's cost to the alarm topic.

let production: EvaluatedStack;
let preview: EvaluatedStack;

beforeAll(async () => {
  production = await evaluateSstConfig("production");
  preview = await evaluateSstConfig("pr-42");
});

const reserved = (stack: EvaluatedStack) =>
  Object.fromEntries(declaredFunctions(stack).map((f) => [f.name, (f.component.args.concurrency as { reserved?: unknown } | undefined)?.reserved]));

describe("each function", () => {
  it("has a reserved concurrency from its stage's settings, so a flood queues or is refused instead of running up the bill and the table", () => {
    for (const stack of [production, preview]) {
      const figures = reserved(stack);
      expect(Object.keys(figures).sort(), stack.stage).toEqual(Object.keys(limitsOf(stack.stage).reservedConcurrency).sort());
      for (const [name, value] of Object.entries(figures)) {
        expect(Number.isInteger(value) && (value as number) > 0, `${stack.stage} ${name}: ${String(value)}`).toBe(true);
        expect(value).toBe((limitsOf(stack.stage).reservedConcurrency as Readonly<Record<string, number>>)[name]);
      }
    }
  });

  it("gets production's figures on production and a throw-away stage's small ones elsewhere", () => {
    const live = reserved(production);
    const pr = reserved(preview);
    expect(live.ShopApi).toBe(100);
    expect(live.RazorpayWebhook).toBe(20);
    for (const name of Object.keys(live)) expect(pr[name] as number, name).toBeLessThanOrEqual(live[name] as number);
    expect(pr.ShopApi as number).toBeLessThan(live.ShopApi as number);
    // An account keeps 100 of its concurrency unreserved: production, staging and a handful of pr stages fit a default 1,000.
    const sum = (stage: keyof typeof STAGE_LIMITS) => Object.values(STAGE_LIMITS[stage].reservedConcurrency).reduce((a, b) => a + b, 0);
    expect(sum("production") + sum("staging") + 5 * sum("other")).toBeLessThanOrEqual(900);
    expect(limitsOf("staging")).toBe(STAGE_LIMITS.staging);
    expect(limitsOf("dev-meera")).toBe(STAGE_LIMITS.other);
  });
});

describe("the table", () => {
  /** What SST's Dynamo hands `transform.table` (platform/src/components/aws/dynamo.ts, createTable), abridged. */
  const sstTableArgs = () => ({
    billingMode: "PAY_PER_REQUEST",
    hashKey: "pk",
    rangeKey: "sk",
    globalSecondaryIndexes: [
      { name: "GSI1", hashKey: "gsi1pk", rangeKey: "gsi1sk", projectionType: "ALL" },
      { name: "GSI2", hashKey: "gsi2pk", rangeKey: "gsi2sk", projectionType: "ALL" },
    ] as Array<Record<string, unknown>>,
  });

  const transformed = (stack: EvaluatedStack) => {
    const transform = (stack.one("Dynamo").args.transform as { table?: (args: Record<string, unknown>) => void } | undefined)?.table;
    expect(typeof transform, stack.stage).toBe("function");
    const args: Record<string, unknown> = sstTableArgs();
    transform!(args);
    return args as ReturnType<typeof sstTableArgs> & { onDemandThroughput?: unknown };
  };

  it("stays on demand with a ceiling on reads and writes per second, on the table and each index, from the stage's settings", () => {
    for (const stack of [production, preview]) {
      const args = transformed(stack);
      const ceiling = limitsOf(stack.stage).table;
      expect(args.billingMode).toBe("PAY_PER_REQUEST");
      expect(args.onDemandThroughput).toEqual({ maxReadRequestUnits: ceiling.maxReadRequestUnits, maxWriteRequestUnits: ceiling.maxWriteRequestUnits });
      // An index's reads are not the table's: each gets the same ceiling (its writes follow the table's, so they never bind first).
      for (const index of args.globalSecondaryIndexes) expect(index.onDemandThroughput, String(index.name)).toEqual(args.onDemandThroughput);
      expect(args.globalSecondaryIndexes.map((index) => index.name)).toEqual(["GSI1", "GSI2"]);
    }
  });

  it("has a higher ceiling on production than on a throw-away stage, and below what a new on-demand table takes at once", () => {
    const live = limitsOf("production").table;
    const pr = limitsOf("pr-42").table;
    expect(pr.maxReadRequestUnits).toBeLessThan(live.maxReadRequestUnits);
    expect(pr.maxWriteRequestUnits).toBeLessThan(live.maxWriteRequestUnits);
    expect(live.maxReadRequestUnits).toBeLessThanOrEqual(12_000);
    expect(live.maxWriteRequestUnits).toBeLessThanOrEqual(4_000);
  });
});

describe("the budget", () => {
  const budgetOf = (stack: EvaluatedStack) => stack.one("aws.budgets.Budget").args as Record<string, unknown> & { notifications: Array<Record<string, unknown>> };

  it("is a monthly cost budget of the stage's own resources (SST's sst:stage tag), its limit from the settings", () => {
    for (const stack of [production, preview]) {
      const budget = budgetOf(stack);
      expect(budget).toMatchObject({
        name: `rangrez-${stack.stage}-monthly-cost`,
        budgetType: "COST",
        timeUnit: "MONTHLY",
        limitUnit: "USD",
        limitAmount: String(limitsOf(stack.stage).monthlyBudgetUsd),
        costFilters: [{ name: "TagKeyValue", values: [`user:sst:stage$${stack.stage}`] }],
      });
    }
    expect(limitsOf("production").monthlyBudgetUsd).toBeGreaterThan(limitsOf("pr-42").monthlyBudgetUsd);
  });

  it("tells the alarm topic at 80% of the month's limit spent and when the month is forecast to pass it", () => {
    const budget = budgetOf(production);
    const topic = production.all("aws.sns.Topic").find((t) => t.name === "Alarms")!;
    expect(budget.notifications).toEqual([
      { notificationType: "ACTUAL", comparisonOperator: "GREATER_THAN", threshold: 80, thresholdType: "PERCENTAGE", subscriberSnsTopicArns: [`{${topic.name}.arn}`] },
      { notificationType: "FORECASTED", comparisonOperator: "GREATER_THAN", threshold: 100, thresholdType: "PERCENTAGE", subscriberSnsTopicArns: [`{${topic.name}.arn}`] },
    ]);
    // AWS Budgets publishes only where the topic's policy lets budgets.amazonaws.com do so.
    const policy = production.one("aws.sns.TopicPolicy");
    expect(policy.args.arn).toBe(`{${topic.name}.arn}`);
    expect(policy.args.policy).toBe(alarmTopicPolicy(`{${topic.name}.arn}`));
  });

  it("lets AWS Budgets and CloudWatch of this account alone publish to the alarm topic, and the account manage it as before", () => {
    const arn = "arn:aws:sns:ap-south-1:123456789012:rangrez-production-Alarms-abc";
    const policy = JSON.parse(alarmTopicPolicy(arn)) as { Statement: Array<{ Principal: Record<string, string>; Action: string | string[]; Resource: string; Condition: Record<string, Record<string, string>> }> };
    const byService = (service: string) => policy.Statement.find((s) => s.Principal.Service === service);
    expect(byService("budgets.amazonaws.com")).toMatchObject({
      Action: "SNS:Publish",
      Resource: arn,
      Condition: { StringEquals: { "aws:SourceAccount": "123456789012" }, ArnLike: { "aws:SourceArn": "arn:aws:budgets::123456789012:*" } },
    });
    // A topic policy replaces SNS's default one: the alarms must still get through.
    expect(byService("cloudwatch.amazonaws.com")).toMatchObject({ Action: "SNS:Publish", Resource: arn, Condition: { StringEquals: { "aws:SourceAccount": "123456789012" } } });
    expect(policy.Statement.find((s) => s.Principal.AWS === "arn:aws:iam::123456789012:root")?.Action).toEqual(expect.arrayContaining(["SNS:Subscribe", "SNS:Publish", "SNS:SetTopicAttributes"]));
  });
});
