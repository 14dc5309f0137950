import { beforeAll, describe, expect, it } from "vitest";
import { MOVED_PAGES } from "../../shared/moved-pages.js";
import { ORIGIN_SECRET_HEADER } from "../../shared/origin-secret.js";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";
import { loadViewerResponseFunction, MAX_FUNCTION_BYTES, unsupportedSyntax, type CloudFrontHeaders } from "./support/cloudfront-function.js";
import { evaluateSstConfig } from "./support/evaluate-sst-config.js";

// Moved addresses at the edge: the Router's viewer-request injection, run in Node as the start of
// the function SST deploys (createRequestFunction in platform/src/components/aws/router.ts: the
// injection first, then its own routing, stood in for here by handing the request on).

interface ViewerRequest {
  method: string;
  uri: string;
  querystring: Record<string, unknown>;
  headers: CloudFrontHeaders;
  cookies: Record<string, unknown>;
}
interface ViewerAnswer {
  statusCode: number;
  statusDescription: string;
  headers: CloudFrontHeaders;
}
type ViewerRequestHandler = (event: { version: "1.0"; viewer?: { ip: string }; request: ViewerRequest }) => Promise<ViewerRequest | ViewerAnswer>;

const requestCode = (injection: string) => `
import cf from "cloudfront";
async function handler(event) {
  ${injection}
  return event.request;
}`;

const request = (uri: string): ViewerRequest => ({ method: "GET", uri, querystring: {}, headers: { host: { value: "shop.example.in" } }, cookies: {} });

let injection: string;
let handler: ViewerRequestHandler;

beforeAll(async () => {
  const stack = await evaluateSstConfig("production");
  injection = (stack.one("Router").args.edge as { viewerRequest: { injection: string } }).viewerRequest.injection;
  handler = (await loadViewerResponseFunction(requestCode(injection))) as unknown as ViewerRequestHandler;
});

describe("the Router's viewer-request function", () => {
  it("fits CloudFront Functions: small, syntax of JavaScript runtime 2.0 only", () => {
    expect(Buffer.byteLength(requestCode(injection))).toBeLessThanOrEqual(MAX_FUNCTION_BYTES);
    expect(unsupportedSyntax(injection)).toEqual([]);
  });

  it("answers /collections/dresses (with or without a trailing slash) with a permanent redirect to /dress", async () => {
    expect(MOVED_PAGES["/collections/dresses"]).toBe("/dress");
    for (const uri of ["/collections/dresses", "/collections/dresses/"]) {
      const answer = (await handler({ version: "1.0", request: request(uri) })) as ViewerAnswer;
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toEqual({ value: "/dress" });
    }
  });

  it("hands every other address on to the Router's routing, with only the viewer's address added", async () => {
    for (const uri of ["/", "/dress", "/collections/dressesx", "/collections", "/apiary", "/product/abc123", "/constructor", "/__proto__"]) {
      const sent = request(uri);
      const answer = await handler({ version: "1.0", viewer: { ip: "203.0.113.9" }, request: sent });
      expect(answer).toBe(sent);
      expect(answer).toEqual({ ...request(uri), headers: { ...request(uri).headers, [VIEWER_ADDRESS_HEADER]: { value: "203.0.113.9" } } });
    }
  });

  it("replaces a viewer address the client sent, so a guesser cannot pose as many (the API's throttles)", async () => {
    const sent = request("/api/auth/login");
    sent.headers[VIEWER_ADDRESS_HEADER] = { value: "10.0.0.1" };
    const answer = (await handler({ version: "1.0", viewer: { ip: "198.51.100.4" }, request: sent })) as ViewerRequest;
    expect(answer.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: "198.51.100.4" });
  });

  it("adds the stage's origin secret to every request for the functions (/api), replacing one the client sent, and to nothing else", async () => {
    // The stand-ins' value of the secret: the deployed function holds the one set with `sst secret set OriginSecret`.
    const secret = { value: "{OriginSecret.value}" };
    for (const uri of ["/api", "/api/products", "/api/webhooks/razorpay"]) {
      const sent = request(uri);
      sent.headers[ORIGIN_SECRET_HEADER] = { value: "a guess" };
      const answer = (await handler({ version: "1.0", viewer: { ip: "203.0.113.9" }, request: sent })) as ViewerRequest;
      expect(answer.headers[ORIGIN_SECRET_HEADER], uri).toEqual(secret);
      expect(answer.headers[VIEWER_ADDRESS_HEADER]).toEqual({ value: "203.0.113.9" });
    }
    for (const uri of ["/", "/apiary", "/product/api"]) {
      const answer = (await handler({ version: "1.0", viewer: { ip: "203.0.113.9" }, request: request(uri) })) as ViewerRequest;
      expect(answer.headers[ORIGIN_SECRET_HEADER], uri).toBeUndefined();
    }
  });
});
