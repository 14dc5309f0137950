import { Hono } from "hono";
import { approvalListQuerySchema, declineApprovalSchema } from "../../shared/schemas/staff.js";
import { noBodySchema } from "../../shared/schemas/empty.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody, validQuery } from "../http/validate.js";
import { approvalJson } from "../staff-limits/approval-json.js";

const PAGE = 50;

/** The owner's approval queue (issue 39): payouts over a staff member's day's limit, approved or declined. */
export function approvalRoutes(deps: AppDeps) {
  const owner = requirePermission(deps, "approvals");
  // Deciding loads on first use: the API's cold start stays in budget (tests/infra/lambda-bundles.test.ts).
  const decide = () => import("../staff-limits/decide-approval.js");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", owner, validQuery(approvalListQuerySchema), async (c) => {
      const { status, cursor } = c.req.valid("query");
      const page = await deps.repos.approvals.list(status ?? "pending", { limit: PAGE, cursor });
      return c.json({ success: true as const, data: page.items.map(approvalJson), pagination: { limit: PAGE, nextCursor: page.nextCursor } });
    })
    .post("/:id/approve", owner, validBody(noBodySchema), async (c) => {
      const done = await (await decide()).approveRequest(deps, c.get("user"), c.req.param("id"));
      return c.json({ success: true as const, data: approvalJson(done.approval), message: done.outcome });
    })
    .post("/:id/decline", owner, validBody(declineApprovalSchema), async (c) => {
      const declined = await (await decide()).declineRequest(deps, c.get("user"), c.req.param("id"), c.req.valid("json").reason);
      return c.json({ success: true as const, data: approvalJson(declined), message: "Declined: nothing was paid." });
    });
}
