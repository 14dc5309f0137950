import { randomBytes } from "node:crypto";
import { DeleteTableCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, inject } from "vitest";
import { configFromEnv, type ShopConfig } from "../../functions/config.js";
import { TEST_EXEMPT_SOURCES } from "./exempt-sources.js";
import { createDb } from "../../functions/data/db.js";
import { createRepositories, type Repositories } from "../../functions/data/repositories.js";
import { ensureTable } from "../../infra/local/bootstrap-table.js";

export interface TestTable {
  config: ShopConfig;
  repos: Repositories;
}

/**
 * A fresh table in the run's DynamoDB Local, dropped when the file's tests end.
 * `now` lets a test move the clock (token expiry, TTL, throttling windows).
 */
export async function freshTable(options: { now?: () => Date; env?: NodeJS.ProcessEnv } = {}): Promise<TestTable> {
  const tableName = `test_${randomBytes(6).toString("hex")}`;
  const config = configFromEnv({
    // Projects that run a local S3 (api, hardening) hand it to the app for product photos and the tax documents' PDFs.
    ...(inject("s3Endpoint") ? { S3_ENDPOINT: inject("s3Endpoint"), MEDIA_BUCKET: inject("mediaBucket"), DOCUMENTS_BUCKET: inject("documentsBucket") } : {}),
    // Requests made in-process carry no viewer address; tests of the limits send one.
    THROTTLE_EXEMPT_SOURCES: TEST_EXEMPT_SOURCES,
    ...options.env,
    DYNAMO_ENDPOINT: inject("dynamoEndpoint"),
    TABLE_NAME: tableName,
    SHOP_STAGE: "test",
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-0123",
  });
  const repos = createRepositories(createDb(config, options.now));
  await ensureTable(repos.db.doc, tableName);
  afterAll(async () => {
    await repos.db.doc.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
    repos.db.doc.destroy();
  });
  return { config, repos };
}
