import type { PurchaseFormValues } from "./purchase-form.js";

// A signed-out shopper who presses Pay is sent to log in first; what she typed waits here, in this
// page's memory only (nothing of the recipient is stored in the browser), for her return to
// /gift-cards within half an hour. Logging in moves within the app, so the page stays loaded.

const KEPT_FOR_MS = 30 * 60 * 1000;
let kept: { values: PurchaseFormValues; at: number } | null = null;

export function keepPurchase(values: PurchaseFormValues, now = Date.now()): void {
  kept = { values, at: now };
}

/** What she typed before logging in, forgotten as it is read. */
export function takeKeptPurchase(now = Date.now()): PurchaseFormValues | null {
  const taken = kept;
  kept = null;
  return taken && now - taken.at <= KEPT_FOR_MS ? taken.values : null;
}
