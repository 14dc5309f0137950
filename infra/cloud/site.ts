import { router } from "./router.js";

// The storefront and admin SPA: `npm run build` (vite, root web/) writes dist/web, which is
// uploaded to S3 and served through the Router at /. Unknown paths get index.html (SST's
// default error page), so client routes like /product/123 survive a reload.
export const site = new sst.aws.StaticSite("Storefront", {
  path: ".",
  build: { command: "npm run build", output: "dist/web" },
  // No build `environment`: the storefront reads none of SST's values (Razorpay's key id comes
  // from the API with each checkout). Only web/src/config/seller.ts reads VITE_SELLER_* settings,
  // which keep the demo shop's defaults unless set in the shell that deploys.
  // SST writes Vite types wherever a vite.config.ts sits at the site's path, even with no
  // variables (src/sst-env.d.ts by default, platform/src/components/base/base-static-site.ts):
  // keep that generated file out of the tree.
  vite: { types: ".sst/storefront-env.d.ts" },
  router: { instance: router },
  assets: {
    // Vite names everything under assets/ by content hash: cache forever. HTML must be
    // fresh so a deploy shows at once; the rest (catalogue pictures, icons) keep their
    // names across deploys, so an hour.
    fileOptions: [
      { files: "assets/**", cacheControl: "max-age=31536000,public,immutable" },
      { files: "**/*.html", cacheControl: "max-age=0,no-cache,no-store,must-revalidate" },
      { files: "**", ignore: ["assets/**", "**/*.html"], cacheControl: "max-age=3600,public" },
    ],
  },
});
