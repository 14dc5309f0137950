import { useEffect, useRef } from "react";
import { ApiError } from "../../api/client.js";
import type { ShopEvent } from "../../../../shared/types.js";
import { fetchEvents, type EventFeedPage } from "./event-feed-api.js";

/** DESIGN.md section 7: the admin asks for new events every few seconds. */
export const EVENT_POLL_MS = 4000;

export interface EventFeedOptions {
  intervalMs?: number;
  fetchPage?: (after: string | undefined, signal: AbortSignal) => Promise<EventFeedPage>;
}

/**
 * Polls the events feed from now on, following its cursor, one request at a time. A hidden tab
 * stops asking and catches up from the same cursor as soon as it is shown again.
 */
export function useEventFeed(onEvents: (events: ShopEvent[]) => void, options: EventFeedOptions = {}): void {
  const intervalMs = options.intervalMs ?? EVENT_POLL_MS;
  const latest = useRef({ onEvents, fetchPage: options.fetchPage ?? fetchEvents });
  latest.current = { onEvents, fetchPage: options.fetchPage ?? fetchEvents };

  useEffect(() => {
    let cursor: string | undefined;
    let timer: number | undefined;
    let inFlight: AbortController | null = null;
    let stopped = false;

    const schedule = (delay: number) => {
      window.clearTimeout(timer);
      if (!stopped && !document.hidden) timer = window.setTimeout(poll, delay);
    };

    async function poll() {
      if (stopped || document.hidden || inFlight) return;
      const abort = new AbortController();
      inFlight = abort;
      try {
        const page = await latest.current.fetchPage(cursor, abort.signal);
        cursor = page.cursor;
        if (page.events.length > 0) latest.current.onEvents(page.events);
      } catch (error) {
        // A cursor the server no longer accepts: start again from now rather than stall.
        if (error instanceof ApiError && error.status === 400) cursor = undefined;
      } finally {
        inFlight = null;
      }
      schedule(intervalMs);
    }

    const onVisibility = () => {
      if (document.hidden) {
        window.clearTimeout(timer);
        inFlight?.abort();
      } else {
        schedule(0);
      }
    };

    document.addEventListener("visibilitychange", onVisibility);
    schedule(0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [intervalMs]);
}
