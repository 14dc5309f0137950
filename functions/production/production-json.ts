import { correctionWindowEnds, FIRST_STAGE, isRunningLate, nextStages, PRODUCTION_STAGE_LABELS, productionJobId } from "../../shared/made-to-measure/production.js";
import { orderNumber } from "../../shared/order-number.js";
import type { OrderRecord } from "../data/orders.js";
import { productionJobs, type ProductionJobRecord } from "../data/production-jobs.js";
import type { Repositories } from "../data/repositories.js";

/** A job as the admin's board shows it: where it is, where it may go, and whether it runs late. */
export function boardJobJson(job: ProductionJobRecord, now: Date) {
  return {
    id: productionJobId(job.orderId, job.line),
    orderId: job.orderId,
    orderNumber: orderNumber(job.orderId),
    line: job.line,
    product: job.product,
    name: job.name,
    size: job.size,
    quantity: job.quantity,
    options: job.options,
    profileName: job.profileName,
    stage: job.stage,
    stageLabel: PRODUCTION_STAGE_LABELS[job.stage],
    moves: nextStages(job.stage),
    promisedDate: job.promisedDate,
    late: isRunningLate(job, now),
    paidAt: job.paidAt,
    history: job.history,
  };
}

/** A custom line's progress as its shopper sees it in My Orders. */
export function shopperProductionJson(job: ProductionJobRecord, now: Date) {
  const until = correctionWindowEnds(job.paidAt);
  return {
    line: job.line,
    stage: job.stage,
    stageLabel: PRODUCTION_STAGE_LABELS[job.stage],
    promisedDate: job.promisedDate,
    // Whether My Orders offers "Correct measurements", and until when.
    correctableUntil: job.stage === FIRST_STAGE && !job.cancelledAt && now.toISOString() < until ? until : null,
    stages: job.history.map((change) => ({ stage: change.to, at: change.at })),
  };
}

export type ShopperProduction = ReturnType<typeof shopperProductionJson>;

/** Each paid order's custom lines' progress, by order id; orders without custom lines read nothing more. */
export async function productionOf(repos: Repositories, orders: readonly OrderRecord[], now: Date): Promise<Map<string, ShopperProduction[]>> {
  const found = await Promise.all(
    orders.map(async (order) => {
      if (!order.isPaid || !order.orderItems.some((item) => item.custom)) return [];
      const jobs = await productionJobs(repos).forOrder(order.id);
      return jobs.length > 0 ? [[order.id, jobs.map((job) => shopperProductionJson(job, now))] as const] : [];
    }),
  );
  return new Map(found.flat());
}
