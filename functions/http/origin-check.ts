import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { ORIGIN_SECRET_HEADER } from "../../shared/origin-secret.js";
import { errorResponse } from "./errors.js";

// Only CloudFront reaches the functions (docs/operations.md, "The origin secret"). Their function
// URLs stay public (AuthType NONE: CloudFront's origin access control would make every browser
// POST carry its body's SHA-256), so the Router's viewer-request function adds the stage's secret
// to each request it forwards, and a request without it (a call straight to the function URL) is
// refused before any route, body parse or throttle runs. The viewer address header is therefore
// only ever read from a request that came through CloudFront, which sets it itself.

export const NOT_THROUGH_CLOUDFRONT = "Only the shop's own address answers here.";

// Compared as SHA-256 digests: equal lengths for timingSafeEqual, so neither a value nor its length leaks through timing.
const digest = (value: string) => createHash("sha256").update(value).digest();

/** Refuses (403) a request whose origin header is none of `secrets` (the current one, the previous during a rotation). */
export function originCheck(secrets: readonly string[]): MiddlewareHandler {
  const expected = secrets.map(digest);
  return async (c, next) => {
    const given = digest(c.req.header(ORIGIN_SECRET_HEADER) ?? "");
    // Every secret compared, none skipped after a match.
    return expected.filter((secret) => timingSafeEqual(given, secret)).length > 0 ? next() : errorResponse(c, 403, NOT_THROUGH_CLOUDFRONT);
  };
}
