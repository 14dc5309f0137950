import type { ShopConfig } from "../config.js";
import type { Db } from "../data/db.js";
import { exportJobRepository } from "../data/export-jobs.js";
import { exportFileStore } from "./export-file-store.js";
import { runExportJob, type ExportRunDeps } from "./run-export.js";

// Where an export job's invocations run. In the cloud: async invocations ("Event") of the API's
// own function, each with the function's timeout, as the page publisher hands off its jobs.
// Locally (npm start, tests) and against the emulators: in this process, each "invocation" given
// the same time as the API's Lambda, one after the other, so a job is handed off the same way.

/** The event an export's invocation arrives as (functions/lambda/api.ts tells it from HTTP). */
export interface ExportEvent {
  exportJob: string;
}

/** The API's timeout (infra/cloud/api.ts): what each local invocation is given too. */
export const INVOCATION_MS = 20_000;

export interface ExportRunner {
  /** Starts (or carries on) the job elsewhere and returns at once. */
  start(jobId: string): Promise<void>;
}

export function exportDeps(config: Pick<ShopConfig, "media" | "region">, db: Db, timeLeft: () => number, runner: ExportRunner): ExportRunDeps {
  return { db, jobs: exportJobRepository(db), files: exportFileStore(config), timeLeft, handOff: (jobId) => runner.start(jobId) };
}

/** `self`: the function's own ARN (its context's invokedFunctionArn), whatever SST named it. */
function lambdaRunner(self: string, region: string, endpoint?: string): ExportRunner {
  return {
    async start(jobId) {
      const { InvokeCommand, LambdaClient } = await import("@aws-sdk/client-lambda");
      const client = new LambdaClient({ region, ...(endpoint ? { endpoint, credentials: { accessKeyId: "local", secretAccessKey: "local" } } : {}) });
      try {
        await client.send(new InvokeCommand({ FunctionName: self, InvocationType: "Event", Payload: JSON.stringify({ exportJob: jobId } satisfies ExportEvent) }));
      } finally {
        client.destroy();
      }
    },
  };
}

function inProcessRunner(config: Pick<ShopConfig, "media" | "region">, db: Db): ExportRunner {
  const runner: ExportRunner = {
    async start(jobId) {
      // After the caller's answer has gone: the admin gets the 202 at once.
      setImmediate(() => {
        const startedAt = Date.now();
        runExportJob(exportDeps(config, db, () => INVOCATION_MS - (Date.now() - startedAt), runner), jobId).then(
          (outcome) => console.log(JSON.stringify({ level: "info", message: "export invocation", jobId, outcome, ms: Date.now() - startedAt })),
          (error: unknown) => {
            console.error(JSON.stringify({ level: "error", message: "export invocation failed", jobId, error: error instanceof Error ? error.message : String(error) }));
          },
        );
      });
    },
  };
  return runner;
}

/**
 * The cloud's runner inside a Lambda, invoking `self`, the function's own ARN from its context
 * (unless against the local emulators without a Lambda stand-in); in process otherwise (no
 * Lambda context: npm start, tests). Never a name built from the app and stage: SST shortens
 * the names of a long stage's functions.
 */
export function exportRunnerFor(config: Pick<ShopConfig, "media" | "region" | "dynamoEndpoint">, db: Db, self: string | undefined, env: NodeJS.ProcessEnv = process.env): ExportRunner {
  if (self && (!config.dynamoEndpoint || env.LAMBDA_ENDPOINT)) return lambdaRunner(self, config.region, env.LAMBDA_ENDPOINT);
  return inProcessRunner(config, db);
}

/** One invocation of the API's function for an export job (the cloud). */
export async function runExportInvocation(config: ShopConfig, db: Db, event: ExportEvent, context: { getRemainingTimeInMillis(): number; invokedFunctionArn?: string }) {
  const runner = exportRunnerFor(config, db, context.invokedFunctionArn);
  const outcome = await runExportJob(exportDeps(config, db, () => context.getRemainingTimeInMillis(), runner), event.exportJob);
  console.log(JSON.stringify({ level: "info", message: "export invocation", jobId: event.exportJob, outcome }));
  return { outcome };
}
