import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBStreamsClient } from "@aws-sdk/client-dynamodb-streams";
import type { StreamSubscription } from "../../cloud/stream-subscriptions.js";
import { deliverBatch, type InvokeConsumer, type SetAsideBatch } from "./deliver-batch.js";
import { passesFilters } from "./filter-criteria.js";
import { lambdaRecord, type LambdaStreamRecord } from "./lambda-records.js";
import { enableStream, StreamReader } from "./shard-reader.js";

// The table's stream on this machine, delivered as the cloud delivers it: each subscription
// declared in infra/cloud/stream-subscriptions.ts reads the stream on its own, lets through the
// records its filters pass, gathers them into batches of its size for up to its window, and hands
// each batch to its function (tests: the built bundle in a fresh process) with its retries and
// bisection, setting aside what still fails without holding up the shard.

export type { InvokeConsumer, SetAsideBatch } from "./deliver-batch.js";
export type { LambdaStreamRecord } from "./lambda-records.js";

export interface StreamConsumerRun {
  subscription: StreamSubscription;
  invoke: InvokeConsumer;
}

export interface StreamPumpOptions {
  dynamoEndpoint: string;
  region: string;
  tableName: string;
  consumers: StreamConsumerRun[];
  /** How often each shard is polled; Lambda polls a DynamoDB stream's shards four times a second. */
  pollMs?: number;
  /** Each batch set aside (the local on-failure destination), besides `setAside`. */
  onSetAside?: (batch: SetAsideBatch) => void;
}

export interface StreamPump {
  /** Batches set aside after their retries, as Lambda would send them to the on-failure queue. */
  setAside: SetAsideBatch[];
  stop(): Promise<void>;
}

const LOCAL_CREDENTIALS = { accessKeyId: "local", secretAccessKey: "local" };

interface Pending {
  records: LambdaStreamRecord[];
  since: number;
}

export async function startStreamPump(options: StreamPumpOptions): Promise<StreamPump> {
  const clientConfig = { region: options.region, endpoint: options.dynamoEndpoint, credentials: LOCAL_CREDENTIALS };
  const dynamo = new DynamoDBClient(clientConfig);
  const streams = new DynamoDBStreamsClient(clientConfig);
  const streamArn = await enableStream(dynamo, options.tableName);
  const pollMs = options.pollMs ?? 250;
  const setAside: SetAsideBatch[] = [];
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = () => new Promise<void>((resolve) => {
    wake = resolve;
    setTimeout(resolve, pollMs).unref();
  });

  const consume = async ({ subscription, invoke }: StreamConsumerRun, reader: StreamReader) => {
    const pending = new Map<string, Pending>();
    let lastProblem = "";
    const delivery = (shardId: string) => ({
      subscription,
      shardId,
      streamArn,
      invoke,
      setAside: (batch: SetAsideBatch) => {
        console.warn(`stream pump: ${subscription.name} set aside ${batch.records.length} record(s) (${batch.requestContext.condition}): ${batch.responseContext.functionError ?? ""}`);
        setAside.push(batch);
        options.onSetAside?.(batch);
      },
    });
    while (!stopped) {
      try {
        for (const { shardId, records, ended } of await reader.read()) {
          const passed = records.map((record) => lambdaRecord(record, streamArn)).filter((record) => passesFilters(subscription.filters, record));
          const waiting = pending.get(shardId) ?? { records: [], since: Date.now() };
          if (waiting.records.length === 0) waiting.since = Date.now();
          waiting.records.push(...passed);
          pending.set(shardId, waiting);
          const windowOver = Date.now() - waiting.since >= subscription.batchingWindowSeconds * 1000;
          // Full batches go at once; a part batch when its window is over (or its shard has ended).
          while (waiting.records.length >= subscription.batchSize || (waiting.records.length > 0 && (windowOver || ended))) {
            await deliverBatch(delivery(shardId), waiting.records.splice(0, subscription.batchSize));
          }
          if (ended) pending.delete(shardId);
        }
        lastProblem = "";
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        if (problem !== lastProblem && !stopped) console.warn(`stream pump: ${subscription.name} could not read the stream: ${problem}`);
        lastProblem = problem;
      }
      if (!stopped) await pause();
    }
  };

  const readers = await Promise.all(options.consumers.map(() => StreamReader.atLatest(streams, streamArn)));
  const running = options.consumers.map((consumer, i) => consume(consumer, readers[i]!));

  return {
    setAside,
    async stop() {
      stopped = true;
      wake?.();
      await Promise.all(running);
      streams.destroy();
      dynamo.destroy();
    },
  };
}
