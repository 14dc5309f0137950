import { Hono } from "hono";
import { AUDIT_PAGE_DEFAULT, auditQuerySchema } from "../../shared/schemas/staff.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, type AuthVariables } from "../http/auth.js";
import { validQuery } from "../http/validate.js";

/** The admin audit log under /api/audit, newest first, for the owner (the audit permission). */
export function auditRoutes(deps: AppDeps) {
  const { repos } = deps;
  return new Hono<{ Variables: AuthVariables }>().get("/", requirePermission(deps, "audit"), validQuery(auditQuerySchema), async (c) => {
    const { cursor, limit, ...filter } = c.req.valid("query");
    const page = await repos.audit.list(filter, { limit: limit ?? AUDIT_PAGE_DEFAULT, cursor });
    return c.json({ success: true as const, data: page.items, pagination: { limit: limit ?? AUDIT_PAGE_DEFAULT, nextCursor: page.nextCursor } });
  });
}
