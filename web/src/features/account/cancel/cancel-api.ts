// The shopper's cancellation calls (issue 25), typed from the server's routes.
import type { Order } from "@shared/schemas/order.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

export type CancellationOffer = Answer<"/orders/:id/cancellation", "$get">["data"];

/** What cancelling would refund now, or why it cannot be cancelled. */
export async function fetchCancellationOffer(orderId: string, signal?: AbortSignal): Promise<CancellationOffer> {
  return (await api.get<Answer<"/orders/:id/cancellation", "$get">>(`/orders/${encodeURIComponent(orderId)}/cancellation`, undefined, signal)).data;
}

export async function cancelMyOrder(orderId: string, reason: string): Promise<Order> {
  return (await api.post<Answer<"/orders/:id/cancel", "$post">>(`/orders/${encodeURIComponent(orderId)}/cancel`, { reason })).data;
}
