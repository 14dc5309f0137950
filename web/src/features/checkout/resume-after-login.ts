// A signed-out shopper who starts checkout is sent to log in first; this remembers, for this
// tab only and for half an hour, that checkout should reopen once they are signed in.
import type { CheckoutSource } from "./checkout-lines.js";

const KEY = "checkout-after-login";
const VALID_FOR_MS = 30 * 60 * 1000;

export function rememberCheckout(source: CheckoutSource, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ source, at: now }));
  } catch {
    // Storage blocked: the shopper simply starts checkout again after logging in.
  }
}

/** The remembered source, forgotten as it is read. */
export function takeRememberedCheckout(now = Date.now()): CheckoutSource | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const { source, at } = JSON.parse(raw) as { source?: unknown; at?: unknown };
    if ((source !== "cart" && source !== "wishlist") || typeof at !== "number" || now - at > VALID_FOR_MS) return null;
    return source;
  } catch {
    return null;
  }
}
