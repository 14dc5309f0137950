import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

export type ShopperTracking = NonNullable<Answer<"/orders/:id/tracking", "$get">["data"]>;

/** Where the shopper's parcel is: null until it is booked with the courier. */
export async function fetchTracking(orderId: string, signal?: AbortSignal): Promise<ShopperTracking | null> {
  const body = await api.get<Answer<"/orders/:id/tracking", "$get">>(`/orders/${encodeURIComponent(orderId)}/tracking`, undefined, signal);
  return body.data ?? null;
}

/** Her answer to a failed delivery: the courier comes again, on the day and at the address she gives. */
export async function answerFailedDelivery(orderId: string, answer: { deliverOn?: string; address?: string; phone?: string }): Promise<{ message: string; tracking: ShopperTracking }> {
  const body = await api.post<Answer<"/orders/:id/delivery-answer", "$post">>(`/orders/${encodeURIComponent(orderId)}/delivery-answer`, answer);
  return { message: body.message, tracking: body.data };
}
