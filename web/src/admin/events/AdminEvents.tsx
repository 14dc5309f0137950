import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { ShopEvent } from "@shared/schemas/shop-event.js";
import { orderPath } from "@/admin/shared/admin-paths.js";
import { ToastList } from "./ToastList.js";
import { addToast, removeToast, type Toast } from "./toast-queue.js";
import { useEventFeed, type EventFeedOptions } from "./use-event-feed.js";

type Listener = (events: ShopEvent[]) => void;

interface AdminEvents {
  subscribe(listener: Listener): () => void;
}

const AdminEventsContext = createContext<AdminEvents | null>(null);

function toastFor(event: ShopEvent): Toast | null {
  if (event.type !== "payment.confirmed") return null;
  const orderId = event.refs.orderId;
  return { id: event.id, title: "New paid order", text: event.text, href: orderId ? orderPath(orderId) : undefined };
}

/**
 * The admin area's one events poller: a toast for every newly paid order, and the new events
 * handed to whichever screen listens (dashboard, orders) so they refresh at once.
 */
export function AdminEventsProvider({ children, feed }: { children: ReactNode; feed?: EventFeedOptions }) {
  const listeners = useRef(new Set<Listener>());
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEventFeed((events) => {
    for (const event of events) {
      const toast = toastFor(event);
      if (toast) setToasts((shown) => addToast(shown, toast));
    }
    listeners.current.forEach((listener) => listener(events));
  }, feed);

  const close = useCallback((id: string) => setToasts((shown) => removeToast(shown, id)), []);
  const value = useMemo<AdminEvents>(
    () => ({
      subscribe(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [],
  );
  return (
    <AdminEventsContext.Provider value={value}>
      {children}
      <ToastList toasts={toasts} onClose={close} />
    </AdminEventsContext.Provider>
  );
}

/** Calls back with new events of the given types; outside the provider it does nothing. */
export function useShopEvents(types: readonly ShopEvent["type"][], listener: (events: ShopEvent[]) => void): void {
  const feed = useContext(AdminEventsContext);
  const latest = useRef(listener);
  latest.current = listener;
  const key = types.join(",");
  useEffect(() => {
    if (!feed) return;
    const wanted = new Set(key.split(","));
    return feed.subscribe((events) => {
      const matching = events.filter((event) => wanted.has(event.type));
      if (matching.length > 0) latest.current(matching);
    });
  }, [feed, key]);
}
