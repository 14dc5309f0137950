import { Hono } from "hono";
import { noBodySchema, noQuerySchema } from "../../shared/schemas/empty.js";
import { staffInvitationSchema, staffLimitsSchema, staffRoleSchema } from "../../shared/schemas/staff.js";
import { changeStaffRole, listStaff, removeStaff } from "../accounts/staff-admin.js";
import { INVITATION_SENT, inviteStaff } from "../accounts/staff-invitations.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, type AuthVariables } from "../http/auth.js";
import { withSpecId } from "../http/spec-aliases.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody, validQuery } from "../http/validate.js";
import { saveStaffLimits, staffLimitsJson } from "../staff-limits/limits-settings.js";

/** Who works in the back office, under /api/staff: the owner's (the staff permission) only. */
export function staffRoutes(deps: AppDeps) {
  const { repos } = deps;
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .use("*", requirePermission(deps, "staff"))
    .get("/", validQuery(noQuerySchema), async (c) => c.json({ success: true as const, data: (await listStaff(repos)).map(withSpecId) }))
    // What staff and managers pay out a day without the owner (issue 39): before /:id, which it is not.
    .get("/limits", validQuery(noQuerySchema), async (c) => c.json({ success: true as const, data: await staffLimitsJson(repos) }))
    .put("/limits", validQuery(noQuerySchema), validBody(staffLimitsSchema, "a blank form"), async (c) =>
      c.json({ success: true as const, data: await saveStaffLimits(repos, c.get("user"), c.req.valid("json")), message: "Daily limits saved." }),
    )
    .post("/invitations", validQuery(noQuerySchema), validBody(staffInvitationSchema, "a blank form"), async (c) => {
      const invited = await inviteStaff(repos, c.get("user"), c.req.valid("json"));
      return c.json({ success: true as const, data: withSpecId(invited), message: INVITATION_SENT }, 201);
    })
    .put("/:id", validQuery(noQuerySchema), validBody(staffRoleSchema, "a blank form"), async (c) => {
      const member = await changeStaffRole(repos, c.get("user"), c.req.param("id"), c.req.valid("json").role);
      return c.json({ success: true as const, data: withSpecId(member), message: "Role changed. Their sessions have ended; they sign in again with the new role." });
    })
    .delete("/:id", validQuery(noQuerySchema), validBody(noBodySchema), async (c) => {
      await removeStaff(repos, c.get("user"), c.req.param("id"));
      return c.json({ success: true as const, message: "Admin access removed. Their account stays as a shopper's." });
    });
}
