// The globals the sst CLI gives sst.config.ts and infra/cloud/ ($config, $app, sst.*, aws.*),
// declared for `npm run typecheck` (tsconfig.cloud.json) where the CLI has not written
// .sst/platform/config.d.ts: only what this shop's config uses, typed after SST's and Pulumi's
// own declarations (platform/src/components/aws/*.ts, @pulumi/aws). scripts/typecheck-cloud.ts
// reads this file in place of the CLI's when that is missing; when present, the CLI's wins.
// tests/infra/support/sst-stand-ins.ts implements the same surface for the tests.

/** A value known only while deploying (Pulumi's Output). */
interface SstOutput<T> {
  apply<U>(transform: (value: T) => U | SstOutput<U> | Promise<U>): SstOutput<U>;
}
/** What a component argument accepts: a plain value, a promise or another component's output. */
type SstInput<T> = T | Promise<T> | SstOutput<T>;

/** What an input holds once known. */
type SstKnown<T> = T extends SstOutput<infer U> ? U : T extends Promise<infer P> ? P : T;
/** Waits for several inputs at once (SST's $resolve: Pulumi's all). */
declare function $resolve<T extends readonly unknown[]>(values: readonly [...T]): SstOutput<{ [K in keyof T]: SstKnown<T[K]> }>;

/** Pulumi's table arguments, named here because inside `namespace sst`, `aws` means `sst.aws`. */
type PulumiTableArgs = aws.dynamodb.TableArgs;

type SstMemory = `${number} MB` | `${number} GB`;
type SstDuration = `${number} ${"second" | "seconds" | "minute" | "minutes" | "hour" | "hours" | "day" | "days"}`;

/** Pulumi's resource options, as far as the config passes them. */
interface SstResourceOptions {
  provider?: aws.Provider;
  parent?: object;
  dependsOn?: object | object[];
}

interface SstAppInput {
  stage: string;
}
interface SstAppSettings {
  name: string;
  home: "aws" | "cloudflare" | "local";
  removal?: "remove" | "retain" | "retain-all";
  protect?: boolean;
  providers?: Record<string, Record<string, unknown> | string | true>;
}

declare function $config(input: {
  app(input: SstAppInput): SstAppSettings;
  run(): Promise<Record<string, unknown> | void>;
}): unknown;

declare const $app: { readonly name: string; readonly stage: string };

declare namespace sst {
  /** `npx sst secret set <name> <value>`; linkable. */
  class Secret {
    constructor(name: string, placeholder?: SstInput<string>);
    readonly name: string;
    readonly value: SstOutput<string>;
  }

  namespace aws {
    /** Anything a function may be linked to. */
    type Linkable = Secret | Dynamo | Bucket | Email | Router | Function;

    interface FunctionArgs {
      handler: string;
      runtime?: "nodejs18.x" | "nodejs20.x" | "nodejs22.x";
      architecture?: "x86_64" | "arm64";
      memory?: SstMemory;
      timeout?: SstDuration;
      link?: Linkable[];
      environment?: Record<string, SstInput<string>>;
      logging?: { retention?: string; format?: "text" | "json" } | false;
      nodejs?: {
        format?: "esm" | "cjs";
        minify?: boolean;
        sourcemap?: boolean;
        splitting?: boolean;
        install?: string[];
      };
      copyFiles?: Array<{ from: string; to?: string }>;
      /** IAM permissions beyond what `link` grants (a stream consumer's failure queue). */
      permissions?: Array<{ effect?: "allow" | "deny"; actions: string[]; resources: SstInput<string>[] }>;
      url?: boolean | { router?: { instance: Router; path?: string }; cors?: boolean };
      /** `function`: arguments merged into the Lambda function resource SST makes (Pulumi's lambda.FunctionArgs: tracingConfig). */
      transform?: { function?: Record<string, unknown> };
      /** `reserved`: Lambda's reserved concurrent executions (SST's FunctionArgs.concurrency). */
      concurrency?: { reserved?: number; provisioned?: number };
    }
    class Function {
      constructor(name: string, args: FunctionArgs, opts?: SstResourceOptions);
      readonly name: SstOutput<string>;
      readonly arn: SstOutput<string>;
      readonly url: SstOutput<string>;
      /** The IAM role SST made for it (none is given in `role` here). */
      readonly nodes: { role: { readonly name: SstOutput<string>; readonly arn: SstOutput<string> } };
    }

    class Cron {
      constructor(
        name: string,
        /** `event`: what the function is invoked with on each run (the target's input), in place of EventBridge's scheduled event. */
        args: { function: SstInput<string | FunctionArgs | Function>; schedule: `rate(${string})` | `cron(${string})`; event?: Record<string, SstInput<string>> },
        opts?: SstResourceOptions,
      );
      readonly nodes: { function: Function };
    }

    interface DynamoArgs {
      fields: Record<string, "string" | "number" | "binary">;
      primaryIndex: { hashKey: string; rangeKey?: string };
      globalIndexes?: Record<string, { hashKey: string; rangeKey?: string; projection?: "all" | "keys-only" | string[] }>;
      ttl?: string;
      stream?: "keys-only" | "new-image" | "old-image" | "new-and-old-images";
      deletionProtection?: boolean;
      /** `table`: SST's Transform<dynamodb.TableArgs>, as a function changing the arguments SST made. */
      transform?: { table?: (args: PulumiTableArgs) => void };
    }
    class Dynamo {
      constructor(name: string, args: DynamoArgs, opts?: SstResourceOptions);
      readonly name: SstOutput<string>;
      readonly arn: SstOutput<string>;
      /** Invoke a function with the table's stream records, those matching any of `filters`. */
      subscribe(
        name: string,
        subscriber: SstInput<string | FunctionArgs>,
        args?: { filters?: Record<string, unknown>[]; transform?: { eventSourceMapping?: Record<string, unknown> } },
      ): unknown;
    }

    class Email {
      constructor(name: string, args: { sender: string; dns?: false }, opts?: SstResourceOptions);
      /** Refers to the identity another stage made for this sender (linkable like one made here). */
      static get(name: string, sender: SstInput<string>, opts?: SstResourceOptions): Email;
      readonly sender: SstOutput<string>;
    }

    interface BucketArgs {
      access?: "public" | "cloudfront";
      cors?: false | { allowOrigins?: SstInput<string>[]; allowMethods?: string[]; allowHeaders?: string[]; exposeHeaders?: string[]; maxAge?: SstDuration };
      lifecycle?: Array<{ id?: string; prefix?: string; expiresIn?: SstDuration; enabled?: boolean }>;
      /** Keeps every version of an object (S3 bucket versioning, status Enabled). */
      versioning?: true;
      /**
       * `lifecycle`: SST's Transform<s3.BucketLifecycleConfigurationArgs>, as a function of the rules
       * SST made (Pulumi's rule: id, status, filter, expiration, transitions [{days, storageClass}],
       * abortIncompleteMultipartUpload).
       */
      transform?: { bucket?: Record<string, unknown>; lifecycle?: (args: { rules: SstInput<SstInput<object>[]> }) => void };
    }
    class Bucket {
      constructor(name: string, args?: BucketArgs, opts?: SstResourceOptions);
      readonly name: SstOutput<string>;
      readonly arn: SstOutput<string>;
      readonly domain: SstOutput<string>;
    }

    interface RouterArgs {
      domain?: string | { name: string; redirects?: string[]; dns?: false; cert?: string };
      /** `injection`: Input<string> in SST's RouterArgs, so it may be made from a secret's value at deploy time. */
      edge?: { viewerRequest?: { injection: SstInput<string> }; viewerResponse?: { injection: SstInput<string> } };
      transform?: {
        /** Changes the arguments SST gives CloudFront's cache policy (Pulumi's CachePolicyArgs). */
        cachePolicy?: (args: { parametersInCacheKeyAndForwardedToOrigin: Record<string, unknown> }) => void;
        /** Changes the arguments SST gives the CloudFront distribution (its cache behaviours). */
        cdn?: (args: { defaultCacheBehavior: SstInput<Record<string, unknown>>; orderedCacheBehaviors?: SstInput<object[]> }) => void;
      };
    }
    class Router {
      constructor(name: string, args?: RouterArgs, opts?: SstResourceOptions);
      readonly url: SstOutput<string>;
      readonly distributionID: SstOutput<string>;
      /** Serve a bucket's files under `pattern` ("/media"). */
      routeBucket(pattern: string, bucket: Bucket, args?: { rewrite?: { regex: string; to: string } }): void;
    }

    interface StaticSiteArgs {
      path?: string;
      build?: { command: string; output: string };
      /** Given to the build (Vite reads those prefixed VITE_); SST's StaticSite `environment`. */
      environment?: Record<string, SstInput<string>>;
      vite?: { types?: string };
      router?: { instance: Router; path?: string };
      indexPage?: string;
      errorPage?: string;
      assets?: {
        routes?: string[];
        purge?: boolean;
        fileOptions?: Array<{ files: string | string[]; ignore?: string | string[]; cacheControl?: string; contentType?: string }>;
      };
    }
    class StaticSite {
      constructor(name: string, args?: StaticSiteArgs, opts?: SstResourceOptions);
      readonly url: SstOutput<string | undefined>;
      readonly nodes: { assets: Bucket };
    }
  }
}

/** The raw Pulumi AWS provider (@pulumi/aws), for the few resources SST has no component for. */
declare namespace aws {
  class Provider {
    constructor(name: string, args: { region: string });
  }

  namespace cloudfront {
    class CachePolicy {
      constructor(
        name: string,
        args: { comment?: string; defaultTtl: number; minTtl: number; maxTtl: number; parametersInCacheKeyAndForwardedToOrigin: Record<string, unknown> },
        opts?: SstResourceOptions,
      );
      readonly id: SstOutput<string>;
    }
  }

  namespace dynamodb {
    /** A maximum of request units per second on an on-demand table or index. */
    interface OnDemandThroughput {
      maxReadRequestUnits?: SstInput<number>;
      maxWriteRequestUnits?: SstInput<number>;
    }
    /** The part of Pulumi's TableArgs the config changes (through SST's Dynamo transform). */
    interface TableArgs {
      billingMode?: SstInput<string>;
      onDemandThroughput?: SstInput<OnDemandThroughput>;
      globalSecondaryIndexes?: SstInput<Array<Record<string, unknown> & { name: string; onDemandThroughput?: OnDemandThroughput }>>;
    }
  }

  namespace budgets {
    interface BudgetNotification {
      notificationType: "ACTUAL" | "FORECASTED";
      comparisonOperator: "GREATER_THAN" | "LESS_THAN" | "EQUAL_TO";
      threshold: number;
      thresholdType: "PERCENTAGE" | "ABSOLUTE_VALUE";
      subscriberSnsTopicArns?: SstInput<string>[];
      subscriberEmailAddresses?: SstInput<string>[];
    }
    /** An AWS Budgets budget (@pulumi/aws budgets.Budget). */
    class Budget {
      constructor(
        name: string,
        args: {
          name?: string;
          budgetType: "COST" | "USAGE";
          timeUnit: "MONTHLY" | "QUARTERLY" | "ANNUALLY" | "DAILY";
          limitAmount: string;
          limitUnit: string;
          costFilters?: Array<{ name: string; values: string[] }>;
          notifications?: BudgetNotification[];
        },
        opts?: SstResourceOptions,
      );
      readonly arn: SstOutput<string>;
    }
  }

  namespace sns {
    class Topic {
      constructor(name: string, args?: Record<string, never>, opts?: SstResourceOptions);
      readonly arn: SstOutput<string>;
    }
    /** The topic's access policy (replaces SNS's default one). */
    class TopicPolicy {
      constructor(name: string, args: { arn: SstInput<string>; policy: SstInput<string> }, opts?: SstResourceOptions);
    }
    class TopicSubscription {
      constructor(name: string, args: { topic: SstInput<string>; protocol: "email" | "sms" | "lambda" | "sqs" | "https"; endpoint: SstInput<string> }, opts?: SstResourceOptions);
    }
  }

  namespace sesv2 {
    /** Settings SES applies to the e-mails sent with it: here, where their bounces and complaints are published. */
    class ConfigurationSet {
      constructor(name: string, args: { configurationSetName: SstInput<string> }, opts?: SstResourceOptions);
      readonly arn: SstOutput<string>;
      readonly configurationSetName: SstOutput<string>;
    }
    class ConfigurationSetEventDestination {
      constructor(
        name: string,
        args: {
          configurationSetName: SstInput<string>;
          eventDestinationName: string;
          eventDestination: { enabled?: boolean; matchingEventTypes: string[]; snsDestination?: { topicArn: SstInput<string> } };
        },
        opts?: SstResourceOptions,
      );
    }
  }

  namespace sqs {
    /** A queue (a stream consumer's on-failure destination). */
    class Queue {
      constructor(name: string, args?: { messageRetentionSeconds?: number }, opts?: SstResourceOptions);
      readonly arn: SstOutput<string>;
      readonly name: SstOutput<string>;
      readonly url: SstOutput<string>;
    }
  }

  namespace cloudwatch {
    interface MetricAlarmArgs {
      name?: string;
      alarmDescription?: string;
      comparisonOperator: string;
      evaluationPeriods: number;
      datapointsToAlarm?: number;
      threshold?: number;
      treatMissingData?: "missing" | "ignore" | "breaching" | "notBreaching";
      alarmActions?: SstInput<string>[];
      okActions?: SstInput<string>[];
      namespace?: string;
      metricName?: string;
      dimensions?: Record<string, unknown>;
      statistic?: string;
      period?: number;
      metricQueries?: Record<string, unknown>[];
    }
    class MetricAlarm {
      constructor(name: string, args: MetricAlarmArgs, opts?: SstResourceOptions);
      readonly arn: SstOutput<string>;
    }
  }

  namespace iam {
    /** An inline policy on a role (a function's, to invoke itself by its own ARN). */
    class RolePolicy {
      constructor(name: string, args: { role: SstInput<string>; policy: SstInput<string> }, opts?: SstResourceOptions);
    }
  }

  namespace lambda {
    /** Lets a service (SNS) invoke a function. */
    class Permission {
      constructor(name: string, args: { action: string; function: SstInput<string>; principal: string; sourceArn?: SstInput<string> }, opts?: SstResourceOptions);
    }
    /** Invokes a function once while deploying, and again whenever `triggers` change. */
    class Invocation {
      constructor(name: string, args: { functionName: SstInput<string>; input: string; triggers?: Record<string, string> }, opts?: SstResourceOptions);
      readonly result: SstOutput<string>;
    }
  }
}
