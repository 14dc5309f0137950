// The attack: texts that break what they reach (an e-mail header, a PDF, a CSV row, a page) or hide
// what they say. Control characters, direction overrides and lone surrogates are refused in every
// body with 400 naming the field; line breaks in fields of one line too. Nothing is stored (issue 23).
import { beforeAll, describe, expect, it } from "vitest";
import { readCounters } from "../../functions/data/counters.js";
import { authHeader, signIn, TEST_PASSWORD, type SignedIn } from "../support/auth.js";
import { sampleProduct } from "../support/sample-product.js";
import { testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let shopper: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  shop = await testApp();
  shopper = await signIn(shop.app, shop.repos, { name: "Asha Rao" });
  admin = await signIn(shop.app, shop.repos, { role: "admin" });
  // The subcategory sample products name, so a product's save is a sound one.
  await shop.repos.subcategories.create({ name: "Dress", category: "clothing", description: "Dresses", sortOrder: 1, isActive: true });
});

/** Sends JSON written by hand, so it can hold escapes JSON.stringify would never write (a lone surrogate). */
const send = (method: string, path: string, json: string, token?: string) =>
  shop.app.request(path, { method, headers: { "content-type": "application/json", ...(token ? authHeader(token) : {}) }, body: json });

const ADDRESS = { name: "Asha Rao", email: "asha@example.in", phone: "9876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" };

describe("texts that break what they reach", () => {
  it.each<[string, string, string, string]>([
    ["a bidi override in a new account's name", "/api/auth/register", JSON.stringify({ name: "Asha \u202eevil", email: "bidi@example.in", password: TEST_PASSWORD }), "Name must not contain hidden text-direction marks"],
    ["a NUL in a new account's name", "/api/auth/register", JSON.stringify({ name: "Asha\u0000", email: "nul@example.in", password: TEST_PASSWORD }), "Name must not contain control characters"],
    ["a lone surrogate in a new account's name", "/api/auth/register", `{"name":"Asha \\ud800","email":"surrogate@example.in","password":"${TEST_PASSWORD}"}`, "Name contains a broken character"],
    ["a BEL in the e-mail", "/api/auth/forgot-password", JSON.stringify({ email: "asha\u0007@example.in" }), "Email must not contain control characters"],
  ])("refuses %s", async (_case, path, json, error) => {
    const before = await readCounters(shop.repos.db);
    const response = await send("POST", path, json);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
    expect((await readCounters(shop.repos.db)).users).toBe(before.users);
  });

  it("refuses a line break in a shipping name (an e-mail header injection) and a NUL in the address", async () => {
    const product = await shop.repos.products.create(sampleProduct({ name: "Leheriya Saree", sizes: ["M"], stock: 3 }));
    for (const [shippingAddress, error] of [
      [{ ...ADDRESS, name: "Asha\r\nBcc: everyone@example.in" }, "Name must be on one line"],
      [{ ...ADDRESS, address: "12 MG Road\u0000" }, "shippingAddress.address must not contain control characters"],
      [{ ...ADDRESS, city: "Pune\u2066" }, "shippingAddress.city must not contain hidden text-direction marks"],
    ] as const) {
      const body = JSON.stringify({ items: [{ product: product.id, size: "M", quantity: 1 }], shippingAddress, source: "cart" });
      const response = await send("POST", "/api/payments/create-order", body, shopper.token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error });
    }
    expect((await shop.repos.products.get(product.id))!.stock).toBe(3);
  });

  it("refuses them in a profile, a product and an order note, and keeps the old values", async () => {
    const profile = await send("PUT", "/api/auth/update-profile", `{"address":{"street":"Flat 4 \\udc00"}}`, shopper.token);
    expect(profile.status).toBe(400);
    expect(await profile.json()).toEqual({ success: false, error: "address.street contains a broken character" });
    const product = await shop.repos.products.create(sampleProduct({ name: "Ajrakh Dress" }));
    const edit = await send("PUT", `/api/products/${product.id}`, JSON.stringify({ name: "Ajrakh \u202eDress" }), admin.token);
    expect(edit.status).toBe(400);
    expect((await shop.repos.products.get(product.id))!.name).toBe("Ajrakh Dress");
  });

  it("still takes line breaks where a text has several lines, and Indian scripts and emoji anywhere", async () => {
    const response = await send("PUT", "/api/auth/update-profile", JSON.stringify({ name: "आशा राव 🌸", address: { street: "Flat 4B, लक्ष्मी निवास" } }), shopper.token);
    expect(response.status, await response.clone().text()).toBe(200);
    const product = await shop.repos.products.create(sampleProduct({ name: "Kantha Dupatta" }));
    const edit = await send("PUT", `/api/products/${product.id}`, JSON.stringify({ description: "Hand-stitched kantha.\nDry clean only.\tNo bleach." }), admin.token);
    expect(edit.status, await edit.clone().text()).toBe(200);
  });
});
