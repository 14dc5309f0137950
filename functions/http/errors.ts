import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { SHOP_UNAVAILABLE, ShopError } from "../errors.js";
import { errorFields, log } from "../logger.js";

/** Service faults (DynamoDB or Razorpay unreachable) are the shop's, not the client's: 503. */
const UNAVAILABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "TimeoutError",
  "ServiceUnavailable",
  "ProvisionedThroughputExceededException",
  "ThrottlingException",
  "RequestLimitExceeded",
  "InternalServerError",
]);

/** What a client hears when the database or Razorpay cannot be reached (kept with the other errors). */
export { SHOP_UNAVAILABLE };

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (UNAVAILABLE.has(error.name) || (code !== undefined && UNAVAILABLE.has(code))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isUnavailable(cause);
}

export function errorResponse(c: Context, status: ContentfulStatusCode, error: string, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json({ success: false as const, error }, status);
}

/** Every error leaves as { success: false, error } with a status; never a stack trace. */
export function handleError(error: Error, c: Context) {
  if (error instanceof ShopError) return errorResponse(c, error.status, error.message, error.headers);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const text = status === 413 ? "The request body is too large." : error.message || "The request could not be handled.";
    return errorResponse(c, status, text);
  }
  if (isUnavailable(error)) {
    log.error("service unavailable", { error: { name: error.name, message: error.message } });
    return errorResponse(c, 503, SHOP_UNAVAILABLE, { "Retry-After": "5" });
  }
  log.error("unhandled error", { error: errorFields(error) });
  return errorResponse(c, 500, "Something went wrong on our side. Please try again.");
}

export function handleNotFound(c: Context) {
  return errorResponse(c, 404, `No such API route: ${c.req.method} ${new URL(c.req.url).pathname}`);
}
