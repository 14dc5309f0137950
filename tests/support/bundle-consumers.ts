import { STREAM_SUBSCRIPTIONS, type StreamSubscriptionName } from "../../infra/cloud/stream-subscriptions.js";
import type { StreamConsumerRun } from "../../infra/local/stream-pump/index.js";
import type { LambdaBundle } from "./lambda-bundle.js";
import { invokeInFreshProcess } from "./lambda-process.js";
import type { EvaluatedStack } from "../infra/support/evaluate-sst-config.js";
import { declaredFunction, limitsOf } from "../infra/support/lambda-functions.js";

/**
 * A declared subscription whose batches run the function's built bundle in a fresh process, with
 * its declared timeout and memory, as Lambda runs it: a failed run (thrown, timed out, out of
 * memory, answer too large) is a function error the pump retries, bisects and sets aside.
 */
export function bundleConsumer(stack: EvaluatedStack, name: StreamSubscriptionName, bundle: LambdaBundle, env: () => Record<string, string>): StreamConsumerRun {
  const subscription = STREAM_SUBSCRIPTIONS[name];
  const fn = declaredFunction(stack, subscription.name);
  if (fn.handler !== subscription.handler) throw new Error(`${name} runs ${fn.handler} in infra/cloud/, not ${subscription.handler}`);
  return {
    subscription,
    async invoke(event) {
      const run = await invokeInFreshProcess(bundle.file, event, { env: env(), limits: limitsOf(fn) });
      if (!run.ok) throw new Error(`${name}: ${run.error}`);
    },
  };
}
