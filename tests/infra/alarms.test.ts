import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/lambda-bundle.js";
import { evaluateSstConfig, type EvaluatedStack } from "./support/evaluate-sst-config.js";
import { declaredFunctions } from "./support/lambda-functions.js";
import type { RecordedComponent } from "./support/sst-stand-ins.js";
import { STREAM_SUBSCRIPTIONS } from "../../infra/cloud/stream-subscriptions.js";

// The alarms docs/operations.md's "What to watch" promises, as sst.config.ts would deploy them: which metric,
// which resource, what threshold, and that each one mails the stage's address.

interface MetricQuery {
  id: string;
  expression?: string;
  returnData: boolean;
  metric?: { namespace: string; metricName: string; dimensions: Record<string, string>; period: number; stat: string };
}

interface AlarmArgs {
  name: string;
  alarmDescription: string;
  namespace?: string;
  metricName?: string;
  dimensions?: Record<string, string>;
  statistic?: string;
  period?: number;
  evaluationPeriods: number;
  threshold: number;
  comparisonOperator: string;
  treatMissingData: string;
  alarmActions: string[];
  okActions: string[];
  metricQueries?: MetricQuery[];
}

let production: EvaluatedStack;
let preview: EvaluatedStack;

beforeAll(async () => {
  production = await evaluateSstConfig("production");
  preview = await evaluateSstConfig("pr-42");
});

const alarms = (stack: EvaluatedStack) => stack.all("aws.cloudwatch.MetricAlarm");
const argsOf = (alarm: RecordedComponent) => alarm.args as unknown as AlarmArgs;
/** The topics alarms notify (not SES's bounces and complaints topic, infra/cloud/mail-feedback.ts). */
const topics = (stack: EvaluatedStack) => stack.all("aws.sns.Topic").filter((t) => alarms(stack).some((a) => (argsOf(a).alarmActions ?? []).includes(arnOf(t))));
const inUsEast1 = (stack: EvaluatedStack, component: RecordedComponent) =>
  component.opts.provider !== undefined && (stack.of(component.opts.provider).args as { region?: string }).region === "us-east-1";
const regionalTopic = (stack: EvaluatedStack) => topics(stack).find((t) => !inUsEast1(stack, t))!;
const edgeTopic = (stack: EvaluatedStack) => topics(stack).find((t) => inUsEast1(stack, t))!;
const arnOf = (component: RecordedComponent) => `{${component.name}.arn}`;

/** The one alarm on `metricName` whose dimensions include these. */
function alarmOn(stack: EvaluatedStack, metricName: string, dimensions: Record<string, string>) {
  const found = alarms(stack).filter((a) => argsOf(a).metricName === metricName && Object.entries(dimensions).every(([k, v]) => argsOf(a).dimensions?.[k] === v));
  expect(found, `one alarm on ${metricName} ${JSON.stringify(dimensions)}`).toHaveLength(1);
  return found[0]!;
}

describe("where alarms go", () => {
  it("an SNS topic in the app's region and one in us-east-1 (CloudFront's metrics), each e-mailing the stage's AlarmEmail", () => {
    expect(topics(production)).toHaveLength(2);
    expect(regionalTopic(production)).toBeDefined();
    expect(edgeTopic(production)).toBeDefined();
    const subscriptions = production.all("aws.sns.TopicSubscription");
    for (const topic of [regionalTopic(production), edgeTopic(production)]) {
      const mail = subscriptions.filter((s) => s.args.topic === arnOf(topic));
      expect(mail, topic.name).toHaveLength(1);
      expect(mail[0]!.args).toMatchObject({ protocol: "email", endpoint: "{AlarmEmail.value}" });
      // A subscription lives in its topic's region.
      expect(inUsEast1(production, mail[0]!)).toBe(inUsEast1(production, topic));
    }
  });

  it("every alarm mails when it fires and when it clears, names its app and stage, and says what to look at", () => {
    expect(alarms(production).length).toBeGreaterThan(5);
    for (const alarm of alarms(production)) {
      const args = argsOf(alarm);
      const topic = inUsEast1(production, alarm) ? edgeTopic(production) : regionalTopic(production);
      expect(args.alarmActions, alarm.name).toEqual([arnOf(topic)]);
      expect(args.okActions, alarm.name).toEqual([arnOf(topic)]);
      expect(args.name).toMatch(/^rangrez-production-/);
      expect(args.alarmDescription.length).toBeGreaterThan(20);
      expect(args.treatMissingData).toBe("notBreaching");
    }
    const names = alarms(production).map((a) => argsOf(a).name);
    expect(new Set(names).size).toBe(names.length);
    // Another stage's alarms do not collide with production's.
    for (const alarm of alarms(preview)) expect(argsOf(alarm).name).toMatch(/^rangrez-pr-42-/);
  });
});

describe("the functions", () => {
  it("every declared function: any error or throttle in five minutes, and answers taking over 80% of its timeout", () => {
    for (const fn of declaredFunctions(production)) {
      const dimensions = { FunctionName: `{${fn.name}.name}` };
      for (const metricName of ["Errors", "Throttles"]) {
        const args = argsOf(alarmOn(production, metricName, dimensions));
        expect(args, `${fn.name} ${metricName}`).toMatchObject({ namespace: "AWS/Lambda", statistic: "Sum", period: 300, threshold: 1, comparisonOperator: "GreaterThanOrEqualToThreshold" });
      }
      const timeoutMs = Number(/^(\d+) seconds$/.exec(String(fn.component.args.timeout))![1]) * 1000;
      expect(argsOf(alarmOn(production, "Duration", dimensions))).toMatchObject({ namespace: "AWS/Lambda", statistic: "Maximum", threshold: timeoutMs * 0.8 });
    }
  });

  it("the webhook: any 5xx answer to Razorpay (a retried delivery), and three refusals in 15 minutes", () => {
    const dimensions = { FunctionName: "{RazorpayWebhook.name}" };
    expect(argsOf(alarmOn(production, "Url5xxCount", dimensions))).toMatchObject({ namespace: "AWS/Lambda", statistic: "Sum", period: 300, threshold: 1 });
    expect(argsOf(alarmOn(production, "Url4xxCount", dimensions))).toMatchObject({ namespace: "AWS/Lambda", statistic: "Sum", period: 900, threshold: 3 });
  });
});

/** The DynamoDB operation each SDK command is (lib-dynamodb's and client-dynamodb's names); undefined for table management. */
function operationOf(command: string): string | undefined {
  const management = ["DescribeTable", "CreateTable", "DeleteTable", "UpdateTable", "UpdateTimeToLive", "DescribeTimeToLive", "ListTables"];
  if (management.includes(command)) return undefined;
  const documentClient: Record<string, string> = {
    Get: "GetItem", Put: "PutItem", Update: "UpdateItem", Delete: "DeleteItem", Query: "Query", Scan: "Scan",
    BatchGet: "BatchGetItem", BatchWrite: "BatchWriteItem", TransactWrite: "TransactWriteItems", TransactGet: "TransactGetItems",
  };
  return documentClient[command] ?? command;
}

/** The DynamoDB commands a source file sends: `new XCommand(` for commands it imports from the DynamoDB packages (not SES's SendEmailCommand). */
function dynamoCommandsIn(text: string): string[] {
  const imported = new Set(
    [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/(?:lib|client)-dynamodb"/g)].flatMap((m) => m[1]!.split(",").map((name) => name.replace(/^\s*type\s+/, "").trim())),
  );
  return [...text.matchAll(/new (\w+)Command\(/g)].map((m) => m[1]!).filter((command) => imported.has(`${command}Command`));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : []));
}

describe("the stream consumers", () => {
  it("each: its lag (IteratorAge) over its declared bound, and any batch set aside in its failure queue", () => {
    for (const declared of Object.values(STREAM_SUBSCRIPTIONS)) {
      const lag = argsOf(alarmOn(production, "IteratorAge", { FunctionName: `{${declared.name}.name}` }));
      expect(lag).toMatchObject({ namespace: "AWS/Lambda", statistic: "Maximum", threshold: declared.iteratorAgeAlarmSeconds * 1000, comparisonOperator: "GreaterThanOrEqualToThreshold" });
      const failures = argsOf(alarmOn(production, "ApproximateNumberOfMessagesVisible", { QueueName: `{${declared.name}StreamFailures.name}` }));
      expect(failures).toMatchObject({ namespace: "AWS/SQS", statistic: "Maximum", threshold: 1 });
    }
  });
});

describe("the table", () => {
  const operationsInCode = () =>
    new Set(
      sources(resolve(REPO_ROOT, "functions"))
        .flatMap((file) => dynamoCommandsIn(readFileSync(file, "utf8")))
        .map(operationOf)
        .filter((operation): operation is string => operation !== undefined),
    );

  for (const metricName of ["ThrottledRequests", "SystemErrors"]) {
    it(`${metricName}, summed over every operation the shop's code calls on the table`, () => {
      const found = alarms(production).filter((a) => argsOf(a).metricQueries?.some((q) => q.metric?.metricName === metricName));
      expect(found).toHaveLength(1);
      const args = argsOf(found[0]!);
      const metrics = args.metricQueries!.filter((q) => q.metric);
      // CloudWatch takes at most 10 metrics in one alarm's math.
      expect(metrics.length).toBeLessThanOrEqual(10);
      for (const query of metrics) {
        expect(query.metric).toMatchObject({ namespace: "AWS/DynamoDB", metricName, stat: "Sum", period: 300, dimensions: { TableName: "{ShopTable.name}" } });
        expect(query.returnData).toBe(false);
      }
      const watched = new Set(metrics.map((q) => q.metric!.dimensions.Operation));
      expect(operationsInCode().size).toBeGreaterThan(3);
      for (const operation of operationsInCode()) expect(watched, `the alarms watch ${operation}`).toContain(operation);
      const total = args.metricQueries!.filter((q) => q.returnData);
      expect(total).toHaveLength(1);
      expect(total[0]!.expression).toBe(`SUM([${metrics.map((q) => q.id).join(",")}])`);
      expect(args).toMatchObject({ threshold: 1, comparisonOperator: "GreaterThanOrEqualToThreshold" });
    });
  }
});

describe("the Router", () => {
  it("CloudFront's 5xx error rate above 5% for two five-minute periods running, alarmed in us-east-1", () => {
    const alarm = alarmOn(production, "5xxErrorRate", { DistributionId: "{ShopRouter.distributionID}", Region: "Global" });
    expect(inUsEast1(production, alarm)).toBe(true);
    expect(argsOf(alarm)).toMatchObject({
      namespace: "AWS/CloudFront",
      statistic: "Average",
      period: 300,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      comparisonOperator: "GreaterThanThreshold",
      threshold: 5,
    });
    // Everything else stays in the app's region.
    expect(alarms(production).filter((a) => inUsEast1(production, a))).toEqual([alarm]);
  });
});
