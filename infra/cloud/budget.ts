import { alarmTopic } from "./alarm-topics.js";
import { alarmTopicPolicy } from "./alarm-topic-policy.js";
import { limitsOf } from "./stage-limits.js";

// The stage's monthly cost, watched by AWS Budgets (its limit in stage-limits.ts): the alarm topic
// hears at 80% of the limit spent, and as soon as the month is forecast to pass it. Budgets are the
// account's, so each stage's counts only what carries its tag: SST tags everything it deploys with
// sst:stage, which must be activated once per account as a cost allocation tag (Billing → Cost
// allocation tags) before the figures appear (docs/operations.md, "Limits"). Costs arrive in
// Budgets up to a day late: this tells of a month going wrong, not of a flood (the concurrency and
// the table's ceiling bound those).

new aws.sns.TopicPolicy("AlarmsPolicy", { arn: alarmTopic.arn, policy: $resolve([alarmTopic.arn]).apply(([arn]) => alarmTopicPolicy(arn)) });

const toAlarms = (notificationType: "ACTUAL" | "FORECASTED", threshold: number): aws.budgets.BudgetNotification => ({
  notificationType,
  comparisonOperator: "GREATER_THAN",
  threshold,
  thresholdType: "PERCENTAGE",
  subscriberSnsTopicArns: [alarmTopic.arn],
});

export const monthlyBudget = new aws.budgets.Budget("MonthlyCost", {
  name: `${$app.name}-${$app.stage}-monthly-cost`,
  budgetType: "COST",
  timeUnit: "MONTHLY",
  limitAmount: String(limitsOf($app.stage).monthlyBudgetUsd),
  limitUnit: "USD",
  costFilters: [{ name: "TagKeyValue", values: [`user:sst:stage$${$app.stage}`] }],
  notifications: [toAlarms("ACTUAL", 80), toAlarms("FORECASTED", 100)],
});
