import type { PublishJob } from "./publish-deps.js";
import { eachBounded } from "./bounded.js";

// The cloud's hand-off: each job an async invocation ("Event") of this same function, so the
// caller (the deploy's invocation, a stream batch) returns once Lambda has queued them, and a job
// that fails is retried by Lambda on its own. The Lambda client is loaded only here, not at start.

/** The event a handed-off job arrives as. */
export interface JobEvent {
  job: PublishJob;
}

export const isJobEvent = (event: unknown): event is JobEvent => typeof event === "object" && event !== null && "job" in event && typeof event.job === "object";

/**
 * The hand-off of a publisher running in Lambda: to its own ARN, from its context (never a name
 * built from the app and stage, which SST shortens on a long stage). None outside Lambda, nor
 * against the local emulators without a stand-in for Lambda's API: the jobs then run in the process.
 */
export function selfHandOff(context: { invokedFunctionArn?: string } | undefined, region: string, env: NodeJS.ProcessEnv = process.env) {
  const self = context?.invokedFunctionArn;
  if (!self || (env.DYNAMO_ENDPOINT && !env.LAMBDA_ENDPOINT)) return undefined;
  return lambdaHandOff(self, region, env.LAMBDA_ENDPOINT);
}

/**
 * Invokes `functionName` once per job without waiting for any. `endpoint`: a local stand-in for
 * Lambda's API (the benchmark's), with the local credentials.
 */
export function lambdaHandOff(functionName: string, region: string, endpoint?: string) {
  return async (jobs: PublishJob[]): Promise<void> => {
    const { InvokeCommand, LambdaClient } = await import("@aws-sdk/client-lambda");
    const client = new LambdaClient({ region, ...(endpoint ? { endpoint, credentials: { accessKeyId: "local", secretAccessKey: "local" } } : {}) });
    try {
      await eachBounded(jobs, (job) => client.send(new InvokeCommand({ FunctionName: functionName, InvocationType: "Event", Payload: JSON.stringify({ job } satisfies JobEvent) })));
    } finally {
      client.destroy();
    }
  };
}
