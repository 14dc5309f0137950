import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Order } from "@shared/schemas/order.js";
import { fetchMyOrder, fetchMyOrders, type OrdersPage } from "./account-api.js";
import { failureText } from "@/api/error-text.js";
import { awaitsPaymentConfirmation, newestFirst } from "./order-display.js";

const LOAD_FAILED = "We could not load your orders. Please try again.";
/** How often My Orders looks again while a payment awaits Razorpay's confirmation. */
export const AWAITING_REFRESH_MS = 4_000;

export type MyOrders =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "loaded"; orders: Order[]; hasOlder: boolean; loadingOlder: boolean; olderFailed: string | null };

const orderKey = (order: Order) => order._id || order.id;

/**
 * The newest page, with the order just placed added when the list leaves it out: the server lists
 * an unpaid order only once it is settled, and a payment still awaiting Razorpay's confirmation
 * is not yet (the shopper must see it all the same).
 */
async function newestWith(placedOrderId: string | undefined, signal?: AbortSignal): Promise<OrdersPage> {
  const page = await fetchMyOrders(undefined, signal);
  if (!placedOrderId || page.orders.some((order) => orderKey(order) === placedOrderId)) return page;
  const placed = await fetchMyOrder(placedOrderId, signal).catch(() => null);
  return placed ? { ...page, orders: [placed, ...page.orders] } : page;
}

/**
 * The signed-in shopper's orders, newest first, a page at a time, with a way to ask again. While a
 * payment awaits Razorpay's confirmation (it settles within moments) the list is read again
 * quietly, without a loading state, until it has. `placed`, the order the checkout just confirmed,
 * is shown while the list is read (issue 40): straight from paying to the order, nothing blank.
 */
export function useMyOrders(placedOrderId?: string, placed?: Order): MyOrders & { reload(): void; loadOlder(): void } {
  const shownFirst = placed && orderKey(placed) === placedOrderId ? placed : undefined;
  const query = useInfiniteQuery({
    queryKey: ["my-orders", placedOrderId ?? null],
    queryFn: ({ pageParam, signal }) => (pageParam === undefined ? newestWith(placedOrderId, signal) : fetchMyOrders(pageParam, signal)),
    initialPageParam: undefined as string | undefined,
    placeholderData: shownFirst ? { pages: [{ orders: [shownFirst], nextCursor: null }], pageParams: [undefined] } : undefined,
    getNextPageParam: (last: OrdersPage) => last.nextCursor ?? undefined,
    refetchInterval: (current) => (current.state.data?.pages.some((page) => page.orders.some(awaitsPaymentConfirmation)) ? AWAITING_REFRESH_MS : false),
  });
  const pages = query.data?.pages;
  const orders = useMemo(() => {
    const seen = new Set<string>();
    return newestFirst((pages ?? []).flatMap((page) => page.orders).filter((order) => !seen.has(orderKey(order)) && Boolean(seen.add(orderKey(order)))));
  }, [pages]);
  const actions = { reload: () => void query.refetch(), loadOlder: () => void query.fetchNextPage() };

  if (!pages) {
    if (query.isError && !query.isFetching) return { state: "failed", message: failureText(query.error, LOAD_FAILED), ...actions };
    return { state: "loading", ...actions };
  }
  const olderFailed = query.isFetchNextPageError ? failureText(query.error, LOAD_FAILED) : null;
  // Older pages are offered once the list itself is read, not from the order shown meanwhile.
  return { state: "loaded", orders, hasOlder: !query.isPlaceholderData && query.hasNextPage, loadingOlder: query.isFetchingNextPage, olderFailed, ...actions };
}
