import { Hono } from "hono";
import { eventsQuerySchema } from "@shared/schemas/admin-events.js";
import { salesQuerySchema } from "@shared/schemas/admin-sales.js";
import { noQuerySchema } from "@shared/schemas/empty.js";
import { sharedRead } from "../../data/shared-read.js";
import type { AppDeps } from "../../deps.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { jsonText, sendJsonText } from "../../http/json-text.js";
import { validQuery } from "../../http/validate.js";
import { dashboardStats } from "../../orders/dashboard-stats.js";

const EVENTS_PAGE = 50;

/** The dashboard's figures, sales report and live events, under /api/admin; guarded by `dashboard`. */
export function dashboardRoutes(deps: AppDeps) {
  const { repos } = deps;
  // Kept as the answer's text: 300 admins at once get one read and one serialisation.
  const statsBody = sharedRead(async () => jsonText({ success: true as const, data: await dashboardStats(repos) }), { freshMs: deps.config.adminStatsFreshSeconds * 1000 });
  return (
    new Hono<{ Variables: BodyVariables & AuthVariables }>()
      // One read of the figures at a time per process, shared by every admin asking meanwhile and
      // for a couple of seconds after (functions/data/shared-read.ts): 300 dashboards at once make one read.
      .get("/stats", requirePermission(deps, "dashboard"), validQuery(noQuerySchema), async (c) => sendJsonText(c, await statsBody()))
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
