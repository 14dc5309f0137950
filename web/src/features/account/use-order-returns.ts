import { useQuery } from "@tanstack/react-query";
import { OPEN_RETURN_STATES } from "@shared/returns.js";
import { fetchReturnability, type Returnability } from "./returns-api.js";

/** How often an order's returns are read again while one is still with the shop (issue 40). */
export const OPEN_RETURN_REFRESH_MS = 5_000;

/**
 * What each line of a delivered order can send back, and its returns. While a return is open
 * (asked, approved, on its way back, or received and waiting for its refund) the shop moves it
 * on elsewhere, so it is read again quietly until it closes: the credit shows without a reload.
 */
export function useOrderReturns(orderId: string, delivered: boolean) {
  return useQuery({
    queryKey: ["returnable", orderId],
    queryFn: ({ signal }) => fetchReturnability(orderId, signal),
    enabled: delivered,
    refetchInterval: (current) => (hasOpenReturn(current.state.data) ? OPEN_RETURN_REFRESH_MS : false),
  });
}

export function hasOpenReturn(found: Returnability | undefined): boolean {
  return found?.returns.some((ret) => OPEN_RETURN_STATES.includes(ret.state)) ?? false;
}

/** The returns' states in one word, so what depends on them (the credit notes) is read again when one moves. */
export function returnsVersion(found: Returnability | undefined): string {
  return (found?.returns ?? []).map((ret) => `${ret.id}:${ret.state}`).join(",");
}
