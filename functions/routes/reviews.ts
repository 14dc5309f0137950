import { Hono } from "hono";
import type { AppDeps } from "../deps.js";
import { requirePermission, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import type { ReviewContext, ReviewHandler } from "../reviews/review-handlers.js";

/** Reviews and ratings (issue 27); each handler loads on first use, keeping the API's cold start in budget. */
export function reviewRoutes(deps: AppDeps) {
  const admin = requirePermission(deps, "reviews");
  const signedIn = requireUser(deps);
  const run = (name: ReviewHandler) => async (c: ReviewContext) => (await import("../reviews/review-handlers.js")).reviewHandlers[name](deps, c);
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/products/:productId/reviews", run("list"))
    .post("/products/:productId/reviews", signedIn, run("write"))
    .post("/products/:productId/reviews/photos", signedIn, run("startPhoto"))
    .post("/products/:productId/reviews/photos/:mediaId", signedIn, run("finishPhoto"))
    .get("/reviews", admin, run("adminList"))
    .patch("/reviews/:id", admin, run("moderate"))
    .post("/reviews/:id/helpful", signedIn, run("helpful"));
}
