import { handle } from "hono/aws-lambda";
import { createApp } from "../app.js";
import { createDb } from "../data/db.js";
import { createRepositories } from "../data/repositories.js";
import { loadConfig } from "./load-config.js";

// Built once per Lambda container, reused across invocations.
const config = loadConfig();
const app = createApp({ config, repos: createRepositories(createDb(config)) });

export const handler = handle(app);
