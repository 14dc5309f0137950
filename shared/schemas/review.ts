import * as z from "zod";
import { isPhotoAddress } from "../media.js";
import { MAX_REVIEW_PHOTOS, MODERATION_STATUSES, REVIEW_FITS, REVIEW_SORTS, REVIEW_STATUSES } from "../reviews.js";
import { knownFieldsOnly } from "./known-fields.js";
import { pageLimit } from "./page-limit.js";

// Bodies and queries of the review routes (issue 27). Each refusal names the field and the rule.

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/products/:id/reviews. The size is not asked: it comes from her order. */
export const reviewBodySchema = knownFieldsOnly(
  z.object({
    stars: z.number({ error: "stars must be a whole number from 1 to 5" }).int("stars must be a whole number from 1 to 5").min(1, "stars must be a whole number from 1 to 5").max(5, "stars must be a whole number from 1 to 5"),
    title: text("title", 1, 100),
    text: text("text", 10, 2000),
    fit: z.enum(REVIEW_FITS, { error: `fit must be one of ${REVIEW_FITS.join(", ")}` }),
    photos: z
      .array(z.string({ error: "photos must be photo addresses" }).refine(isPhotoAddress, "photos must be photos uploaded to the shop"), { error: "photos must be a list of photo addresses" })
      .max(MAX_REVIEW_PHOTOS, `photos may hold at most ${MAX_REVIEW_PHOTOS}`)
      .default([]),
  }),
  "review",
);
export type ReviewBody = z.output<typeof reviewBodySchema>;

/** PATCH /api/reviews/:id: the shop's decision, with a reason for a rejection and an optional public reply. */
export const moderationSchema = knownFieldsOnly(
  z.object({
    status: z.enum(MODERATION_STATUSES, { error: `status must be one of ${MODERATION_STATUSES.join(", ")}` }),
    reason: text("reason", 1, 500).optional(),
    reply: z.string({ error: "reply must be text" }).trim().max(1000, "reply must be at most 1000 characters").optional(),
  }),
  "moderation",
).superRefine((body, ctx) => {
  if (body.status === "rejected" && !body.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "reason is required to reject a review" });
});
export type ModerationBody = z.output<typeof moderationSchema>;

const cursor = z.string().max(1024, "cursor is too long").optional();

/** GET /api/products/:id/reviews: newest or most helpful first, by stars or with photos. */
export const reviewQuerySchema = z
  .object({
    sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(", ")}` }).default("newest"),
    stars: z
      .string()
      .regex(/^[1-5]$/, "stars must be a whole number from 1 to 5")
      .transform(Number)
      .optional(),
    photos: z.enum(["1", "true"], { error: "photos must be 1 or true" }).optional(),
    limit: pageLimit(50).default(10),
    cursor,
  })
  .strict();
export type ReviewQuery = z.output<typeof reviewQuerySchema>;

/** GET /api/reviews (admins). */
export const reviewListQuerySchema = z
  .object({
    status: z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(", ")}` }).optional(),
    limit: pageLimit(100).default(50),
    cursor,
  })
  .strict();
