import { Hono } from "hono";
import type { AppDeps } from "../deps.js";
import { requirePermission, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";

const api = () => import("../production/production-api.js");

/** The production board (issue 26, docs/made-to-measure.md): custom pieces by stage, their moves, the tailor's job card. */
export function productionRoutes(deps: AppDeps) {
  const production = requirePermission(deps, "production");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", production, async (c) => c.json({ success: true as const, data: await (await api()).board(deps) }))
    .post("/:id/stage", production, async (c) => {
      const body: unknown = await c.req.json().catch(() => undefined);
      return c.json({ success: true as const, data: await (await api()).move(deps, c.get("user"), c.req.param("id"), body), message: "Stage moved." });
    })
    .get("/:id/job-card", production, async (c) => {
      const { pdf, fileName } = await (await api()).jobCard(deps, c.req.param("id"));
      return new Response(new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), {
        headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "private, no-store" },
      });
    });
}
