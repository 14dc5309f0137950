// What a page hands to /login in the router's location state: where to come back to after
// logging in (a profile visit, a checkout) and a line explaining why login is asked for.
export interface LoginRedirect {
  from?: string;
  notice?: string;
  /** Filled in on the login form after a registration. */
  email?: string;
}

export function readLoginRedirect(state: unknown): LoginRedirect {
  if (!state || typeof state !== "object") return {};
  const { from, notice, email } = state as Record<string, unknown>;
  return {
    // Only paths inside the shop: a crafted state must not send the shopper elsewhere.
    from: typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : undefined,
    notice: typeof notice === "string" ? notice : undefined,
    email: typeof email === "string" ? email : undefined,
  };
}
