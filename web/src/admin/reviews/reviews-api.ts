import { api } from "@/api/client.js";
import type { ModerationStatus, ReviewStatus, ReviewView } from "@shared/reviews.js";
import type { QueuePage } from "@/admin/shared/queue/use-queue.js";

// The admin's Reviews screen calls (issue 27).

export type AdminReview = ReviewView & { orderNumber: string };

/** A page of the admin's list, newest first; `nextCursor` asks for the next one (null at the end). */
export async function fetchReviews(status: ReviewStatus | "", cursor?: string): Promise<QueuePage<AdminReview>> {
  const answer = await api.get<{ data: AdminReview[]; pagination: { nextCursor: string | null } }>("/reviews", { status: status || undefined, limit: 50, cursor });
  return { rows: answer.data, nextCursor: answer.pagination.nextCursor };
}

export async function moderateReview(id: string, body: { status: ModerationStatus; reason?: string; reply?: string }): Promise<string> {
  return (await api.patch<{ message: string }>(`/reviews/${encodeURIComponent(id)}`, body)).message;
}
