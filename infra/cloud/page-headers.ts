import { RAZORPAY_CHECKOUT_SCRIPT_URL } from "../../functions/config.js";
import { pageSecurityHeaders } from "../../functions/http/content-security-policy.js";
import { CLOUD_PHOTO_UPLOAD_ORIGIN } from "../../functions/media/upload-origin.js";

// The page security headers at the edge, from the same function the local server calls
// (functions/http/content-security-policy.ts), so the cloud and `npm start` cannot drift.
//
// Why a viewer-response CloudFront Function and not a response headers policy: SST's Router
// serves every route through one cache behaviour and picks the origin in its viewer-request
// function (platform/src/components/aws/router.ts), so a response headers policy set through
// `transform.cdn` would stamp the API's answers too. The function sees the request's path and
// leaves /api alone (the API sends its own headers). SST wraps `edge.viewerResponse.injection` as
//   import cf from "cloudfront"; async function handler(event) { <injection> return event.response; }
// in a cloudfront-js-2.0 function. CloudFront runs viewer-response functions only for answers
// below 400, which is every page: the Router answers a page rendered ahead from the bucket and
// any other client route with spa.html (infra/cloud/site.ts's indexPage), each with a 200.

/** Pages get the headers; /api and everything under it is the API's own business. */
export const API_PATH = /^\/api(\/|$)/;

/**
 * The injected code. Plain ES5.1 statements (CloudFront Functions' runtime 2.0 supports them
 * all), header names in lower case as CloudFront Functions' events carry them.
 */
export function pageHeadersInjection(
  headers: Record<string, string> = pageSecurityHeaders(RAZORPAY_CHECKOUT_SCRIPT_URL, CLOUD_PHOTO_UPLOAD_ORIGIN),
): string {
  const assignments = Object.entries(headers).map(([name, value]) => `  headers[${JSON.stringify(name.toLowerCase())}] = { value: ${JSON.stringify(value)} };`);
  return [`if (!/${API_PATH.source}/.test(event.request.uri)) {`, "  var headers = event.response.headers;", ...assignments, "}"].join("\n");
}
