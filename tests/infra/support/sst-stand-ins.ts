// Recording stand-ins for the globals the sst CLI injects into sst.config.ts ($config, $app,
// sst, $interpolate, $dev, $resolve, aws). Each component records its name and arguments;
// its outputs (url, name, value) are placeholder strings like "{ShopRouter.url}", so what the
// config returns can be read back. They also refuse what SST would refuse: a duplicate
// component name, a badly named secret, a table whose index uses an undeclared field.

export type ComponentKind = "Dynamo" | "Function" | "StaticSite" | "Router" | "Secret" | "Bucket";

/** A route added with router.routeBucket(pattern, bucket, args). */
export interface BucketRoute {
  pattern: string;
  bucket: object;
  args?: Record<string, unknown>;
}

export interface RecordedComponent {
  kind: ComponentKind;
  name: string;
  args: Record<string, unknown>;
  /** The stand-in object itself, as other components receive it (a Router's `instance`, a `link`). */
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

  abstract class Component {
    constructor(kind: ComponentKind, componentName: string, args: Record<string, unknown>) {
      if (recorded.some((c) => c.name === componentName)) throw new Error(`Component name "${componentName}" is used twice`);
      recorded.push({ kind, name: componentName, args, component: this });
    }
  }

  class Dynamo extends Component {
    readonly name: string;
    readonly arn: string;
    constructor(name: string, args: Record<string, unknown>) {
      super("Dynamo", name, args);
      checkTableFields(name, args);
      this.name = output(name, "name");
      this.arn = output(name, "arn");
    }
  }

  class LambdaFunction extends Component {
    readonly url: string;
    readonly name: string;
    constructor(name: string, args: Record<string, unknown>) {
      super("Function", name, args);
      if (typeof args.handler !== "string") throw new Error(`Function "${name}" has no handler`);
      this.url = output(name, "url");
      this.name = output(name, "name");
    }
  }

  class StaticSite extends Component {
    readonly url: string;
    constructor(name: string, args: Record<string, unknown>) {
      super("StaticSite", name, args);
      this.url = output(name, "url");
    }
  }

  class Router extends Component {
    readonly url: string;
    readonly bucketRoutes: BucketRoute[] = [];
    constructor(name: string, args: Record<string, unknown> = {}) {
      super("Router", name, args);
      this.url = output(name, "url");
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
    constructor(name: string, args: Record<string, unknown> = {}) {
      super("Bucket", name, args);
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

  const globals = {
    $config: (app: SstApp) => app,
    $app: { name: appName, stage },
    $dev: false,
    $interpolate: (strings: TemplateStringsArray, ...values: unknown[]) =>
      strings.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ""), ""),
    $resolve: (values: unknown) => values,
    sst: { Secret, aws: { Dynamo, Function: LambdaFunction, StaticSite, Router, Bucket } },
    // The config must not reach for raw Pulumi resources: anything touched here fails loudly.
    aws: new Proxy({}, { get: (_target, property) => { throw new Error(`sst.config.ts used aws.${String(property)}, which the stand-ins do not record`); } }),
  };

  return { globals, recorded };
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
