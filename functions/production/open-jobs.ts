import { FIRST_STAGE, promisedDispatchDate } from "../../shared/made-to-measure/production.js";
import type { OrderRecord } from "../data/orders.js";
import { productionJobs, type ProductionJobRecord } from "../data/production-jobs.js";
import type { Repositories } from "../data/repositories.js";
import type { TransactItem } from "../data/transact.js";

/**
 * The production jobs a paid order opens: one per custom line, written in the payment's own
 * transaction, so a job exists exactly when its order is paid. Each is made only if absent: the
 * payment's own condition already stops a replayed webhook, this makes sure twice over.
 */
/**
 * The dispatch date the checkout showed her (issue 40). Never earlier than payment day plus the
 * lead time: an order from before the promise was kept, or paid days after its checkout, gets that.
 */
function promisedDate(order: OrderRecord, paidAt: string, leadTimeMaxDays: number): string {
  const fromPayment = promisedDispatchDate(paidAt, leadTimeMaxDays);
  const told = order.deliveryPromise?.dispatchBy;
  return told !== undefined && told > fromPayment ? told : fromPayment;
}

export function productionJobActions(repos: Repositories, order: OrderRecord, paidAt: string): TransactItem[] {
  return order.orderItems.flatMap((item, line): TransactItem[] => {
    if (!item.custom) return [];
    const job: ProductionJobRecord = {
      orderId: order.id,
      line,
      userId: order.userId,
      product: item.product,
      name: item.name,
      size: item.size,
      quantity: item.quantity,
      options: item.custom.options,
      profileName: item.custom.measurements.profileName,
      stage: FIRST_STAGE,
      paidAt,
      promisedDate: promisedDate(order, paidAt, item.custom.leadTimeDays.max),
      history: [{ from: null, to: FIRST_STAGE, at: paidAt, by: "payment" }],
      told: [],
      createdAt: paidAt,
      updatedAt: paidAt,
    };
    return [productionJobs(repos).createAction(job)];
  });
}
