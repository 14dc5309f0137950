import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";

/** One page of a list as the admin screens read it, whatever the response calls its array. */
export interface ListPage<T> {
  items: T[];
  /** Null when the server cannot say cheaply (a filtered list with more pages). */
  total: number | null;
  nextCursor: string | null;
}

export interface AdminList<T> {
  items: T[];
  total: number | null;
  /** The first read for these filters is under way (nothing to show yet). */
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
  /** Reads every page shown again (and marks the other filters' copies out of date). */
  refresh(): void;
  /** Puts a changed record in place (after a status update or a refund). */
  replace(item: T): void;
  /** Takes deleted records out and lowers the count. */
  remove(ids: readonly string[]): void;
}

export interface AdminListOptions<T, F> {
  /** The screen's name, the root of its cache keys: "products". */
  name: string;
  /** What the list is narrowed by (search, status); a change starts the list again. */
  filter: F;
  fetchPage(filter: F, cursor: string | undefined, signal: AbortSignal): Promise<ListPage<T>>;
  idOf?: (item: T) => string;
  /** Read again this often while the tab is visible. */
  pollMs?: number;
  enabled?: boolean;
}

type Pages<T> = InfiniteData<ListPage<T>, string | undefined>;
const byUnderscoreId = (item: unknown) => (item as { _id: string })._id;

/**
 * A list read in cursor pages ("Load more") through the server-state cache. Each filter is its
 * own cache entry, so an answer to an old search can never land on a newer one.
 */
export function useAdminList<T, F>({ name, filter, fetchPage, idOf = byUnderscoreId, pollMs, enabled = true }: AdminListOptions<T, F>): AdminList<T> {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: [name, "list", filter],
    queryFn: ({ pageParam, signal }) => fetchPage(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage<T>) => last.nextCursor ?? undefined,
    refetchInterval: pollMs,
    enabled,
    // The rows shown stay until the list for new filters has come, then change at once.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const items = useMemo(() => {
    const seen = new Set<string>();
    // A record that moved between pages while the admin scrolled is shown once.
    return (pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(idOf(item)) && Boolean(seen.add(idOf(item))));
  }, [pages, idOf]);
  const total = [...(pages ?? [])].reverse().find((page) => page.total !== null)?.total ?? null;

  const edit = useCallback(
    (change: (pages: ListPage<T>[]) => ListPage<T>[]) => client.setQueriesData<Pages<T>>({ queryKey: [name, "list"] }, (data) => data && { ...data, pages: change(data.pages) }),
    [client, name],
  );
  const { fetchNextPage, isFetchingNextPage } = query;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: [name] }), [client, name]);
  const replace = useCallback(
    (item: T) => edit((shown) => shown.map((page) => ({ ...page, items: page.items.map((old) => (idOf(old) === idOf(item) ? item : old)) }))),
    [edit, idOf],
  );
  const remove = useCallback(
    (ids: readonly string[]) => {
      if (ids.length === 0) return;
      const gone = new Set(ids);
      edit((shown) => {
        const removed = shown.reduce((count, page) => count + page.items.filter((item) => gone.has(idOf(item))).length, 0);
        return shown.map((page) => ({
          items: page.items.filter((item) => !gone.has(idOf(item))),
          total: page.total === null ? null : Math.max(0, page.total - removed),
          nextCursor: page.nextCursor,
        }));
      });
      void client.invalidateQueries({ queryKey: [name], refetchType: "none" });
    },
    [client, edit, idOf, name],
  );

  return { items, total, loading: query.isLoading, loadingMore: isFetchingNextPage, error: query.error, hasMore: query.hasNextPage, loadMore, refresh, replace, remove };
}

/** A list the server sends whole (subcategories, discount codes) as the one page it is. */
export function wholeList<T>(items: T[]): ListPage<T> {
  return { items, total: items.length, nextCursor: null };
}
