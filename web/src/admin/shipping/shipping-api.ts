import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

// The admin's shipping calls (docs/shipping.md), typed by the server's routes.

export type OrderShipping = Answer<"/orders/:id/shipments", "$get">["data"];
export type AdminShipment = NonNullable<OrderShipping["shipment"]>;
export type BookedAnswer = Answer<"/orders/:id/shipments", "$post">["data"];
export type UndeliveredRow = Answer<"/shipments/undelivered", "$get">["data"][number];
export type CallRow = Answer<"/shipments/to-call", "$get">["data"][number];
export type BulkAnswer = Answer<"/shipments/bulk", "$post">["data"];

export interface ParcelForm {
  pickupDate: string;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

export async function fetchOrderShipping(orderId: string, signal?: AbortSignal): Promise<OrderShipping> {
  return (await api.get<Answer<"/orders/:id/shipments", "$get">>(`${orderPath(orderId)}/shipments`, undefined, signal)).data;
}

export async function bookShipment(orderId: string, parcel: ParcelForm): Promise<BookedAnswer> {
  return (await api.post<Answer<"/orders/:id/shipments", "$post">>(`${orderPath(orderId)}/shipments`, parcel)).data;
}

export async function bookMany(orderIds: string[], pickupDate?: string): Promise<BulkAnswer> {
  return (await api.post<Answer<"/shipments/bulk", "$post">>("/shipments/bulk", { orderIds, ...(pickupDate ? { pickupDate } : {}) })).data;
}

export async function answerUndelivered(orderId: string, action: "re-attempt" | "return", comments?: string): Promise<void> {
  await api.post(`${orderPath(orderId)}/shipments/ndr`, { action, ...(comments ? { comments } : {}) });
}

/** Asks the courier where the parcel is, for a tracking update that never came. */
export async function refreshTracking(orderId: string): Promise<AdminShipment> {
  return (await api.post<Answer<"/orders/:id/shipments/refresh", "$post">>(`${orderPath(orderId)}/shipments/refresh`)).data;
}

export type ReadyAnswer = Answer<"/shipments/ready", "$get">["data"];

/** Paid orders that could leave today, oldest first; made-to-measure ones still being made are only counted. */
export async function fetchReady(signal?: AbortSignal): Promise<ReadyAnswer> {
  return (await api.get<Answer<"/shipments/ready", "$get">>("/shipments/ready", undefined, signal)).data;
}

export async function fetchUndelivered(signal?: AbortSignal): Promise<UndeliveredRow[]> {
  return (await api.get<Answer<"/shipments/undelivered", "$get">>("/shipments/undelivered", undefined, signal)).data;
}

export async function fetchToCall(signal?: AbortSignal): Promise<CallRow[]> {
  return (await api.get<Answer<"/shipments/to-call", "$get">>("/shipments/to-call", undefined, signal)).data;
}

/** Records one try of the confirmation call; answers the order with it. */
export async function recordCall(orderId: string, outcome: "confirmed" | "unreachable", note: string): Promise<Answer<"/orders/:id/confirmation-call", "$post">["data"]> {
  return (await api.post<Answer<"/orders/:id/confirmation-call", "$post">>(`${orderPath(orderId)}/confirmation-call`, { outcome, ...(note.trim() ? { note: note.trim() } : {}) })).data;
}
