import { CUT_STAGES, PRODUCTION_STAGE_LABELS, UNCUT_STAGES } from "../../shared/made-to-measure/production.js";
import type { OrderRecord } from "../data/orders.js";
import { productionJobs, type ProductionJobRecord } from "../data/production-jobs.js";
import type { Repositories } from "../data/repositories.js";
import type { TransactItem } from "../data/transact.js";

/** Why an order with a piece already cut cannot be cancelled: a 409's text. */
export const productionBegun = (job: Pick<ProductionJobRecord, "name" | "stage">) =>
  `Production has begun: ${job.name} is at ${PRODUCTION_STAGE_LABELS[job.stage]}, so this order can no longer be cancelled. Custom orders can be cancelled only before cutting starts. Write to us and we will see what can be done.`;

/**
 * Made to measure (issue 26): once any piece is cut the fabric is spent, and the policy allows
 * cancelling custom orders only before production begins. Otherwise the order's jobs still on the
 * board, which leave it with the cancellation (on condition they are still uncut).
 */
export async function productionStanding(repos: Repositories, order: OrderRecord): Promise<{ refused?: string; cancelActions(at: string): TransactItem[] }> {
  const jobs = (await productionJobs(repos).forOrder(order.id)).filter((job) => !job.cancelledAt);
  const cut = jobs.find((job) => CUT_STAGES.includes(job.stage));
  return { ...(cut ? { refused: productionBegun(cut) } : {}), cancelActions: (at) => jobs.map((job) => productionJobs(repos).cancelAction(job, at, UNCUT_STAGES)) };
}
