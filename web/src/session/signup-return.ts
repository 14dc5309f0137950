import { readLoginRedirect } from "./login-redirect.js";

// Where a shopper who signed up from somewhere (her checkout) goes back to once the e-mail's link
// has made her account (issue 41): the link opens a page of its own, so the place is kept in this
// browser until then. Only paths inside the shop, as for a login.

const KEY = "signupReturn";

export function keepSignupReturn(state: unknown): void {
  const { from } = readLoginRedirect(state);
  if (from) localStorage.setItem(KEY, from);
  else localStorage.removeItem(KEY);
}

/** The kept place, once: read and forgotten. */
export function takeSignupReturn(): string {
  const from = readLoginRedirect({ from: localStorage.getItem(KEY) }).from;
  localStorage.removeItem(KEY);
  return from ?? "/";
}
