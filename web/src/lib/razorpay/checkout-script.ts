// Razorpay's checkout.js is loaded on demand, only when a shopper pays (the spec's "loaded on
// demand from the provider's own host"); locally the emulator serves a stand-in with the same
// window.Razorpay contract. Shared by the checkout and the gift card purchase (open-checkout.ts).

export interface RazorpayHandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error: { code?: string; description?: string; source?: string; step?: string; reason?: string; metadata?: Record<string, string> };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  image?: string;
  order_id: string;
  handler: (response: RazorpayHandlerResponse) => void;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color: string };
  /** Seconds after which Checkout closes (through modal.ondismiss) and can no longer take the payment. */
  timeout?: number;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", callback: (failure: RazorpayFailure) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export const SCRIPT_FAILED = "The payment window could not be loaded. Check your connection and try again.";
const TIMEOUT_MS = 20_000;
let loading: Promise<RazorpayConstructor> | undefined;

export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    const timer = window.setTimeout(() => fail(), TIMEOUT_MS);
    function fail() {
      window.clearTimeout(timer);
      script.remove();
      loading = undefined; // a later try loads afresh
      reject(new Error(SCRIPT_FAILED));
    }
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}
