import { Hono } from "hono";
import type { AppDeps } from "../../deps.js";
import type { AuthVariables } from "../../http/auth.js";
import type { BodyVariables } from "../../http/json-body.js";
import { dashboardRoutes } from "./dashboard.js";
import { discountAdminRoutes } from "./discounts.js";
import { exportRoutes } from "./exports.js";
import { fitAdviceAdminRoutes } from "../fit-advice.js";
import { giftCardAdminRoutes } from "./gift-cards.js";
import { productAdminRoutes } from "./products.js";

/** Everything under /api/admin, one router per concern; each route guarded by its own permission. */
export function adminRoutes(deps: AppDeps) {
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .route("/", dashboardRoutes(deps))
    .route("/", exportRoutes(deps))
    .route("/", fitAdviceAdminRoutes(deps))
    .route("/", productAdminRoutes(deps))
    .route("/discounts", discountAdminRoutes(deps))
    .route("/gift-cards", giftCardAdminRoutes(deps));
}
