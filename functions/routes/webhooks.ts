import { Hono } from "hono";
import { handleRazorpayWebhook } from "../checkout/handle-webhook.js";
import type { AppDeps } from "../deps.js";
import type { BodyVariables } from "../http/json-body.js";

/** Razorpay's webhook; authenticated by its signature, not by a session. Alone in the webhook Lambda. */
export function razorpayWebhookRoutes(deps: AppDeps) {
  return new Hono<{ Variables: BodyVariables }>().post("/razorpay", async (c) => {
    const outcome = await handleRazorpayWebhook(deps, c.get("rawBody") ?? "", c.req.header("x-razorpay-signature"), c.req.header("x-razorpay-event-id"));
    return c.json({ success: true as const, outcome });
  });
}

/** Both webhooks, as the API serves them: the courier's tracking is authenticated by its x-api-key. */
export function webhookRoutes(deps: AppDeps) {
  return razorpayWebhookRoutes(deps).post("/courier", async (c) => {
    // Loaded on the first delivery: the webhook function, which imports this file for Razorpay's route, never starts with it.
    const { handleCourierWebhook } = await import("../shipping/tracking/handle-courier-webhook.js");
    const outcome = await handleCourierWebhook(deps, c.get("rawBody") ?? "", c.req.header("x-api-key"));
    return c.json({ success: true as const, outcome });
  });
}
