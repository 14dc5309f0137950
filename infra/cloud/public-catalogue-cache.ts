// The API's public catalogue reads answer the same for everyone (functions/routes/products.ts:
// the cards, a listing's pages, a search, cards by id), so the CDN keeps one copy for all
// shoppers: their cache behaviour leaves Authorization out of the key (CloudFront then drops the
// header, which these reads never look at), while every other /api path keeps it, forwarded.

/** CloudFront path patterns (the query string is not part of a pattern; it stays in the key). */
export const PUBLIC_CATALOGUE_PATHS = ["/api/products/cards"] as const;

/** The cache key of those paths: SST's own for its routes (no cookies, every query string), without authorization. */
export const PUBLIC_CATALOGUE_CACHE_KEY = {
  cookiesConfig: { cookieBehavior: "none" },
  headersConfig: { headerBehavior: "whitelist", headers: { items: ["x-open-next-cache-key", "x-forwarded-host"] } },
  queryStringsConfig: { queryStringBehavior: "all" },
  enableAcceptEncodingBrotli: true,
  enableAcceptEncodingGzip: true,
};

/**
 * The distribution's ordered behaviours with one per public catalogue path in front: each is the
 * default behaviour (its origin and the Router's functions, which pick the API) with the public key.
 */
export function withPublicCatalogueBehaviours<B extends object>(defaultBehaviour: B, cachePolicyId: string, existing: readonly object[] = []) {
  const publicOnes = PUBLIC_CATALOGUE_PATHS.map((pathPattern) => ({ ...defaultBehaviour, pathPattern, cachePolicyId }));
  return [...publicOnes, ...existing];
}
