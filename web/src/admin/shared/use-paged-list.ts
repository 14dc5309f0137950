import { useCallback, useEffect, useRef, useState } from "react";

/** One page of a list as the admin screens read it, whatever the response calls its array. */
export interface ListPage<T> {
  items: T[];
  /** Null when the server cannot say cheaply (a filtered list with more pages). */
  total: number | null;
  nextCursor: string | null;
}

export interface PagedList<T> {
  items: T[];
  total: number | null;
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
  /** Fetches the first page again and keeps any further pages already shown. */
  refresh(): void;
  /** Puts a changed record in place (after a status update or a refund). */
  replace(item: T): void;
  /** Takes deleted records out and lowers the count. */
  remove(ids: readonly string[]): void;
}

/**
 * A list read in cursor pages ("Load more"), started again whenever `filterKey` changes
 * (search, status). Answers to superseded requests are dropped, so a slow old search never
 * overwrites a newer one.
 */
export function usePagedList<T extends { _id: string }>(
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ListPage<T>>,
  filterKey: string,
): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);
  const pagesShown = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const controller = useRef<AbortController | null>(null);

  const loadFirst = useCallback((mode: "fresh" | "refresh") => {
    const run = ++generation.current;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    if (mode === "fresh") {
      setLoading(true);
      setItems([]);
      setCursor(null);
      setTotal(null);
      pagesShown.current = 0;
    }
    fetchRef
      .current(undefined, abort.signal)
      .then((page) => {
        if (run !== generation.current) return;
        setError(null);
        setTotal(page.total);
        if (mode === "refresh" && pagesShown.current > 1) {
          // Keep what the admin scrolled to; the fresh first page goes on top.
          setItems((shown) => {
            const fresh = new Set(page.items.map((item) => item._id));
            return [...page.items, ...shown.slice(page.items.length).filter((item) => !fresh.has(item._id))];
          });
        } else {
          setItems(page.items);
          setCursor(page.nextCursor);
          pagesShown.current = 1;
        }
      })
      .catch((failure: unknown) => {
        if (run !== generation.current || abort.signal.aborted) return;
        setError(failure);
      })
      .finally(() => {
        if (run === generation.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    loadFirst("fresh");
    return () => controller.current?.abort();
  }, [filterKey, loadFirst]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const run = generation.current;
    setLoadingMore(true);
    fetchRef
      .current(cursor, new AbortController().signal)
      .then((page) => {
        if (run !== generation.current) return;
        setError(null);
        setItems((shown) => {
          const seen = new Set(shown.map((item) => item._id));
          return [...shown, ...page.items.filter((item) => !seen.has(item._id))];
        });
        setCursor(page.nextCursor);
        if (page.total !== null) setTotal(page.total);
        pagesShown.current += 1;
      })
      .catch((failure: unknown) => {
        if (run === generation.current) setError(failure);
      })
      .finally(() => setLoadingMore(false));
  }, [cursor, loadingMore]);

  const refresh = useCallback(() => loadFirst("refresh"), [loadFirst]);
  const replace = useCallback((item: T) => setItems((shown) => shown.map((old) => (old._id === item._id ? item : old))), []);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const remove = useCallback((ids: readonly string[]) => {
    const gone = new Set(ids);
    const removed = itemsRef.current.filter((item) => gone.has(item._id)).length;
    setTotal((count) => (count === null ? null : Math.max(0, count - removed)));
    setItems((shown) => shown.filter((item) => !gone.has(item._id)));
  }, []);

  return { items, total, loading, loadingMore, error, hasMore: cursor !== null, loadMore, refresh, replace, remove };
}
