import { EMAIL_MAX_LENGTH, isWellFormedEmail } from "./contact-rules.js";

// "Notify me" on a sold-out size (issue 27): the size, and for a shopper not signed in the address
// to tell; the link that confirms that address. Checked by hand rather than with zod: the checks
// load with the route's work on first use, and zod would split the API's cold-start chunks.

export interface BackInStockBody {
  size: string;
  email?: string;
}

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const isObject = (raw: unknown): raw is Record<string, unknown> => typeof raw === "object" && raw !== null && !Array.isArray(raw);

/** {size, email?}: the first problem as a sentence naming the field, as validBody words them. */
export function checkBackInStockBody(raw: unknown): Checked<BackInStockBody> {
  if (!isObject(raw)) return { ok: false, error: "The request must be a JSON object {size, email?}" };
  const unknown = Object.keys(raw).filter((name) => name !== "size" && name !== "email");
  if (unknown.length > 0) return { ok: false, error: `Unknown field${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}` };
  if (typeof raw.size !== "string" || raw.size.trim() === "") return { ok: false, error: "size is required" };
  const size = raw.size.trim();
  if (size.length > 20) return { ok: false, error: "size is too long" };
  if (raw.email === undefined || raw.email === null) return { ok: true, value: { size } };
  if (typeof raw.email !== "string") return { ok: false, error: "email must be text" };
  const email = raw.email.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, error: `email must be at most ${EMAIL_MAX_LENGTH} characters` };
  if (!isWellFormedEmail(email)) return { ok: false, error: "email: please enter a valid email address" };
  return { ok: true, value: { size, email } };
}

/** {token}: the confirmation link's token. */
export function checkBackInStockConfirm(raw: unknown): Checked<{ token: string }> {
  if (!isObject(raw)) return { ok: false, error: "The request must be a JSON object {token}" };
  const unknown = Object.keys(raw).filter((name) => name !== "token");
  if (unknown.length > 0) return { ok: false, error: `Unknown field${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}` };
  if (typeof raw.token !== "string" || raw.token.trim() === "") return { ok: false, error: "token is required" };
  if (raw.token.length > 200) return { ok: false, error: "token is too long" };
  return { ok: true, value: { token: raw.token.trim() } };
}
