import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
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
    GlobalSecondaryIndexes: Object.entries(TABLE_DEFINITION.globalIndexes).map(([IndexName, index]) => ({
      IndexName,
      KeySchema: [
        { AttributeName: index.hashKey, KeyType: "HASH" },
        { AttributeName: index.rangeKey, KeyType: "RANGE" },
      ],
      Projection: { ProjectionType: "ALL" },
    })),
  };
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
  for (let i = 0; i < 100; i++) {
    const { Table } = await doc.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === "ACTIVE") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await doc.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true },
    }),
  );
  return true;
}
