import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Order } from "@shared/schemas/order.js";
import { findOrder } from "./orders-api.js";

/**
 * The order named by ?orderId=: taken from the list when it is there (so it stays fresh with
 * it), else read once. `missing` says the id matched no order.
 */
export function useOrderFromUrl(orderId: string | null, listed: readonly Order[]) {
  const client = useQueryClient();
  const inList = orderId ? listed.find((order) => order._id === orderId) : undefined;
  const lookup = useQuery({
    queryKey: ["orders", "one", orderId],
    queryFn: ({ signal }) => findOrder(orderId ?? "", signal),
    enabled: orderId !== null && !inList,
    staleTime: Infinity,
  });
  const order = inList ?? lookup.data ?? null;
  const missing = orderId !== null && !inList && (lookup.data === null || lookup.isError);
  /** An order changed on screen (its status moved on) replaces the copy read here. */
  const replace = useCallback((changed: Order) => client.setQueryData(["orders", "one", changed._id], changed), [client]);
  return { order, missing, replace };
}
