import { watchWebhookAnswers } from "./alarms.js";
import { router } from "./router.js";
import { originSecret, originSecretPrevious, razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret } from "./secrets.js";
import { shopFunction } from "./shop-function.js";
import { table } from "./table.js";

/** Register this path (on the stage's URL) in Razorpay's dashboard, with the webhook secret. */
export const WEBHOOK_PATH = "/api/webhooks/razorpay";

// Razorpay's deliveries, on their own function with their own lean bundle (the webhook route
// alone, functions/lambda/webhook.ts): the Router's longest-path match sends this one path here
// and everything else under /api to the API function.
//
// Memory 1024 MB, as the API: Razorpay waits 5 s for a 2xx, and a cold start on a smaller
// share of CPU eats into that; webhooks are a handful per order, so the cost is negligible.
// Timeout 15 s: one Razorpay call may take up to 10 s before the gateway gives up; letting the
// confirmation finish (one transaction, idempotent) means Razorpay's retry finds the order
// already paid, even when Razorpay itself stopped waiting.
export const webhook = shopFunction("RazorpayWebhook", {
  handler: "functions/lambda/webhook.handler",
  memory: "1024 MB",
  timeout: "15 seconds",
  // Exactly what it reads (functions/lambda/links.ts): no session secret. The origin secret too: its
  // function URL is as public as the API's, and a call past CloudFront is refused before the
  // signature is even read (Razorpay itself calls the Router's address).
  link: [table, razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret, originSecret, originSecretPrevious],
  url: { router: { instance: router, path: WEBHOOK_PATH }, cors: false },
});
watchWebhookAnswers(webhook, "RazorpayWebhook");
