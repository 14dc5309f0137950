// Recording stand-ins for the globals the sst CLI injects into sst.config.ts ($config, $app,
// sst, $interpolate, $dev, $resolve, aws). Each component records its name, arguments and
// options; its outputs (url, name, arn, value) are placeholder strings like "{ShopRouter.url}",
// so what the config passes around can be read back. They also refuse what SST would refuse:
// a linkable name used twice (case-insensitively, platform/src/components/link.ts) or "App", a
// badly named secret, a table whose index uses an undeclared field, a Cron without a function,
// a subscription to a table without a stream.
//
// Raw Pulumi resources (the `aws` global) are recorded for the few types the config may use
// (alarms, their SNS topics, e-mail subscriptions and topic policy, a us-east-1 provider, the page
// publisher's run after each deploy, the stream consumers' failure queues, the monthly budget);
// any other is refused.

/** SST components, and raw Pulumi resources by their `aws.` path (e.g. "aws.cloudwatch.MetricAlarm"). */
export type ComponentKind = "Dynamo" | "Function" | "StaticSite" | "Router" | "Secret" | "Cron" | "Email" | "Bucket" | RawResourceKind;

/** A route added with router.routeBucket(pattern, bucket, args). */
export interface BucketRoute {
  pattern: string;
  bucket: object;
  args?: Record<string, unknown>;
}

export const RAW_RESOURCE_KINDS = [
  "aws.Provider",
  "aws.cloudfront.CachePolicy",
  "aws.sns.Topic",
  "aws.sns.TopicSubscription",
  "aws.sns.TopicPolicy",
  "aws.cloudwatch.MetricAlarm",
  "aws.lambda.Invocation",
  "aws.lambda.Permission",
  "aws.sqs.Queue",
  "aws.sesv2.ConfigurationSet",
  "aws.sesv2.ConfigurationSetEventDestination",
  "aws.budgets.Budget",
  "aws.iam.RolePolicy",
] as const;
export type RawResourceKind = (typeof RAW_RESOURCE_KINDS)[number];

/** What invokes a function without being a component of its own here: a table's stream subscription. */
export interface RecordedTrigger {
  kind: "DynamoSubscription";
  name: string;
  args: Record<string, unknown>;
}

export interface RecordedComponent {
  kind: ComponentKind;
  name: string;
  args: Record<string, unknown>;
  /** Resource options (a `provider`, a `parent`). */
  opts: Record<string, unknown>;
  /** The stand-in object itself, as other components receive it (a Router `instance`, a `link`). */
  component: object;
}

export interface AppInput {
  stage: string;
}

export interface SstApp {
  app(input: AppInput): Record<string, unknown>;
  run(): Promise<Record<string, unknown> | void>;
}

const output = (name: string, property: string) => `{${name}.${property}}`;

export function createStandIns(stage: string, appName: string) {
  const recorded: RecordedComponent[] = [];
  const linkableNames = new Set<string>();
  const triggers: RecordedTrigger[] = [];

  abstract class Component {
    constructor(kind: ComponentKind, componentName: string, args: Record<string, unknown>, opts: Record<string, unknown> = {}) {
      if (recorded.some((c) => c.name === componentName)) throw new Error(`Component name "${componentName}" is used twice`);
      // SST's rule for its own components made at the top level (not children such as a Cron's function).
      if (!kind.startsWith("aws.") && !opts.parent) {
        const lower = componentName.toLowerCase();
        if (lower === "app") throw new Error(`Component name "${componentName}" is reserved by SST`);
        if (linkableNames.has(lower)) throw new Error(`Component name ${componentName} is not unique (SST compares names case-insensitively)`);
        linkableNames.add(lower);
      }
      recorded.push({ kind, name: componentName, args, opts, component: this });
    }
  }

  class Dynamo extends Component {
    readonly name: string;
    readonly arn: string;
    constructor(
      name: string,
      private readonly args: Record<string, unknown>,
      opts?: Record<string, unknown>,
    ) {
      super("Dynamo", name, args, opts);
      checkTableFields(name, args);
      this.name = output(name, "name");
      this.arn = output(name, "arn");
    }

    /** SST refuses a subscription to a table without a stream. */
    subscribe(subscriberName: string, subscriber: unknown, args: Record<string, unknown> = {}) {
      if (!this.args.stream) throw new Error(`Cannot subscribe to "${this.name}" because stream is not enabled.`);
      triggers.push({ kind: "DynamoSubscription", name: subscriberName, args: { ...args, subscriber, table: this } });
    }
  }

  class LambdaFunction extends Component {
    readonly url: string;
    readonly name: string;
    readonly arn: string;
    /** SST makes each function's IAM role as `${name}Role` (function.ts, createRole). */
    readonly nodes: { role: { name: string; arn: string } };
    constructor(name: string, args: Record<string, unknown>, opts?: Record<string, unknown>) {
      super("Function", name, args, opts);
      if (typeof args.handler !== "string") throw new Error(`Function "${name}" has no handler`);
      this.url = output(name, "url");
      this.name = output(name, "name");
      this.arn = output(name, "arn");
      this.nodes = { role: { name: output(`${name}Role`, "name"), arn: output(`${name}Role`, "arn") } };
    }
  }

  class Email extends Component {
    readonly sender: string;
    readonly configSet: string;
    constructor(name: string, args: Record<string, unknown>, opts?: Record<string, unknown>) {
      super("Email", name, args, opts);
      if (typeof args.sender !== "string" || args.sender === "") throw new Error(`Email "${name}" has no sender`);
      this.sender = output(name, "sender");
      this.configSet = output(name, "configSet");
    }

    /** SST's Email.get: the identity another stage made, referred to by its sender (recorded with `existing: true`). */
    static get(name: string, sender: unknown, opts?: Record<string, unknown>) {
      return new Email(name, { sender, existing: true }, opts);
    }
  }

  class Cron extends Component {
    readonly nodes: { function: LambdaFunction };
    constructor(name: string, args: Record<string, unknown>, opts?: Record<string, unknown>) {
      super("Cron", name, args, opts);
      if (typeof args.schedule !== "string" || !/^(rate|cron)\(.+\)$/.test(args.schedule)) {
        throw new Error(`Cron "${name}" needs a schedule like "rate(1 minute)" or "cron(...)"`);
      }
      const fn = args.function ?? args.job;
      if (fn instanceof LambdaFunction) this.nodes = { function: fn };
      // SST's functionBuilder: a handler or FunctionArgs make a Function named `${name}Handler`, the Cron its parent.
      else if (typeof fn === "string") this.nodes = { function: new LambdaFunction(`${name}Handler`, { handler: fn }, { parent: this }) };
      else if (typeof fn === "object" && fn !== null) this.nodes = { function: new LambdaFunction(`${name}Handler`, fn as Record<string, unknown>, { parent: this }) };
      else throw new Error(`Cron "${name}" has no function`);
    }
  }

  class StaticSite extends Component {
    readonly url: string;
    /** SST's StaticSite makes its bucket as a Bucket named `${name}Assets`, itself the parent (platform/src/components/aws/static-site.ts). */
    readonly nodes: { assets: Bucket };
    constructor(name: string, args: Record<string, unknown>, opts?: Record<string, unknown>) {
      super("StaticSite", name, args, opts);
      this.url = output(name, "url");
      this.nodes = { assets: new Bucket(`${name}Assets`, { access: "cloudfront" }, { parent: this }) };
    }
  }

  class Router extends Component {
    readonly url: string;
    readonly distributionID: string;
    readonly bucketRoutes: BucketRoute[] = [];
    constructor(name: string, args: Record<string, unknown> = {}, opts?: Record<string, unknown>) {
      super("Router", name, args, opts);
      this.url = output(name, "url");
      this.distributionID = output(name, "distributionID");
    }
    routeBucket(pattern: string, bucket: object, args?: Record<string, unknown>) {
      // SST's rule: one target per path (its KV store keys routes by pattern).
      if (this.bucketRoutes.some((route) => route.pattern === pattern)) throw new Error(`Route "${pattern}" is added twice`);
      if (!(bucket instanceof Bucket)) throw new Error(`routeBucket("${pattern}") was not given a Bucket`);
      this.bucketRoutes.push({ pattern, bucket, args });
    }
  }

  class Bucket extends Component {
    readonly name: string;
    readonly arn: string;
    readonly domain: string;
    constructor(name: string, args: Record<string, unknown> = {}, opts?: Record<string, unknown>) {
      super("Bucket", name, args, opts);
      this.name = output(name, "name");
      this.arn = output(name, "arn");
      this.domain = output(name, "domain");
    }
  }

  class Secret extends Component {
    readonly value: string;
    constructor(name: string, placeholder?: string) {
      super("Secret", name, placeholder === undefined ? {} : { placeholder });
      // SST's rule for secret names (they become `Resource.<Name>`).
      if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`Secret name "${name}" must start with a capital and hold letters and digits only`);
      this.value = output(name, "value");
    }
  }

  /** A raw Pulumi resource class for one allowed `aws.` path, with `arn`, `id` and `name` outputs. */
  const rawResource = (kind: RawResourceKind) =>
    class RawResource extends Component {
      readonly arn: string;
      readonly id: string;
      readonly name: string;
      /** A configuration set's name (aws.sesv2.ConfigurationSet). */
      readonly configurationSetName: string;
      constructor(name: string, args: Record<string, unknown> = {}, opts?: Record<string, unknown>) {
        super(kind, name, args, opts);
        this.configurationSetName = output(name, "configurationSetName");
        this.arn = output(name, "arn");
        this.id = output(name, "id");
        this.name = output(name, "name");
      }
    };

  const globals = {
    $config: (app: SstApp) => app,
    $app: { name: appName, stage },
    $dev: false,
    $interpolate: (strings: TemplateStringsArray, ...values: unknown[]) =>
      strings.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ""), ""),
    // Pulumi's all(): here every value is known, so apply runs at once (a Router injection made from a secret's value).
    $resolve: (values: unknown[]) => ({ apply: <T>(transform: (known: unknown[]) => T) => transform(values) }),
    sst: { Secret, aws: { Dynamo, Function: LambdaFunction, StaticSite, Router, Email, Cron, Bucket } },
    aws: awsNamespace(rawResource),
  };

  return { globals, recorded, triggers };
}

/** `aws.sns.Topic` and the like for the allowed kinds; anything else the config touches fails loudly. */
function awsNamespace(rawResource: (kind: RawResourceKind) => unknown) {
  const refuse = (path: string) => {
    throw new Error(`sst.config.ts used ${path}, which the stand-ins do not record (tests/infra/support/sst-stand-ins.ts)`);
  };
  const level = (prefix: string): object =>
    new Proxy(
      {},
      {
        get: (_target, property) => {
          const path = `${prefix}.${String(property)}`;
          if ((RAW_RESOURCE_KINDS as readonly string[]).includes(path)) return rawResource(path as RawResourceKind);
          if (RAW_RESOURCE_KINDS.some((kind) => kind.startsWith(`${path}.`))) return level(path);
          return refuse(path);
        },
      },
    );
  return level("aws");
}

interface IndexArgs {
  hashKey: string;
  rangeKey?: string;
}

function checkTableFields(name: string, args: Record<string, unknown>) {
  const fields = Object.keys((args.fields ?? {}) as Record<string, string>);
  const indexes = [args.primaryIndex as IndexArgs, ...Object.values((args.globalIndexes ?? {}) as Record<string, IndexArgs>)];
  const keys = new Set(indexes.flatMap((index) => [index.hashKey, index.rangeKey].filter((k): k is string => Boolean(k))));
  for (const key of keys) if (!fields.includes(key)) throw new Error(`Table "${name}": index key "${key}" is not in fields`);
  // DynamoDB rejects attribute definitions that no index uses.
  for (const field of fields) if (!keys.has(field)) throw new Error(`Table "${name}": field "${field}" is declared but no index uses it`);
}
