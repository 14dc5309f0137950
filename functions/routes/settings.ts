import { Hono } from "hono";
import { shopSettingsSchema } from "../../shared/schemas/settings.js";
import type { AppDeps } from "../deps.js";
import { requireAdmin, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody } from "../http/validate.js";
import { settingsFromInput, settingsJson } from "../settings/settings-json.js";
import { readSettings, saveSettings } from "../settings/shop-settings.js";

/** The owner's settings (DESIGN 10): read and saved whole, section by section. */
export function settingsRoutes(deps: AppDeps) {
  const admin = requireAdmin(deps);
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", admin, async (c) => c.json({ success: true as const, data: settingsJson(await readSettings(deps.repos)) }))
    .put("/", admin, validBody(shopSettingsSchema), async (c) => {
      const body = c.req.valid("json");
      const saved = await saveSettings(deps.repos, settingsFromInput(body), body.version, c.get("user").email);
      return c.json({ success: true as const, message: "Settings saved", data: settingsJson(saved) });
    });
}
