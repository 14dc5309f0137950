import type { OrderRecord } from "../data/orders.js";
import { productionJobs, type LeftBoard } from "../data/production-jobs.js";
import type { Repositories } from "../data/repositories.js";
import type { TransactItem } from "../data/transact.js";

// An order stops standing by another path than the cancellation flow (issue 26): a full refund
// from the Payments screen, the owner's decision about money (with the staff refund limit), made
// knowing the piece may be cut. Its jobs leave the board in that same transaction, each keeping the
// stage it had reached, who and the reason. (A status typed in no longer ends a paid order, issue
// 39: shared/order-status-moves.ts; jobs that left by one earlier keep "status-cancelled"/"-refunded".)

/** The full refund's actions: every job still on the board leaves it, at the stage seen (a move meanwhile retries the refund). */
export async function jobsOffForRefund(repos: Repositories, order: OrderRecord, at: string, by: string, note: string): Promise<TransactItem[]> {
  const jobs = (await productionJobs(repos).forOrder(order.id)).filter((job) => !job.cancelledAt);
  return jobs.map((job) => {
    const why: LeftBoard = { because: "refunded", atStage: job.stage, by, ...(note ? { note } : {}) };
    return productionJobs(repos).leaveBoardAction(job, at, why, [job.stage]);
  });
}
