import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { BatchWriteCommand, DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

/** DynamoDB's own cap on one BatchWriteItem. */
const BATCH = 25;

/**
 * Puts items straight into the table, 25 to a BatchWriteItem, `parallel` batches in flight, as a
 * bulk load would (no API, no transactions). Items DynamoDB hands back unprocessed are sent again.
 */
export function batchWriter(endpoint: string, tableName: string, parallel = 4) {
  // Its own client: a bulk load keeps DynamoDB Local busy for longer than the shop's 5 s socket timeout allows.
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: "ap-south-1", endpoint, credentials: { accessKeyId: "local", secretAccessKey: "local" }, maxAttempts: 5, requestHandler: { socketTimeout: 120_000 } }),
    { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } },
  );
  let queue: Array<Record<string, unknown>> = [];
  const inFlight = new Set<Promise<void>>();
  let written = 0;

  async function send(items: Array<Record<string, unknown>>) {
    let requests = items.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      const result = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
    written += items.length;
  }

  async function flushBatch(items: Array<Record<string, unknown>>) {
    while (inFlight.size >= parallel) await Promise.race(inFlight);
    const sending: Promise<void> = send(items).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }

  return {
    /** Adds an item; resolves once there is room for more (back-pressure on the caller). */
    async put(item: Record<string, unknown>) {
      queue.push(item);
      if (queue.length >= BATCH) {
        const items = queue;
        queue = [];
        await flushBatch(items);
      }
    },
    /** Sends what is queued and waits for every batch. */
    async done() {
      if (queue.length) await flushBatch(queue);
      queue = [];
      await Promise.all(inFlight);
    },
    close() {
      doc.destroy();
    },
    get written() {
      return written;
    },
  };
}
