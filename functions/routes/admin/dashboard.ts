import { Hono } from "hono";
import { eventsQuerySchema } from "@shared/schemas/admin-events.js";
import { salesQuerySchema } from "@shared/schemas/admin-sales.js";
import { noQuerySchema } from "@shared/schemas/empty.js";
import { lowStockSizes } from "@shared/stock.js";
import type { ProductRecord } from "@shared/schemas/product-record.js";
import { readCounters } from "../../data/counters.js";
import type { AppDeps } from "../../deps.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { validQuery } from "../../http/validate.js";
import { orderJson, rupees } from "../../http/rupees-edge.js";

const RECENT_ORDERS = 5;
const LOW_STOCK_ROWS = 50;
const EVENTS_PAGE = 50;

/** Every size of an active product at or below the threshold, fewest pieces first. */
function lowStockPanel(products: readonly ProductRecord[]) {
  return products
    .filter((product) => product.isActive)
    .flatMap((product) => lowStockSizes(product).map(({ size, left }) => ({ productId: product.id, name: product.name, size, left })))
    .sort((a, b) => a.left - b.left || a.name.localeCompare(b.name))
    .slice(0, LOW_STOCK_ROWS);
}

/** The dashboard's figures, sales report and live events, under /api/admin; guarded by `dashboard`. */
export function dashboardRoutes(deps: AppDeps) {
  const { repos } = deps;
  return (
    new Hono<{ Variables: BodyVariables & AuthVariables }>()
      // Totals come from the counters kept with every write, never from scanning the table.
      .get("/stats", requirePermission(deps, "dashboard"), validQuery(noQuerySchema), async (c) => {
        const [counters, recent, products] = await Promise.all([readCounters(repos.db), repos.orders.list({ limit: RECENT_ORDERS }), repos.products.listAll()]);
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
            lowStock: lowStockPanel(products),
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
