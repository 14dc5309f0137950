import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { listGiftCards, type GiftCardRow, type GiftCardTotals } from "./gift-cards-api.js";

/** Every cached read of the screen: the list's pages and each card's ledger. */
export const GIFT_CARDS_KEY = ["gift-cards"] as const;

/**
 * The cards, newest first, a page at a time ("Load more"), and the shop's totals as the newest
 * read gave them (each page carries them; the first page's are read again on every refresh).
 */
export function useGiftCards() {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: [...GIFT_CARDS_KEY, "list"],
    queryFn: ({ pageParam, signal }) => listGiftCards(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pages = query.data?.pages;
  const cards = useMemo<GiftCardRow[]>(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((page) => page.cards).filter((card) => !seen.has(card.id) && Boolean(seen.add(card.id)));
  }, [pages]);
  const totals: GiftCardTotals | null = pages?.at(-1)?.totals ?? null;
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: GIFT_CARDS_KEY }), [client]);
  const { fetchNextPage, isFetchingNextPage } = query;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  return { cards, totals, loading: query.isLoading, error: query.error, hasMore: query.hasNextPage, loadingMore: isFetchingNextPage, loadMore, refresh };
}
