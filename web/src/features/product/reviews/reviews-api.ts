import { api } from "@/api/client.js";
import { postToStorage } from "@/api/post-to-storage.js";
import type { ReviewFit, ReviewSort } from "@shared/reviews.js";

// A product's reviews (issue 27): the published list with its sums, a buyer's review with her
// photos (sent to the shop's storage with a presigned form, as the admin's product photos are),
// and a shopper's "helpful".

export interface PublicReview {
  id: string;
  author: string;
  verifiedBuyer: true;
  size: string;
  stars: number;
  title: string;
  text: string;
  fit: ReviewFit;
  photos: string[];
  helpful: number;
  reply?: { text: string; at: string };
  createdAt: string;
}

export interface ReviewSummaryJson {
  rating: number | null;
  count: number;
  stars: number[];
  fit: Record<ReviewFit, number>;
  mostSay: ReviewFit | null;
}

export interface ReviewPage {
  data: PublicReview[];
  summary: ReviewSummaryJson;
  pagination: { limit: number; total: number; nextCursor: string | null };
}

export interface ReviewFilter {
  sort: ReviewSort;
  stars?: number;
  photos?: boolean;
}

const base = (productId: string) => `/products/${encodeURIComponent(productId)}/reviews`;

export function fetchReviews(productId: string, filter: ReviewFilter, cursor?: string, signal?: AbortSignal): Promise<ReviewPage> {
  return api.get<ReviewPage>(base(productId), { sort: filter.sort, stars: filter.stars, photos: filter.photos ? "1" : undefined, limit: 10, cursor }, signal);
}

export interface ReviewInput {
  stars: number;
  title: string;
  text: string;
  fit: ReviewFit;
  photos: string[];
}

export async function writeReview(productId: string, input: ReviewInput): Promise<string> {
  return (await api.post<{ message: string }>(base(productId), input)).message;
}

/** One photo for her review: the form, the file to storage, then its web sizes. Returns its address. */
export async function uploadReviewPhoto(productId: string, file: File): Promise<string> {
  const started = (await api.post<{ data: { mediaId: string; upload: { url: string; fields: Record<string, string> } } }>(`${base(productId)}/photos`, { contentType: file.type, bytes: file.size })).data;
  await postToStorage(started.upload, file, file.name);
  return (await api.post<{ data: { url: string } }>(`${base(productId)}/photos/${encodeURIComponent(started.mediaId)}`)).data.url;
}

export async function markHelpful(reviewId: string): Promise<number> {
  return (await api.post<{ data: { helpful: number } }>(`/reviews/${encodeURIComponent(reviewId)}/helpful`)).data.helpful;
}
