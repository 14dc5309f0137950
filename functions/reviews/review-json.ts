import { orderNumber } from "../../shared/order-number.js";
import type { ReviewRecord } from "../data/reviews.js";

/** A review as the storefront shows it: who (by first name), what she bought, and the shop's reply. */
export function publicReviewJson(record: ReviewRecord) {
  return {
    id: record.id,
    author: record.author,
    // Only buyers with a delivered order can write one (functions/reviews/write-review.ts).
    verifiedBuyer: true as const,
    size: record.size,
    stars: record.stars,
    title: record.title,
    text: record.text,
    fit: record.fit,
    photos: record.photos,
    helpful: record.helpful,
    ...(record.reply ? { reply: record.reply } : {}),
    createdAt: record.createdAt,
  };
}

/** A review as the admin's Reviews screen shows it: with its status, product and order. */
export function adminReviewJson(record: ReviewRecord) {
  return { ...record, orderNumber: orderNumber(record.orderId) };
}
