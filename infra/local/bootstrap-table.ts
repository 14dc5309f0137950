import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from "@aws-sdk/client-dynamodb";
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { TABLE_DEFINITION } from "../../functions/data/table-definition.js";

/** The CreateTable request for the shared definition (what SST builds in the cloud). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const attributeType = (kind: string) => (kind === "number" ? "N" : kind === "binary" ? "B" : "S");
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST",
    AttributeDefinitions: Object.entries(TABLE_DEFINITION.attributes).map(([AttributeName, kind]) => ({
      AttributeName,
      AttributeType: attributeType(kind),
    })),
    KeySchema: [
      { AttributeName: TABLE_DEFINITION.primaryIndex.hashKey, KeyType: "HASH" },
      { AttributeName: TABLE_DEFINITION.primaryIndex.rangeKey, KeyType: "RANGE" },
    ],
    GlobalSecondaryIndexes: Object.keys(TABLE_DEFINITION.globalIndexes).map(globalIndexInput),
  };
}

function globalIndexInput(IndexName: string) {
  const index = TABLE_DEFINITION.globalIndexes[IndexName as keyof typeof TABLE_DEFINITION.globalIndexes];
  return {
    IndexName,
    KeySchema: [
      { AttributeName: index.hashKey, KeyType: "HASH" as const },
      { AttributeName: index.rangeKey, KeyType: "RANGE" as const },
    ],
    Projection: { ProjectionType: "ALL" as const },
  };
}

/** Waits for the table (or one of its indexes) to be ACTIVE: DynamoDB Local builds an index over the items already there. */
async function untilActive(doc: DynamoDBDocumentClient, tableName: string, index?: string) {
  for (let i = 0; i < 1200; i++) {
    const { Table } = await doc.send(new DescribeTableCommand({ TableName: tableName }));
    const status = index ? Table?.GlobalSecondaryIndexes?.find((one) => one.IndexName === index)?.IndexStatus : Table?.TableStatus;
    if (status === "ACTIVE") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${index ? `The index ${index} of ${tableName}` : `The table ${tableName}`} was not ready after two minutes.`);
}

/**
 * Adds the indexes the definition has and an existing table (a shop's `.data/` from before they
 * were declared) lacks, one at a time as DynamoDB requires; returns their names. Items written
 * before have no place in them until scripts/build-scale-indexes.ts has run.
 */
export async function addMissingIndexes(doc: DynamoDBDocumentClient, tableName: string): Promise<string[]> {
  const { Table } = await doc.send(new DescribeTableCommand({ TableName: tableName }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const missing = Object.keys(TABLE_DEFINITION.globalIndexes).filter((name) => !present.has(name));
  const { AttributeDefinitions } = createTableInput(tableName);
  for (const name of missing) {
    const index = globalIndexInput(name);
    const keys = new Set<string>(index.KeySchema.map((key) => key.AttributeName));
    await doc.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: AttributeDefinitions?.filter((attribute) => keys.has(attribute.AttributeName!)),
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    await untilActive(doc, tableName, name);
  }
  return missing;
}

/** Creates the table with its indexes and TTL when it does not exist; returns whether it did. */
export async function ensureTable(doc: DynamoDBDocumentClient, tableName: string): Promise<boolean> {
  try {
    await doc.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await doc.send(new CreateTableCommand(createTableInput(tableName)));
  await untilActive(doc, tableName);
  await doc.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true },
    }),
  );
  return true;
}
