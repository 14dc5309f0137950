import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { ApiError } from "@/api/client.js";
import type { ShopEvent } from "@shared/schemas/shop-event.js";
import { fetchEvents, type EventFeedPage } from "./event-feed-api.js";

/** docs/decisions.md section 7: the admin asks for new events every few seconds. */
export const EVENT_POLL_MS = 4000;

export interface EventFeedOptions {
  intervalMs?: number;
  fetchPage?: (after: string | undefined, signal: AbortSignal) => Promise<EventFeedPage>;
  /** False for a role the feed is not part of (it is the dashboard's): nothing is asked. */
  enabled?: boolean;
}

/**
 * Polls the events feed from now on, following its cursor; the server-state library keeps it to
 * one request at a time and stops asking while the tab is hidden, asking at once when it is
 * shown again (from the same cursor, so nothing is missed).
 */
export function useEventFeed(onEvents: (events: ShopEvent[]) => void, options: EventFeedOptions = {}): void {
  const latest = useRef({ onEvents, fetchPage: options.fetchPage ?? fetchEvents });
  latest.current = { onEvents, fetchPage: options.fetchPage ?? fetchEvents };
  const cursor = useRef<string | undefined>(undefined);
  useQuery({
    queryKey: ["shop-events"],
    async queryFn({ signal }) {
      try {
        const page = await latest.current.fetchPage(cursor.current, signal);
        cursor.current = page.cursor;
        if (page.events.length > 0) latest.current.onEvents(page.events);
      } catch (error) {
        // A cursor the server no longer accepts: start again from now rather than stall. Any
        // other failure is made up by the next look.
        if (error instanceof ApiError && error.status === 400) cursor.current = undefined;
      }
      return cursor.current ?? null;
    },
    enabled: options.enabled ?? true,
    refetchInterval: options.intervalMs ?? EVENT_POLL_MS,
    refetchOnWindowFocus: true,
    gcTime: 0,
  });
}
