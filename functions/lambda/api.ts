import { handle } from "hono/aws-lambda";
import { buildCloudApp } from "./build-app.js";
import { loadConfig } from "./load-config.js";

// Built once per Lambda container, reused across invocations.
export const handler = handle(buildCloudApp(loadConfig()));
