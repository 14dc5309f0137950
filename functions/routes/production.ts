import { Hono } from "hono";
import type { AppDeps } from "../deps.js";
import { requirePermission, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";

// Production (issue 26, docs/made-to-measure.md): every handler lives in one module loaded on first
// use, so the API's cold start carries only these lines. The types come from that module, so the
// web's contract still knows every answer.

type Api = typeof import("../production/production-api.js");
type Handler = "board" | "move" | "jobCard" | "photo" | "correct";

const lazy =
  <K extends Handler>(deps: AppDeps, name: K) =>
  async (c: Parameters<Api[K]>[1]): Promise<Awaited<ReturnType<Api[K]>>> =>
    ((await import("../production/production-api.js"))[name] as (deps: AppDeps, c: Parameters<Api[K]>[1]) => Promise<Awaited<ReturnType<Api[K]>>>)(deps, c);

/** The admin's board: custom pieces by stage, their moves, the tailor's job card. */
export function productionRoutes(deps: AppDeps) {
  const production = requirePermission(deps, "production");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", production, lazy(deps, "board"))
    .post("/:id/stage", production, lazy(deps, "move"))
    .get("/:id/job-card", production, lazy(deps, "jobCard"))
    // The shopper's private reference photo (issue 26): only the workshop's permission reaches it.
    .get("/:id/photo", production, lazy(deps, "photo"));
}

/** The shopper's correction of her custom line's measurements, under /api/orders. */
export function measurementCorrectionRoutes(deps: AppDeps) {
  return new Hono<{ Variables: BodyVariables & AuthVariables }>().put("/:id/items/:line/measurements", requireUser(deps), lazy(deps, "correct"));
}
