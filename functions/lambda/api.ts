import { handle } from "hono/aws-lambda";
import { createApp } from "../app.js";
import { cloudDeps } from "./cloud-deps.js";
import { loadConfig } from "./load-config.js";

// Built once per Lambda container, reused across invocations. Besides HTTP, the function runs
// the admins' exports in the background: an async invocation of itself per step of a job
// (functions/exports/export-runner.ts), whose code loads only then.
const config = loadConfig();
const deps = cloudDeps(config);
const http = handle(createApp(deps));

type Event = Parameters<typeof http>[0];
type LambdaContext = NonNullable<Parameters<typeof http>[1]> & { getRemainingTimeInMillis(): number };

const isExportEvent = (event: unknown): event is { exportJob: string } => typeof event === "object" && event !== null && typeof (event as { exportJob?: unknown }).exportJob === "string";

export async function handler(event: Event | { exportJob: string }, context: LambdaContext) {
  if (isExportEvent(event)) return (await import("../exports/export-runner.js")).runExportInvocation(config, deps.repos.db, event, context);
  return http(event, context);
}
