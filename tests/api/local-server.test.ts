import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocalApp } from "../../infra/local/server.js";
import { testApp } from "../support/test-app.js";

let app: ReturnType<typeof createLocalApp>;

beforeAll(async () => {
  const shop = await testApp();
  const site = mkdtempSync(join(tmpdir(), "site-"));
  mkdirSync(join(site, "assets"));
  writeFileSync(join(site, "index.html"), "<!doctype html><title>Rangrez</title><div id=root></div>");
  writeFileSync(join(site, "assets", "index-abc123.js"), "console.log('shop')");
  app = createLocalApp({ config: shop.config, repos: shop.repos, gateway: shop.gateway }, site);
});

describe("the local server: shop and API on one origin", () => {
  it("serves the SPA for client routes, with the page security headers", async () => {
    for (const path of ["/", "/dress/cotton", "/product/abc", "/admin/orders"]) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id=root>');
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'self' https://checkout.razorpay.com https://api.razorpay.com");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("sends product photos under /media with the pages' security headers", async () => {
    const response = await app.request("/media/products/no-such-photo.webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("publishes the demo admin's e-mail on the local stage, never a password", async () => {
    const shop = await testApp();
    const local = createLocalApp({ config: { ...shop.config, stage: "local", demoAdmin: { email: "admin@rangrez.local", password: "copper-lantern-mosaic-71" } }, repos: shop.repos, gateway: shop.gateway }, mkdtempSync(join(tmpdir(), "site-")));
    const text = await (await local.request("/api/config")).text();
    expect(JSON.parse(text).data.demoAdmin).toEqual({ email: "admin@rangrez.local" });
    expect(text).not.toContain("copper-lantern-mosaic-71");
  });

  it("caches hashed assets for a year and the page not at all", async () => {
    const asset = await app.request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await app.request("/dress")).headers.get("cache-control")).toBe("no-cache");
  });

  it("answers unknown API paths with a JSON 404, never the page", async () => {
    const response = await app.request("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: "No such API route: GET /api/does-not-exist" });
  });
});

describe("compression", () => {
  it("gzips a large script for a browser that accepts it, and the bytes decode to the same file", async () => {
    const shop = await testApp();
    const site = mkdtempSync(join(tmpdir(), "site-"));
    mkdirSync(join(site, "assets"));
    const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Saree ${i}` })))};`;
    writeFileSync(join(site, "assets", "catalogue-abc.js"), script);
    writeFileSync(join(site, "index.html"), "<!doctype html><div id=root></div>");
    const local = createLocalApp({ config: shop.config, repos: shop.repos, gateway: shop.gateway }, site);
    const zipped = await local.request("/assets/catalogue-abc.js", { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(script.length / 3);
    expect(gunzipSync(bytes).toString("utf8")).toBe(script);
    const plain = await local.request("/assets/catalogue-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});
