import { Hono } from "hono";
import { exportRangeSchema } from "@shared/schemas/accounts-export.js";
import { noQuerySchema } from "@shared/schemas/empty.js";
import { shopDate } from "@shared/shop-calendar.js";
import type { AppDeps } from "../../deps.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import { csvDownload } from "../../http/csv-download.js";
import type { BodyVariables } from "../../http/json-body.js";
import { validQuery } from "../../http/validate.js";

/** The CSV downloads and the background exports, under /api/admin; guarded by `exports`. */
export function exportRoutes(deps: AppDeps) {
  const { repos } = deps;
  // The background exports' code and the S3 client load on their first call (the API's cold start stays lean).
  const jobs = () => import("../../exports/export-job-routes.js");
  return (
    new Hono<{ Variables: BodyVariables & AuthVariables }>()
      .get("/products/export.csv", requirePermission(deps, "exports"), validQuery(noQuerySchema), async (c) => {
        const { productsCsv } = await import("../../catalogue/product-csv.js");
        const csv = await productsCsv(await repos.products.listAll());
        return csvDownload(c, `products-${shopDate(repos.db.now())}.csv`, csv);
      })
      // For the accountant: every invoice and credit note line of a range, as a file written to the
      // bucket in the background (a year outgrows one answer); 202 with the job, then poll it.
      .post("/exports", requirePermission(deps, "exports"), async (c) => (await jobs()).startExport(c, deps))
      .get("/exports", requirePermission(deps, "exports"), validQuery(noQuerySchema), async (c) => (await jobs()).recentExports(c, deps))
      .get("/exports/:id", requirePermission(deps, "exports"), validQuery(noQuerySchema), async (c) => (await jobs()).oneExport(c, deps, c.req.param("id")))
      // GSTR-1's B2C summary: a few rows per state and rate, whatever the range.
      .get("/orders/gstr1.csv", requirePermission(deps, "exports"), validQuery(exportRangeSchema), async (c) => {
        const range = c.req.valid("query");
        const { b2csSummaryCsv } = await import("../../orders/accounts-export.js");
        return csvDownload(c, `gstr1-b2cs-${range.from}-to-${range.to}.csv`, await b2csSummaryCsv(repos, range.from, range.to));
      })
  );
}
