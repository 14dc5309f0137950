import { Hono } from "hono";
import * as z from "zod";
import { waIdOf } from "./phone-numbers.js";
import type { MessageCenter } from "./message-center.js";
import { settingsPatchSchema, type SettingsStore } from "./settings.js";
import { changeTemplateCategory, changeTemplateStatus, type TemplateChangeDeps } from "./template-changes.js";
import { TEMPLATE_CATEGORIES, TEMPLATE_STATUSES } from "./template-registry.js";
import type { WebhookDispatcher } from "./webhook-dispatcher.js";
import { controlBody, controlProblem } from "../control-body.js";

// /_emulator/*: not Meta's. For tests in another process (end-to-end) and the phone page: what
// was sent, a person's reply, a template's review or category, the fault settings, the webhook.

export interface ControlDeps extends TemplateChangeDeps {
  settings: SettingsStore;
  center: MessageCenter;
  dispatcher: WebhookDispatcher;
  verifyToken: string;
}

const replySchema = z.object({ from: z.string().min(1).max(40), text: z.string().trim().min(1).max(4096), name: z.string().trim().min(1).max(100).optional() }).strict();
const statusSchema = z.object({ status: z.enum(TEMPLATE_STATUSES as [string, ...string[]]), language: z.string().optional() }).strict();
const categorySchema = z.object({ category: z.enum(TEMPLATE_CATEGORIES as [string, ...string[]]), language: z.string().optional() }).strict();
const webhookUrlSchema = z.object({ url: z.string().url().nullable() }).strict();

export function controlRoutes(deps: ControlDeps) {
  const app = new Hono();
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.get("/version", (c) => c.json({ version: deps.center.version }));

  app.get("/messages", (c) => {
    const to = c.req.query("to");
    const items = to ? deps.center.sent.filter((message) => message.to === waIdOf(to)) : deps.center.sent;
    return c.json({ count: items.length, items });
  });
  app.get("/inbound", (c) => {
    const from = c.req.query("from");
    const items = from ? deps.center.inbound.filter((message) => message.from === waIdOf(from)) : deps.center.inbound;
    return c.json({ count: items.length, items });
  });
  app.post("/reply", async (c) => {
    const body = await controlBody(c, replySchema);
    if ("error" in body) return controlProblem(c, body.error);
    const message = await deps.center.reply(body.data.from, body.data.text, body.data.name);
    return c.json(message);
  });

  app.get("/templates", (c) =>
    c.json(deps.registry.all().map(({ id, name, language, status, category }) => ({ id, name, language, status, category }))),
  );
  app.post("/templates/:name/status", async (c) => {
    const body = await controlBody(c, statusSchema);
    if ("error" in body) return controlProblem(c, body.error);
    try {
      const changed = await changeTemplateStatus(deps, c.req.param("name"), body.data.status as (typeof TEMPLATE_STATUSES)[number], body.data.language);
      return c.json({ changed });
    } catch (error) {
      return controlProblem(c, error instanceof Error ? error.message : String(error), 404);
    }
  });
  app.post("/templates/:name/category", async (c) => {
    const body = await controlBody(c, categorySchema);
    if ("error" in body) return controlProblem(c, body.error);
    try {
      const changed = await changeTemplateCategory(deps, c.req.param("name"), body.data.category as (typeof TEMPLATE_CATEGORIES)[number], body.data.language);
      return c.json({ changed });
    } catch (error) {
      return controlProblem(c, error instanceof Error ? error.message : String(error), 404);
    }
  });

  app.get("/settings", (c) => c.json(deps.settings.current));
  app.post("/settings", async (c) => {
    const body = await controlBody(c, settingsPatchSchema);
    if ("error" in body) return controlProblem(c, `Invalid emulator settings: ${body.error}`);
    return c.json(deps.settings.update(body.data));
  });
  app.post("/settings/reset", (c) => c.json(deps.settings.reset()));

  app.get("/webhook-url", (c) => c.json({ url: deps.dispatcher.webhookUrl ?? null }));
  app.post("/webhook-url", async (c) => {
    const body = await controlBody(c, webhookUrlSchema);
    if ("error" in body) return controlProblem(c, 'Send { "url": "http://127.0.0.1:PORT/path" } or { "url": null }.');
    try {
      deps.dispatcher.setUrl(body.data.url ?? undefined);
    } catch (error) {
      return controlProblem(c, error instanceof Error ? error.message : String(error));
    }
    return c.json({ url: deps.dispatcher.webhookUrl ?? null });
  });
  app.post("/webhook-url/verify", async (c) => c.json(await deps.dispatcher.verify(deps.verifyToken)));
  app.get("/deliveries", (c) => c.json({ count: deps.dispatcher.deliveries.length, items: deps.dispatcher.deliveries }));
  return app;
}
