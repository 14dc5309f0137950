import { PAGE_CACHE_CONTROL, SPA_FALLBACK_KEY } from "../../pages/publish/page-store.js";
import { pageFolders } from "../../pages/publish/site-routes.js";
import { router } from "./router.js";

// The storefront and admin SPA, uploaded to S3 and served through the Router at /, with the pages
// rendered ahead (docs/pages.md): the build (pages/build/build-site.ts) brings the SPA, spa.html
// and the page renderer; the page publisher (infra/cloud/page-publisher.ts) writes the pages into
// this bucket after the upload and again after each catalogue change.
export const site = new sst.aws.StaticSite("Storefront", {
  path: ".",
  build: { command: "npx tsx pages/build/build-site.ts dist/web", output: "dist/web" },
  // The stage alone: the live shop hides the Debug toggle from shoppers (web/src/app/header/
  // debug-offered.ts). Razorpay's key id comes from the API with each checkout; only
  // web/src/config/seller.ts reads VITE_SELLER_* settings, which keep the demo shop's defaults
  // unless set in the shell that deploys.
  environment: { VITE_SHOP_STAGE: $app.stage },
  // SST writes Vite types wherever a vite.config.ts sits at the site's path, even with no
  // variables (src/sst-env.d.ts by default, platform/src/components/base/base-static-site.ts):
  // keep that generated file out of the tree.
  vite: { types: ".sst/storefront-env.d.ts" },
  router: { instance: router },
  // Addresses with no file and outside the page folders (/cart, /profile, /admin) get the SPA.
  // Under a Router, SST serves this page itself (the viewer-request function's `custom404`, with a
  // 200), but only while `errorPage` is unset: with `errorPage` it leaves the miss to the
  // distribution's error responses, which a Router's distribution does not have (StaticSite adds
  // them only to a distribution of its own; platform/src/components/aws/static-site.ts), so the
  // shopper would get S3's error. `indexPage` names that page; "/" is still index.html.
  indexPage: SPA_FALLBACK_KEY,
  assets: {
    // Rendered pages are written after the upload: the Router serves their folders from the
    // bucket only when it knows them.
    routes: pageFolders(),
    // Keep what earlier deploys and the publisher wrote: the rendered pages stay served while a
    // deploy uploads (purging would remove every product page until the publisher's run after it),
    // and a page rendered a moment before a deploy still finds its hashed scripts. Pages of
    // products gone are removed by the publisher's run after each deploy.
    purge: false,
    // Vite names everything under assets/ by content hash: cache forever. HTML must be
    // fresh so a deploy or a re-rendered page shows at once; the rest (catalogue pictures,
    // icons) keep their names across deploys, so an hour.
    fileOptions: [
      { files: "assets/**", cacheControl: "max-age=31536000,public,immutable" },
      { files: "**/*.html", cacheControl: PAGE_CACHE_CONTROL },
      { files: "**", ignore: ["assets/**", "**/*.html"], cacheControl: "max-age=3600,public" },
    ],
  },
});
