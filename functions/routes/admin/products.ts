import { Hono } from "hono";
import { productImportSchema } from "@shared/schemas/product-import.js";
import type { AppDeps } from "../../deps.js";
import { requirePermission, type AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { validBody } from "../../http/validate.js";

/** The catalogue's CSV import, under /api/admin; guarded by `products`. */
export function productAdminRoutes(deps: AppDeps) {
  const { repos } = deps;
  return new Hono<{ Variables: BodyVariables & AuthVariables }>().post("/products/import", requirePermission(deps, "products"), validBody(productImportSchema), async (c) => {
    const body = c.req.valid("json");
    const { importProducts } = await import("../../catalogue/product-import.js");
    const result = await importProducts(repos, body.csv, body.apply, c.get("user"));
    return c.json({ success: true as const, data: result, ...(result.applied && { message: `${result.changedRows} product${result.changedRows === 1 ? "" : "s"} updated.` }) });
  });
}
