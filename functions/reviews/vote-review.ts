import type { Repositories } from "../data/repositories.js";
import { VOTE, reviewRepository } from "../data/reviews.js";
import { ConditionsFailed, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { conflict, notFound } from "../errors.js";

export const ALREADY_VOTED = "You have already marked this review helpful.";

/** "Helpful": one vote per signed-in shopper per published review, its count moved with it. */
export async function voteHelpful(repos: Repositories, shopper: UserRecord, id: string): Promise<number> {
  const reviews = reviewRepository(repos.db);
  const review = await reviews.get(id);
  if (!review || review.status !== "approved") throw notFound("Review not found");
  if (review.userId === shopper.id) throw conflict("You cannot mark your own review helpful.");
  try {
    await transactWrite(repos.db, reviews.voteActions(id, shopper.id));
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    if (error.refused(VOTE)) throw conflict(ALREADY_VOTED);
    throw notFound("Review not found");
  }
  return review.helpful + 1;
}
