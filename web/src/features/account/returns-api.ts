import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { postToStorage } from "@/api/post-to-storage.js";

// The shopper's returns (issue 25): what each line of a delivered order may send back, the
// request with its photos or video (sent straight to the shop's storage with a presigned form).

export type Returnability = Answer<"/orders/:id/returnable", "$get">["data"];
export type ShopperReturn = Returnability["returns"][number];
export type ReturnAsk = Parameters<typeof askReturn>[1];

export async function fetchReturnability(orderId: string, signal?: AbortSignal): Promise<Returnability> {
  return (await api.get<Answer<"/orders/:id/returnable", "$get">>(`/orders/${encodeURIComponent(orderId)}/returnable`, undefined, signal)).data;
}

export async function askReturn(
  orderId: string,
  body: {
    items: Array<{ product: string; size: string; quantity: number; reason: string; resolution: string; exchangeSize?: string }>;
    note?: string;
    media?: Array<{ mediaId: string }>;
  },
): Promise<ShopperReturn> {
  return (await api.post<Answer<"/orders/:id/returns", "$post">>(`/orders/${encodeURIComponent(orderId)}/returns`, body)).data;
}

export async function cancelMyReturn(returnId: string): Promise<void> {
  await api.post(`/returns/${encodeURIComponent(returnId)}/cancel`);
}

/** Sends one photo or the video for this order's return to storage; its id goes with the request. */
export async function uploadReturnFile(file: File, orderId: string): Promise<string> {
  const started = (await api.post<Answer<"/returns/media", "$post">>("/returns/media", { contentType: file.type, bytes: file.size, orderId })).data;
  await postToStorage(started.upload, file, file.name);
  return started.mediaId;
}
