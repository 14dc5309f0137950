import type { PageMarks } from "./shown.js";

// Where rendered pages go: the build output locally, the site's bucket in the cloud.

export interface PageStore {
  /** Writes a page or file; a product page keeps the marks it was rendered with (shown.ts). */
  put(key: string, body: string | Uint8Array, contentType: string, marks?: PageMarks): Promise<void>;
  remove(key: string): Promise<void>;
  /** The marks a page was rendered with; none when it was not rendered with marks (or is gone). Without it, every product asked for is rendered. */
  marks?(key: string): Promise<PageMarks | undefined>;
  /** The rendered pages under a prefix (pages handed back to the SPA are not listed). */
  list?(prefix: string): Promise<string[]>;
  /** One of the publisher's own files (the snapshot) and its version. */
  read?(key: string): Promise<{ body: Uint8Array; version: string } | undefined>;
  /** Writes it only if it is still at `version` (none: only if absent); false when another run wrote it since. */
  putOver?(key: string, body: Uint8Array, contentType: string, version: string | undefined): Promise<boolean>;
}

/** The file behind a page's path: "/" is index.html, "/saree" is saree/index.html. */
export function pageKey(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? `${trimmed}/index.html` : "index.html";
}

/** The path of a page's file: the inverse of pageKey for a page under a folder. */
export const pathOfKey = (key: string) => `/${key.replace(/\/?index\.html$/, "")}`;

/** The SPA's own page, for addresses no page was rendered for (/cart, /profile, an unknown product). */
export const SPA_FALLBACK_KEY = "spa.html";

/** How browsers and the CDN keep a page: never from a cache, as infra/cloud/site.ts sets for HTML, so a re-rendered page shows at once. */
export const PAGE_CACHE_CONTROL = "max-age=0,no-cache,no-store,must-revalidate";
export const HTML = "text/html; charset=utf-8";
