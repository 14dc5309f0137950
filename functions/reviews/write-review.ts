import { ALREADY_REVIEWED, NOT_A_BUYER, authorName } from "../../shared/reviews.js";
import type { ReviewBody } from "../../shared/schemas/review.js";
import type { Repositories } from "../data/repositories.js";
import { reviewId, reviewRepository, type ReviewRecord } from "../data/reviews.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { ShopError, conflict, notFound } from "../errors.js";
import { claimPhotos } from "../media/photo-claims.js";
import type { PhotoStore } from "../media/photo-store.js";
import { deliveredLine } from "./delivered-line.js";

/** The buyer's order line for a product, or the 403 that says why she may not review it. */
export async function buyerLine(repos: Repositories, shopper: UserRecord, productId: string) {
  const product = await repos.products.get(productId);
  if (!product) throw notFound("Product not found");
  const bought = await deliveredLine(repos, shopper.id, productId);
  if (!bought) throw new ShopError(403, NOT_A_BUYER);
  return { product, ...bought };
}

/**
 * A buyer's review of a product, waiting for the shop (nothing is shown unreviewed). Once per
 * product and shopper: the put is conditional on its id, which is theirs. The size is the one
 * on her order; her photos move from the upload area to where product photos stay.
 */
export async function writeReview(repos: Repositories, photos: PhotoStore, shopper: UserRecord, productId: string, body: ReviewBody): Promise<ReviewRecord> {
  const { product, order, line } = await buyerLine(repos, shopper, productId);
  const reviews = reviewRepository(repos.db);
  const id = reviewId(product.id, shopper.id);
  if (await reviews.get(id)) throw conflict(ALREADY_REVIEWED);
  const saved = await claimPhotos(photos, body.photos);
  const at = repos.db.now().toISOString();
  const record: ReviewRecord = {
    id,
    productId: product.id,
    productName: product.name,
    userId: shopper.id,
    author: authorName(shopper.name),
    orderId: order.id,
    size: line.size,
    stars: body.stars,
    title: body.title,
    text: body.text,
    fit: body.fit,
    photos: saved,
    status: "pending",
    helpful: 0,
    createdAt: at,
    updatedAt: at,
  };
  try {
    await transactWrite(repos.db, labelled("review", reviews.createAction(record)));
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict(ALREADY_REVIEWED);
    throw error;
  }
  return record;
}
