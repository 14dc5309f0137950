// The PIN code a shopper checked delivery to, kept for this browser tab's session so the next
// product page and the cart already know it (issue 24). Storage may be refused (private mode).

const KEY = "rangrez.deliveryPin";
const PIN = /^[1-9]\d{5}$/;

export function rememberedPin(): string | null {
  try {
    const pin = window.sessionStorage.getItem(KEY);
    return pin && PIN.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

export function rememberPin(pin: string): void {
  try {
    window.sessionStorage.setItem(KEY, pin);
  } catch {
    // Not remembered: she types it again on the next page.
  }
}

/** Six digits, not starting with 0, spaces and hyphens dropped; null when it is not a PIN yet. */
export function pinFrom(text: string): string | null {
  const digits = text.replace(/[\s-]/g, "");
  return PIN.test(digits) ? digits : null;
}
