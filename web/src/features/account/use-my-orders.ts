import { useCallback, useEffect, useRef, useState } from "react";
import type { Order } from "../../../../shared/types.js";
import { fetchMyOrder, fetchMyOrders, type OrdersPage } from "./account-api.js";
import { failureText } from "../../api/error-text.js";
import { newestFirst } from "./order-display.js";

const LOAD_FAILED = "We could not load your orders. Please try again.";

export type MyOrders =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "loaded"; orders: Order[]; hasOlder: boolean; loadingOlder: boolean; olderFailed: string | null };

/**
 * The newest page, with the order just placed added when the list leaves it out: the server lists
 * an unpaid order only once it is settled, and a payment still awaiting Razorpay's confirmation
 * is not yet (the shopper must see it all the same).
 */
async function newestWith(placedOrderId: string | undefined, signal?: AbortSignal): Promise<OrdersPage> {
  const page = await fetchMyOrders(undefined, signal);
  if (!placedOrderId || page.orders.some((order) => (order._id || order.id) === placedOrderId)) return page;
  const placed = await fetchMyOrder(placedOrderId, signal).catch(() => null);
  return placed ? { ...page, orders: [placed, ...page.orders] } : page;
}

/** The signed-in shopper's orders, newest first, a page at a time, with a way to ask again. */
export function useMyOrders(placedOrderId?: string): MyOrders & { reload(): void; loadOlder(): void; refreshQuietly(): void } {
  const [result, setResult] = useState<MyOrders>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const cursor = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: "loading" });
    newestWith(placedOrderId, controller.signal)
      .then((page) => {
        cursor.current = page.nextCursor;
        setResult({ state: "loaded", orders: newestFirst(page.orders), hasOlder: page.nextCursor !== null, loadingOlder: false, olderFailed: null });
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: "failed", message: failureText(failure, LOAD_FAILED) });
      });
    return () => controller.abort();
  }, [attempt, placedOrderId]);

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
    newestWith(placedOrderId)
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
  }, [placedOrderId]);

  return { ...result, reload, loadOlder, refreshQuietly };
}
