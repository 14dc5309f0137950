import { handle } from "hono/aws-lambda";
import { buildCloudApp } from "./build-app.js";
import { loadConfig, WEBHOOK_SECRETS } from "./load-config.js";

// The same app as the API function: the Router sends only POST /api/webhooks/razorpay here, so
// Razorpay's deliveries get their own function (own logs, own concurrency, own alarms) and
// a burst of shoppers cannot delay a payment confirmation.
export const handler = handle(buildCloudApp(loadConfig(WEBHOOK_SECRETS)));
