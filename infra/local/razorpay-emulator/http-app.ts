import { Hono } from "hono";
import { checkoutRoutes, type CheckoutRouteDeps } from "./checkout-routes.js";
import { controlRoutes } from "./control-routes.js";
import { RazorpayApiError, serverError, urlNotFound } from "./errors.js";
import { restRoutes, type RestDeps } from "./rest-routes.js";

/** The emulator's whole HTTP surface; every failure leaves in Razorpay's error envelope. */
export function createEmulatorApp(deps: RestDeps & CheckoutRouteDeps) {
  const app = new Hono();
  // Checkout first: its public routes must not meet the Basic-auth guard of the server API.
  app.route("/v1", checkoutRoutes(deps));
  app.route("/v1", restRoutes(deps));
  app.route("/_emulator", controlRoutes(deps));
  app.notFound((c) => c.json(urlNotFound().toJSON(), 404));
  app.onError((error, c) => {
    if (error instanceof RazorpayApiError) return c.json(error.toJSON(), error.status);
    console.error("razorpay emulator: unexpected error", error);
    return c.json(serverError().toJSON(), 500);
  });
  return app;
}
