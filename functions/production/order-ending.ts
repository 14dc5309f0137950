import { PRODUCTION_STAGE_LABELS, UNCUT_STAGES } from "../../shared/made-to-measure/production.js";
import type { OrderStatus } from "../../shared/schemas/order-status.js";
import type { OrderRecord } from "../data/orders.js";
import { productionJobs, type LeftBoard } from "../data/production-jobs.js";
import type { Repositories } from "../data/repositories.js";
import type { TransactItem } from "../data/transact.js";

// An order stops standing by other paths than the cancellation flow (issue 26): a full refund from
// the Payments screen, or the admin setting the status to cancelled or refunded. Its jobs leave the
// board in that same transaction, each marked why. The two paths differ after cutting:
// - A full refund is the owner's decision about money (with the staff refund limit), made knowing
//   the piece is cut: it goes ahead, and the job keeps the stage it had reached, who and the reason.
// - A status is a label that moves no money and needs only the orders permission: it keeps the
//   cancellation's rule (uncut only, on the same condition), and points to the Payments screen.

/** Why the admin's status may not end an order whose piece is cut: a 409's text. */
export const statusAfterCutting = (job: { name: string; stage: keyof typeof PRODUCTION_STAGE_LABELS }, status: string) =>
  `Production has begun: ${job.name} is at ${PRODUCTION_STAGE_LABELS[job.stage]}, so this order cannot be marked ${status}. Custom orders can be cancelled only before cutting starts; to end it anyway, refund it in full from the Payments screen.`;

/** Why an order that ended cannot stand again by a status: its pieces left production. */
export const piecesLeftProduction = (status: string) =>
  `This order's custom pieces left production when it was ${status}, so it cannot stand again by a status. Place a new order for them.`;

/** The full refund's actions: every job still on the board leaves it, at the stage seen (a move meanwhile retries the refund). */
export async function jobsOffForRefund(repos: Repositories, order: OrderRecord, at: string, by: string, note: string): Promise<TransactItem[]> {
  const jobs = (await productionJobs(repos).forOrder(order.id)).filter((job) => !job.cancelledAt);
  return jobs.map((job) => {
    const why: LeftBoard = { because: "refunded", atStage: job.stage, by, ...(note ? { note } : {}) };
    return productionJobs(repos).leaveBoardAction(job, at, why, [job.stage]);
  });
}

const ENDED: readonly OrderStatus[] = ["cancelled", "refunded"];

/**
 * The admin's status change: ending the order takes its uncut jobs off the board (refused after
 * cutting); an ended order whose jobs left may not stand again, since nobody is making its pieces.
 */
export async function jobsForStatus(repos: Repositories, order: OrderRecord, status: OrderStatus, at: string, by: string): Promise<{ refused?: string; actions: TransactItem[] }> {
  const jobs = await productionJobs(repos).forOrder(order.id);
  const standing = jobs.filter((job) => !job.cancelledAt);
  if (ENDED.includes(status)) {
    const cut = standing.find((job) => !UNCUT_STAGES.includes(job.stage));
    if (cut) return { refused: statusAfterCutting(cut, status), actions: [] };
    const because = status === "cancelled" ? "status-cancelled" : "status-refunded";
    return { actions: standing.map((job) => productionJobs(repos).leaveBoardAction(job, at, { because, atStage: job.stage, by }, UNCUT_STAGES)) };
  }
  if (jobs.some((job) => job.cancelledAt)) return { refused: piecesLeftProduction(order.status), actions: [] };
  return { actions: [] };
}
