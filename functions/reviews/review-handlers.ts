import { moderationSchema, reviewBodySchema, reviewListQuerySchema, reviewQuerySchema } from "../../shared/schemas/review.js";
import { photoUploadSchema } from "../../shared/schemas/photo-upload.js";
import type { AppDeps } from "../deps.js";
import { reviewRepository } from "../data/reviews.js";
import type { UserRecord } from "../data/users.js";
import { createPhotoStore } from "../media/photo-store.js";
import { finishPhotoUpload, startPhotoUpload } from "../media/photo-uploads.js";
import { productReviews } from "./list-reviews.js";
import { moderateReview } from "./moderate-review.js";
import { parseInput } from "./parse-input.js";
import { adminReviewJson } from "./review-json.js";
import { voteHelpful } from "./vote-review.js";
import { buyerLine, writeReview } from "./write-review.js";

// What the review routes do, loaded on their first use (functions/routes/reviews.ts): the API's
// cold start carries only the routes themselves.

export const listProductReviews = (deps: AppDeps, productId: string, query: unknown) => productReviews(deps.repos, productId, parseInput(reviewQuerySchema, query));

export async function postReview(deps: AppDeps, shopper: UserRecord, productId: string, body: unknown) {
  const input = parseInput(reviewBodySchema, body);
  const record = await writeReview(deps.repos, createPhotoStore(deps.config), shopper, productId, input);
  return { success: true as const, data: adminReviewJson(record), message: "Thank you! Your review will appear once the shop has read it." };
}

/** A photo for her review, as an admin adds a product photo: only a buyer may upload one. */
export async function startReviewPhoto(deps: AppDeps, shopper: UserRecord, productId: string, body: unknown) {
  const request = parseInput(photoUploadSchema, body);
  await buyerLine(deps.repos, shopper, productId);
  return { success: true as const, data: await startPhotoUpload(createPhotoStore(deps.config), request, deps.repos.db.now()) };
}

export async function finishReviewPhoto(deps: AppDeps, shopper: UserRecord, productId: string, mediaId: string) {
  await buyerLine(deps.repos, shopper, productId);
  return { success: true as const, data: await finishPhotoUpload(createPhotoStore(deps.config), mediaId) };
}

export async function adminReviews(deps: AppDeps, query: unknown) {
  const { status, limit, cursor } = parseInput(reviewListQuerySchema, query);
  const page = await reviewRepository(deps.repos.db).list({ status, limit, cursor });
  return { success: true as const, data: page.items.map(adminReviewJson), pagination: { limit, nextCursor: page.nextCursor } };
}

export async function patchReview(deps: AppDeps, admin: UserRecord, id: string, body: unknown) {
  const result = await moderateReview(deps.repos, admin, id, parseInput(moderationSchema, body));
  const done = { approved: "Review published.", rejected: "Review rejected.", hidden: "Review hidden." } as const;
  return { success: true as const, data: adminReviewJson(result.record), message: result.alreadyDone ? "Nothing changed: this was done already." : done[result.record.status as keyof typeof done] };
}

export async function markHelpful(deps: AppDeps, shopper: UserRecord, id: string) {
  return { success: true as const, data: { helpful: await voteHelpful(deps.repos, shopper, id) } };
}
