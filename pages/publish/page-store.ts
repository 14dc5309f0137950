// Where rendered pages go: the build output locally, the site's bucket in the cloud.

export interface PageStore {
  put(key: string, body: string, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The file behind a page's path: "/" is index.html, "/saree" is saree/index.html. */
export function pageKey(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/index.html` : "index.html";
}

/** The SPA's own page, for addresses no page was rendered for (/cart, /profile, an unknown product). */
export const SPA_FALLBACK_KEY = "spa.html";

/** How browsers and the CDN keep a page: never from a cache, as infra/cloud/site.ts sets for HTML, so a re-rendered page shows at once. */
export const PAGE_CACHE_CONTROL = "max-age=0,no-cache,no-store,must-revalidate";
export const HTML = "text/html; charset=utf-8";
