import { Hono } from "hono";
import { isLargeCatalogue } from "../../shared/catalogue-cards.js";
import { readCounter } from "../data/counters.js";
import type { AppDeps } from "../deps.js";

/** What the SPA needs to know at run time: public values only, never a secret. */
/** How long the configuration waits for the catalogue's count (one item) before answering with the last one known: only a database that is away takes this long. */
const COUNT_WAIT_MS = 1500;

export function publicConfigRoutes({ config, gateway, repos }: AppDeps) {
  // The configuration answers while the database is away (the storefront needs it to show even
  // its error): the catalogue's mode is the last one counted, or paged, which works at any size.
  let lastPaged: boolean | undefined;
  async function cataloguePaged(): Promise<boolean> {
    const counted = readCounter(repos.db, "activeProducts").then(
      (active) => (lastPaged = isLargeCatalogue(active, config.catalogueWholeMaxKb)),
      () => undefined,
    );
    let stopWaiting = () => {};
    const late = new Promise<undefined>((resolve) => {
      const timer = setTimeout(resolve, COUNT_WAIT_MS);
      stopWaiting = () => clearTimeout(timer);
    });
    const paged = await Promise.race([counted, late]);
    stopWaiting();
    return paged ?? lastPaged ?? true;
  }
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
        catalogue: { paged: await cataloguePaged() },
      },
    }),
  );
}
