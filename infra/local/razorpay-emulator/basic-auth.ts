import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { authenticationFailed } from "./errors.js";

export interface ApiKey {
  keyId: string;
  keySecret: string;
}

/** Compares digests so neither the length nor the content of a secret leaks through timing. */
export function sameText(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Razorpay's server API: HTTP Basic with the key id as user name and the key secret as password. */
export function basicAuth(key: ApiKey): MiddlewareHandler {
  return async (c, next) => {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(c.req.header("Authorization") ?? "");
    const credentials = match?.[1] ? Buffer.from(match[1], "base64").toString("utf8") : "";
    const colon = credentials.indexOf(":");
    const keyIdMatches = colon > 0 && sameText(credentials.slice(0, colon), key.keyId);
    const secretMatches = colon > 0 && sameText(credentials.slice(colon + 1), key.keySecret);
    if (!keyIdMatches || !secretMatches) throw authenticationFailed();
    await next();
  };
}
