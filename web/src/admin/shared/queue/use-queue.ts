import { useCallback, useEffect, useRef, useState } from "react";
import { errorText } from "@/api/error-text.js";
import { useFlash } from "@/admin/shared/Flash.js";

/** One page of a queue as its API answers it; a null cursor means there is no more. */
export interface QueuePage<T> {
  rows: T[];
  nextCursor: string | null;
}

/** One page holding the whole list, for a queue read in one go. */
export const wholeList =
  <T>(fetchAll: () => Promise<T[]>) =>
  async (): Promise<QueuePage<T>> => ({ rows: await fetchAll(), nextCursor: null });

/**
 * A queue the owner works through (returns, reviews, calls to make, the production board): filtered by state, newest first, a page at
 * a time, read again after each action. Only the latest load is shown: a reload after an action
 * may answer after the filter changed. `fetchPage` must be stable (a module's function).
 */
export function useQueue<S extends string, T>(initial: S | "", fetchPage: (filter: S | "", cursor?: string) => Promise<QueuePage<T>>) {
  const [filter, setFilter] = useState<S | "">(initial);
  const [rows, setRows] = useState<T[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { flash, show, clear } = useFlash();
  const latest = useRef(0);

  const load = useCallback(() => {
    const asked = ++latest.current;
    fetchPage(filter)
      .then((found) => {
        if (asked !== latest.current) return;
        setRows(found.rows);
        setNextCursor(found.nextCursor);
        setError(null);
      })
      .catch((reason: unknown) => {
        if (asked === latest.current) setError(reason);
      });
  }, [filter, fetchPage]);
  useEffect(load, [load]);

  /** The next page, added below; an action or a change of filter starts again from the newest. */
  const loadMore = () => {
    if (!nextCursor) return;
    const asked = latest.current;
    setLoadingMore(true);
    fetchPage(filter, nextCursor)
      .then((found) => {
        if (asked !== latest.current) return;
        setRows((shown) => [...(shown ?? []), ...found.rows]);
        setNextCursor(found.nextCursor);
      })
      .catch((reason: unknown) => {
        if (asked === latest.current) setError(reason);
      })
      .finally(() => setLoadingMore(false));
  };

  /** An action went through (or, "info", went to the owner for approval): say so and read the queue again. */
  const done = (text: string, kind: "success" | "info" = "success") => {
    show({ kind, text });
    load();
  };
  const failed = (reason: unknown) => show({ kind: "error", text: "That did not go through.", detail: errorText(reason, "Check the connection and try again.") });

  return { filter, setFilter, rows, nextCursor, loadingMore, loadMore, error, load, flash, show, clear, done, failed };
}

export type Queue<S extends string, T> = ReturnType<typeof useQueue<S, T>>;
