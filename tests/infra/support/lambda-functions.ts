import type { EvaluatedStack } from "./evaluate-sst-config.js";
import type { LambdaLimits } from "../../support/lambda-process.js";
import type { RecordedComponent } from "./sst-stand-ins.js";

// Every Lambda function a stack declares (on its own or made by a Cron), read generically, so the
// bundle, link and alarm checks apply to any function someone adds to infra/cloud/.

export interface DeclaredFunction {
  /** The component name, e.g. "ShopApi" (a Cron's function: "<Cron>Handler"). */
  name: string;
  handler: string;
  /** Names of the linked components, as `Resource.<Name>` reads them. */
  links: string[];
  component: RecordedComponent;
}

export function declaredFunctions(stack: EvaluatedStack): DeclaredFunction[] {
  return stack.all("Function").map((component) => ({
    name: component.name,
    handler: component.args.handler as string,
    links: ((component.args.link ?? []) as object[]).map((linked) => stack.of(linked).name),
    component,
  }));
}

export function declaredFunction(stack: EvaluatedStack, name: string): DeclaredFunction {
  const found = declaredFunctions(stack).find((fn) => fn.name === name);
  if (!found) throw new Error(`No function ${name} in the stack`);
  return found;
}

/** What a link puts in a function's environment, by the linked component's kind (SST's getSSTLink properties and type). */
const LINK_SHAPES: Partial<Record<RecordedComponent["kind"], { type: string; properties: (name: string) => Record<string, string> }>> = {
  Secret: { type: "sst.sst.Secret", properties: (name) => ({ value: `test-value-of-${name}-0123456789abcdef0123456789` }) },
  Dynamo: { type: "sst.aws.Dynamo", properties: (name) => ({ name: `table-${name}` }) },
  Function: { type: "sst.aws.Function", properties: (name) => ({ name: `function-${name}`, url: `https://${name.toLowerCase()}.lambda-url.ap-south-1.on.aws/` }) },
  Router: { type: "sst.aws.Router", properties: (name) => ({ url: `https://${name.toLowerCase()}.cloudfront.net` }) },
  StaticSite: { type: "sst.aws.StaticSite", properties: (name) => ({ url: `https://${name.toLowerCase()}.cloudfront.net` }) },
  Email: { type: "sst.aws.Email", properties: (name) => ({ sender: `orders@${name.toLowerCase()}.example.in`, configSet: `config-set-${name}` }) },
  Bucket: { type: "sst.aws.Bucket", properties: (name) => ({ name: `bucket-${name.toLowerCase()}` }) },
};

/**
 * The SST_RESOURCE_<Name> variables a function's links give it (plus App), each the JSON SST
 * would put there: by default a sample value per kind, or the given `values` (the test table's
 * real name, a secret the test signs with). `leaveOut` drops one link, as if it were not linked.
 */
export function linkedEnvironment(
  stack: EvaluatedStack,
  fn: DeclaredFunction,
  options: { values?: Record<string, Record<string, string>>; leaveOut?: string; stage?: string } = {},
): Record<string, string> {
  const env: Record<string, string> = { SST_RESOURCE_App: JSON.stringify({ name: "rangrez", stage: options.stage ?? stack.stage }) };
  for (const name of fn.links) {
    if (name === options.leaveOut) continue;
    const component = stack.components.find((c) => c.name === name)!;
    const shape = LINK_SHAPES[component.kind];
    if (!shape) throw new Error(`No link shape for ${component.kind} ${name}: add one to LINK_SHAPES in tests/infra/support/lambda-functions.ts`);
    env[`SST_RESOURCE_${name}`] = JSON.stringify({ ...shape.properties(name), ...options.values?.[name], type: shape.type });
  }
  return env;
}

/** SST's defaults for a function that declares no timeout or memory. */
const SST_DEFAULT_LIMITS = { timeout: "20 seconds", memory: "1024 MB" };

/** A function's timeout and memory as infra/cloud/ declares them, for the fresh-process harness to enforce. */
export function limitsOf(fn: DeclaredFunction): LambdaLimits {
  const timeout = String(fn.component.args.timeout ?? SST_DEFAULT_LIMITS.timeout);
  const memory = String(fn.component.args.memory ?? SST_DEFAULT_LIMITS.memory);
  const seconds = /^(\d+) seconds?$/.exec(timeout);
  const size = /^(\d+) (MB|GB)$/.exec(memory);
  if (!seconds || !size) throw new Error(`${fn.name}: a timeout like "20 seconds" and memory like "1024 MB", not "${timeout}", "${memory}"`);
  return { timeoutMs: Number(seconds[1]) * 1000, memoryMb: Number(size[1]) * (size[2] === "GB" ? 1024 : 1) };
}
