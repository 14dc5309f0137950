import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

export type ShopperTracking = NonNullable<Answer<"/orders/:id/tracking", "$get">["data"]>;

/** Where the shopper's parcel is: null until it is booked with the courier. */
export async function fetchTracking(orderId: string, signal?: AbortSignal): Promise<ShopperTracking | null> {
  const body = await api.get<Answer<"/orders/:id/tracking", "$get">>(`/orders/${encodeURIComponent(orderId)}/tracking`, undefined, signal);
  return body.data ?? null;
}
