import { mostSay, ratingOf, type ReviewSummary } from "../../shared/reviews.js";
import type { ReviewQuery } from "../../shared/schemas/review.js";
import type { Repositories } from "../data/repositories.js";
import { reviewRepository, type ReviewRecord } from "../data/reviews.js";
import { badRequest, notFound } from "../errors.js";
import { publicReviewJson } from "./review-json.js";

export const INVALID_REVIEW_CURSOR = "The page cursor is not valid. Start again from the first page.";

/** The sums as the product page shows them: the average, the count, each star's count and what most say of the fit. */
export function summaryJson(summary: ReviewSummary) {
  return { rating: ratingOf(summary.count, summary.sum) ?? null, count: summary.count, stars: summary.stars, fit: summary.fit, mostSay: mostSay(summary) ?? null };
}

const byNewest = (a: ReviewRecord, b: ReviewRecord) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
const byHelpful = (a: ReviewRecord, b: ReviewRecord) => b.helpful - a.helpful || byNewest(a, b);

/**
 * A product's published reviews for the storefront: newest or most helpful first, by stars or
 * with photos only. A product has tens of reviews, read from its sparse index in one query and
 * paged here; the cursor is the position reached.
 */
export async function productReviews(repos: Repositories, productId: string, query: ReviewQuery) {
  const product = await repos.products.get(productId);
  if (!product || !product.isActive) throw notFound("Product not found");
  const reviews = reviewRepository(repos.db);
  const [approved, summary] = await Promise.all([reviews.approvedFor(product.id), reviews.summary(product.id)]);
  const chosen = approved
    .filter((r) => (query.stars ? r.stars === query.stars : true) && (query.photos ? r.photos.length > 0 : true))
    .sort(query.sort === "helpful" ? byHelpful : byNewest);
  const start = query.cursor === undefined ? 0 : Number(query.cursor);
  if (!Number.isInteger(start) || start < 0 || start > chosen.length) throw badRequest(INVALID_REVIEW_CURSOR);
  const end = start + query.limit;
  return {
    success: true as const,
    data: chosen.slice(start, end).map(publicReviewJson),
    summary: summaryJson(summary),
    pagination: { limit: query.limit, total: chosen.length, nextCursor: end < chosen.length ? String(end) : null },
  };
}
