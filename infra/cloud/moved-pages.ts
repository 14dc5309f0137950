import { MOVED_PAGES } from "../../shared/moved-pages.js";

// The shop's moved addresses (shared/moved-pages.ts) answered at the edge with a 301, as the
// local server answers them. SST's Router runs `edge.viewerRequest.injection` first thing in its
// viewer-request CloudFront Function (createRequestFunction in platform/src/components/aws/router.ts),
// before it picks an origin; a function that returns a response object answers the viewer itself.

/** The injected code: ES 5.1 statements, as the page headers' injection (page-headers.ts). */
export function movedPagesInjection(moved: Readonly<Record<string, string>> = MOVED_PAGES): string {
  return [
    `var movedPages = ${JSON.stringify(moved)};`,
    // Trailing slashes dropped, "/" itself kept.
    `var movedPath = event.request.uri.replace(/(.)\\/+$/, "$1");`,
    `if (Object.prototype.hasOwnProperty.call(movedPages, movedPath)) {`,
    `  return { statusCode: 301, statusDescription: "Moved Permanently", headers: { location: { value: movedPages[movedPath] }, "cache-control": { value: "public, max-age=3600" } } };`,
    `}`,
  ].join("\n");
}
