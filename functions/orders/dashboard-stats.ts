import { LOW_STOCK_THRESHOLD } from "../../shared/stock.js";
import { readCounters } from "../data/counters.js";
import type { Repositories } from "../data/repositories.js";
import { orderJson, rupees } from "../http/rupees-edge.js";

const RECENT_ORDERS = 5;
const LOW_STOCK_ROWS = 50;

/**
 * The dashboard's figures. Totals come from the counters kept with every write, in its own
 * transaction (never from scanning the table), so they equal a recount; the low-stock panel from
 * the stock levels' index (active products' sizes at or below the threshold, fewest first).
 */
export async function dashboardStats(repos: Repositories) {
  const [counters, recent, lowStock] = await Promise.all([
    readCounters(repos.db),
    repos.orders.list({ limit: RECENT_ORDERS }),
    import("../data/low-stock.js").then(({ lowestStockLevels }) => lowestStockLevels(repos.db, LOW_STOCK_THRESHOLD, LOW_STOCK_ROWS)),
  ]);
  return {
    totalUsers: counters.users,
    totalProducts: counters.products,
    // Only paid orders are orders; checkouts never paid are counted apart (issue 22 item 5).
    totalOrders: counters.paidOrders,
    totalRevenue: rupees(counters.revenuePaise),
    // Returns (issue 25): those still the shop's work, and returns standing per 100 paid orders.
    openReturns: counters.openReturns,
    returnRatePercent: counters.paidOrders > 0 ? Math.round((counters.returns / counters.paidOrders) * 1000) / 10 : 0,
    recentOrders: recent.items.map(orderJson),
    lowStock,
  };
}
