import { handle } from "hono/aws-lambda";
import { cloudDeps } from "./cloud-deps.js";
import { loadConfig, WEBHOOK_SECRETS } from "./load-config.js";
import { createWebhookApp } from "./webhook-app.js";

// The Router sends only POST /api/webhooks/razorpay here, so Razorpay's deliveries get their own
// function (own logs, own concurrency, own alarms) and a burst of shoppers cannot delay a payment
// confirmation. It bundles the webhook route alone, not the whole API (infra/cloud/webhook.ts).
export const handler = handle(createWebhookApp(cloudDeps(loadConfig(WEBHOOK_SECRETS))));
