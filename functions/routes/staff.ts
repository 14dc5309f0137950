import { Hono } from "hono";
import { noBodySchema, noQuerySchema } from "../../shared/schemas/empty.js";
import { staffInvitationSchema, staffLimitsSchema, staffRoleSchema } from "../../shared/schemas/staff.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, type AuthVariables } from "../http/auth.js";
import { withSpecId } from "../http/spec-aliases.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody, validQuery } from "../http/validate.js";
import { saveStaffLimits, staffLimitsJson } from "../staff-limits/limits-settings.js";

/** Who works in the back office, under /api/staff: the owner's (the staff permission) only. */
export function staffRoutes(deps: AppDeps) {
  const { repos } = deps;
  // Loaded on first use: the API's cold start is the shoppers'.
  const staffAdmin = () => import("../accounts/staff-admin.js");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .use("*", requirePermission(deps, "staff"))
    .get("/", validQuery(noQuerySchema), async (c) => c.json({ success: true as const, data: (await (await staffAdmin()).listStaff(repos)).map(withSpecId) }))
    // What staff and managers pay out a day without the owner (issue 39): before /:id, which it is not.
    .get("/limits", validQuery(noQuerySchema), async (c) => c.json({ success: true as const, data: await staffLimitsJson(repos) }))
    .put("/limits", validQuery(noQuerySchema), validBody(staffLimitsSchema, "a blank form"), async (c) =>
      c.json({ success: true as const, data: await saveStaffLimits(repos, c.get("user"), c.req.valid("json")), message: "Daily limits saved." }),
    )
    .post("/invitations", validQuery(noQuerySchema), validBody(staffInvitationSchema, "a blank form"), async (c) => {
      const { INVITATION_SENT, inviteStaff } = await import("../accounts/staff-invitations.js");
      const invited = await inviteStaff(repos, c.get("user"), c.req.valid("json"));
      return c.json({ success: true as const, data: withSpecId(invited), message: INVITATION_SENT }, 201);
    })
    .put("/:id", validQuery(noQuerySchema), validBody(staffRoleSchema, "a blank form"), async (c) => {
      const member = await (await staffAdmin()).changeStaffRole(repos, c.get("user"), c.req.param("id"), c.req.valid("json").role);
      return c.json({ success: true as const, data: withSpecId(member), message: "Role changed. Their sessions have ended; they sign in again with the new role." });
    })
    .delete("/:id", validQuery(noQuerySchema), validBody(noBodySchema), async (c) => {
      await (await staffAdmin()).removeStaff(repos, c.get("user"), c.req.param("id"));
      return c.json({ success: true as const, message: "Admin access removed. Their account stays as a shopper's." });
    });
}
