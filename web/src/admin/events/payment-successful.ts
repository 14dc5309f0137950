import { useEffect, useRef } from "react";

/** Raised on window by the storefront's checkout after a payment succeeds (docs/product.md section 4). */
export const PAYMENT_SUCCESSFUL_EVENT = "payment-successful";

/** The spec's delay before screens refresh after that event, giving the server time to record it. */
export const AFTER_PAYMENT_DELAY_MS = 1000;

export function useAfterPaymentSuccessful(callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const timers = new Set<number>();
    const onPayment = () => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        latest.current();
      }, AFTER_PAYMENT_DELAY_MS);
      timers.add(timer);
    };
    window.addEventListener(PAYMENT_SUCCESSFUL_EVENT, onPayment);
    return () => {
      window.removeEventListener(PAYMENT_SUCCESSFUL_EVENT, onPayment);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);
}
