import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { backInStockOf, type BackInStockRequest } from "../../data/back-in-stock.js";
import type { Repositories } from "../../data/repositories.js";
import { productionJobKey, productionJobs } from "../../data/production-jobs.js";
import { reviewRepository, type ReviewRecord } from "../../data/reviews.js";
import { ConditionsFailed, labelled, transactWrite } from "../../data/transact.js";
import type { UserRecord } from "../../data/users.js";
import { CLOSED_ACCOUNT } from "../detach-records.js";
import type { ErasureContext } from "./kinds.js";

// The erasure steps of the registry's kinds that live outside the account's own partition. Each runs
// just before the closing transaction, after the closure's checks have passed, and each is safe to
// run again: a closure retried after a failure finds what is left and finishes it.

/** How her reviews are signed once her account is closed. */
export const CLOSED_REVIEWER = "A shopper";

export async function herBackInStockRequests(repos: Repositories, user: Pick<UserRecord, "email">): Promise<BackInStockRequest[]> {
  return backInStockOf(repos).forAddress(user.email);
}

export async function herReviews(repos: Repositories, user: Pick<UserRecord, "id">): Promise<ReviewRecord[]> {
  return reviewRepository(repos.db).by(user.id);
}

/** Her alerts go, each with its place in its size's waiting count. */
export async function deleteBackInStockRequests({ repos, user }: ErasureContext): Promise<void> {
  const alerts = backInStockOf(repos);
  for (const request of await herBackInStockRequests(repos, user)) {
    try {
      await transactWrite(repos.db, alerts.forgetActions(request));
    } catch (error) {
      // Notified or confirmed meanwhile: read again and forget it as it is now.
      if (!(error instanceof ConditionsFailed)) throw error;
      const now = await alerts.get(request.id);
      if (now) await transactWrite(repos.db, alerts.forgetActions(now));
    }
  }
}

/** Her reviews stay for other shoppers, signed "A shopper" and linked to no one. */
export async function anonymiseReviews({ repos, user, at }: ErasureContext): Promise<void> {
  const reviews = reviewRepository(repos.db);
  for (const review of await herReviews(repos, user)) {
    await transactWrite(repos.db, labelled("review", reviews.replaceAction({ ...review, userId: CLOSED_ACCOUNT, author: CLOSED_REVIEWER, updatedAt: at }, review)));
  }
}

/** The made-to-measure jobs of her orders keep their stages; the link to her and the profile's name go. */
export async function anonymiseProductionJobs({ repos, orders }: ErasureContext): Promise<void> {
  const jobs = productionJobs(repos);
  for (const order of orders) {
    for (const job of await jobs.forOrder(order.id)) {
      await repos.db.doc.send(
        new UpdateCommand({
          TableName: repos.db.tableName,
          Key: productionJobKey(job.orderId, job.line),
          UpdateExpression: "SET userId = :closed, profileName = :erased",
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeValues: { ":closed": CLOSED_ACCOUNT, ":erased": "(erased)" },
        }),
      );
    }
  }
}

/** Her orders' WhatsApp messages (issue 44) name her number: the orders stay, their messages go. */
export async function deleteWhatsAppMessages({ repos, orders }: ErasureContext): Promise<void> {
  const { whatsappMessages } = await import("../../data/whatsapp-messages.js");
  for (const order of orders) await whatsappMessages(repos.db).forget(order.id);
}
