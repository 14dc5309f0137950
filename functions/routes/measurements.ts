import { Hono } from "hono";
import { noBodySchema, noQuerySchema } from "../../shared/schemas/empty.js";
import type { AppDeps } from "../deps.js";
import { requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { describeIssue, validBody, validQuery } from "../http/validate.js";
import { badRequest } from "../errors.js";

/**
 * A signed-in shopper's own measurement profiles under /api/measurements (issue 26); nobody
 * else's are reachable. The schema and the book load on first use: the API's cold-start bundle
 * is at its budget.
 */
export function measurementRoutes(deps: AppDeps) {
  const { repos } = deps;
  const profiles = () => import("../made-to-measure/measurement-profiles.js");
  const body = async (raw: unknown) => {
    const { measurementProfileBodySchema } = await import("../../shared/schemas/measurement-profile.js");
    const parsed = measurementProfileBodySchema.safeParse(raw ?? {});
    if (!parsed.success) throw badRequest(describeIssue(parsed.error.issues[0]!));
    return parsed.data;
  };
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .use("*", requireUser(deps))
    .get("/", validQuery(noQuerySchema), async (c) => {
      return c.json({ success: true as const, data: await (await profiles()).listProfiles(repos.db, c.get("user").id) });
    })
    .post("/", validQuery(noQuerySchema), async (c) => {
      const profile = await (await profiles()).addProfile(repos.db, c.get("user").id, await body(await c.req.json().catch(() => undefined)));
      return c.json({ success: true as const, data: profile, message: "Measurements saved." }, 201);
    })
    .put("/:id", validQuery(noQuerySchema), async (c) => {
      const profile = await (await profiles()).updateProfile(repos.db, c.get("user").id, c.req.param("id"), await body(await c.req.json().catch(() => undefined)));
      return c.json({ success: true as const, data: profile, message: "Measurements updated." });
    })
    .delete("/:id", validQuery(noQuerySchema), validBody(noBodySchema), async (c) => {
      await (await profiles()).removeProfile(repos.db, c.get("user").id, c.req.param("id"));
      return c.json({ success: true as const, message: "Measurements removed." });
    });
}
