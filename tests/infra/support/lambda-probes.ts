import { expect } from "vitest";
import type { LambdaResult } from "../../support/lambda-process.js";
import { apiGatewayEvent, throughCloudFront } from "../../support/apigw-event.js";
import { signedDelivery } from "../../support/razorpay-delivery.js";

// One request per Lambda entry that shows it started right and reads its links: the bundle
// tests start every declared function with exactly its links and send it this. A new function
// (a scheduled job, a mailer) adds its probe here, or the bundle tests say it is missing.

export interface LambdaProbe {
  /** What a healthy start answers, in words. */
  shows: string;
  /** `linked` holds the values its links were given (the webhook secret, the table's name). */
  event(linked: Record<string, Record<string, string>>): unknown;
  /** Fails (an expect) unless the answer is that of a healthy start. */
  check(result: LambdaResult): void;
}

const body = (result: LambdaResult) => JSON.parse(result.body) as Record<string, unknown>;

export const LAMBDA_PROBES: Record<string, LambdaProbe> = {
  "functions/lambda/api.handler": {
    shows: "GET /api/health answers 200 with the linked table online",
    event: (linked) => throughCloudFront(apiGatewayEvent("GET", "/api/health"), linked.OriginSecret!.value!),
    check: (result) => {
      expect(result.statusCode).toBe(200);
      expect(body(result)).toMatchObject({ success: true, status: "ok", database: "online" });
    },
  },
  "functions/lambda/mailer.handler": {
    shows: "a scheduled run reads the linked table's outbox and finds nothing to send",
    event: () => ({ "detail-type": "Scheduled Event", source: "aws.events", detail: {} }),
    check: (result) => expect(result as unknown).toEqual({ done: 0, retry: 0, gaveUp: 0 }),
  },
  "functions/lambda/mail-feedback.handler": {
    shows: "a permanent bounce from SNS is written to the linked table as a suppressed address",
    event: () => ({
      Records: [
        {
          EventSource: "aws:sns",
          Sns: {
            MessageId: "probe",
            Message: JSON.stringify({
              notificationType: "Bounce",
              bounce: { bounceType: "Permanent", bouncedRecipients: [{ emailAddress: `probe-${Date.now()}@example.in` }], timestamp: "2026-12-06T10:00:00.000Z", feedbackId: "probe" },
              mail: { timestamp: "2026-12-06T10:00:00.000Z" },
            }),
          },
        },
      ],
    }),
    check: (result) => expect(result as unknown).toEqual({ suppressed: 1, alreadySuppressed: 0, unreadable: 0 }),
  },
  "functions/lambda/release-holds.handler": {
    shows: "a scheduled run queries the linked table for lapsed holds and finds none to release",
    event: () => ({ "detail-type": "Scheduled Event", source: "aws.events", detail: {} }),
    check: (result) => expect(result as unknown).toEqual({ released: 0, creditExpired: 0, reviewRequests: 0 }),
  },
  "pages/publish/lambda.handler": {
    shows: "a stream record for a subcategory: the catalogue is read from the linked table, the build's renderer from the linked bucket, and the catalogue-wide pages written there",
    event: () => ({ Records: [{ eventName: "REMOVE", dynamodb: { Keys: { pk: { S: "SUBCATEGORY#not-a-subcategory" }, sk: { S: "SUBCATEGORY" } } } }] }),
    // Home, listings and policies: the 27 catalogue-wide pages at least.
    check: (result) => expect((result as unknown as { pages: number }).pages).toBeGreaterThanOrEqual(27),
  },
  "functions/lambda/share-pictures.handler": {
    shows: "the deploy's run lists the linked photo bucket and finds no saved photo without its share picture",
    event: () => ({ reason: "deploy" }),
    check: (result) => expect(result as unknown).toEqual({ photos: 0, made: 0, left: 0 }),
  },
  "functions/lambda/webhook.handler": {
    shows: "a signed payment.captured for an order that is not ours is read against the table and acknowledged",
    event: (linked) => throughCloudFront(signedDelivery(linked.RazorpayWebhookSecret!.value!), linked.OriginSecret!.value!),
    check: (result) => {
      expect(result.statusCode).toBe(200);
      expect(body(result)).toEqual({ success: true, outcome: "ignored" });
    },
  },
};
