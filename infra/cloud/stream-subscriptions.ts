import { PAGE_STREAM_FILTERS } from "../../pages/publish/stream-changes.js";

// The table's stream consumers, declared once: infra/cloud/ makes each Lambda event source
// mapping from these (stream-consumer.ts), and the local stream pump (infra/local/stream-pump/)
// applies the same filters, batches, window, retries and bisection to the built bundles. Plain
// data, no SST globals, so both sides can import it.

/** What the table's stream carries: each item as written (its new image), a deletion by its keys. */
export const TABLE_STREAM = { sst: "new-image", viewType: "NEW_IMAGE" } as const;

/** A filter pattern as Lambda's event filtering reads it: fields nested as in the record, each ending in a list of what may match. */
export type FilterPattern = Readonly<Record<string, unknown>>;

export interface StreamSubscription {
  /** The subscription's name and its function's component name in infra/cloud/. */
  name: string;
  /** The handler the function runs, as SST names it. */
  handler: string;
  /** A record is delivered when any pattern matches; the rest never reach the function. */
  filters: readonly FilterPattern[];
  /** Most records in one invocation. */
  batchSize: number;
  /** How long records are gathered before an invocation that is not full (0: at once). */
  batchingWindowSeconds: number;
  /** Invocations of a failing batch after the first, before its records are set aside. */
  retryAttempts: number;
  /** A failing batch is split in two and each half tried on its own, to isolate the record at fault. */
  bisectOnError: boolean;
  /** Records older than this are set aside unprocessed: the consumer catches up instead of lagging for hours. */
  maxRecordAgeSeconds: number;
  /** The consumer's lag (Lambda's IteratorAge) that pages someone. */
  iteratorAgeAlarmSeconds: number;
}

/** New outbox items wake the mailer (functions/lambda/mailer.ts); outbox items carry entity "outbox" (functions/data/outbox.ts). */
export const MAILER_STREAM_FILTERS: readonly FilterPattern[] = [{ eventName: ["INSERT"], dynamodb: { NewImage: { entity: { S: ["outbox"] } } } }];

export const STREAM_SUBSCRIPTIONS = {
  // An item the mailer leaves (set aside, a run cut short) stays due in the outbox and the
  // one-minute schedule sends it, so a few retries here are enough.
  Mailer: {
    name: "Mailer",
    handler: "functions/lambda/mailer.handler",
    filters: MAILER_STREAM_FILTERS,
    batchSize: 100,
    batchingWindowSeconds: 0,
    retryAttempts: 2,
    bisectOnError: true,
    maxRecordAgeSeconds: 3600,
    iteratorAgeAlarmSeconds: 120,
  },
  // Every checkout writes its products too (the stock it holds), so records are gathered for up
  // to 5 s into one run: a sale's checkouts cost one render every few seconds, not one each. A
  // page left stale by a batch set aside is put right by the next save or deploy.
  PagePublisher: {
    name: "PagePublisher",
    handler: "pages/publish/lambda.handler",
    filters: PAGE_STREAM_FILTERS,
    batchSize: 100,
    batchingWindowSeconds: 5,
    retryAttempts: 3,
    bisectOnError: true,
    maxRecordAgeSeconds: 3600,
    iteratorAgeAlarmSeconds: 300,
  },
} as const satisfies Record<string, StreamSubscription>;

export type StreamSubscriptionName = keyof typeof STREAM_SUBSCRIPTIONS;

/** Lambda's event source mapping settings for a subscription (Pulumi's aws.lambda.EventSourceMappingArgs), its failure queue apart. */
export function eventSourceMappingOf(subscription: StreamSubscription) {
  return {
    batchSize: subscription.batchSize,
    maximumBatchingWindowInSeconds: subscription.batchingWindowSeconds,
    maximumRetryAttempts: subscription.retryAttempts,
    bisectBatchOnFunctionError: subscription.bisectOnError,
    maximumRecordAgeInSeconds: subscription.maxRecordAgeSeconds,
  };
}
