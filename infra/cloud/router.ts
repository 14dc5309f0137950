import { CUSTOM_DOMAINS } from "./domains.js";
import { movedPagesInjection } from "./moved-pages.js";
import { originSecretInjection } from "./origin-secret.js";
import { pageHeadersInjection } from "./page-headers.js";
import { PUBLIC_CATALOGUE_CACHE_KEY, withPublicCatalogueBehaviours } from "./public-catalogue-cache.js";
import { originSecret } from "./secrets.js";
import { viewerAddressInjection } from "./viewer-address.js";

// One CloudFront distribution in front of everything: the storefront at /, the API at /api
// and Razorpay's webhook at /api/webhooks/razorpay (the longest matching path wins). The
// browser sees one origin, so the API needs no CORS and the session header never crosses
// sites.
// Shoppers' catalogue reads: cached for everyone, signed in or not (public-catalogue-cache.ts).
const publicCatalogueCache = new aws.cloudfront.CachePolicy("PublicCatalogueCache", {
  comment: "Public catalogue reads: one copy for every shopper (no authorization in the key)",
  defaultTtl: 0,
  minTtl: 0,
  maxTtl: 31536000,
  parametersInCacheKeyAndForwardedToOrigin: PUBLIC_CATALOGUE_CACHE_KEY,
});

export const router = new sst.aws.Router("ShopRouter", {
  domain: CUSTOM_DOMAINS[$app.stage],
  // The page security headers the local server sends (CSP, HSTS, framing, nosniff, referrer,
  // permissions), added to every answer outside /api by a viewer-response CloudFront Function.
  // Moved addresses (/collections/dresses) answered with a 301 before any origin is asked; every
  // other request carries the viewer's address to the API's throttles, and each one for the
  // functions the origin secret that tells them it came through here (origin-secret.ts).
  edge: {
    viewerRequest: {
      injection: $resolve([originSecret.value]).apply(([secret]) => [movedPagesInjection(), viewerAddressInjection(), originSecretInjection(secret)].join("\n")),
    },
    viewerResponse: { injection: pageHeadersInjection() },
  },
  transform: {
    // CloudFront strips `Authorization` from GET and HEAD requests unless the cache key
    // includes it, and an origin request policy may not forward it. Without this, every
    // signed-in GET (my orders, the admin lists) would reach the API anonymous and get a 401.
    // The rest is SST's own default: no cookies, every query string (filters, cursors).
    cachePolicy: (args) => {
      args.parametersInCacheKeyAndForwardedToOrigin = {
        cookiesConfig: { cookieBehavior: "none" },
        headersConfig: {
          headerBehavior: "whitelist",
          headers: { items: ["x-open-next-cache-key", "x-forwarded-host", "authorization"] },
        },
        queryStringsConfig: { queryStringBehavior: "all" },
        enableAcceptEncodingBrotli: true,
        enableAcceptEncodingGzip: true,
      };
    },
    cdn: (args) => {
      args.orderedCacheBehaviors = $resolve([args.defaultCacheBehavior, args.orderedCacheBehaviors ?? [], publicCatalogueCache.id]).apply(
        ([defaultBehaviour, existing, cachePolicyId]) => withPublicCatalogueBehaviours(defaultBehaviour, cachePolicyId, existing),
      );
    },
  },
});
