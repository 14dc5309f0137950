import { Hono } from "hono";
import type { AppDeps } from "../deps.js";

/** What the SPA needs to know at run time: public values only, never a secret. */
export function publicConfigRoutes({ config, gateway }: AppDeps) {
  return new Hono().get("/", (c) =>
    c.json({
      success: true as const,
      data: {
        stage: config.stage,
        brandName: config.brandName,
        razorpayKeyId: gateway.keyId,
        checkoutScriptUrl: config.razorpay.checkoutScriptUrl,
        // The e-mail only: the password is printed where `npm start` runs, never served.
        demoAdmin: config.stage === "local" && config.demoAdmin ? { email: config.demoAdmin.email } : null,
      },
    }),
  );
}
