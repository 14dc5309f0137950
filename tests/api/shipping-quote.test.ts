// What a shopper is told before paying: the shipping charge by weight and zone, and the delivery
// dates from the courier's serviceability (cached per PIN) plus the shop's processing days; and
// the owner's settings behind them (issue 24, "Charges and delivery dates").
import { beforeAll, describe, expect, it } from "vitest";
import type { Courier } from "../../functions/shipping/courier/courier.js";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";
import { authHeader, signIn } from "../support/auth.js";
import { sampleProduct } from "../support/sample-product.js";
import { testApp } from "../support/test-app.js";
import { testCourier } from "../support/test-courier.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let adminToken: string;
let shopperToken: string;
// Thursday 26 November 2026, 10:00 in India.
let clock = new Date("2026-11-26T04:30:00Z");
/** Serviceability questions that reached the courier, by delivery PIN. */
const asked: string[] = [];

beforeAll(async () => {
  const courier = await testCourier();
  const counting: Courier = {
    ...courier,
    name: courier.name,
    serviceability: (query) => {
      asked.push(query.deliveryPincode);
      return courier.serviceability(query);
    },
  };
  shop = await testApp({ shipping: "charged", courier: counting, now: () => clock });
  adminToken = (await signIn(shop.app, shop.repos, { role: "admin" })).token;
  shopperToken = (await signIn(shop.app, shop.repos)).token;
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  shop.app.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const put = (path: string, body: unknown, token = adminToken) =>
  shop.app.request(path, { method: "PUT", headers: { "content-type": "application/json", ...authHeader(token) }, body: JSON.stringify(body) });

interface Quote {
  serviceable: boolean;
  pincode: string;
  shippingPrice?: number;
  deliveryBy?: { from: string; to: string };
  reason?: string;
}

async function quote(pincode: unknown, items: unknown[]): Promise<{ status: number; body: { success: boolean; data: Quote; error?: string } }> {
  const response = await post("/api/shipping/quote", { pincode, items });
  return { status: response.status, body: (await response.json()) as { success: boolean; data: Quote; error?: string } };
}

interface SettingsAnswer {
  version: number;
  shipping: { pickupPincode: string; rates: Record<string, { firstSlab: number; extraSlab: number }>; freeShippingThreshold: number | null; processingDays: number };
}

async function settings(): Promise<SettingsAnswer> {
  const response = await shop.app.request("/api/settings", { headers: authHeader(adminToken) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: SettingsAnswer }).data;
}

describe("the owner's shipping settings", () => {
  it("start at the defaults (Jaipur pickup, rates in rupees), and only an admin reads or saves them", async () => {
    const first = await settings();
    expect(first.version).toBe(0);
    expect(first.shipping).toMatchObject({ pickupPincode: "302003", freeShippingThreshold: null, processingDays: 2 });
    expect(first.shipping.rates.restOfIndia).toEqual({ firstSlab: 75, extraSlab: 60 });
    expect((await shop.app.request("/api/settings", { headers: authHeader(shopperToken) })).status).toBe(403);
    expect((await shop.app.request("/api/settings")).status).toBe(401);
    expect((await put("/api/settings", { version: 0, shipping: first.shipping }, shopperToken)).status).toBe(403);
  });

  it("refuses a bad value with 400 naming the field, and a save over a newer version with 409", async () => {
    const current = await settings();
    const bad = async (shipping: unknown) => {
      const response = await put("/api/settings", { version: current.version, shipping });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: string }).error;
    };
    expect(await bad({ ...current.shipping, pickupPincode: "30200" })).toBe("shipping.pickupPincode must be a 6-digit PIN code");
    expect(await bad({ ...current.shipping, rates: { ...current.shipping.rates, special: { firstSlab: -1, extraSlab: 90 } } })).toBe("shipping.rates.special.firstSlab cannot be negative");
    expect(await bad({ ...current.shipping, rates: { ...current.shipping.rates, withinCity: { firstSlab: 40.005, extraSlab: 30 } } })).toBe("shipping.rates.withinCity.firstSlab has at most 2 decimals");
    expect(await bad({ ...current.shipping, processingDays: 1.5 })).toBe("shipping.processingDays must be a whole number");
    expect(await bad({ ...current.shipping, courier: "cheap" })).toBe("Unknown field: courier");

    const saved = await put("/api/settings", { version: current.version, shipping: { ...current.shipping, processingDays: 3 } });
    expect(saved.status).toBe(200);
    const stale = await put("/api/settings", { version: current.version, shipping: { ...current.shipping, processingDays: 5 } });
    expect(stale.status).toBe(409);
    const now = await settings();
    expect(now.version).toBe(current.version + 1);
    expect(now.shipping.processingDays).toBe(3);
    // Back to two days for the quotes below.
    expect((await put("/api/settings", { version: now.version, shipping: { ...now.shipping, processingDays: 2 } })).status).toBe(200);
  });

  it("keeps rupees as paise in the table", async () => {
    const current = await settings();
    const rates = { ...current.shipping.rates, special: { firstSlab: 110.5, extraSlab: 90.25 } };
    expect((await put("/api/settings", { version: current.version, shipping: { ...current.shipping, rates } })).status).toBe(200);
    const stored = await shop.repos.settings.get();
    expect((stored!.sections.shipping as { rates: Record<string, unknown> }).rates.special).toEqual({ firstSlabPaise: 11_050, extraSlabPaise: 9_025 });
    expect((await settings()).shipping.rates.special).toEqual({ firstSlab: 110.5, extraSlab: 90.25 });
  });
});

describe("POST /api/shipping/quote", () => {
  it("charges two sarees (800 g each, four slabs) from Jaipur to Bengaluru ₹75 + 3 × ₹60, delivered Wed 2 to Fri 4 Dec", async () => {
    const saree = await shop.repos.products.create(sampleProduct({ name: "Kota Doria Saree", subcategory: "Saree", price: 2499 }));
    const { status, body } = await quote("560001", [{ product: saree.id, size: "M", quantity: 2 }]);
    expect(status).toBe(200);
    // Two working days to dispatch (Fri 27, Sat 28 Nov), then the emulator's 3 to 5 days to
    // Bengaluru as working days (the courier does not deliver on Sunday 29).
    expect(body.data).toEqual({ serviceable: true, pincode: "560001", shippingPrice: 255, deliveryBy: { dispatchBy: "2026-11-28", from: "2026-12-02", to: "2026-12-04" } });
  });

  it("uses a product's own weight over its subcategory's, and the zone from the pickup PIN", async () => {
    const heavy = await shop.repos.products.create(sampleProduct({ name: "Bridal Lehenga", subcategory: "Dress", shippingWeightGrams: 2600 }));
    // Jaipur to Jaipur is within city: ₹40 + 5 × ₹30 for six slabs.
    expect((await quote("302017", [{ product: heavy.id, quantity: 1 }])).body.data.shippingPrice).toBe(190);
  });

  it("tells a shopper her PIN is not served: 999999", async () => {
    const dress = await shop.repos.products.create(sampleProduct());
    const { status, body } = await quote("999999", [{ product: dress.id, size: "S", quantity: 1 }]);
    expect(status).toBe(200);
    expect(body.data).toEqual({ serviceable: false, pincode: "999999", reason: "We don't deliver to 999999 yet." });
  });

  it("asks the courier once per PIN while its answer lasts, and again after a day", async () => {
    const dress = await shop.repos.products.create(sampleProduct());
    const line = [{ product: dress.id, size: "S", quantity: 1 }];
    const before = asked.filter((pin) => pin === "600001").length;
    for (let i = 0; i < 3; i++) expect((await quote("600001", line)).body.data.serviceable).toBe(true);
    expect(asked.filter((pin) => pin === "600001").length - before).toBe(1);
    // A PIN not served is remembered too (asked once, by the test above).
    await quote("999999", line);
    await quote("999999", line);
    expect(asked.filter((pin) => pin === "999999")).toHaveLength(1);

    clock = new Date(clock.getTime() + 25 * 3600 * 1000);
    await quote("600001", line);
    expect(asked.filter((pin) => pin === "600001").length - before).toBe(2);
    clock = new Date("2026-11-26T04:30:00Z");
  });

  it("ships free at the owner's threshold, on the pieces' value", async () => {
    const current = await settings();
    expect((await put("/api/settings", { version: current.version, shipping: { ...current.shipping, freeShippingThreshold: 2998 } })).status).toBe(200);
    const dress = await shop.repos.products.create(sampleProduct({ price: 1499 }));
    expect((await quote("560001", [{ product: dress.id, size: "M", quantity: 1 }])).body.data.shippingPrice).toBe(75);
    expect((await quote("560001", [{ product: dress.id, size: "M", quantity: 2 }])).body.data.shippingPrice).toBe(0);
    const after = await settings();
    expect((await put("/api/settings", { version: after.version, shipping: { ...after.shipping, freeShippingThreshold: null } })).status).toBe(200);
  });

  it("refuses a PIN that is not 6 digits with 400 naming it, never a 500", async () => {
    const dress = await shop.repos.products.create(sampleProduct());
    const line = [{ product: dress.id, size: "M", quantity: 1 }];
    for (const pincode of ["56001", "5600011", "056001", "abcdef", "", 560001]) {
      const { status, body } = await quote(pincode, line);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.error).toMatch(/pincode|Pincode/);
    }
    expect((await quote("560001", [])).status).toBe(400);
  });

  it("stops a script walking PINs from one address with 429, other addresses carry on", async () => {
    const dress = await shop.repos.products.create(sampleProduct());
    const from = (source: string, pincode: string) =>
      post("/api/shipping/quote", { pincode, items: [{ product: dress.id, quantity: 1 }] }, { [VIEWER_ADDRESS_HEADER]: source });
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await from("203.0.113.77", String(110001 + (i % 5)))).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await from("203.0.113.78", "110001")).status).toBe(200);
  }, 60_000);
});

describe("a courier that cannot be reached", () => {
  it("answers 503 with words a shopper can act on, never a 500, and caches nothing", async () => {
    const courier = await testCourier();
    const down: Courier = { ...courier, name: courier.name, serviceability: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:9")) };
    const shopDown = await testApp({ shipping: "charged", courier: down });
    const dress = await shopDown.repos.products.create(sampleProduct());
    const response = await shopDown.app.request("/api/shipping/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pincode: "560001", items: [{ product: dress.id, quantity: 1 }] }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: false, error: "We couldn't check delivery to your PIN code just now. Please try again in a moment." });
    expect(await shopDown.repos.serviceability.get("302003", "560001")).toBeUndefined();
  });
});
