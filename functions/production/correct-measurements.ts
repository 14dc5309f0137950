import { correctionWindowEnds, FIRST_STAGE } from "../../shared/made-to-measure/production.js";
import { productionJobs } from "../data/production-jobs.js";
import { orderNumber } from "../../shared/order-number.js";
import type { MeasurementCorrection } from "../../shared/schemas/measurement-correction.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { AppDeps } from "../deps.js";
import type { OrderRecord } from "../data/orders.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { conflict, notFound } from "../errors.js";

// The shopper's own correction of a custom piece's measurements (issue 26): within 24 hours of
// paying, and only while the shop has not checked them (the piece's first stage). The order line's
// copy changes in one transaction with a check on the piece's stage, so a correction and the shop
// confirming the piece at the same moment cannot both land.

export const windowClosed = (orderId: string) =>
  `Write to us: measurements can be corrected online only within 24 hours of paying. Send the corrected measurements with order number ${orderNumber(orderId)} and we will see what can be done.`;

export const productionStarted = (orderId: string) =>
  `Write to us: we have already checked these measurements and started on your piece. Send the corrections with order number ${orderNumber(orderId)} and we will see what can be done.`;

export const NOT_CUSTOM = "This line is not made to measure.";

export async function correctMeasurements(deps: Pick<AppDeps, "repos">, user: UserRecord, orderId: string, lineParam: string, input: MeasurementCorrection): Promise<OrderRecord> {
  const { repos } = deps;
  const line = /^\d{1,3}$/.test(lineParam) ? Number(lineParam) : -1;
  for (let attempt = 1; ; attempt++) {
    const order = isPlausibleId(orderId) ? await repos.orders.get(orderId) : undefined;
    // Another shopper's order does not exist, as far as she can tell.
    if (!order || order.userId !== user.id) throw notFound("Order not found");
    const item = order.orderItems[line];
    if (!item) throw notFound("Order line not found");
    if (!item.custom) throw conflict(NOT_CUSTOM);
    if (order.status === "cancelled" || order.status === "refunded") throw conflict(`This order is ${order.status}.`);
    const job = await productionJobs(repos).get(order.id, line);
    if (!order.isPaid || !order.paidAt || !job || job.cancelledAt) throw conflict("This piece is not in production.");
    const now = repos.db.now().toISOString();
    if (now >= correctionWindowEnds(order.paidAt)) throw conflict(windowClosed(order.id));
    if (job.stage !== FIRST_STAGE) throw conflict(productionStarted(order.id));

    const measurements = item.custom.measurements;
    const corrected = {
      ...measurements,
      values: { ...measurements.values, ...Object.fromEntries(Object.entries(input.values).filter(([, value]) => value !== undefined)) },
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      takenAt: now,
    };
    const next: OrderRecord = {
      ...order,
      orderItems: order.orderItems.map((other, i) => (i === line ? { ...other, custom: { ...item.custom!, measurements: corrected } } : other)),
      updatedAt: now,
    };
    try {
      await transactWrite(repos.db, [...labelled("order", ...repos.orders.replaceActions(next, order)), ...labelled("production-job", productionJobs(repos).atStageCheck(order.id, line, FIRST_STAGE))]);
      return next;
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
      // The piece was confirmed meanwhile (the next read says so), or the order changed: look again.
      if (attempt >= 3) throw conflict("This order was changed at the same time. Reload and try again.");
    }
  }
}
