import { Hono } from "hono";
import { eventsQuerySchema } from "@shared/schemas/admin-events.js";
import { salesQuerySchema } from "@shared/schemas/admin-sales.js";
import { noQuerySchema } from "@shared/schemas/empty.js";
import { LOW_STOCK_THRESHOLD } from "@shared/stock.js";
import { readCounters } from "../../data/counters.js";
import type { AppDeps } from "../../deps.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { validQuery } from "../../http/validate.js";
import { orderJson, rupees } from "../../http/rupees-edge.js";

const RECENT_ORDERS = 5;
const LOW_STOCK_ROWS = 50;
const EVENTS_PAGE = 50;

/** The dashboard's figures, sales report and live events, under /api/admin; guarded by `dashboard`. */
export function dashboardRoutes(deps: AppDeps) {
  const { repos } = deps;
  return (
    new Hono<{ Variables: BodyVariables & AuthVariables }>()
      // Totals come from the counters kept with every write, never from scanning the table; the
      // low-stock panel from the stock levels' index (active products' sizes at or below the threshold, fewest first).
      .get("/stats", requirePermission(deps, "dashboard"), validQuery(noQuerySchema), async (c) => {
        const [counters, recent, lowStock] = await Promise.all([readCounters(repos.db), repos.orders.list({ limit: RECENT_ORDERS }), import("../../data/low-stock.js").then(({ lowestStockLevels }) => lowestStockLevels(repos.db, LOW_STOCK_THRESHOLD, LOW_STOCK_ROWS))]);
        return c.json({
          success: true as const,
          data: {
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
          },
        });
      })
      .get("/sales", requirePermission(deps, "dashboard"), validQuery(salesQuerySchema), async (c) => {
        const query = c.req.valid("query");
        return c.json({ success: true as const, data: await (await import("../../orders/sales-report.js")).salesReport(repos, query.days) });
      })
      // New events oldest first; without `after` the feed starts now.
      .get("/events", requirePermission(deps, "dashboard"), validQuery(eventsQuerySchema), async (c) => {
        const query = c.req.valid("query");
        const page = await repos.events.after(query.after, query.limit ?? EVENTS_PAGE);
        return c.json({ success: true as const, data: page.events, cursor: page.cursor });
      })
  );
}
