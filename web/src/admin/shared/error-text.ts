import { ApiError } from "../../api/client.js";

// The client words a failure itself when the server said nothing readable (no answer at all,
// or a body without an error); only the server's own text counts as its reason.
const CLIENT_WORDED = /^The request failed \(\d+\)\.$/;

/** The server's own words, when it gave any. */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || !error.message || CLIENT_WORDED.test(error.message)) return null;
  return error.message;
}

/** The server's words when it gave any, else the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return serverReason(error) ?? fallback;
}
