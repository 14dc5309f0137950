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
        demoAdmin: config.stage === "local" ? config.demoAdmin ?? null : null,
      },
    }),
  );
}
