import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { BatchWriteCommand, ScanCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

// A table copied through a file, item by item: the local rehearsal of restoring the shop's table
// (docs/operations.md, "Restore the table to a point in time"). In the cloud, point-in-time
// recovery restores into a new table; here DynamoDB Local has no PITR, so the same outcome (a new
// table holding what the old one held) is made by exporting every item to a JSON-lines file and
// importing it into a fresh table, then counting both.

/** Every item of a table, a page at a time. */
async function* scanAll(doc: DynamoDBDocumentClient, tableName: string): AsyncGenerator<Record<string, unknown>> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }));
    for (const item of page.Items ?? []) yield item;
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Binary attributes (PDF bytes) survive the file as base64. */
const toLine = (item: Record<string, unknown>) =>
  JSON.stringify(item, (_key, value: unknown) => (value instanceof Uint8Array ? { $binary: Buffer.from(value).toString("base64") } : value));
const fromLine = (line: string) =>
  JSON.parse(line, (_key, value: unknown) =>
    value && typeof value === "object" && "$binary" in value && typeof (value as { $binary: unknown }).$binary === "string" ? new Uint8Array(Buffer.from((value as { $binary: string }).$binary, "base64")) : value,
  ) as Record<string, unknown>;

/** Writes every item to `file`, one JSON object a line; the number written. */
export async function exportTable(doc: DynamoDBDocumentClient, tableName: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let count = 0;
  for await (const item of scanAll(doc, tableName)) {
    if (!out.write(`${toLine(item)}\n`)) await once(out, "drain");
    count++;
  }
  out.end();
  await once(out, "close");
  return count;
}

/** Writes every item of `file` into `tableName` (25 at a time, retrying what DynamoDB leaves unprocessed); the number written. */
export async function importTable(doc: DynamoDBDocumentClient, file: string, tableName: string): Promise<number> {
  let batch: Record<string, unknown>[] = [];
  let count = 0;
  const flush = async () => {
    let requests = batch.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error(`DynamoDB kept ${requests.length} items unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
    count += batch.length;
    batch = [];
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line.trim() === "") continue;
    batch.push(fromLine(line));
    if (batch.length === 25) await flush();
  }
  if (batch.length > 0) await flush();
  return count;
}

/** How many items a table holds (a full, consistent scan: DescribeTable's count lags by hours). */
export async function countItems(doc: DynamoDBDocumentClient, tableName: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new ScanCommand({ TableName: tableName, Select: "COUNT", ExclusiveStartKey: start, ConsistentRead: true }));
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}
