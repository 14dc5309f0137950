import { Hono } from "hono";
import type { AppDeps } from "../deps.js";
import { useApiMiddleware } from "../http/api-middleware.js";
import { handleError, handleNotFound } from "../http/errors.js";
import { razorpayWebhookRoutes } from "../routes/webhooks.js";

/**
 * Razorpay's webhook on its own: the one route the Router sends to the webhook function, behind
 * the same /api middleware and error answers as the whole API, and nothing else (no sessions,
 * no catalogue, no admin), so the function's bundle holds only what a delivery needs.
 */
export function createWebhookApp(deps: AppDeps) {
  const app = new Hono();
  useApiMiddleware(app, deps.config);
  app.route("/api/webhooks", razorpayWebhookRoutes(deps));
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
