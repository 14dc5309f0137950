import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { ShopConfig } from "../config.js";
import { countWrites } from "./write-generation.js";

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
    // A database that stops answering (a stall) must cost a request seconds, not hang it for ever:
    // a try whose connection stays silent for 5 s is cut off, the SDK retries it, and the caller
    // gets a 503 inside the API function's 20 s. Silence, not duration, is measured, so requests
    // queued for a connection under load are not cut off; DynamoDB answers in milliseconds.
    requestHandler: { socketTimeout: 5_000 },
  });
  // In-process caches of reads (the dashboard's figures) go back to the table after a write here.
  countWrites(client);
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export function createDb(config: Pick<ShopConfig, "dynamoEndpoint" | "region" | "tableName">, now: () => Date = () => new Date()): Db {
  return { doc: createDocumentClient(config), tableName: config.tableName, now };
}
