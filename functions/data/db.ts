import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { ShopConfig } from "../config.js";

/** What every repository needs: the document client, the table, and the clock. */
export interface Db {
  doc: DynamoDBDocumentClient;
  tableName: string;
  now: () => Date;
}

export function createDocumentClient(config: Pick<ShopConfig, "dynamoEndpoint" | "region">): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.region,
    ...(config.dynamoEndpoint
      ? {
          endpoint: config.dynamoEndpoint,
          // DynamoDB Local accepts any credentials; fixed ones keep all callers on one database.
          credentials: { accessKeyId: "local", secretAccessKey: "local" },
        }
      : {}),
    maxAttempts: 3,
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export function createDb(config: Pick<ShopConfig, "dynamoEndpoint" | "region" | "tableName">, now: () => Date = () => new Date()): Db {
  return { doc: createDocumentClient(config), tableName: config.tableName, now };
}
