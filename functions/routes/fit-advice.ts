import { Hono, type Context } from "hono";
import type { AppDeps } from "../deps.js";
import { requirePermission, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import type { FitAdviceHandler } from "../fit-advice/fit-advice-handlers.js";

// Fit advice (issue 46): each handler, its query's check included, loads on first use, keeping
// the API's cold start in budget.
type FitContext = Context<{ Variables: BodyVariables & AuthVariables }>;
const runner = (deps: AppDeps) => (name: FitAdviceHandler) => async (c: FitContext) => (await import("../fit-advice/fit-advice-handlers.js")).fitAdviceHandlers[name](deps, c);

/** Mounted at /api: a product's fit for everyone, and with her own suggested size for her alone. */
export function fitAdviceRoutes(deps: AppDeps) {
  const run = runner(deps);
  return new Hono<{ Variables: BodyVariables & AuthVariables }>().get("/products/:productId/fit", run("product")).get("/products/:productId/fit/mine", requireUser(deps), run("mine"));
}

/** Mounted at /api/admin: the owner's returns and exchanges by size and reason, per product. */
export const fitAdviceAdminRoutes = (deps: AppDeps) => new Hono<{ Variables: BodyVariables & AuthVariables }>().get("/fit-advice", requirePermission(deps, "products"), runner(deps)("owner"));
