// What a page hands to /login in the router's location state: where to come back to after
// logging in (a profile visit, a checkout) and a line explaining why login is asked for.
export interface LoginRedirect {
  from?: string;
  notice?: string;
  /** Filled in on the login form after a registration. */
  email?: string;
  /** After closing an account: what the shop keeps, why and for how long. */
  kept?: Array<{ what: string; why: string; keptFor: string }>;
}

const isKept = (entry: unknown): entry is { what: string; why: string; keptFor: string } =>
  typeof entry === "object" && entry !== null && ["what", "why", "keptFor"].every((name) => typeof (entry as Record<string, unknown>)[name] === "string");

export function readLoginRedirect(state: unknown): LoginRedirect {
  if (!state || typeof state !== "object") return {};
  const { from, notice, email, kept } = state as Record<string, unknown>;
  return {
    // Only paths inside the shop: a crafted state must not send the shopper elsewhere.
    from: typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : undefined,
    notice: typeof notice === "string" ? notice : undefined,
    email: typeof email === "string" ? email : undefined,
    kept: Array.isArray(kept) ? kept.filter(isKept).map(({ what, why, keptFor }) => ({ what, why, keptFor })) : undefined,
  };
}
