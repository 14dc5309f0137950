import { ApiError } from "./client.js";

/**
 * What to tell the shopper when a call fails: the server's own text when it sent one (it names
 * the problem, e.g. an e-mail already registered), the client's network text when nothing
 * answered, otherwise the screen's fallback from the spec.
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  // The client words a response without a JSON error this way; it tells a shopper nothing.
  if (/^The request failed \(\d+\)\.$/.test(error.message)) return fallback;
  return error.message || fallback;
}
