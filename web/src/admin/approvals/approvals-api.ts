// The owner's approval queue (issue 39), typed by the server's routes.
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import type { QueuePage } from "@/admin/shared/queue/use-queue.js";

export type Approval = Answer<"/approvals", "$get">["data"][number];
export type ApprovalShelf = "pending" | "decided";

const path = (id: string) => `/approvals/${encodeURIComponent(id)}`;

async function shelf(status: ApprovalShelf, cursor?: string): Promise<QueuePage<Approval>> {
  const body = await api.get<Answer<"/approvals", "$get">>("/approvals", { status, cursor });
  return { rows: body.data, nextCursor: body.pagination.nextCursor };
}

/** Waiting requests, or decided ones; both at once (waiting first) for "All". */
export async function fetchApprovals(filter: ApprovalShelf | "", cursor?: string): Promise<QueuePage<Approval>> {
  if (filter) return shelf(filter, cursor);
  const [waiting, decided] = await Promise.all([shelf("pending"), shelf("decided")]);
  return { rows: [...waiting.rows, ...decided.rows], nextCursor: null };
}

export const approveRequest = async (id: string) => (await api.post<Answer<"/approvals/:id/approve", "$post">>(`${path(id)}/approve`)).message;
export const declineRequest = async (id: string, reason: string) => (await api.post<Answer<"/approvals/:id/decline", "$post">>(`${path(id)}/decline`, { reason })).message;
