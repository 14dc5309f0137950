import { Hono } from "hono";
import type { AppDeps } from "./deps.js";
import { useApiMiddleware } from "./http/api-middleware.js";
import { handleError, handleNotFound } from "./http/errors.js";
import { addressRoutes } from "./routes/addresses.js";
import { approvalRoutes } from "./routes/approvals.js";
import { auditRoutes } from "./routes/audit.js";
import { staffRoutes } from "./routes/staff.js";
import { adminRoutes } from "./routes/admin/index.js";
import { authRoutes } from "./routes/auth.js";
import { cartRoutes } from "./routes/cart.js";
import { discountRoutes } from "./routes/discounts.js";
import { healthRoutes } from "./routes/health.js";
import { mediaRoutes } from "./routes/media.js";
import { measurementRoutes } from "./routes/measurements.js";
import { adminOrderRoutes } from "./routes/orders/admin-orders.js";
import { fulfilmentOrderRoutes } from "./routes/orders/fulfilment-orders.js";
import { shopperOrderRoutes } from "./routes/orders/shopper-orders.js";
import { paymentRoutes } from "./routes/payments.js";
import { publicConfigRoutes } from "./routes/public-config.js";
import { settingsRoutes } from "./routes/settings.js";
import { shippingRoutes } from "./routes/shipping.js";
import { shipmentRoutes } from "./routes/shipments.js";
import { measurementCorrectionRoutes, productionRoutes } from "./routes/production.js";
import { returnRoutes } from "./routes/returns.js";
import { reviewRoutes } from "./routes/reviews.js";
import { fitAdviceRoutes } from "./routes/fit-advice.js";
import { storeCreditRoutes, userStoreCreditRoutes } from "./routes/store-credit.js";
import { giftCardRoutes } from "./routes/gift-cards.js";
import { whatsappRoutes } from "./routes/whatsapp.js";
import { phoneSignInRoutes } from "./routes/phone-sign-in.js";
import { webhookRoutes } from "./routes/webhooks.js";
import { wishlistRoutes } from "./routes/wishlist.js";
import { productRoutes } from "./routes/products.js";
import { backInStockRoutes } from "./routes/back-in-stock.js";
import { subcategoryRoutes } from "./routes/subcategories.js";

/** The whole API, built from its dependencies; the Lambda handlers and the local server wrap it. */
export function createApp(deps: AppDeps) {
  const api = new Hono()
    .route("/health", healthRoutes(deps))
    .route("/auth/phone", phoneSignInRoutes(deps))
    .route("/auth", authRoutes(deps))
    .route("/addresses", addressRoutes(deps))
    .route("/", reviewRoutes(deps))
    .route("/", fitAdviceRoutes(deps))
    .route("/products", productRoutes(deps))
    .route("/", backInStockRoutes(deps))
    .route("/subcategories", subcategoryRoutes(deps))
    .route("/media", mediaRoutes(deps))
    .route("/measurements", measurementRoutes(deps))
    .route("/orders", shopperOrderRoutes(deps))
    .route("/orders", adminOrderRoutes(deps))
    .route("/orders", fulfilmentOrderRoutes(deps))
    .route("/orders", measurementCorrectionRoutes(deps))
    .route("/admin", adminRoutes(deps))
    .route("/staff", staffRoutes(deps))
    .route("/audit", auditRoutes(deps))
    .route("/approvals", approvalRoutes(deps))
    .route("/discounts", discountRoutes(deps))
    .route("/payments", paymentRoutes(deps))
    .route("/shipments", shipmentRoutes(deps))
    .route("/production", productionRoutes(deps))
    .route("/returns", returnRoutes(deps))
    .route("/cart", cartRoutes(deps))
    .route("/wishlist", wishlistRoutes(deps))
    .route("/webhooks", webhookRoutes(deps))
    .route("/config", publicConfigRoutes(deps))
    .route("/settings", settingsRoutes(deps))
    .route("/shipping", shippingRoutes(deps))
    .route("/store-credit", storeCreditRoutes(deps))
    .route("/gift-cards", giftCardRoutes(deps))
    .route("/whatsapp", whatsappRoutes(deps))
    .route("/users", userStoreCreditRoutes(deps));

  const app = new Hono();
  useApiMiddleware(app, deps.config);
  app.notFound(handleNotFound);
  app.onError(handleError);
  // Returned from the chain so the type carries every route's answer (the web's contract reads it).
  return app.route("/api", api);
}

export type ShopApp = ReturnType<typeof createApp>;

/** Every route with its input and answer types: the web derives its response types from this (web/src/api/contract.ts). */
export type AppType = ShopApp;
