// The PIN code a shopper checked delivery to, kept in this browser like the cart (localStorage,
// issue 40), so the cart and the checkout of any tab, and the next product page, already know
// where it goes; she can change it in any of them. Storage may be refused (private mode).
import { useEffect, useState } from "react";

const KEY = "rangrez.deliveryPin";
const PIN = /^[1-9]\d{5}$/;
/** Told within this tab when the PIN changes (other tabs hear the storage event). */
const CHANGED = "delivery-pin-changed";

export function rememberedPin(): string | null {
  try {
    const pin = window.localStorage.getItem(KEY);
    return pin && PIN.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

export function rememberPin(pin: string): void {
  if (!PIN.test(pin) || pin === rememberedPin()) return;
  try {
    window.localStorage.setItem(KEY, pin);
  } catch {
    // Not remembered: she types it again on the next page.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Six digits, not starting with 0, spaces and hyphens dropped; null when it is not a PIN yet. */
export function pinFrom(text: string): string | null {
  const digits = text.replace(/[\s-]/g, "");
  return PIN.test(digits) ? digits : null;
}

/** The remembered PIN, following changes made elsewhere (this tab's product page, another tab's cart). */
export function useDeliveryPin(): string | null {
  const [pin, setPin] = useState(rememberedPin);
  useEffect(() => {
    const follow = () => setPin(rememberedPin());
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) follow();
    };
    window.addEventListener(CHANGED, follow);
    window.addEventListener("storage", fromOtherTab);
    return () => {
      window.removeEventListener(CHANGED, follow);
      window.removeEventListener("storage", fromOtherTab);
    };
  }, []);
  return pin;
}
