import type { Context } from "hono";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";

/** Requests that reach the app without the edge's header (tests, a direct call) share one source. */
export const UNKNOWN_SOURCE = "unknown";

/** The shopper's address as the edge (CloudFront, or the local server) saw it. */
export function clientAddress(c: Context): string {
  const address = c.req.header(VIEWER_ADDRESS_HEADER)?.trim() ?? "";
  // An IPv4 or IPv6 address and nothing else: the value becomes part of a table key.
  return /^[0-9a-fA-F:.]{2,45}$/.test(address) ? address.toLowerCase() : UNKNOWN_SOURCE;
}
