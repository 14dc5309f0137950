import { Hono } from "hono";
import type { AppDeps } from "../deps.js";
import { requirePermission, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";

/** Reviews and ratings (issue 27); the handlers load on first use, keeping the API's cold start in budget. */
export function reviewRoutes(deps: AppDeps) {
  const admin = requirePermission(deps, "reviews");
  const signedIn = requireUser(deps);
  const load = () => import("../reviews/review-handlers.js");
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/products/:productId/reviews", async (c) => c.json(await (await load()).listProductReviews(deps, c.req.param("productId"), c.req.query())))
    .post("/products/:productId/reviews", signedIn, async (c) => c.json(await (await load()).postReview(deps, c.get("user"), c.req.param("productId"), await c.req.json()), 201))
    .post("/products/:productId/reviews/photos", signedIn, async (c) => c.json(await (await load()).startReviewPhoto(deps, c.get("user"), c.req.param("productId"), await c.req.json()), 201))
    .post("/products/:productId/reviews/photos/:mediaId", signedIn, async (c) =>
      c.json(await (await load()).finishReviewPhoto(deps, c.get("user"), c.req.param("productId"), c.req.param("mediaId")), 201),
    )
    .get("/reviews", admin, async (c) => c.json(await (await load()).adminReviews(deps, c.req.query())))
    .patch("/reviews/:id", admin, async (c) => c.json(await (await load()).patchReview(deps, c.get("user"), c.req.param("id"), await c.req.json())))
    .post("/reviews/:id/helpful", signedIn, async (c) => c.json(await (await load()).markHelpful(deps, c.get("user"), c.req.param("id"))));
}
