import { isCustomSize } from "@shared/made-to-measure/custom-options.js";
import { addCount, fitEvidenceRepository, keptCount, keptMarkerKey, subcategoryKeyOf, type FitCounts } from "../data/fit-evidence.js";
import type { OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { CLOSED_ACCOUNT } from "../accounts/detach-records.js";
import { piecesLeftOf, returnability } from "../returns/returnable-lines.js";
import { readSettings } from "../settings/shop-settings.js";

// Pieces kept (issue 46): once an order's return window has closed, every piece not asked back
// nor refunded was kept, and says its size fitted. The hold sweep's daily minute counts them
// (functions/lambda/release-holds.ts), as it asks for reviews: the marker ORDER#<id> / FIT_KEPT is
// put in the counts' own transaction on condition it is not there, so no order counts twice, and
// a sweep run twice or two at once changes nothing the second time.

const DAY_MS = 24 * 3600 * 1000;
/** Orders whose window closed longer ago than this (a sweep missed, the feature shipped) are not read any more. */
const GRACE_DAYS = 30;
/** Parcels reach shoppers within this many days of payment; older orders are not read. */
const DELIVERY_DAYS = 60;

async function counted(repos: Repositories, orderId: string): Promise<boolean> {
  return (await repos.db.doc.send(new GetCommand({ TableName: repos.db.tableName, Key: keptMarkerKey(orderId) }))).Item !== undefined;
}

/** Counts one order's kept pieces if its window has closed; true when this call counted them. */
export async function countKeptOrder(repos: Repositories, order: OrderRecord, now: Date): Promise<boolean> {
  if (order.status !== "delivered" || !order.deliveredAt || (await counted(repos, order.id))) return false;
  const { windowEndsAt, products, returns } = await returnability(repos, order, now);
  if (!windowEndsAt || Date.parse(windowEndsAt) > now.getTime()) return false;
  const left = piecesLeftOf(order, returns, order.paymentId ? await repos.payments.get(order.paymentId) : undefined);
  const byProduct = new Map<string, FitCounts>();
  const hers: FitCounts = new Map();
  order.orderItems.forEach((line, at) => {
    const product = products.get(line.product);
    const kept = left[at] ?? 0;
    if (!product || kept <= 0 || product.customMade || line.custom || isCustomSize(line.size)) return;
    addCount(hers, keptCount(`${subcategoryKeyOf(product.subcategory ?? "")}#${line.size}`), kept);
    // An exchange's new size is hers to keep, but the exchange itself already told the product's fit.
    if (order.exchangeOf) return;
    const counts = byProduct.get(line.product) ?? new Map<string, number>();
    byProduct.set(line.product, addCount(counts, keptCount(line.size), kept));
  });
  const fit = fitEvidenceRepository(repos.db);
  // A closed account's orders still tell the product's fit, but keep nothing for her.
  const hersAction = order.userId === CLOSED_ACCOUNT ? undefined : fit.keptSizesAction(order.userId, hers);
  try {
    await transactWrite(repos.db, [
      ...labelled("fit-kept", fit.keptMarkerAction(order.id, now.toISOString())),
      ...labelled("fit-evidence", ...fit.countActions([...byProduct].map(([id, counts]) => ({ product: { id, subcategory: products.get(id)!.subcategory }, counts }))), ...(hersAction ? [hersAction] : [])),
    ]);
    return true;
  } catch (error) {
    // Another sweep counted it first.
    if (error instanceof ConditionsFailed) return false;
    throw error;
  }
}

/** Counts every order whose return window closed lately and is not counted yet; returns how many. */
export async function countKeptOrders(repos: Repositories, now: Date): Promise<number> {
  const windowDays = (await readSettings(repos)).returns.windowDays;
  const since = new Date(now.getTime() - (windowDays + GRACE_DAYS + DELIVERY_DAYS) * DAY_MS).toISOString();
  let done = 0;
  let cursor: string | undefined;
  do {
    const page = await repos.orders.listSince(since, { limit: 100, cursor });
    for (const order of page.items) {
      if (order.status !== "delivered" || !order.deliveredAt) continue;
      if (Date.parse(order.deliveredAt) + (windowDays + GRACE_DAYS) * DAY_MS < now.getTime()) continue;
      if (await countKeptOrder(repos, order, now)) done++;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return done;
}
