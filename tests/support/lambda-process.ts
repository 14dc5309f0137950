import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

// Starts a built Lambda bundle the way Lambda's Node runtime does, in a fresh process: import
// the module (its top level builds the app and reads the linked config), then call the
// exported handler once. Used by the bundle tests and the cold-start benchmark.
//
// The child gets only the variables given (plus PATH), never this process's environment, so a
// bundle that secretly needs something unlinked fails here as it would on Lambda.

export interface LambdaResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded?: boolean;
}

export type Invocation =
  | {
      ok: true;
      result: LambdaResult;
      /** Parent's clock: from spawning `node` to reading the response (process exit not included). */
      wallMs: number;
      /** Child's clock (since its process started): bundle imported, response ready. */
      importedAtMs: number;
      answeredAtMs: number;
      /** CPU the child used (user + system) up to its answer: steadier than wall time on a busy machine. */
      cpuMs: number;
    }
  | { ok: false; error: string; wallMs: number };

// Runs inside the child. The handler's module is ESM (bundle.mjs), as Lambda loads it.
const RUNNER = `
const { performance } = await import("node:perf_hooks");
const report = (value) => process.stdout.write("\\n@@lambda@@" + JSON.stringify(value) + "\\n", () => process.exit(0));
try {
  const mod = await import(process.env.LAMBDA_BUNDLE_URL);
  const importedAtMs = performance.now();
  const event = JSON.parse(process.env.LAMBDA_EVENT);
  const context = {
    functionName: process.env.AWS_LAMBDA_FUNCTION_NAME, awsRequestId: "local-invoke", callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 20000,
  };
  const result = await mod[process.env.LAMBDA_EXPORT](event, context);
  const answeredAtMs = performance.now();
  const cpu = process.cpuUsage();
  report({ ok: true, result, importedAtMs, answeredAtMs, cpuMs: (cpu.user + cpu.system) / 1000 });
} catch (error) {
  report({ ok: false, error: error instanceof Error ? error.name + ": " + error.message : String(error) });
}
`;

export async function invokeInFreshProcess(
  bundleFile: string,
  event: unknown,
  options: { env: Record<string, string>; exportName?: string; timeoutMs?: number },
): Promise<Invocation> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--input-type=module", "--eval", RUNNER], {
    env: {
      PATH: process.env.PATH ?? "",
      AWS_REGION: "ap-south-1",
      AWS_LAMBDA_FUNCTION_NAME: "local-invoke",
      ...options.env,
      LAMBDA_BUNDLE_URL: pathToFileURL(bundleFile).href,
      LAMBDA_EXPORT: options.exportName ?? "handler",
      LAMBDA_EVENT: JSON.stringify(event),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  let answeredMs: number | undefined;
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    if (answeredMs === undefined && /@@lambda@@.*\n/.test(stdout)) answeredMs = performance.now() - started;
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));

  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 30_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      const wallMs = answeredMs ?? performance.now() - started;
      const line = stdout.split("\n").find((l) => l.startsWith("@@lambda@@"));
      if (!line) {
        resolve({ ok: false, wallMs, error: `the process ended (code ${code}) without answering: ${stderr.trim().slice(-2000)}` });
        return;
      }
      resolve({ ...(JSON.parse(line.slice("@@lambda@@".length)) as Omit<Invocation, "wallMs">), wallMs } as Invocation);
    });
  });
}
