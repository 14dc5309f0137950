import { BatchWriteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STREAM_SUBSCRIPTIONS, type StreamSubscription } from "../../infra/cloud/stream-subscriptions.js";
import { startStreamPump, type LambdaStreamRecord, type StreamPump } from "../../infra/local/stream-pump/index.js";
import { freshTable, type TestTable } from "../support/test-table.js";

// The stream pump against DynamoDB Local's own stream: records reach a subscription as Lambda's
// event source mapping hands them over (its filters, batches, window, retries, bisection, records
// set aside). The consumers here run in this process, so every invocation can be seen; the
// built bundles' turn is in stream-consumers.test.ts.

let table: TestTable;
let pump: StreamPump;
/** Each invocation's records (their ids), and whether it succeeded. */
const invocations: Array<{ subscription: string; ids: string[]; ok: boolean; at: number }> = [];
/** When each id was written, for the pump's latency. */
const writtenAt = new Map<string, number>();

const idOf = (record: LambdaStreamRecord) => String((record.dynamodb.NewImage?.id as { S?: string } | undefined)?.S);

// The mailer's own subscription, and one gathering for 3 s so a burst of writes is one batch.
const mailer: StreamSubscription = STREAM_SUBSCRIPTIONS.Mailer;
const gathering: StreamSubscription = { ...STREAM_SUBSCRIPTIONS.Mailer, name: "Gathering", batchSize: 8, batchingWindowSeconds: 3 };

beforeAll(async () => {
  table = await freshTable();
  const consumer = (subscription: StreamSubscription) => ({
    subscription,
    invoke: async (event: { Records: LambdaStreamRecord[] }) => {
      const ids = event.Records.map(idOf);
      const poisoned = event.Records.some((record) => record.dynamodb.NewImage?.poison !== undefined);
      invocations.push({ subscription: subscription.name, ids, ok: !poisoned, at: Date.now() });
      if (poisoned) throw new Error("this record cannot be handled");
    },
  });
  pump = await startStreamPump({
    dynamoEndpoint: table.config.dynamoEndpoint!,
    region: table.config.region,
    tableName: table.config.tableName,
    consumers: [consumer(mailer), consumer(gathering)],
  });
});

afterAll(() => pump?.stop());

/** An outbox-like item (what the mailer's filter passes), or one with another entity. */
const outboxLike = (id: string, options: { poison?: boolean; entity?: string } = {}) => ({
  pk: `OUTBOX#${id}`,
  sk: "OUTBOX",
  entity: options.entity ?? "outbox",
  id,
  ...(options.poison ? { poison: true } : {}),
});

async function write(id: string, options: { entity?: string } = {}) {
  writtenAt.set(id, Date.now());
  await table.repos.db.doc.send(new PutCommand({ TableName: table.config.tableName, Item: outboxLike(id, options) }));
}

const delivered = (subscription: string) => invocations.filter((i) => i.subscription === subscription && i.ok).flatMap((i) => i.ids);

describe("the stream pump", () => {
  it("delivers each new item the filters pass, once, in the order written, and nothing else", async () => {
    const ids = Array.from({ length: 15 }, (_, i) => `in-order-${i}`);
    for (const id of ids) {
      await write(id);
      // One at a time, each waited for, so the latency is the pump's alone.
      await expect.poll(() => delivered("Mailer").includes(id), { timeout: 10_000, interval: 20 }).toBe(true);
    }
    await write("not-outbox", { entity: "order" });
    await write("after-not-outbox");
    await expect.poll(() => delivered("Mailer").includes("after-not-outbox"), { timeout: 10_000 }).toBe(true);
    expect(delivered("Mailer").filter((id) => id.startsWith("in-order-") || id.includes("outbox"))).toEqual([...ids, "after-not-outbox"]);

    const latencies = ids.map((id) => invocations.find((i) => i.subscription === "Mailer" && i.ids.includes(id))!.at - writtenAt.get(id)!).sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)]!;
    console.log(`stream pump: write to invocation, median ${median} ms, slowest ${latencies.at(-1)} ms over ${latencies.length} writes (poll every 250 ms)`);
    // Lambda polls a shard four times a second; the pump likewise, plus DynamoDB Local's own lag.
    expect(median).toBeLessThan(5_000);
  });

  it("retries a failing batch, bisects it to the record at fault, sets that aside and goes on with the shard", async () => {
    // The earlier writes delivered first, so the burst is a batch of its own.
    await expect.poll(() => delivered("Gathering").includes("after-not-outbox"), { timeout: 10_000 }).toBe(true);
    const ids = Array.from({ length: 8 }, (_, i) => `burst-${i}`);
    // One request, so the eight arrive together and make one batch.
    await table.repos.db.doc.send(
      new BatchWriteCommand({
        RequestItems: { [table.config.tableName]: ids.map((id, i) => ({ PutRequest: { Item: outboxLike(id, { poison: i === 2 }) } })) },
      }),
    );
    await expect.poll(() => pump.setAside.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await write("after-the-poison");
    await expect.poll(() => delivered("Gathering").includes("after-the-poison"), { timeout: 15_000 }).toBe(true);

    const burst = invocations.filter((i) => i.subscription === "Gathering" && i.ids.some((id) => id.startsWith("burst-")));
    // One batch of 8, then halves and quarters down to the record at fault, tried 1 + 2 retries times.
    expect(burst.map((i) => [i.ids.length, i.ok])).toEqual([
      [8, false],
      [4, false],
      [2, true],
      [2, false],
      [1, false],
      [1, false],
      [1, false],
      [1, true],
      [4, true],
    ]);
    expect(delivered("Gathering").filter((id) => id.startsWith("burst-")).sort()).toEqual(ids.filter((id) => id !== "burst-2").sort());

    const gatheringSetAside = pump.setAside.filter((batch) => batch.requestContext.functionName === "Gathering");
    expect(gatheringSetAside).toHaveLength(1);
    const [setAside] = gatheringSetAside;
    expect(setAside!.records.map(idOf)).toEqual(["burst-2"]);
    expect(setAside).toMatchObject({
      version: "1.0",
      requestContext: { functionName: "Gathering", condition: "RetryAttemptsExhausted", approximateInvokeCount: 1 + gathering.retryAttempts },
      responseContext: { functionError: "this record cannot be handled" },
      DDBStreamBatchInfo: { batchSize: 1, startSequenceNumber: setAside!.records[0]!.dynamodb.SequenceNumber },
    });
    // The mailer's own subscription reads the stream on its own: it met the same poison, set it aside too, and went on.
    expect(pump.setAside.filter((batch) => batch.requestContext.functionName === "Mailer").map((batch) => batch.records.map(idOf))).toEqual([["burst-2"]]);
    expect(delivered("Mailer")).toContain("after-the-poison");
  });
});
