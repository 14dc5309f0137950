import type { Context } from "hono";
import { moderationSchema, reviewBodySchema, reviewListQuerySchema, reviewQuerySchema } from "../../shared/schemas/review.js";
import { photoUploadSchema } from "../../shared/schemas/photo-upload.js";
import type { AppDeps } from "../deps.js";
import { reviewRepository } from "../data/reviews.js";
import type { AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { createPhotoStore } from "../media/photo-store.js";
import { finishPhotoUpload, startPhotoUpload } from "../media/photo-uploads.js";
import { productReviews } from "./list-reviews.js";
import { moderateReview } from "./moderate-review.js";
import { parseInput } from "./parse-input.js";
import { adminReviewJson } from "./review-json.js";
import { voteHelpful } from "./vote-review.js";
import { buyerLine, writeReview } from "./write-review.js";

// What the review routes do, loaded on their first use (functions/routes/reviews.ts): the API's
// cold start carries only the routes themselves, so bodies and queries are checked here.

export type ReviewContext = Context<{ Variables: BodyVariables & AuthVariables }>;

const DONE = { approved: "Review published.", rejected: "Review rejected.", hidden: "Review hidden." } as const;

export const reviewHandlers = {
  /** GET /api/products/:productId/reviews: the storefront's list and the sums. */
  list: async (deps: AppDeps, c: ReviewContext) => c.json(await productReviews(deps.repos, c.req.param("productId")!, parseInput(reviewQuerySchema, c.req.query()))),

  /** POST /api/products/:productId/reviews: a buyer's review, waiting for the shop. */
  write: async (deps: AppDeps, c: ReviewContext) => {
    const input = parseInput(reviewBodySchema, await c.req.json());
    const record = await writeReview(deps.repos, createPhotoStore(deps.config), c.get("user"), c.req.param("productId")!, input);
    return c.json({ success: true as const, data: adminReviewJson(record), message: "Thank you! Your review will appear once the shop has read it." }, 201);
  },

  /** A photo for her review, as an admin adds a product photo: only a buyer may upload one. */
  startPhoto: async (deps: AppDeps, c: ReviewContext) => {
    const request = parseInput(photoUploadSchema, await c.req.json());
    await buyerLine(deps.repos, c.get("user"), c.req.param("productId")!);
    return c.json({ success: true as const, data: await startPhotoUpload(createPhotoStore(deps.config), request, deps.repos.db.now()) }, 201);
  },

  finishPhoto: async (deps: AppDeps, c: ReviewContext) => {
    await buyerLine(deps.repos, c.get("user"), c.req.param("productId")!);
    return c.json({ success: true as const, data: await finishPhotoUpload(createPhotoStore(deps.config), c.req.param("mediaId")!) }, 201);
  },

  /** GET /api/reviews: the admin's list, newest first, by status. */
  adminList: async (deps: AppDeps, c: ReviewContext) => {
    const { status, limit, cursor } = parseInput(reviewListQuerySchema, c.req.query());
    const page = await reviewRepository(deps.repos.db).list({ status, limit, cursor });
    return c.json({ success: true as const, data: page.items.map(adminReviewJson), pagination: { limit, nextCursor: page.nextCursor } });
  },

  /** PATCH /api/reviews/:id: approve, reject with a reason, hide; a public reply with any. */
  moderate: async (deps: AppDeps, c: ReviewContext) => {
    const result = await moderateReview(deps.repos, c.get("user"), c.req.param("id")!, parseInput(moderationSchema, await c.req.json()));
    const message = result.alreadyDone ? "Nothing changed: this was done already." : DONE[result.record.status as keyof typeof DONE];
    return c.json({ success: true as const, data: adminReviewJson(result.record), message });
  },

  /** POST /api/reviews/:id/helpful: one vote per shopper. */
  helpful: async (deps: AppDeps, c: ReviewContext) => c.json({ success: true as const, data: { helpful: await voteHelpful(deps.repos, c.get("user"), c.req.param("id")!) } }),
};

export type ReviewHandler = keyof typeof reviewHandlers;
