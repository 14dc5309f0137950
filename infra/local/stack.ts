import { resolve } from "node:path";
import { configFromEnv, type ShopConfig } from "../../functions/config.js";
import { createDb } from "../../functions/data/db.js";
import { createRepositories, type Repositories } from "../../functions/data/repositories.js";
import { ensureTable } from "./bootstrap-table.js";
import { startDynamoLocal, type DynamoLocal } from "./dynamodb-local.js";
import { seedDemoShop, type SeedResult } from "./seed-demo-shop.js";
import { loadDemoShop } from "./demo-shop.js";
import { startLocalServer, type LocalServer } from "./server.js";

export interface LocalStackOptions {
  port: number;
  /** Where DynamoDB Local keeps its files; undefined keeps data in memory (tests). */
  dataDir?: string;
  staticDir?: string;
  adminEmail?: string;
  adminPassword?: string;
  env?: NodeJS.ProcessEnv;
}

export interface LocalStack {
  url: string;
  config: ShopConfig;
  repos: Repositories;
  dynamo: DynamoLocal;
  server: LocalServer;
  seed: SeedResult;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

export const DEFAULT_ADMIN = { email: "admin@rangrez.local", password: "Admin@12345" };

/** The whole shop on one machine: DynamoDB Local, the table, the demo data, the server. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const env = options.env ?? process.env;
  const dynamo = await startDynamoLocal({ dataDir: options.dataDir });
  try {
    const config = configFromEnv({ ...env, DYNAMO_ENDPOINT: dynamo.endpoint, SHOP_STAGE: env.SHOP_STAGE ?? "local" });
    const repos = createRepositories(createDb(config));
    await ensureTable(repos.db.doc, config.tableName);
    const admin = {
      email: (options.adminEmail ?? env.ADMIN_EMAIL ?? DEFAULT_ADMIN.email).trim().toLowerCase(),
      password: options.adminPassword ?? env.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
    };
    const seed = await seedDemoShop(repos, { ...(await loadDemoShop()), admin: { name: "Shop Admin", ...admin } });
    const server = await startLocalServer(
      { config, repos },
      { port: options.port, staticDir: options.staticDir ?? resolve("dist/web") },
    );
    return {
      url: server.url,
      config,
      repos,
      dynamo,
      server,
      seed,
      admin,
      async stop() {
        await server.close();
        repos.db.doc.destroy();
        await dynamo.stop();
      },
    };
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
}
