import { resolve } from "node:path";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { configFromEnv, type ShopConfig } from "../../functions/config.js";
import { createDb } from "../../functions/data/db.js";
import { createRepositories, type Repositories } from "../../functions/data/repositories.js";
import { ensureTable } from "../../infra/local/bootstrap-table.js";
import { loadDemoShop } from "../../infra/local/demo-shop.js";
import { startDynamoLocal, type DynamoLocal } from "../../infra/local/dynamodb-local.js";
import { seedDemoShop } from "../../infra/local/seed-demo-shop.js";

export const SCALE_ADMIN = { name: "Scale Admin", email: "scale.admin@rangrez.local", password: "tamarind-kite-river-93" };

export interface ScaleTable {
  dynamo: DynamoLocal;
  config: ShopConfig;
  repos: Repositories;
  /** What the last seed left, kept in the table so a later run seeds only what is missing. */
  seeded(name: string): Promise<number>;
  markSeeded(name: string, count: number): Promise<void>;
  /** Adds to one of the counters the dashboard reads (unsharded key: summed with any shards). */
  addToCounter(name: string, delta: number): Promise<void>;
  stop(): Promise<void>;
}

const MARKER = (name: string) => ({ pk: "SEED", sk: `SCALE#${name}` });

/** DynamoDB Local on a large folder, on a busy machine, can miss its start deadline: tried three times. */
async function startPatiently(dataDir: string): Promise<DynamoLocal> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startDynamoLocal({ dataDir });
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  DynamoDB Local did not start (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); again`);
    }
  }
}

/**
 * DynamoDB Local on its own data folder (the seeded catalogue and orders survive between sizes and
 * runs), the shop's table and the demo shop (its subcategories and an owner to sign in as).
 */
export async function openScaleTable(dataDir: string): Promise<ScaleTable> {
  const dynamo = await startPatiently(resolve(dataDir));
  // No in-process catalogue cache: every timed read is what a cold function or a CDN miss costs.
  const config = configFromEnv({ ...process.env, DYNAMO_ENDPOINT: dynamo.endpoint, SHOP_STAGE: "local", CATALOGUE_CACHE_SECONDS: "0" });
  const repos = createRepositories(createDb(config));
  // A large data folder's first reads can be slower than the shop's 5 s socket timeout: opened with a patient client.
  const patient = DynamoDBDocumentClient.from(new DynamoDBClient({ region: config.region, endpoint: dynamo.endpoint, credentials: { accessKeyId: "local", secretAccessKey: "local" }, requestHandler: { socketTimeout: 300_000 } }));
  await ensureTable(patient, config.tableName);
  await patient.send(new GetCommand({ TableName: config.tableName, Key: MARKER("products"), ConsistentRead: true }));
  patient.destroy();
  await seedDemoShop(repos, { ...(await loadDemoShop()), admin: SCALE_ADMIN });
  const { doc } = repos.db;
  const TableName = config.tableName;
  return {
    dynamo,
    config,
    repos,
    async seeded(name) {
      const found = await doc.send(new GetCommand({ TableName, Key: MARKER(name), ConsistentRead: true }));
      return Number(found.Item?.count ?? 0);
    },
    async markSeeded(name, count) {
      await doc.send(new PutCommand({ TableName, Item: { ...MARKER(name), count, at: new Date().toISOString() } }));
    },
    async addToCounter(name, delta) {
      await doc.send(new UpdateCommand({ TableName, Key: { pk: "COUNTER", sk: name }, UpdateExpression: "ADD #v :d", ExpressionAttributeNames: { "#v": "value" }, ExpressionAttributeValues: { ":d": delta } }));
    },
    async stop() {
      repos.db.doc.destroy();
      await dynamo.stop();
    },
  };
}
