import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { AppDeps } from "./deps.js";
import { errorResponse, handleError, handleNotFound } from "./http/errors.js";
import { jsonBody } from "./http/json-body.js";
import { adminRoutes } from "./routes/admin.js";
import { authRoutes } from "./routes/auth.js";
import { discountAdminRoutes, discountRoutes } from "./routes/discounts.js";
import { healthRoutes } from "./routes/health.js";
import { orderRoutes } from "./routes/orders.js";
import { paymentRoutes } from "./routes/payments.js";
import { publicConfigRoutes } from "./routes/public-config.js";
import { webhookRoutes } from "./routes/webhooks.js";
import { productRoutes } from "./routes/products.js";
import { subcategoryRoutes } from "./routes/subcategories.js";

/** The whole API, built from its dependencies; the Lambda handlers and the local server wrap it. */
export function createApp(deps: AppDeps) {
  const api = new Hono()
    .route("/health", healthRoutes(deps))
    .route("/auth", authRoutes(deps))
    .route("/products", productRoutes(deps))
    .route("/subcategories", subcategoryRoutes(deps))
    .route("/orders", orderRoutes(deps))
    .route("/admin/discounts", discountAdminRoutes(deps))
    .route("/admin", adminRoutes(deps))
    .route("/discounts", discountRoutes(deps))
    .route("/payments", paymentRoutes(deps))
    .route("/webhooks", webhookRoutes(deps))
    .route("/config", publicConfigRoutes(deps));

  const app = new Hono();
  app.use(
    "/api/*",
    secureHeaders({ crossOriginResourcePolicy: "same-origin", referrerPolicy: "strict-origin-when-cross-origin" }),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: deps.config.maxBodyBytes,
      onError: (c) => errorResponse(c, 413, `The request body is too large (at most ${Math.round(deps.config.maxBodyBytes / 1024)} KB).`),
    }),
  );
  app.use("/api/*", jsonBody());
  app.route("/api", api);
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type ShopApp = ReturnType<typeof createApp>;
