import { beforeAll, describe, expect, it } from "vitest";
import type { Product, ProductRecord } from "../../shared/schemas/product-record.js";
import { sampleProduct } from "../support/sample-product.js";
import { json, testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let silk: ProductRecord;
let hidden: ProductRecord;

beforeAll(async () => {
  shop = await testApp();
  silk = await shop.repos.products.create(sampleProduct({ name: "Kanjivaram Silk Saree", subcategory: "Saree", material: "Silk", price: 12999, sizes: ["M", "L"] }));
  await shop.repos.products.create(sampleProduct({ name: "Rayon Kurta Dress", material: "Rayon", price: 999, sizes: ["M", "L", "XL"] }));
  await shop.repos.products.create(sampleProduct({ name: "Organza Party Dress", material: "Organza", price: 3499, sizes: ["XS"] }));
  hidden = await shop.repos.products.create(sampleProduct({ name: "Retired Satin Dress", material: "Satin", isActive: false }));
});

describe("GET /api/products", () => {
  it("lists active products with data and pagination.total, as the spec reads them", async () => {
    const response = await shop.app.request("/api/products");
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; data: Product[]; pagination: { total: number } }>(response);
    expect(body.success).toBe(true);
    expect(body.data.map((p) => p.name).sort()).toEqual(["Kanjivaram Silk Saree", "Organza Party Dress", "Rayon Kurta Dress"]);
    expect(body.pagination.total).toBe(3);
    const product = body.data.find((p) => p.id === silk.id)!;
    expect(product._id).toBe(silk.id);
    expect(product.original_price).toBe(product.originalPrice);
    expect(product.size_guide).toHaveLength(5);
  });

  it("filters by category, material, price and size, and sorts", async () => {
    const get = async (query: string) => json<{ data: Product[]; pagination: { total: number } }>(await shop.app.request(`/api/products?${query}`));
    expect((await get("category=saree")).data.map((p) => p.name)).toEqual(["Kanjivaram Silk Saree"]);
    expect((await get("category=dress&material=organza")).data.map((p) => p.name)).toEqual(["Organza Party Dress"]);
    expect((await get("minPrice=1000&maxPrice=5000")).data.map((p) => p.name)).toEqual(["Organza Party Dress"]);
    expect((await get("sizes=XS")).data.map((p) => p.name)).toEqual(["Organza Party Dress"]);
    expect((await get("search=KURTA")).pagination.total).toBe(1);
    expect((await get("sort=price-low-high")).data.map((p) => p.price)).toEqual([999, 3499, 12999]);
    expect((await get("sort=popular")).data.map((p) => p.name)).toEqual(["Kanjivaram Silk Saree", "Organza Party Dress", "Rayon Kurta Dress"]);
  });

  it("pages with a cursor", async () => {
    const first = await json<{ data: Product[]; pagination: { nextCursor: string } }>(await shop.app.request("/api/products?limit=2"));
    expect(first.data).toHaveLength(2);
    const second = await json<{ data: Product[]; pagination: { nextCursor: string | null } }>(
      await shop.app.request(`/api/products?limit=2&cursor=${first.pagination.nextCursor}`),
    );
    expect(second.data).toHaveLength(1);
    expect(second.pagination.nextCursor).toBeNull();
  });

  it.each([
    ["limit=0", "limit must be at least 1"],
    ["limit=abc", "limit must be a whole number"],
    ["sort=cheapest", "sort must be one of default, price-low-high, price-high-low, newest, popular"],
    ["minPrice=-5", "minPrice must be a number of rupees"],
    ["colour=red", "Unknown field: colour"],
    ["cursor=%%%", "The page cursor is not valid. Start again from the first page."],
  ])("refuses %s with 400 and a clear text", async (query, text) => {
    const response = await shop.app.request(`/api/products?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: text });
  });
});

describe("GET /api/products/:productId", () => {
  it("returns one product under data", async () => {
    const response = await shop.app.request(`/api/products/${silk.id}`);
    expect(response.status).toBe(200);
    const body = await json<{ data: Product }>(response);
    expect(body.data.name).toBe("Kanjivaram Silk Saree");
    expect(body.data.price).toBe(12999);
  });

  it("is 404 for an unknown or inactive product", async () => {
    for (const id of ["000000000000000000000000", hidden.id, "../../etc/passwd"]) {
      const response = await shop.app.request(`/api/products/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: "Product not found" });
    }
  });
});

describe("errors the client can cause", () => {
  it("answers malformed JSON with 400", async () => {
    const response = await shop.app.request("/api/products", { method: "POST", body: "{\"name\": ", headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "The request body is not valid JSON." });
  });

  it("answers a non-JSON body with 415", async () => {
    const response = await shop.app.request("/api/products", { method: "POST", body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(response.status).toBe(415);
    expect((await json(response)).success).toBe(false);
  });

  it("answers an unknown route with a JSON 404", async () => {
    const response = await shop.app.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: "No such API route: GET /api/no-such-thing" });
  });

  it("answers a 2 MB body with 413 and keeps serving", async () => {
    const big = JSON.stringify({ description: "x".repeat(2 * 1024 * 1024) });
    const response = await shop.app.request("/api/products", { method: "POST", body: big, headers: { "content-type": "application/json" } });
    expect(response.status).toBe(413);
    expect((await json(response)).error).toMatch(/too large/);
    expect((await shop.app.request("/api/health")).status).toBe(200);
  });

  it("refuses JSON nested absurdly deep", async () => {
    const deep = "[".repeat(5000) + "]".repeat(5000);
    const response = await shop.app.request("/api/products", { method: "POST", body: deep, headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
  });

  it("sends security headers and no caching of API answers by default", async () => {
    const response = await shop.app.request("/api/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/health", () => {
  it("reports the database online", async () => {
    const response = await shop.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, status: "ok", database: "online" });
  });
});

describe("caching the shoppers' catalogue", () => {
  it("sends an ETag and public Cache-Control, and answers 304 to a matching If-None-Match", async () => {
    const first = await shop.app.request("/api/products");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    const again = await shop.app.request("/api/products", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const product = await shop.app.request(`/api/products/${silk.id}`);
    const revalidated = await shop.app.request(`/api/products/${silk.id}`, { headers: { "if-none-match": product.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
  });

  it("never caches an unknown product's 404", async () => {
    const missing = await shop.app.request("/api/products/00000000000000000000abcd");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(missing.headers.get("etag")).toBeNull();
  });
});

describe("an admin's change to the catalogue", () => {
  it("reaches shoppers at once, not after the cache expires", async () => {
    const { signIn, authHeader } = await import("../support/auth.js");
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    // The server checks a product's subcategory exists whenever it is saved.
    await shop.repos.subcategories.create({ name: "Saree", category: "clothing", description: "", sortOrder: 2, isActive: true });
    const before = await json<{ data: Product }>(await shop.app.request(`/api/products/${silk.id}`));
    expect(before.data.price).toBe(12999);
    const changed = await shop.app.request(`/api/products/${silk.id}`, {
      method: "PUT",
      headers: { ...authHeader(admin.token), "content-type": "application/json" },
      body: JSON.stringify({ price: 11999, originalPrice: 14999 }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const after = await json<{ data: Product }>(await shop.app.request(`/api/products/${silk.id}`));
    expect(after.data.price).toBe(11999);
  });
});
