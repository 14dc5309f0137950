import { Hono } from "hono";
import { isLargeCatalogue } from "../../shared/catalogue-cards.js";
import { readCounters } from "../data/counters.js";
import type { AppDeps } from "../deps.js";

/** What the SPA needs to know at run time: public values only, never a secret. */
export function publicConfigRoutes({ config, gateway, repos }: AppDeps) {
  return new Hono().get("/", async (c) =>
    c.json({
      success: true as const,
      data: {
        stage: config.stage,
        brandName: config.brandName,
        razorpayKeyId: gateway.keyId,
        checkoutScriptUrl: config.razorpay.checkoutScriptUrl,
        // The e-mail only: the password is printed where `npm start` runs, never served.
        demoAdmin: config.stage === "local" && config.demoAdmin ? { email: config.demoAdmin.email } : null,
        // How the storefront reads the catalogue: all of it at once (a small shop), or page by page (docs/catalogue-and-search.md).
        catalogue: { paged: isLargeCatalogue((await readCounters(repos.db)).activeProducts, config.catalogueWholeMaxKb) },
      },
    }),
  );
}
