import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../functions/auth/password.js";
import type { User } from "../../shared/schemas/user.js";
import { authHeader, signIn, uniqueEmail } from "../support/auth.js";
import { json, testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
// A clock the tests move, for the throttling window.
let now = new Date("2026-03-02T10:00:00.000Z");

beforeAll(async () => {
  shop = await testApp({ now: () => now });
});

const post = (path: string, body: unknown) =>
  shop.app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function account(role: "user" | "admin", options: { name?: string; password?: string; isActive?: boolean } = {}) {
  const email = uniqueEmail(role);
  const record = await shop.repos.users.create({
    name: options.name ?? "Asha Rao",
    email,
    passwordHash: await hashPassword(options.password ?? "Kurta-Lantern-Ledger-25"),
    role,
  });
  if (options.isActive === false) await shop.repos.users.update(record.id, { isActive: false });
  return { id: record.id, email, password: options.password ?? "Kurta-Lantern-Ledger-25" };
}

describe("POST /api/auth/login", () => {
  it("answers { success, token, user } and records lastLogin", async () => {
    const asha = await account("user", { name: "Asha Rao" });
    const response = await post("/api/auth/login", { email: `  ${asha.email.toUpperCase()} `, password: asha.password });
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; token: string; user: User }>(response);
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({ id: asha.id, email: asha.email, name: "Asha Rao", role: "user", lastLogin: now.toISOString() });
    expect(Object.keys(body.user)).not.toContain("passwordHash");
    expect((await shop.repos.users.get(asha.id))!.lastLogin).toBe(now.toISOString());

    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: asha.id, role: "user", iss: "rangrez-shop", aud: "rangrez-shop-api" });
    expect(claims.exp! - claims.iat!).toBe(30 * 24 * 3600);
    const me = await shop.app.request("/api/auth/me", { headers: authHeader(body.token) });
    expect(me.status).toBe(200);
    expect((await json<{ data: User }>(me)).data.id).toBe(asha.id);
  });

  it("gives one text for a wrong password and an unknown e-mail", async () => {
    const asha = await account("user");
    const wrongPassword = await post("/api/auth/login", { email: asha.email, password: "not-her-password" });
    const unknownEmail = await post("/api/auth/login", { email: uniqueEmail("nobody"), password: asha.password });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, error: "Invalid email or password." });
    }
  });

  it.each<[string, unknown, string]>([
    ["no fields", {}, "Email and password are required."],
    ["no password", { email: "asha@example.in" }, "Email and password are required."],
    ["a blank email", { email: "  ", password: "secret1" }, "Email and password are required."],
    ["an empty password", { email: "asha@example.in", password: "" }, "Email and password are required."],
    ["a query-operator object", { email: "asha@example.in", password: { $gt: "" } }, "Email and password must be text."],
    ["an extra field", { email: "asha@example.in", password: "secret1", role: "admin" }, "Unknown field: role"],
    ["a string body", "asha@example.in", "Send the details as a JSON object."],
  ])("refuses %s with 400", async (_case, body, error) => {
    const response = await post("/api/auth/login", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
  });

  it("refuses a deactivated account even with the right password", async () => {
    const gone = await account("user", { isActive: false });
    const response = await post("/api/auth/login", { email: gone.email, password: gone.password });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: "This account has been deactivated. Please contact the shop's support." });
    // Only the right password learns that: a wrong one gets the usual answer.
    const wrong = await post("/api/auth/login", { email: gone.email, password: "wrong-password" });
    expect(wrong.status).toBe(401);
  });

  it("logs an admin in too (the shopper endpoint does not refuse admins)", async () => {
    const meera = await account("admin", { name: "Meera" });
    const response = await post("/api/auth/login", { email: meera.email, password: meera.password });
    expect(response.status).toBe(200);
    expect((await json<{ user: User }>(response)).user.role).toBe("admin");
  });

  it("writes a readable login event", async () => {
    const cursor = `${new Date(now.getTime() - 1).toISOString()}#`;
    const farida = await account("user", { name: "Farida Khan" });
    await post("/api/auth/login", { email: farida.email, password: farida.password });
    const { events } = await shop.repos.events.after(cursor, 100);
    expect(events).toContainEqual(expect.objectContaining({ type: "user.logged_in", text: "Farida Khan logged in", refs: { userId: farida.id } }));
  });
});

describe("POST /api/auth/admin-login", () => {
  it("answers an admin with { success, token, user }", async () => {
    const meera = await account("admin", { name: "Meera" });
    const response = await post("/api/auth/admin-login", { email: meera.email, password: meera.password });
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; token: string; user: User }>(response);
    expect(body.success).toBe(true);
    expect(body.user.role).toBe("admin");
    expect(decodeJwt(body.token).role).toBe("admin");
  });

  it("refuses a shopper with the spec's text, and gives no token", async () => {
    const asha = await account("user");
    const response = await post("/api/auth/admin-login", { email: asha.email, password: asha.password });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: "Access denied. Admin privileges required." });
    expect((await shop.repos.users.get(asha.id))!.lastLogin).toBeUndefined();
  });

  it("answers a wrong password with the same 401 as the shopper login", async () => {
    const meera = await account("admin");
    const response = await post("/api/auth/admin-login", { email: meera.email, password: "guess-123" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: "Invalid email or password." });
  });

  it("validates like the shopper login", async () => {
    const response = await post("/api/auth/admin-login", { email: "meera@example.in" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "Email and password are required." });
  });
});

describe("throttling failed logins", () => {
  it("locks an e-mail out after 5 failures in 15 minutes, says when to retry, and lets it in after", async () => {
    const asha = await account("user");
    for (let i = 0; i < 5; i++) {
      now = new Date(now.getTime() + 60_000);
      expect((await post("/api/auth/login", { email: asha.email, password: `wrong-${i}` })).status).toBe(401);
    }
    // The window opened at the first failure, 4 minutes ago: 11 minutes remain.
    const locked = await post("/api/auth/login", { email: asha.email, password: asha.password });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe(String(11 * 60));
    expect(await locked.json()).toEqual({ success: false, error: "Too many failed login attempts for this email. Please try again in 11 minutes." });
    // The admin endpoint shares the lock, and the right password does not lift it.
    expect((await post("/api/auth/admin-login", { email: asha.email, password: asha.password })).status).toBe(429);

    now = new Date(now.getTime() + 10 * 60_000 + 30_000);
    const almost = await post("/api/auth/login", { email: asha.email, password: asha.password });
    expect(almost.status).toBe(429);
    expect(almost.headers.get("retry-after")).toBe("30");
    expect((await json(almost)).error).toBe("Too many failed login attempts for this email. Please try again in 1 minute.");

    now = new Date(now.getTime() + 30_000);
    expect((await post("/api/auth/login", { email: asha.email, password: asha.password })).status).toBe(200);
  });

  it("throttles unknown e-mails too, so accounts cannot be probed at speed", async () => {
    const email = uniqueEmail("probe");
    for (let i = 0; i < 5; i++) expect((await post("/api/auth/login", { email, password: `guess-${i}` })).status).toBe(401);
    expect((await post("/api/auth/login", { email, password: "guess-5" })).status).toBe(429);
  });

  it("keeps one lock per e-mail, whatever its case", async () => {
    const asha = await account("user");
    const other = await account("user");
    for (let i = 0; i < 5; i++) await post("/api/auth/login", { email: i % 2 ? asha.email.toUpperCase() : asha.email, password: "nope-nope" });
    expect((await post("/api/auth/login", { email: asha.email, password: asha.password })).status).toBe(429);
    expect((await post("/api/auth/login", { email: other.email, password: other.password })).status).toBe(200);
  });

  it("clears the count on success, so earlier failures do not add up", async () => {
    const asha = await account("user");
    for (let i = 0; i < 4; i++) await post("/api/auth/login", { email: asha.email, password: "nope-nope" });
    expect((await post("/api/auth/login", { email: asha.email, password: asha.password })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await post("/api/auth/login", { email: asha.email, password: "nope-nope" })).status).toBe(401);
    expect((await post("/api/auth/login", { email: asha.email, password: asha.password })).status).toBe(200);
  });
});

describe("the shared test helper", () => {
  it("signs in a shopper and an admin with working tokens", async () => {
    const shopper = await signIn(shop.app, shop.repos);
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    expect(shopper.user.role).toBe("user");
    expect(admin.user.role).toBe("admin");
    expect((await shop.app.request("/api/auth/users", { headers: authHeader(admin.token) })).status).toBe(200);
    expect((await shop.app.request("/api/auth/users", { headers: authHeader(shopper.token) })).status).toBe(403);
  });
});
