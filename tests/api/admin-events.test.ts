import { beforeAll, describe, expect, it } from "vitest";
import type { ShopEvent } from "../../shared/schemas/shop-event.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { localMailbox, type Mailbox } from "../support/mailbox.js";
import { signupToken } from "../support/signup.js";
import { json, testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
type Feed = { success: boolean; data: ShopEvent[]; cursor: string };

let shop: Shop;
let admin: SignedIn;
let mailbox: Mailbox;
let now = new Date("2026-04-01T08:00:00.000Z");
const tick = (ms = 1000) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  shop = await testApp({ now: () => now });
  admin = await signIn(shop.app, shop.repos, { role: "admin", name: "Meera" });
  mailbox = await localMailbox();
});

async function feed(query = ""): Promise<Feed> {
  const response = await shop.app.request(`/api/admin/events${query}`, { headers: authHeader(admin.token) });
  expect(response.status).toBe(200);
  return json<Feed>(response);
}

/** Signed up as a shopper does: the form, then the e-mail's link (issue 41), which makes the account. */
async function register(name: string, email: string): Promise<Response> {
  const post = (path: string, body: unknown) => shop.app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await post("/api/auth/register", { name, email, password: "Kurta-Lantern-Ledger-25" });
  return post("/api/auth/finish-signup", { token: await signupToken(shop, mailbox, email) });
}

const login = (email: string) =>
  shop.app.request("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Kurta-Lantern-Ledger-25" }),
  });

describe("GET /api/admin/events", () => {
  it("starts from now without a cursor, then returns new events oldest first with the next cursor", async () => {
    tick();
    const start = await feed();
    expect(start).toEqual({ success: true, data: [], cursor: expect.any(String) });

    tick();
    expect((await register("Asha Rao", "asha@example.in")).status).toBe(201);
    tick();
    expect((await login("asha@example.in")).status).toBe(200);
    tick();
    expect((await register("Kavya Menon", "kavya@example.in")).status).toBe(201);

    const next = await feed(`?after=${encodeURIComponent(start.cursor)}`);
    expect(next.data.map((e) => [e.type, e.text])).toEqual([
      ["user.registered", "Asha Rao registered"],
      ["user.logged_in", "Asha Rao logged in"],
      ["user.registered", "Kavya Menon registered"],
    ]);
    expect(next.data[0]!.refs.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(next.data[0]!.at).toBe(new Date(now.getTime() - 2000).toISOString());

    // Asking again with the new cursor gives nothing twice.
    const after = await feed(`?after=${encodeURIComponent(next.cursor)}`);
    expect(after.data).toEqual([]);
    expect(after.cursor).toBe(next.cursor);
    tick();
    await login("kavya@example.in");
    expect((await feed(`?after=${encodeURIComponent(next.cursor)}`)).data.map((e) => e.text)).toEqual(["Kavya Menon logged in"]);
  });

  it("pages a burst of events with limit, oldest first", async () => {
    tick();
    const start = await feed();
    for (let i = 0; i < 5; i++) {
      tick();
      await register(`Burst ${i}`, `burst${i}@example.in`);
    }
    const first = await feed(`?after=${encodeURIComponent(start.cursor)}&limit=3`);
    expect(first.data.map((e) => e.text)).toEqual(["Burst 0 registered", "Burst 1 registered", "Burst 2 registered"]);
    const second = await feed(`?after=${encodeURIComponent(first.cursor)}&limit=3`);
    expect(second.data.map((e) => e.text)).toEqual(["Burst 3 registered", "Burst 4 registered"]);
  });

  it("drops events older than their few days of life", async () => {
    tick();
    const start = await feed();
    tick();
    await register("Old News", "old@example.in");
    now = new Date(now.getTime() + 4 * 24 * 3600 * 1000);
    // The admin's token is 4 days old: still valid.
    expect((await feed(`?after=${encodeURIComponent(start.cursor)}`)).data).toEqual([]);
  });

  it.each([
    ["?after=yesterday", "after is not a valid events cursor; ask again without it"],
    ["?after=2026-04-01T08:00:00.000Z%23zz", "after is not a valid events cursor; ask again without it"],
    ["?limit=0", "limit must be at least 1"],
    ["?limit=500", "limit must be at most 100"],
    ["?since=2026-01-01", "Unknown field: since"],
  ])("refuses %s with 400", async (query, error) => {
    const response = await shop.app.request(`/api/admin/events${query}`, { headers: authHeader(admin.token) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
  });

  it("is for admins only", async () => {
    const shopper = await signIn(shop.app, shop.repos);
    expect((await shop.app.request("/api/admin/events", { headers: authHeader(shopper.token) })).status).toBe(403);
    expect((await shop.app.request("/api/admin/events")).status).toBe(401);
  });
});
