import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { fault, invalidParameter, invalidToken, unknownObject } from "./graph-errors.js";
import type { MessageCenter } from "./message-center.js";
import { readTemplateSend } from "./send-request.js";
import type { SettingsStore } from "./settings.js";
import type { TemplateRegistry } from "./template-registry.js";

// The part of Meta's Graph API the shop calls, under /{version} (any vN.N): sending a message from
// the business phone number, and listing the business account's templates.

export interface GraphDeps {
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string;
  settings: SettingsStore;
  registry: TemplateRegistry;
  center: MessageCenter;
}

/** Compares digests, so neither a token's length nor its content leaks through timing. */
function sameText(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** `Authorization: Bearer <token>`, or the Graph API's other way, `?access_token=`. */
function bearer(accessToken: string): MiddlewareHandler {
  return async (c, next) => {
    const header = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("Authorization") ?? "")?.[1];
    const token = header ?? c.req.query("access_token");
    if (!token) throw invalidToken(true);
    if (!sameText(token, accessToken)) throw invalidToken(false);
    await next();
  };
}

async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidParameter("Invalid parameter", "The request body must be JSON (Content-Type: application/json).");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw invalidParameter("Invalid parameter", "The request body must be a JSON object.");
  return parsed as Record<string, unknown>;
}

const cursorOf = (index: number) => Buffer.from(`emulator:${index}`).toString("base64url");
const indexOf = (cursor: string | undefined) => {
  const match = /^emulator:(\d+)$/.exec(Buffer.from(cursor ?? "", "base64url").toString("utf8"));
  return match ? Number(match[1]) : undefined;
};

export function graphRoutes(deps: GraphDeps) {
  const app = new Hono();
  const version = ":version{v[0-9]+\\.[0-9]+}";
  app.use(`/${version}/*`, bearer(deps.accessToken));

  app.post(`/${version}/:phoneNumberId/messages`, async (c) => {
    const id = c.req.param("phoneNumberId");
    if (id !== deps.phoneNumberId) throw unknownObject("post", id);
    const failing = deps.settings.takeFault();
    if (failing) throw fault(failing.status, failing.code);
    deps.center.checkThroughput();
    const send = readTemplateSend(await readJson(c), deps.registry);
    const message = deps.center.accept(send);
    return c.json({
      messaging_product: "whatsapp",
      contacts: [{ input: send.input, wa_id: send.waId }],
      messages: [{ id: message.id, message_status: "accepted" }],
    });
  });

  app.get(`/${version}/:businessAccountId/message_templates`, (c) => {
    const id = c.req.param("businessAccountId");
    if (id !== deps.businessAccountId) throw unknownObject("get", id);
    const query = (name: string) => c.req.query(name)?.trim() || undefined;
    const name = query("name");
    const status = query("status")?.toUpperCase().split(",");
    const category = query("category")?.toUpperCase().split(",");
    const language = query("language")?.split(",");
    const matching = deps.registry
      .all()
      .filter((template) => (!name || template.name.includes(name)) && (!status || status.includes(template.status)))
      .filter((template) => (!category || category.includes(template.category)) && (!language || language.includes(template.language)));
    const limit = Math.min(Math.max(Number(query("limit") ?? 25) || 25, 1), 1000);
    const after = indexOf(query("after"));
    const from = after === undefined ? 0 : Math.min(after + 1, matching.length);
    const page = matching.slice(from, from + limit);
    const more = from + limit < matching.length;
    const next = new URL(c.req.url);
    next.searchParams.set("after", cursorOf(from + page.length - 1));
    next.searchParams.set("limit", String(limit));
    return c.json({
      data: page.map((template) => deps.registry.listed(template)),
      paging: {
        cursors: { before: cursorOf(from), after: cursorOf(Math.max(from + page.length - 1, from)) },
        ...(more ? { next: next.toString() } : {}),
      },
    });
  });
  return app;
}
