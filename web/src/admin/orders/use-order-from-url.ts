import { useEffect, useState } from "react";
import type { Order } from "../../../../shared/types.js";
import { findOrder } from "./orders-api.js";

/**
 * The order named by ?orderId=: taken from the list when it is there (so it stays fresh with
 * it), else fetched once. `missing` says the id matched no order.
 */
export function useOrderFromUrl(orderId: string | null, listed: readonly Order[]) {
  const inList = orderId ? listed.find((order) => order._id === orderId) : undefined;
  const [fetched, setFetched] = useState<Order | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    setMissing(false);
    if (!orderId || inList || fetched?._id === orderId) return;
    const abort = new AbortController();
    findOrder(orderId, abort.signal)
      .then((order) => {
        if (abort.signal.aborted) return;
        if (order) setFetched(order);
        else setMissing(true);
      })
      .catch(() => {
        if (!abort.signal.aborted) setMissing(true);
      });
    return () => abort.abort();
    // `inList` as a boolean: a refreshed list must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- watched as a boolean on purpose (above)
  }, [orderId, Boolean(inList), fetched?._id]);

  const order = inList ?? (fetched && fetched._id === orderId ? fetched : null);
  return { order, missing, setFetched };
}
