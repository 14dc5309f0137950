import { Hono } from "hono";
import { changesTo } from "../../shared/schemas/known-fields.js";
import { subcategoryBodySchema, subcategoryBulkSchema, subcategoryQuerySchema } from "../../shared/schemas/subcategory.js";
import { isAdminViewer } from "../catalogue/admin-viewer.js";
import { getSubcategory, listSubcategories } from "../catalogue/subcategory-listing.js";
import type { AppDeps } from "../deps.js";
import { auditActor, changedFields } from "../data/audit-log.js";
import { requirePermission, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { withSpecId } from "../http/spec-aliases.js";
import { validBody, validQuery } from "../http/validate.js";

/** The admin's writes load on first use: shoppers only read subcategories (and the cold start is at its budget). */
const subcategoryWrites = () => import("../catalogue/subcategory-admin.js");

/** Subcategories: public reads of the active ones (admins see all), admin writes. */
export function subcategoryRoutes(deps: AppDeps) {
  const { repos } = deps;
  const admin = requirePermission(deps, "products");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", validQuery(subcategoryQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const viewer = { isAdmin: await isAdminViewer(deps, c.req.header("authorization")) };
      return c.json({ success: true as const, data: (await listSubcategories(repos, query, viewer)).map(withSpecId) });
    })
    .get("/:id", async (c) => {
      const viewer = { isAdmin: await isAdminViewer(deps, c.req.header("authorization")) };
      return c.json({ success: true as const, data: withSpecId(await getSubcategory(repos, c.req.param("id"), viewer)) });
    })
    .post("/bulk", admin, validBody(subcategoryBulkSchema), async (c) => {
      const results = await (await subcategoryWrites()).bulkSubcategories(repos, c.req.valid("json"));
      for (const done of results.filter((r) => r.ok)) await repos.audit.record(auditActor(c.get("user")), { entity: "subcategory", entityId: done.id, action: "delete" });
      const done = results.filter((r) => r.ok).length;
      const message =
        done === results.length
          ? "Subcategories deleted successfully!"
          : `${done} of ${results.length} subcategories deleted; the others are listed with the reason.`;
      return c.json({ success: true as const, results, message });
    })
    .post("/", admin, validBody(subcategoryBodySchema), async (c) => {
      const subcategory = await (await subcategoryWrites()).createSubcategory(repos, c.req.valid("json"));
      await repos.audit.record(auditActor(c.get("user")), { entity: "subcategory", entityId: subcategory.id, action: "create", after: { name: subcategory.name, category: subcategory.category } });
      return c.json({ success: true as const, data: withSpecId(subcategory), message: "Subcategory created successfully!" }, 201);
    })
    .put("/:id", admin, validBody(changesTo("subcategory")), async (c) => {
      const before = (await repos.subcategories.list()).find((s) => s.id === c.req.param("id"));
      const subcategory = await (await subcategoryWrites()).updateSubcategory(repos, c.req.param("id"), c.req.valid("json"));
      const change = changedFields({ ...before }, { ...subcategory }, ["updatedAt"]);
      await repos.audit.record(auditActor(c.get("user")), { entity: "subcategory", entityId: subcategory.id, action: "update", ...change });
      return c.json({ success: true as const, data: withSpecId(subcategory), message: "Subcategory updated successfully!" });
    })
    .delete("/:id", admin, async (c) => {
      const gone = await (await subcategoryWrites()).deleteSubcategory(repos, c.req.param("id"));
      await repos.audit.record(auditActor(c.get("user")), { entity: "subcategory", entityId: gone.id, action: "delete", before: { name: gone.name, category: gone.category } });
      return c.json({ success: true as const, message: "Subcategory deleted successfully!" });
    });
}
