import { alarmTopic, edgeAlarmTopic, usEast1 } from "./alarm-topics.js";

// CloudWatch alarms for what docs/operations.md's "What to watch" lists. Each e-mails the stage's address
// when it fires and again when it clears. Periods are five minutes; a metric with no data (no
// traffic) counts as fine. Alarm names carry the app and stage, as the e-mail's subject does.

const FIVE_MINUTES = 300;

interface AlarmArgs {
  description: string;
  namespace?: string;
  metricName?: string;
  dimensions?: Record<string, unknown>;
  statistic?: string;
  period?: number;
  evaluationPeriods?: number;
  datapointsToAlarm?: number;
  threshold: number;
  comparisonOperator?: string;
  metricQueries?: Record<string, unknown>[];
}

function metricAlarm(name: string, args: AlarmArgs, edge = false) {
  const { description, ...metric } = args;
  const topic = edge ? edgeAlarmTopic : alarmTopic;
  return new aws.cloudwatch.MetricAlarm(
    `${name}Alarm`,
    {
      name: `${$app.name}-${$app.stage}-${name}`,
      alarmDescription: description,
      comparisonOperator: "GreaterThanOrEqualToThreshold",
      evaluationPeriods: 1,
      treatMissingData: "notBreaching",
      alarmActions: [topic.arn],
      okActions: [topic.arn],
      ...(metric.metricQueries ? {} : { period: FIVE_MINUTES, statistic: "Sum" }),
      ...metric,
    },
    edge ? { provider: usEast1 } : undefined,
  );
}

function seconds(duration: string): number {
  const match = /^(\d+) seconds?$/.exec(duration);
  if (!match) throw new Error(`A function's timeout must read like "15 seconds", not "${duration}"`);
  return Number(match[1]);
}

/**
 * A function's own failures: invocations that threw or timed out (Errors), invocations Lambda
 * refused for want of concurrency (Throttles), and answers that took most of the timeout
 * (Razorpay or DynamoDB slow). An HTTP answer of 500 is not a Lambda error: the Router's 5xx
 * rate and the webhook's answer alarms watch those.
 */
export function watchFunction(fn: { name: unknown }, componentName: string, timeout: string) {
  const dimensions = { FunctionName: fn.name };
  metricAlarm(`${componentName}Errors`, {
    description: `${componentName} threw or timed out. Its log group shows why (docs/operations.md, Operations: Logs).`,
    namespace: "AWS/Lambda",
    metricName: "Errors",
    dimensions,
    threshold: 1,
  });
  metricAlarm(`${componentName}Throttles`, {
    description: `Lambda refused to run ${componentName} (concurrency used up): requests were turned away.`,
    namespace: "AWS/Lambda",
    metricName: "Throttles",
    dimensions,
    threshold: 1,
  });
  metricAlarm(`${componentName}NearTimeout`, {
    description: `${componentName} took over 80% of its ${timeout} timeout: Razorpay or DynamoDB is slow.`,
    namespace: "AWS/Lambda",
    metricName: "Duration",
    dimensions,
    statistic: "Maximum",
    threshold: Math.round(seconds(timeout) * 1000 * 0.8),
  });
}

/**
 * Razorpay's deliveries that failed, counted by the function URL the Router calls: a 5xx is
 * retried by Razorpay (the shop could not apply it), a run of 4xx means deliveries are refused
 * (after a webhook secret rotation, the two sides disagree); Razorpay disables a webhook that
 * keeps failing for 24 hours. Three refusals in 15 minutes, so one stray unsigned request (the
 * smoke test sends one) does not page anyone.
 */
export function watchWebhookAnswers(fn: { name: unknown }, componentName: string) {
  const dimensions = { FunctionName: fn.name };
  metricAlarm(`${componentName}Failures`, {
    description: `${componentName} answered Razorpay with a 5xx: the delivery will be retried. Look for "unhandled error:" or "service unavailable:" in its logs.`,
    namespace: "AWS/Lambda",
    metricName: "Url5xxCount",
    dimensions,
    threshold: 1,
  });
  metricAlarm(`${componentName}Refusals`, {
    description: `${componentName} refused Razorpay's deliveries (4xx): check that RazorpayWebhookSecret matches the secret in Razorpay's webhook form.`,
    namespace: "AWS/Lambda",
    metricName: "Url4xxCount",
    dimensions,
    period: 3 * FIVE_MINUTES,
    threshold: 3,
  });
}

/**
 * The DynamoDB operations the shop calls. DynamoDB counts throttled requests and its own errors
 * per operation (dimensions TableName and Operation), so each alarm adds them up; an alarm's
 * metric math takes at most 10 metrics. tests/infra/alarms.test.ts checks this list against
 * the commands in functions/.
 */
export const TABLE_OPERATIONS = ["GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan", "BatchGetItem", "BatchWriteItem", "TransactWriteItems"] as const;

function sumOverOperations(tableName: unknown, metricName: string, label: string) {
  return [
    { id: "total", expression: `SUM([${TABLE_OPERATIONS.map((_, i) => `m${i}`).join(",")}])`, label, returnData: true },
    ...TABLE_OPERATIONS.map((operation, i) => ({
      id: `m${i}`,
      returnData: false,
      metric: { namespace: "AWS/DynamoDB", metricName, dimensions: { TableName: tableName, Operation: operation }, period: FIVE_MINUTES, stat: "Sum" },
    })),
  ];
}

/** Throttled requests (on-demand tables throttle past their peak's doubling) and DynamoDB's own 5xx. */
export function watchTable(table: { name: unknown }, componentName: string) {
  metricAlarm(`${componentName}Throttles`, {
    description: `DynamoDB throttled requests to ${componentName}: shoppers saw "briefly unavailable".`,
    threshold: 1,
    metricQueries: sumOverOperations(table.name, "ThrottledRequests", "Throttled requests"),
  });
  metricAlarm(`${componentName}SystemErrors`, {
    description: `DynamoDB failed requests to ${componentName} on its side (SystemErrors). Check the AWS Health Dashboard for ap-south-1.`,
    threshold: 1,
    metricQueries: sumOverOperations(table.name, "SystemErrors", "System errors"),
  });
}

/**
 * The share of the Router's answers that were 5xx (origin errors, Lambda failures), over two
 * five-minute periods running, so one failed request in a quiet minute does not page anyone.
 */
export function watchRouter(router: { distributionID: unknown }, componentName: string) {
  metricAlarm(
    `${componentName}5xxRate`,
    {
      description: `Over 5% of ${componentName}'s answers were 5xx for 10 minutes. Check /api/health and the functions' logs.`,
      namespace: "AWS/CloudFront",
      metricName: "5xxErrorRate",
      dimensions: { DistributionId: router.distributionID, Region: "Global" },
      statistic: "Average",
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      comparisonOperator: "GreaterThanThreshold",
      threshold: 5,
    },
    true,
  );
}

/**
 * A table stream consumer's lag (IteratorAge: how old the last record it was given was) and the
 * batches it set aside (messages in its failure queue, docs/operations.md says how to read them).
 */
export function watchStreamConsumer(fn: { name: unknown }, componentName: string, lagSeconds: number, failures: { name: unknown }) {
  metricAlarm(`${componentName}StreamLag`, {
    description: `${componentName} is over ${lagSeconds} s behind the table's stream: it fails or is too slow, and its work (e-mails, pages) waits.`,
    namespace: "AWS/Lambda",
    metricName: "IteratorAge",
    dimensions: { FunctionName: fn.name },
    statistic: "Maximum",
    threshold: lagSeconds * 1000,
  });
  metricAlarm(`${componentName}StreamFailures`, {
    description: `${componentName} set stream records aside after its retries: read ${componentName}StreamFailures in SQS (docs/operations.md, Stream consumers).`,
    namespace: "AWS/SQS",
    metricName: "ApproximateNumberOfMessagesVisible",
    dimensions: { QueueName: failures.name },
    statistic: "Maximum",
    threshold: 1,
  });
}
