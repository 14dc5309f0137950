import { Hono } from "hono";
import { noQuerySchema } from "@shared/schemas/empty.js";
import type { AppDeps } from "../../deps.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { validQuery } from "../../http/validate.js";

/**
 * The admins' files, under /api/admin; guarded by `exports`. Every one (the accountant's order
 * lines and GSTR-1 summary of a range, the products CSV) is written to the bucket in the
 * background, as it may outgrow one answer: 202 with the job, then poll it for its link.
 */
export function exportRoutes(deps: AppDeps) {
  // The background exports' code and the S3 client load on their first call (the API's cold start stays lean).
  const jobs = () => import("../../exports/export-job-routes.js");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .post("/exports", requirePermission(deps, "exports"), async (c) => (await jobs()).startExport(c, deps))
    .get("/exports", requirePermission(deps, "exports"), validQuery(noQuerySchema), async (c) => (await jobs()).recentExports(c, deps))
    .get("/exports/:id", requirePermission(deps, "exports"), validQuery(noQuerySchema), async (c) => (await jobs()).oneExport(c, deps, c.req.param("id")));
}
