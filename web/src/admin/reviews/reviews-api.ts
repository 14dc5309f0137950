import { api } from "../../api/client.js";
import type { ModerationStatus, ReviewStatus, ReviewView } from "../../../../shared/reviews.js";

// The admin's Reviews screen calls (issue 27).

export type AdminReview = ReviewView & { orderNumber: string };

export async function fetchReviews(status: ReviewStatus | ""): Promise<AdminReview[]> {
  return (await api.get<{ data: AdminReview[] }>("/reviews", { status: status || undefined, limit: 100 })).data;
}

export async function moderateReview(id: string, body: { status: ModerationStatus; reason?: string; reply?: string }): Promise<string> {
  return (await api.patch<{ message: string }>(`/reviews/${encodeURIComponent(id)}`, body)).message;
}
