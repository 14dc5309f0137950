import { Hono } from "hono";
import * as z from "zod";
import { invalidRequest } from "./errors.js";
import { readJsonObject } from "./json-body.js";
import { settingsPatchSchema, type SettingsStore } from "./settings.js";
import type { WebhookDispatcher } from "./webhook-dispatcher.js";

// /_emulator/*: not Razorpay's, for tests in another process (end-to-end) to steer the emulator.

const webhookUrlSchema = z.object({ url: z.string().url().nullable() }).strict();

export function controlRoutes(deps: { settings: SettingsStore; dispatcher: WebhookDispatcher }) {
  const app = new Hono();
  app.get("/health", (c) => c.json({ status: "ok" }));

  app.get("/settings", (c) => c.json(deps.settings.current));
  app.post("/settings", async (c) => {
    const parsed = settingsPatchSchema.safeParse(await readJsonObject(c));
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
      throw invalidRequest(`Invalid emulator settings: ${problems.join("; ")}`);
    }
    return c.json(deps.settings.update(parsed.data));
  });
  app.post("/settings/reset", (c) => c.json(deps.settings.reset()));

  app.get("/webhook-url", (c) => c.json({ url: deps.dispatcher.webhookUrl ?? null }));
  app.post("/webhook-url", async (c) => {
    const parsed = webhookUrlSchema.safeParse(await readJsonObject(c));
    if (!parsed.success) throw invalidRequest("Send { \"url\": \"http://127.0.0.1:PORT/path\" } or { \"url\": null }.", "url");
    try {
      deps.dispatcher.setUrl(parsed.data.url ?? undefined);
    } catch (error) {
      throw invalidRequest(error instanceof Error ? error.message : String(error), "url");
    }
    return c.json({ url: deps.dispatcher.webhookUrl ?? null });
  });

  app.get("/deliveries", (c) => c.json({ count: deps.dispatcher.deliveries.length, items: deps.dispatcher.deliveries }));
  return app;
}
