import { useCallback, useEffect, useState } from "react";
import type { Order } from "../../../../shared/types.js";
import { fetchMyOrders } from "./account-api.js";
import { failureText } from "./error-text.js";
import { newestFirst } from "./order-display.js";

export type MyOrders =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "loaded"; orders: Order[] };

/** The signed-in shopper's orders, newest first, with a way to ask again. */
export function useMyOrders(): MyOrders & { reload(): void } {
  const [result, setResult] = useState<MyOrders>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: "loading" });
    fetchMyOrders(controller.signal)
      .then((orders) => setResult({ state: "loaded", orders: newestFirst(orders) }))
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: "failed", message: failureText(failure, "We could not load your orders. Please try again.") });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, reload };
}
