// A script hammering sign-ups, reset requests, discount codes and checkouts from one address is
// stopped with 429 and Retry-After, in the shop's error shape; other addresses carry on (issue 23).
import { beforeAll, describe, expect, it } from "vitest";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";
import { authHeader, signIn, TEST_PASSWORD } from "../support/auth.js";
import { testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;

beforeAll(async () => {
  shop = await testApp();
});

const from = (source: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  shop.app.request(path, { method: "POST", headers: { "content-type": "application/json", [VIEWER_ADDRESS_HEADER]: source, ...headers }, body: JSON.stringify(body) });

/** Sends `count` requests one after another and returns their statuses. */
async function statuses(count: number, send: (i: number) => Response | Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await send(i)).status);
  return seen;
}

async function expectThrottled(response: Response, text: RegExp) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  const body = (await response.json()) as { success: boolean; error: string };
  expect(body.success).toBe(false);
  expect(body.error).toMatch(text);
}

describe("per-source limits", () => {
  it("registration: 10 accounts an hour from one address", async () => {
    const seen = await statuses(10, (i) => from("203.0.113.10", "/api/auth/register", { name: `Bot ${i}`, email: `bot-${i}@example.in`, password: TEST_PASSWORD }));
    expect(seen).toEqual(Array(10).fill(202));
    await expectThrottled(await from("203.0.113.10", "/api/auth/register", { name: "Bot 11", email: "bot-11@example.in", password: TEST_PASSWORD }), /^Too many new accounts from your network\. Please try again in 60 minutes\.$/);
    expect(await shop.repos.users.getByEmail("bot-11@example.in")).toBeUndefined();
    expect((await from("203.0.113.11", "/api/auth/register", { name: "Real Shopper", email: "real@example.in", password: TEST_PASSWORD })).status).toBe(202);
  });

  it("reset requests: 5 in 15 minutes from one address", async () => {
    const seen = await statuses(5, (i) => from("203.0.113.20", "/api/auth/forgot-password", { email: `someone-${i}@example.in` }));
    expect(seen).toEqual(Array(5).fill(200));
    await expectThrottled(await from("203.0.113.20", "/api/auth/forgot-password", { email: "someone-6@example.in" }), /^Too many reset requests/);
  });

  it("discount codes: 30 tries in 15 minutes, so codes cannot be guessed by the thousand", async () => {
    const body = (i: number) => ({ code: `GUESS${i}`, items: [{ product: "0".repeat(24), size: "M", quantity: 1 }] });
    const seen = await statuses(30, (i) => from("203.0.113.30", "/api/discounts/check", body(i)));
    expect(seen.every((status) => status !== 429)).toBe(true);
    await expectThrottled(await from("203.0.113.30", "/api/discounts/check", body(31)), /^Too many discount codes tried/);
  });

  it("checkouts: 60 started in 15 minutes from one address", async () => {
    const shopper = await signIn(shop.app, shop.repos);
    const body = { items: [{ product: "0".repeat(24), size: "M", quantity: 1 }], shippingAddress: { name: "Asha Rao", email: "asha@example.in", phone: "9876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" }, source: "cart" };
    const seen = await statuses(60, () => from("203.0.113.40", "/api/payments/create-order", body, authHeader(shopper.token)));
    expect(seen.every((status) => status !== 429)).toBe(true);
    await expectThrottled(await from("203.0.113.40", "/api/payments/create-order", body, authHeader(shopper.token)), /^Too many checkouts started/);
  });
});
