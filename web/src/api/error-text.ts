import { ApiError } from "./client.js";

// The client words a failure itself when the server said nothing readable (a body without an
// error); only the server's own text counts as its reason.
const CLIENT_WORDED = /^The request failed \(\d+\)\.$/;

/** The server's own words, when it gave any (not the client's network text when nothing answered). */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || !error.message || CLIENT_WORDED.test(error.message)) return null;
  return error.message;
}

/** The admin's reading: the server's words when it gave any, else the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return serverReason(error) ?? fallback;
}

/**
 * The shopper's reading: the server's own text when it sent one (it names the problem, e.g. an
 * e-mail already registered), the client's network text when nothing answered, otherwise the
 * screen's fallback (docs/product.md section 8).
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || CLIENT_WORDED.test(error.message)) return fallback;
  return error.message || fallback;
}
