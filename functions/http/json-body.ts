import { createMiddleware } from "hono/factory";
import { unsafeText, unsafeTextMessage, type UnsafeText } from "../../shared/safe-text.js";
import { ShopError, badRequest } from "../errors.js";

export interface BodyVariables {
  /** The request body exactly as sent (webhook signatures are over these bytes). */
  rawBody: string;
}

const MAX_DEPTH = 32;
const SMS_REPORTS = "/api/webhooks/sms";

/** The first text (or field name) in the body holding a character no text may hold, with its path. */
function firstUnsafeText(value: unknown, path: string): { field: string; problem: UnsafeText } | undefined {
  if (typeof value === "string") {
    const problem = unsafeText(value);
    return problem ? { field: path || "The request body", problem } : undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  for (const [name, child] of Object.entries(value)) {
    const childPath = Array.isArray(value) ? `${path}[${name}]` : path ? `${path}.${name}` : name;
    const problem = unsafeText(name);
    if (problem) return { field: path || "A field name", problem };
    const found = firstUnsafeText(child, childPath);
    if (found) return found;
  }
  return undefined;
}

function depth(value: unknown, level = 0): number {
  if (level > MAX_DEPTH) return level;
  if (typeof value !== "object" || value === null) return level;
  let deepest = level + 1;
  for (const child of Object.values(value)) deepest = Math.max(deepest, depth(child, level + 1));
  return deepest;
}

/**
 * Reads and checks a JSON body for every route: non-JSON content, malformed JSON, absurd nesting
 * and texts holding control characters, direction overrides or lone surrogates (shared/safe-text.ts)
 * are refused here with a clear 4xx before any handler runs. The routes then check the
 * body against their schema with validBody (functions/http/validate.ts), which reads it again.
 */
export function jsonBody() {
  return createMiddleware<{ Variables: BodyVariables }>(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    const raw = await c.req.text();
    c.set("rawBody", raw);
    if (raw.trim() === "") {
      // An empty body reads as {} to the routes' validators even when it claims to be JSON (hono's
      // validator would call "" malformed); validBody decides what an empty body stands for.
      // (hono keeps each read's promise in bodyCache; its type names the methods instead.)
      (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve("{}");
      return next();
    }
    // The media type the routes' validators read as JSON (hono/validator), and no other.
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
    // The one form a sender posts: the SMS gateway's delivery reports, read from the raw body.
    if (c.req.path === SMS_REPORTS && type === "application/x-www-form-urlencoded") return next();
    if (!/^application\/([\w.-]+\+)?json$/i.test(type)) {
      throw new ShopError(415, "Send the request body as JSON (Content-Type: application/json).");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest("The request body is not valid JSON.");
    }
    if (depth(parsed) > MAX_DEPTH) throw badRequest("The request body is nested too deeply.");
    // Webhooks are checked by their signature and kept exactly as their sender wrote them.
    if (!c.req.path.startsWith("/api/webhooks/")) {
      const unsafe = firstUnsafeText(parsed, "");
      if (unsafe) throw badRequest(unsafeTextMessage(unsafe.field, unsafe.problem));
    }
    return next();
  });
}
