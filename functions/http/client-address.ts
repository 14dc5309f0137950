import type { Context } from "hono";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";

/** Requests that reach the app without the edge's header (tests, a direct call) share one source. */
export const UNKNOWN_SOURCE = "unknown";

/**
 * The shopper's address as the edge (CloudFront, or the local server) saw it. In the cloud only
 * a request that carried CloudFront's origin secret gets this far (origin-check.ts runs first on
 * every path), so the header is the one CloudFront set, never one a direct caller chose.
 */
export function clientAddress(c: Context): string {
  const address = c.req.header(VIEWER_ADDRESS_HEADER)?.trim() ?? "";
  // An IPv4 or IPv6 address and nothing else: the value becomes part of a table key.
  return /^[0-9a-fA-F:.]{2,45}$/.test(address) ? address.toLowerCase() : UNKNOWN_SOURCE;
}
