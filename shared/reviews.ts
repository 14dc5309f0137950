// Reviews and ratings (issue 27): the words, states and sums the server and the screens share.
// A review is written once per product by a shopper whose delivered order held it; nothing is
// shown until the shop approves it, and the product's rating is kept from approved ones only.

export const REVIEW_FITS = ["runs-small", "true-to-size", "runs-large"] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];

export const REVIEW_FIT_LABELS: Record<ReviewFit, string> = {
  "runs-small": "Runs small",
  "true-to-size": "True to size",
  "runs-large": "Runs large",
};

export const REVIEW_STATUSES = ["pending", "approved", "rejected", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What the admin may move a review to. */
export const MODERATION_STATUSES = ["approved", "rejected", "hidden"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "Waiting",
  approved: "Published",
  rejected: "Rejected",
  hidden: "Hidden",
};

export const MAX_REVIEW_PHOTOS = 4;

/** A review as the shop shows it (the storefront drops the moderation fields). */
export interface ReviewView {
  id: string;
  productId: string;
  productName: string;
  userId: string;
  /** The shopper's first name and the initial of her last, as shown beside the review. */
  author: string;
  orderId: string;
  /** The size bought, from her order. */
  size: string;
  stars: number;
  title: string;
  text: string;
  fit: ReviewFit;
  /** Photo addresses (the product-photo ladder: shared/media.ts). */
  photos: string[];
  status: ReviewStatus;
  helpful: number;
  reply?: { text: string; at: string };
  rejectReason?: string;
  createdAt: string;
  updatedAt: string;
}

/** The sums kept per product from approved reviews: never a scan. */
export interface ReviewSummary {
  count: number;
  /** Sum of the stars. */
  sum: number;
  /** How many reviews gave each number of stars, index 0 = 1 star. */
  stars: [number, number, number, number, number];
  fit: Record<ReviewFit, number>;
}

export const NO_REVIEWS: ReviewSummary = { count: 0, sum: 0, stars: [0, 0, 0, 0, 0], fit: { "runs-small": 0, "true-to-size": 0, "runs-large": 0 } };

export { ratingOf } from "./rating.js";

/** "Most say: true to size": the fit most reviews name, undefined when none or a tie at the top. */
export function mostSay(summary: ReviewSummary): ReviewFit | undefined {
  const ranked = REVIEW_FITS.map((fit) => [fit, summary.fit[fit]] as const).sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] === 0 || (second && second[1] === first[1])) return undefined;
  return first[0];
}

/** What one review adds to (sign 1) or takes from (sign -1) its product's sums. */
export function summaryDelta(review: Pick<ReviewView, "stars" | "fit">, sign: 1 | -1): ReviewSummary {
  const stars: ReviewSummary["stars"] = [0, 0, 0, 0, 0];
  stars[review.stars - 1] = sign;
  return { count: sign, sum: sign * review.stars, stars, fit: { ...NO_REVIEWS.fit, [review.fit]: sign } };
}

/** "Priya S.": how a reviewer is named in public. */
export function authorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "A shopper";
  const first = parts[0]!;
  const last = parts.length > 1 ? ` ${parts.at(-1)!.charAt(0).toUpperCase()}.` : "";
  return `${first}${last}`;
}

export const REVIEW_SORTS = ["newest", "helpful"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Why a shopper may not review: the 403's words. */
export const NOT_A_BUYER = "Only shoppers whose order with this product was delivered can review it.";
export const ALREADY_REVIEWED = "You have already reviewed this product.";
