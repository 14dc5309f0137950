import { Hono } from "hono";
import { handleRazorpayWebhook } from "../checkout/handle-webhook.js";
import type { AppDeps } from "../deps.js";
import { notFound } from "../errors.js";
import type { BodyVariables } from "../http/json-body.js";

/** Razorpay's webhook; authenticated by its signature, not by a session. Alone in the webhook Lambda. */
export function razorpayWebhookRoutes(deps: AppDeps) {
  return new Hono<{ Variables: BodyVariables }>().post("/razorpay", async (c) => {
    const outcome = await handleRazorpayWebhook(deps, c.get("rawBody") ?? "", c.req.header("x-razorpay-signature"), c.req.header("x-razorpay-event-id"));
    return c.json({ success: true as const, outcome });
  });
}

/**
 * Every webhook, as the API serves them: the courier's tracking is authenticated by its x-api-key,
 * WhatsApp's by Meta's signature (and its set-up handshake by the verify token); the SMS gateway's
 * reports are unsigned and can only move a sign-in code's status forward.
 */
export function webhookRoutes(deps: AppDeps) {
  const whatsapp = () => {
    if (!deps.config.whatsapp) throw notFound("WhatsApp is not set up for this shop.");
    return deps.config.whatsapp;
  };
  return razorpayWebhookRoutes(deps)
    .post("/courier", async (c) => {
      // Loaded on the first delivery: the webhook function, which imports this file for Razorpay's route, never starts with it.
      const { handleCourierWebhook } = await import("../shipping/tracking/handle-courier-webhook.js");
      const outcome = await handleCourierWebhook(deps, c.get("rawBody") ?? "", c.req.header("x-api-key"));
      return c.json({ success: true as const, outcome });
    })
    .get("/whatsapp", async (c) => {
      const { verifyHandshake } = await import("../whatsapp/handle-whatsapp-webhook.js");
      return c.text(verifyHandshake(whatsapp(), { mode: c.req.query("hub.mode"), token: c.req.query("hub.verify_token"), challenge: c.req.query("hub.challenge") }));
    })
    .post("/sms", async (c) => {
      // The SMS gateway's delivery reports of sign-in codes (issue 44).
      const { recordSmsDeliveryReport } = await import("../accounts/phone-sign-in/sms-delivery-report.js");
      return c.json({ success: true as const, outcome: await recordSmsDeliveryReport(deps.repos, c.get("rawBody") ?? "") });
    })
    .post("/whatsapp", async (c) => {
      const { handleWhatsAppWebhook } = await import("../whatsapp/handle-whatsapp-webhook.js");
      const outcome = await handleWhatsAppWebhook({ repos: deps.repos, whatsapp: whatsapp() }, c.get("rawBody") ?? "", c.req.header("x-hub-signature-256"));
      return c.json({ success: true as const, outcome });
    });
}
