import { Hono } from "hono";
import { shopSettingsSchema } from "../../shared/schemas/settings.js";
import type { AppDeps } from "../deps.js";
import { auditActor, changedFields } from "../data/audit-log.js";
import { labelled } from "../data/transact.js";
import { requirePermission, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody } from "../http/validate.js";
import { readSettings, saveSettings } from "../settings/shop-settings.js";

/** The owner's settings (DESIGN 10): read and saved whole, section by section. */
export function settingsRoutes(deps: AppDeps) {
  const owner = requirePermission(deps, "settings");
  // The settings' JSON edge loads on first use: the owner's screen, never a shopper's cold start.
  const settingsEdge = () => import("../settings/settings-json.js");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", owner, async (c) => c.json({ success: true as const, data: (await settingsEdge()).settingsJson(await readSettings(deps.repos)) }))
    .put("/", owner, validBody(shopSettingsSchema), async (c) => {
      const body = c.req.valid("json");
      const user = c.get("user");
      // The entry goes in the save's own transaction: no setting changes unrecorded. The staff
      // limits are saved from the Staff screen (routes/staff.ts), which records its own entry.
      const { settingsFromInput, settingsJson } = await settingsEdge();
      const saved = await saveSettings(deps.repos, settingsFromInput(body, await readSettings(deps.repos)), body.version, user.email, (before, after) => {
        const { version: _version, updatedAt: _at, updatedBy: _by, ...sections } = before;
        return labelled("audit", deps.repos.audit.recordAction(auditActor(user), { entity: "setting", entityId: "shop", action: "update", ...changedFields(sections, { ...after }, ["staffLimits"]) }));
      });
      return c.json({ success: true as const, message: "Settings saved", data: settingsJson(saved) });
    });
}
