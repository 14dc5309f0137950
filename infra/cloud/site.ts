import { BRAND_NAME } from "../../shared/catalogue.js";
import { router } from "./router.js";
import { razorpayKeyId } from "./secrets.js";

// The storefront and admin SPA: `npm run build` (vite, root web/) writes dist/web, which is
// uploaded to S3 and served through the Router at /. Unknown paths get index.html (SST's
// default error page), so client routes like /product/123 survive a reload.
export const site = new sst.aws.StaticSite("Storefront", {
  path: ".",
  build: { command: "npm run build", output: "dist/web" },
  // Only VITE_ variables reach the browser, and only public values belong there: the key id
  // is Razorpay's public key (the checkout needs it); the key secret never leaves the API.
  environment: {
    VITE_RAZORPAY_KEY_ID: razorpayKeyId.value,
    VITE_BRAND_NAME: BRAND_NAME,
  },
  // SST writes Vite types for the variables above; keep that generated file out of the tree.
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
