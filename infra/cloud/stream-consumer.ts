import { watchStreamConsumer } from "./alarms.js";
import { eventSourceMappingOf, type StreamSubscription } from "./stream-subscriptions.js";
import { table } from "./table.js";

/** Records a consumer gave up on wait here for two weeks (SQS's longest), for a person to look at. */
const FOURTEEN_DAYS = 14 * 24 * 3600;

/**
 * A table stream consumer as infra/cloud/stream-subscriptions.ts declares it. First its failure
 * queue (Lambda's on-failure destination: where a batch's description goes once retries and
 * bisection are spent, so the shard moves on), whose sending permission the function is made with;
 * then `subscribe` wires the function to the stream and watches its lag and its failures.
 */
export function streamConsumer(subscription: StreamSubscription) {
  const failures = new aws.sqs.Queue(`${subscription.name}StreamFailures`, { messageRetentionSeconds: FOURTEEN_DAYS });
  return {
    /** What the function needs to set a batch aside (Lambda sends with the function's own role). */
    permissions: [{ actions: ["sqs:SendMessage"], resources: [failures.arn] }],
    subscribe(fn: { arn: unknown; name: unknown }) {
      table.subscribe(subscription.name, fn.arn as string, {
        filters: subscription.filters.map((pattern) => ({ ...pattern })),
        transform: { eventSourceMapping: { ...eventSourceMappingOf(subscription), destinationConfig: { onFailure: { destinationArn: failures.arn } } } },
      });
      watchStreamConsumer(fn, subscription.name, subscription.iteratorAgeAlarmSeconds, failures);
    },
  };
}
