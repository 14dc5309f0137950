import { Hono } from "hono";
import { exportRangeSchema } from "@shared/schemas/accounts-export.js";
import { noQuerySchema } from "@shared/schemas/empty.js";
import { shopDate } from "@shared/shop-calendar.js";
import type { AppDeps } from "../../deps.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import { csvDownload, csvStream } from "../../http/csv-download.js";
import type { BodyVariables } from "../../http/json-body.js";
import { validQuery } from "../../http/validate.js";

/** The CSV downloads, under /api/admin; guarded by `exports`. */
export function exportRoutes(deps: AppDeps) {
  const { repos } = deps;
  return (
    new Hono<{ Variables: BodyVariables & AuthVariables }>()
      .get("/products/export.csv", requirePermission(deps, "exports"), validQuery(noQuerySchema), async (c) => {
        const { productsCsv } = await import("../../catalogue/product-csv.js");
        const csv = await productsCsv(await repos.products.listAll());
        return csvDownload(c, `products-${shopDate(repos.db.now())}.csv`, csv);
      })
      // For the accountant: every invoice and credit note line of a date range, and GSTR-1's B2C summary.
      .get("/orders/export.csv", requirePermission(deps, "exports"), validQuery(exportRangeSchema), async (c) => {
        const range = c.req.valid("query");
        const { orderLinesCsv } = await import("../../orders/accounts-export.js");
        return csvStream(c, `orders-${range.from}-to-${range.to}.csv`, orderLinesCsv(repos, range.from, range.to));
      })
      .get("/orders/gstr1.csv", requirePermission(deps, "exports"), validQuery(exportRangeSchema), async (c) => {
        const range = c.req.valid("query");
        const { b2csSummaryCsv } = await import("../../orders/accounts-export.js");
        return csvDownload(c, `gstr1-b2cs-${range.from}-to-${range.to}.csv`, await b2csSummaryCsv(repos, range.from, range.to));
      })
  );
}
