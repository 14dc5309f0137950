import { useEffect, useState } from "react";
import type { Order } from "@shared/schemas/order.js";

/** The order a payment paid for, whose lines can be refunded; null when it could not be read. */
export function useRefundOrder(orderId: string, refundable: boolean, loadOrder: (orderId: string, signal?: AbortSignal) => Promise<Order | null>): Order | null | "loading" {
  const [order, setOrder] = useState<Order | null | "loading">(refundable ? "loading" : null);
  useEffect(() => {
    if (!refundable) return;
    const abort = new AbortController();
    loadOrder(orderId, abort.signal).then(setOrder, () => {
      if (!abort.signal.aborted) setOrder(null);
    });
    return () => abort.abort();
  }, [loadOrder, orderId, refundable]);
  return order;
}
