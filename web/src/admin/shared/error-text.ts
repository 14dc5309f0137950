import { ApiError } from "../../api/client.js";

/** The server's own words when it answered, else the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/** The server's reason, when there is one worth showing under a fixed message. */
export function serverReason(error: unknown): string | null {
  return error instanceof ApiError && error.message ? error.message : null;
}
