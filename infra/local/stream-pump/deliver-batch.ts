import type { StreamSubscription } from "../../cloud/stream-subscriptions.js";
import type { LambdaStreamRecord } from "./lambda-records.js";

// One batch of a shard's records delivered as Lambda's event source mapping delivers it: records
// past the subscription's age are set aside unsent; a failing batch is split in two and each
// half tried in order (splitting spends no retries) down to the record at fault, which is tried
// again up to the declared retries and then set aside, so the shard moves on to what follows.

/** What Lambda sends a stream consumer's on-failure destination, plus the records for a person here. */
export interface SetAsideBatch {
  version: "1.0";
  timestamp: string;
  requestContext: { functionName: string; condition: "RetryAttemptsExhausted" | "RecordAgeExceeded"; approximateInvokeCount: number };
  responseContext: { functionError?: string };
  DDBStreamBatchInfo: {
    shardId: string;
    startSequenceNumber?: string;
    endSequenceNumber?: string;
    approximateArrivalOfFirstRecord?: string;
    approximateArrivalOfLastRecord?: string;
    batchSize: number;
    streamArn: string;
  };
  records: LambdaStreamRecord[];
}

/** Runs the function with `{ Records }`; a rejection is a function error, as Lambda counts it. */
export type InvokeConsumer = (event: { Records: LambdaStreamRecord[] }) => Promise<void>;

export interface BatchDelivery {
  subscription: StreamSubscription;
  shardId: string;
  streamArn: string;
  invoke: InvokeConsumer;
  setAside: (batch: SetAsideBatch) => void;
  now?: () => number;
}

const arrival = (record: LambdaStreamRecord | undefined) => {
  const seconds = record?.dynamodb.ApproximateCreationDateTime;
  return seconds === undefined ? undefined : new Date(seconds * 1000).toISOString();
};

function describe(delivery: BatchDelivery, records: LambdaStreamRecord[], condition: SetAsideBatch["requestContext"]["condition"], invocations: number, error?: unknown): SetAsideBatch {
  return {
    version: "1.0",
    timestamp: new Date((delivery.now ?? Date.now)()).toISOString(),
    requestContext: { functionName: delivery.subscription.name, condition, approximateInvokeCount: invocations },
    responseContext: error === undefined ? {} : { functionError: error instanceof Error ? error.message : String(error) },
    DDBStreamBatchInfo: {
      shardId: delivery.shardId,
      startSequenceNumber: records[0]?.dynamodb.SequenceNumber,
      endSequenceNumber: records.at(-1)?.dynamodb.SequenceNumber,
      approximateArrivalOfFirstRecord: arrival(records[0]),
      approximateArrivalOfLastRecord: arrival(records.at(-1)),
      batchSize: records.length,
      streamArn: delivery.streamArn,
    },
    records,
  };
}

async function tryBatch(delivery: BatchDelivery, records: LambdaStreamRecord[]): Promise<void> {
  try {
    await delivery.invoke({ Records: records });
    return;
  } catch (error) {
    const { subscription } = delivery;
    if (subscription.bisectOnError && records.length > 1) {
      const half = Math.ceil(records.length / 2);
      await tryBatch(delivery, records.slice(0, half));
      await tryBatch(delivery, records.slice(half));
      return;
    }
    let lastError: unknown = error;
    for (let retry = 1; retry <= subscription.retryAttempts; retry++) {
      try {
        await delivery.invoke({ Records: records });
        return;
      } catch (again) {
        lastError = again;
      }
    }
    delivery.setAside(describe(delivery, records, "RetryAttemptsExhausted", 1 + subscription.retryAttempts, lastError));
  }
}

export async function deliverBatch(delivery: BatchDelivery, records: LambdaStreamRecord[]): Promise<void> {
  const now = (delivery.now ?? Date.now)();
  const maxAgeMs = delivery.subscription.maxRecordAgeSeconds * 1000;
  const isStale = (record: LambdaStreamRecord) => now - (record.dynamodb.ApproximateCreationDateTime ?? now / 1000) * 1000 > maxAgeMs;
  const stale = records.filter(isStale);
  if (stale.length > 0) delivery.setAside(describe(delivery, stale, "RecordAgeExceeded", 0));
  const fresh = records.filter((record) => !isStale(record));
  if (fresh.length > 0) await tryBatch(delivery, fresh);
}
