import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

// Starts a built Lambda bundle the way Lambda's Node runtime does, in a fresh process: import
// the module (its top level builds the app and reads the linked config), then call the
// exported handler once. Used by the bundle tests and the cold-start benchmark.
//
// The child gets only the variables given (plus PATH), never this process's environment, so a
// bundle that secretly needs something unlinked fails here as it would on Lambda.
//
// Lambda's limits hold here too: given a function's declared timeout, the handler is stopped when
// it runs out (the context's getRemainingTimeInMillis counts down to it); given its memory, the
// process is stopped when it holds more; and an answer over Lambda's synchronous response limit
// fails as Lambda fails it.

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

/** Lambda's limit on a synchronous invocation's response (bytes of its JSON): 6 MB and 100 bytes, as its error message states. */
export const MAX_RESPONSE_BYTES = 6 * 1024 * 1024 + 100;

/** A function's declared limits (infra/cloud/: `timeout`, `memory`). */
export interface LambdaLimits {
  timeoutMs: number;
  memoryMb: number;
}

/** Lambda's own budget for a cold start's import (the init phase), apart from the timeout. */
const INIT_LIMIT_MS = 10_000;

// Runs inside the child. The handler's module is ESM (bundle.mjs), as Lambda loads it.
const RUNNER = `
const { performance } = await import("node:perf_hooks");
const report = (value) => process.stdout.write("\\n@@lambda@@" + JSON.stringify(value) + "\\n", () => process.exit(0));
try {
  const mod = await import(process.env.LAMBDA_BUNDLE_URL);
  const importedAtMs = performance.now();
  const event = JSON.parse(process.env.LAMBDA_EVENT);
  const deadline = Date.now() + Number(process.env.LAMBDA_TIMEOUT_MS);
  const context = {
    functionName: process.env.AWS_LAMBDA_FUNCTION_NAME, awsRequestId: "local-invoke", callbackWaitsForEmptyEventLoop: true,
    invokedFunctionArn: "arn:aws:lambda:" + process.env.AWS_REGION + ":123456789012:function:" + process.env.AWS_LAMBDA_FUNCTION_NAME,
    memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
  process.stdout.write("\\n@@invoked@@\\n");
  const result = await mod[process.env.LAMBDA_EXPORT](event, context);
  const answeredAtMs = performance.now();
  process.stdout.write("\\n@@returned@@\\n");
  const cpu = process.cpuUsage();
  const bytes = Buffer.byteLength(JSON.stringify(result ?? null));
  const limit = Number(process.env.LAMBDA_MAX_RESPONSE_BYTES);
  if (bytes > limit) {
    report({ ok: false, error: "Function.ResponseSizeTooLarge: Response payload size (" + bytes + " bytes) exceeded maximum allowed payload size (" + limit + " bytes)." });
  } else {
    report({ ok: true, result, importedAtMs, answeredAtMs, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
} catch (error) {
  report({ ok: false, error: error instanceof Error ? error.name + ": " + error.message : String(error) });
}
`;

export async function invokeInFreshProcess(
  bundleFile: string,
  event: unknown,
  options: {
    env: Record<string, string>;
    exportName?: string;
    /** Without declared limits: how long the whole run may take before it is killed. */
    timeoutMs?: number;
    /** The function's declared timeout and memory, enforced as Lambda enforces them. */
    limits?: LambdaLimits;
  },
): Promise<Invocation> {
  const started = performance.now();
  const limits = options.limits;
  const child = spawn(
    process.execPath,
    // Lambda's Node runtime sizes V8's heap from the function's memory; the rest is native memory.
    [...(limits ? [`--max-old-space-size=${Math.floor(limits.memoryMb * 0.9)}`] : []), "--input-type=module", "--eval", RUNNER],
    {
      env: {
        PATH: process.env.PATH ?? "",
        AWS_REGION: "ap-south-1",
        AWS_LAMBDA_FUNCTION_NAME: "local-invoke",
        ...(limits ? { AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(limits.memoryMb) } : {}),
        ...options.env,
        LAMBDA_BUNDLE_URL: pathToFileURL(bundleFile).href,
        LAMBDA_EXPORT: options.exportName ?? "handler",
        LAMBDA_EVENT: JSON.stringify(event),
        LAMBDA_TIMEOUT_MS: String(limits?.timeoutMs ?? 20_000),
        LAMBDA_MAX_RESPONSE_BYTES: String(MAX_RESPONSE_BYTES),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const chunks: string[] = [];
  /** The last few characters read, so a marker split between chunks is still seen (the answer can be megabytes). */
  let tail = "";
  let stderr = "";
  let answeredMs: number | undefined;
  let returned = false;
  let answering: string | undefined;
  /** Why the harness stopped the process, as Lambda words it. */
  let stopped: string | undefined;
  const stop = (why: string) => {
    stopped ??= why;
    child.kill("SIGKILL");
  };
  let deadline: NodeJS.Timeout | undefined;
  child.stdout.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    chunks.push(text);
    const recent = tail + text;
    tail = recent.slice(-64);
    if (limits && deadline === undefined && recent.includes("@@invoked@@")) {
      deadline = setTimeout(() => {
        if (!returned) stop(`Task timed out after ${(limits.timeoutMs / 1000).toFixed(2)} seconds`);
      }, limits.timeoutMs);
    }
    if (recent.includes("@@returned@@")) returned = true;
    // The answer is one line (JSON holds no raw newline): read when its newline arrives.
    if (answering === undefined && recent.includes("@@lambda@@")) answering = recent.slice(recent.indexOf("@@lambda@@"));
    else if (answering !== undefined) answering = text;
    if (answeredMs === undefined && answering?.includes("\n")) answeredMs = performance.now() - started;
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // Lambda stops a function whose process holds more than its memory (Runtime.OutOfMemory).
  const watch = limits
    ? setInterval(() => {
        const rssMb = residentMb(child.pid);
        if (rssMb !== undefined && rssMb > limits.memoryMb) stop(`Runtime.OutOfMemory: the process used ${Math.round(rssMb)} MB of its ${limits.memoryMb} MB`);
      }, 50)
    : undefined;

  return new Promise((resolve) => {
    const timer = setTimeout(() => stop("the process was killed"), limits ? INIT_LIMIT_MS + limits.timeoutMs + 5_000 : (options.timeoutMs ?? 30_000));
    child.on("close", (code) => {
      clearTimeout(timer);
      clearTimeout(deadline);
      clearInterval(watch);
      const wallMs = answeredMs ?? performance.now() - started;
      const line = chunks.join("").split("\n").find((l) => l.startsWith("@@lambda@@"));
      if (!line || (stopped && answeredMs === undefined)) {
        resolve({ ok: false, wallMs, error: stopped ?? `the process ended (code ${code}) without answering: ${stderr.trim().slice(-2000)}` });
        return;
      }
      resolve({ ...(JSON.parse(line.slice("@@lambda@@".length)) as Omit<Invocation, "wallMs">), wallMs } as Invocation);
    });
  });
}

/** The process's resident memory in MB (Linux's /proc), or undefined where it cannot be read. */
function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
