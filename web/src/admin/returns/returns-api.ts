import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import type { PieceCondition, ReturnShelf } from "@shared/returns.js";
import type { QueuePage } from "@/admin/shared/queue/use-queue.js";

// The admin's Returns screen calls (issue 25), typed by the server's routes.

export type AdminReturn = Answer<"/returns", "$get">["data"][number];

const path = (id: string) => `/returns/${encodeURIComponent(id)}`;

/** The newest hundred in one page: returns are few. */
export async function fetchReturns(state: ReturnShelf | ""): Promise<QueuePage<AdminReturn>> {
  return { rows: (await api.get<Answer<"/returns", "$get">>("/returns", { state: state || undefined, limit: 100 })).data, nextCursor: null };
}

type Step = Answer<"/returns/:id/approve", "$post">;

export const approveReturn = (id: string) => api.post<Step>(`${path(id)}/approve`);
export const rejectReturn = (id: string, reason: string) => api.post<Step>(`${path(id)}/reject`, { reason });
export const recordPickup = (id: string, courier: string, trackingNumber: string) => api.post<Step>(`${path(id)}/picked-up`, { courier, trackingNumber });
/** Received, or (202) sent for the owner's approval when worth more than is left of the day's limit. */
export const receiveReturn = (id: string, items: Array<{ product: string; size: string; quantity: number; condition: PieceCondition }>) =>
  api.post<Answer<"/returns/:id/receive", "$post">>(`${path(id)}/receive`, { items });

/** A photo or video of the return, as a blob URL (the originals are private: the API sends them to staff only). */
export async function mediaUrl(id: string, mediaId: string): Promise<string> {
  const file = await api.download(`${path(id)}/media/${encodeURIComponent(mediaId)}`);
  return URL.createObjectURL(file.blob);
}
