import type { OrderRecord } from "../../data/orders.js";
import type { Repositories } from "../../data/repositories.js";

// The Shipping screen's "Ready to ship" (issue 40): paid orders in processing with no parcel yet,
// oldest first, that could leave today. A made-to-measure order whose pieces are still being made
// is not one of them (its booking would be refused: functions/production/ship-check.ts); it is
// counted instead, so the owner knows where it is.

const MOST = 500;

export interface ReadyToShip {
  orders: OrderRecord[];
  /** Made-to-measure orders paid and waiting for their pieces, not listed. */
  beingMade: number;
}

export async function readyToShip(repos: Repositories): Promise<ReadyToShip> {
  const orders: OrderRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await repos.orders.list({ shelf: "paid", status: "processing", limit: 200, cursor, matches: (order) => !order.trackingNumber });
    orders.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && orders.length < MOST);
  const custom = orders.filter((order) => order.orderItems.some((line) => line.custom));
  const waiting = new Set<string>();
  if (custom.length > 0) {
    const { readyToShip: piecesReady } = await import("../../production/production-api.js");
    const checks = await Promise.all(custom.map(async (order) => ({ id: order.id, refused: (await piecesReady(repos, order)).refused })));
    for (const check of checks) if (check.refused) waiting.add(check.id);
  }
  return { orders: orders.filter((order) => !waiting.has(order.id)).reverse(), beingMade: waiting.size };
}
