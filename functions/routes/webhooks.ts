import { Hono } from "hono";
import { handleRazorpayWebhook } from "../checkout/handle-webhook.js";
import type { AppDeps } from "../deps.js";
import type { BodyVariables } from "../http/json-body.js";
import { handleCourierWebhook } from "../shipping/tracking/handle-courier-webhook.js";

/** Razorpay's webhook, authenticated by its signature; the courier's, by its x-api-key. Neither by a session. */
export function webhookRoutes(deps: AppDeps) {
  return new Hono<{ Variables: BodyVariables }>()
    .post("/razorpay", async (c) => {
      const outcome = await handleRazorpayWebhook(deps, c.get("rawBody") ?? "", c.req.header("x-razorpay-signature"), c.req.header("x-razorpay-event-id"));
      return c.json({ success: true as const, outcome });
    })
    .post("/courier", async (c) => {
      const outcome = await handleCourierWebhook(deps, c.get("rawBody") ?? "", c.req.header("x-api-key"));
      return c.json({ success: true as const, outcome });
    });
}
