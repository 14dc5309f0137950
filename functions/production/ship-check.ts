import { PRODUCTION_STAGE_LABELS } from "../../shared/made-to-measure/production.js";
import type { OrderRecord } from "../data/orders.js";
import { productionJobs } from "../data/production-jobs.js";
import type { Repositories } from "../data/repositories.js";
import type { TransactItem } from "../data/transact.js";

// A custom piece leaves the shop only once it is Ready to ship (issue 26): booking the courier or
// marking the order shipped before then would send the shopper a tracking number for a parcel
// that cannot exist yet.

const READY = "ready-to-ship";

/** Why the order cannot ship yet: a 409's text naming the piece and its stage. */
export const notReadyToShip = (job: { name: string; stage: keyof typeof PRODUCTION_STAGE_LABELS }) =>
  `${job.name} is at ${PRODUCTION_STAGE_LABELS[job.stage]}, not Ready to ship: this order cannot be shipped until every custom piece is ready.`;

/**
 * Refused when a standing piece is not ready; otherwise the checks that keep it ready while the
 * change is written (a piece moved back meanwhile fails the change).
 */
export async function readyToShip(repos: Repositories, order: OrderRecord): Promise<{ refused?: string; checks: TransactItem[] }> {
  const jobs = (await productionJobs(repos).forOrder(order.id)).filter((job) => !job.cancelledAt);
  const waiting = jobs.find((job) => job.stage !== READY);
  if (waiting) return { refused: notReadyToShip(waiting), checks: [] };
  return { checks: jobs.map((job) => productionJobs(repos).atStageCheck(job.orderId, job.line, READY)) };
}
