// A shop's table from before an index was declared (its `.data/` kept across releases) gains the
// index at the next start, and the orders already there find their place in it.
import { randomBytes } from "node:crypto";
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../functions/config.js";
import { createDb } from "../../functions/data/db.js";
import { createRepositories } from "../../functions/data/repositories.js";
import { addMissingIndexes, createTableInput, ensureTable } from "../../infra/local/bootstrap-table.js";
import { startDynamoLocal, type DynamoLocal } from "../../infra/local/dynamodb-local.js";

describe("an existing table meets a newer definition", () => {
  const tableName = `upgrade_${randomBytes(6).toString("hex")}`;
  // Its own DynamoDB Local, as a shop's: in the run's shared one, busy with every other file's
  // tables, an index built by UpdateTable was still not ACTIVE after two minutes in CI.
  let dynamo: DynamoLocal;
  let repos: ReturnType<typeof createRepositories>;
  beforeAll(async () => {
    dynamo = await startDynamoLocal();
    const config = configFromEnv({ DYNAMO_ENDPOINT: dynamo.endpoint, TABLE_NAME: tableName, SHOP_STAGE: "test", JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-0123" });
    repos = createRepositories(createDb(config));
  }, 120_000);
  afterAll(async () => {
    await repos?.db.doc.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
    repos?.db.doc.destroy();
    await dynamo?.stop();
  });

  it("adds the indexes it lacks, one at a time, and nothing on the next start", async () => {
    const full = createTableInput(tableName);
    const older = full.GlobalSecondaryIndexes!.filter((index) => index.IndexName === "gsi1" || index.IndexName === "gsi2");
    const used = new Set(["pk", "sk", ...older.flatMap((index) => index.KeySchema!.map((key) => key.AttributeName!))]);
    await repos.db.doc.send(new CreateTableCommand({ ...full, GlobalSecondaryIndexes: older, AttributeDefinitions: full.AttributeDefinitions!.filter((a) => used.has(a.AttributeName!)) }));
    expect(await ensureTable(repos.db.doc, tableName)).toBe(false);

    const added = await addMissingIndexes(repos.db.doc, tableName);
    const declared = full.GlobalSecondaryIndexes!.map((index) => index.IndexName).filter((name) => name !== "gsi1" && name !== "gsi2");
    expect(declared.length).toBeGreaterThan(0);
    expect(added).toEqual(declared);
    const { Table } = await repos.db.doc.send(new DescribeTableCommand({ TableName: tableName }));
    expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index.IndexStatus]).sort()).toEqual(
      full.GlobalSecondaryIndexes!.map((index) => [index.IndexName, "ACTIVE"]).sort(),
    );
    expect(await addMissingIndexes(repos.db.doc, tableName)).toEqual([]);
    // Each index is built by DynamoDB Local in its own time: a busy machine takes longer than 30 s.
  }, 150_000);
});
