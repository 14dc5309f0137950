import { useCallback, useEffect, useRef, useState } from "react";
import type { Order } from "../../../../shared/types.js";
import { fetchMyOrders } from "./account-api.js";
import { failureText } from "./error-text.js";
import { newestFirst } from "./order-display.js";

const LOAD_FAILED = "We could not load your orders. Please try again.";

export type MyOrders =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "loaded"; orders: Order[]; hasOlder: boolean; loadingOlder: boolean; olderFailed: string | null };

/** The signed-in shopper's orders, newest first, a page at a time, with a way to ask again. */
export function useMyOrders(): MyOrders & { reload(): void; loadOlder(): void; refreshQuietly(): void } {
  const [result, setResult] = useState<MyOrders>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const cursor = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: "loading" });
    fetchMyOrders(undefined, controller.signal)
      .then((page) => {
        cursor.current = page.nextCursor;
        setResult({ state: "loaded", orders: newestFirst(page.orders), hasOlder: page.nextCursor !== null, loadingOlder: false, olderFailed: null });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: "failed", message: failureText(failure, LOAD_FAILED) });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const loadOlder = useCallback(() => {
    const from = cursor.current;
    if (!from) return;
    setResult((current) => (current.state === "loaded" ? { ...current, loadingOlder: true, olderFailed: null } : current));
    fetchMyOrders(from)
      .then((page) => {
        cursor.current = page.nextCursor;
        setResult((current) =>
          current.state === "loaded"
            ? { ...current, orders: newestFirst([...current.orders, ...page.orders]), hasOlder: page.nextCursor !== null, loadingOlder: false }
            : current,
        );
      })
      .catch((failure: unknown) => {
        setResult((current) => (current.state === "loaded" ? { ...current, loadingOlder: false, olderFailed: failureText(failure, LOAD_FAILED) } : current));
      });
  }, []);

  /** Reads the newest page again without a loading state, updating the orders it holds in place. */
  const refreshQuietly = useCallback(() => {
    fetchMyOrders(undefined)
      .then((page) => {
        const fresh = new Map(page.orders.map((order) => [order._id || order.id, order]));
        setResult((current) => {
          if (current.state !== "loaded") return current;
          const known = new Set(current.orders.map((order) => order._id || order.id));
          const updated = current.orders.map((order) => fresh.get(order._id || order.id) ?? order);
          const added = page.orders.filter((order) => !known.has(order._id || order.id));
          return { ...current, orders: newestFirst([...added, ...updated]) };
        });
      })
      .catch(() => {
        // A missed look is made up by the next one.
      });
  }, []);

  return { ...result, reload, loadOlder, refreshQuietly };
}
