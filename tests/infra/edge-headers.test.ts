import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { RAZORPAY_CHECKOUT_SCRIPT_URL } from "../../functions/config.js";
import { createLocalApp } from "../../infra/local/server.js";
import { testApp } from "../support/test-app.js";
import {
  loadViewerResponseFunction,
  MAX_FUNCTION_BYTES,
  unsupportedSyntax,
  viewerResponseCode,
  viewerResponseEvent,
  type CloudFrontHeaders,
  type ViewerResponseHandler,
} from "./support/cloudfront-function.js";
import { evaluateSstConfig } from "./support/evaluate-sst-config.js";

// The page security headers in the cloud: the viewer-response CloudFront Function the Router gets
// (edge.viewerResponse), run in Node against CloudFront Functions' events and compared with what
// the local server sends on a page.

/** The headers the issue names, as CloudFront Functions spell them (lower case). */
const SECURITY_HEADERS = ["content-security-policy", "strict-transport-security", "x-frame-options", "x-content-type-options", "referrer-policy", "permissions-policy"];

let injection: string;
let handler: ViewerResponseHandler;
let localPage: Headers;

beforeAll(async () => {
  const stack = await evaluateSstConfig("production");
  injection = (stack.one("Router").args.edge as { viewerResponse: { injection: string } }).viewerResponse.injection;
  handler = await loadViewerResponseFunction(viewerResponseCode(injection));

  // The local server, as `npm start` runs it but with Razorpay's real checkout (as in the cloud).
  const shop = await testApp();
  expect(shop.config.razorpay.checkoutScriptUrl).toBe(RAZORPAY_CHECKOUT_SCRIPT_URL);
  const site = mkdtempSync(join(tmpdir(), "edge-site-"));
  mkdirSync(join(site, "assets"));
  writeFileSync(join(site, "index.html"), "<!doctype html><title>Rangrez</title><div id=root></div>");
  localPage = (await createLocalApp({ config: shop.config, repos: shop.repos, gateway: shop.gateway }, site).request("/product/abc123")).headers;
});

const valuesOf = (headers: CloudFrontHeaders) => Object.fromEntries(Object.entries(headers).map(([name, { value }]) => [name, value]));

describe("the Router's viewer-response function", () => {
  it("fits CloudFront Functions: code under 10 KB, syntax of JavaScript runtime 2.0, no network, timers or eval", () => {
    expect(Buffer.byteLength(viewerResponseCode(injection))).toBeLessThanOrEqual(MAX_FUNCTION_BYTES);
    expect(unsupportedSyntax(injection)).toEqual([]);
    // The checker does catch what the runtime lacks.
    expect(unsupportedSyntax("const { uri } = event.request; for (const h of [1]) fetch(uri);").length).toBeGreaterThan(0);
  });

  it("adds every page security header to pages, client routes and assets, keeping what the origin sent", async () => {
    for (const uri of ["/", "/index.html", "/product/abc123", "/admin/orders", "/assets/index-abc123.js", "/apiary"]) {
      const response = await handler(viewerResponseEvent(uri, { headers: { "content-type": { value: "text/html" }, "cache-control": { value: "no-cache" } } }));
      const headers = valuesOf(response.headers);
      for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${uri}`).toBeTruthy();
      expect(headers["content-type"]).toBe("text/html");
      expect(headers["cache-control"]).toBe("no-cache");
      expect(response.statusCode).toBe(200);
    }
  });

  it("sends exactly the headers the local server sends on a page, from the same source", async () => {
    const edge = valuesOf((await handler(viewerResponseEvent("/product/abc123"))).headers);
    for (const name of SECURITY_HEADERS) expect(edge[name], name).toBe(localPage.get(name));
    expect(edge["content-security-policy"]).toContain("script-src 'self' https://checkout.razorpay.com https://api.razorpay.com");
    expect(edge["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("leaves the API's answers alone", async () => {
    for (const uri of ["/api", "/api/health", "/api/products", "/api/webhooks/razorpay"]) {
      const sent: CloudFrontHeaders = { "content-type": { value: "application/json" }, "cache-control": { value: "public, max-age=0, s-maxage=30" } };
      const response = await handler(viewerResponseEvent(uri, { headers: structuredClone(sent) }));
      expect(response.headers, uri).toEqual(sent);
    }
  });
});
