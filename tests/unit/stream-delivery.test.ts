import { describe, expect, it } from "vitest";
import { STREAM_SUBSCRIPTIONS } from "../../infra/cloud/stream-subscriptions.js";
import { deliverBatch, type SetAsideBatch } from "../../infra/local/stream-pump/deliver-batch.js";
import { passesFilters } from "../../infra/local/stream-pump/filter-criteria.js";
import type { LambdaStreamRecord } from "../../infra/local/stream-pump/lambda-records.js";

// The stream pump's rules on their own: Lambda's filter syntax, and what happens to a batch
// (record age, retries, bisection) with a clock and a consumer chosen here.

const NOW = Date.parse("2026-11-27T10:00:00Z");
const record = (id: string, ageSeconds = 0): LambdaStreamRecord => ({
  eventName: "INSERT",
  eventSourceARN: "arn:local:stream",
  dynamodb: { ApproximateCreationDateTime: Math.floor((NOW - ageSeconds * 1000) / 1000), Keys: { pk: { S: `OUTBOX#${id}` } }, SequenceNumber: id },
});
const idsOf = (records: LambdaStreamRecord[]) => records.map((r) => r.dynamodb.SequenceNumber);

describe("filter patterns, as Lambda reads them", () => {
  const item = { eventName: "MODIFY", dynamodb: { Keys: { pk: { S: "PRODUCT#p1" }, sk: { S: "PRODUCT" } }, NewImage: { entity: { S: "product" } } } };
  it("match listed values, prefixes, presence, absence and anything-but, field by field", () => {
    expect(passesFilters([{ eventName: ["INSERT", "MODIFY"] }], item)).toBe(true);
    expect(passesFilters([{ eventName: ["INSERT"] }], item)).toBe(false);
    expect(passesFilters([{ dynamodb: { Keys: { pk: { S: [{ prefix: "PRODUCT#" }] } } } }], item)).toBe(true);
    expect(passesFilters([{ dynamodb: { NewImage: { entity: { S: [{ exists: true }] } } } }], item)).toBe(true);
    expect(passesFilters([{ dynamodb: { OldImage: [{ exists: false }] } }], item)).toBe(true);
    expect(passesFilters([{ eventName: [{ "anything-but": ["REMOVE"] }] }], item)).toBe(true);
    expect(passesFilters([{ eventName: [{ "anything-but": ["MODIFY"] }] }], item)).toBe(false);
    // Any one pattern is enough.
    expect(passesFilters([{ eventName: ["REMOVE"] }, { dynamodb: { NewImage: { entity: { S: ["product"] } } } }], item)).toBe(true);
  });
});

describe("a batch delivered", () => {
  const subscription = { ...STREAM_SUBSCRIPTIONS.Mailer, retryAttempts: 1 };
  const run = (fails: (ids: string[]) => boolean) => {
    const calls: string[][] = [];
    const setAside: SetAsideBatch[] = [];
    const delivery = {
      subscription,
      shardId: "shard-1",
      streamArn: "arn:local:stream",
      now: () => NOW,
      setAside: (batch: SetAsideBatch) => setAside.push(batch),
      invoke: async (event: { Records: LambdaStreamRecord[] }) => {
        const ids = idsOf(event.Records) as string[];
        calls.push(ids);
        if (fails(ids)) throw new Error("refused");
      },
    };
    return { calls, setAside, delivery };
  };

  it("sets aside records past the subscription's age unsent, and delivers the rest", async () => {
    const { calls, setAside, delivery } = run(() => false);
    await deliverBatch(delivery, [record("1", subscription.maxRecordAgeSeconds + 60), record("2", 5)]);
    expect(calls).toEqual([["2"]]);
    expect(setAside).toHaveLength(1);
    expect(setAside[0]).toMatchObject({ requestContext: { condition: "RecordAgeExceeded", approximateInvokeCount: 0 }, DDBStreamBatchInfo: { batchSize: 1, startSequenceNumber: "1", endSequenceNumber: "1", shardId: "shard-1" } });
  });

  it("bisects a failing batch to the record at fault, retries it, sets it aside and delivers the others once", async () => {
    const { calls, setAside, delivery } = run((ids) => ids.includes("3"));
    await deliverBatch(delivery, ["1", "2", "3", "4", "5"].map((id) => record(id)));
    expect(calls).toEqual([["1", "2", "3", "4", "5"], ["1", "2", "3"], ["1", "2"], ["3"], ["3"], ["4", "5"]]);
    expect(setAside.map((batch) => idsOf(batch.records))).toEqual([["3"]]);
    expect(setAside[0]).toMatchObject({ requestContext: { condition: "RetryAttemptsExhausted", approximateInvokeCount: 2 }, responseContext: { functionError: "refused" } });
  });

  it("without bisection, retries the whole batch and sets it all aside", async () => {
    const { calls, setAside, delivery } = run((ids) => ids.includes("2"));
    await deliverBatch({ ...delivery, subscription: { ...subscription, bisectOnError: false } }, ["1", "2"].map((id) => record(id)));
    expect(calls).toEqual([["1", "2"], ["1", "2"]]);
    expect(setAside.map((batch) => idsOf(batch.records))).toEqual([["1", "2"]]);
  });
});
