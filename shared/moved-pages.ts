// Addresses the shop has moved, and where they went. The server (infra/local/server.ts) and the
// CDN (infra/cloud/moved-pages.ts) answer them with a permanent redirect (301), so old links and
// search engines follow to the new page; the app's router sends them on too (a link followed
// inside the app never reaches the server).
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  "/collections/dresses": "/dress",
};

/** Where a moved address went (a trailing slash ignored), or undefined. */
export function movedTo(path: string): string | undefined {
  const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return Object.hasOwn(MOVED_PAGES, bare) ? MOVED_PAGES[bare] : undefined;
}
