import { SignJWT, decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { authHeader, signIn } from "../support/auth.js";
import { testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let now = new Date("2026-05-10T09:00:00.000Z");

const SESSION_EXPIRED = { success: false, error: "Your session has expired or is not valid. Please log in again." };
const PLEASE_LOG_IN = { success: false, error: "Please log in to continue." };

beforeAll(async () => {
  shop = await testApp({ now: () => now });
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A token signed with the shop's own secret but with claims or algorithm of the test's choosing. */
async function craft(claims: { sub: string; role: string }, options: { issuer?: string; audience?: string; alg?: string; secret?: string; expiresInSeconds?: number } = {}) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: options.alg ?? "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(options.issuer ?? "rangrez-shop")
    .setAudience(options.audience ?? "rangrez-shop-api")
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.expiresInSeconds ?? 3600))
    .sign(new TextEncoder().encode(options.secret ?? shop.config.jwtSecret));
}

const get = (path: string, headers: Record<string, string> = {}) => shop.app.request(path, { headers });

describe("tokens the API refuses", () => {
  it("accepts the shop's own token (the control case)", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    expect((await get("/api/auth/users", authHeader(admin.token))).status).toBe(200);
    expect((await get("/api/auth/users", authHeader(await craft({ sub: admin.user.id, role: "admin" })))).status).toBe(200);
  });

  it("refuses a request with no token, or not a bearer token, with 401", async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: "" }, { authorization: "Bearer" }, { authorization: "Basic YWRtaW46YWRtaW4=" }, { authorization: "bearer abc.def.ghi" }, { authorization: "Bearer <script>alert(1)</script>" }];
    for (const headers of attempts) {
      const response = await get("/api/auth/me", headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(PLEASE_LOG_IN);
    }
  });

  it("refuses a forged signature: claims rewritten to admin, or signed with another key", async () => {
    const shopper = await signIn(shop.app, shop.repos);
    const [header, , signature] = shopper.token.split(".");
    const promoted = `${header}.${base64url({ ...decodeJwt(shopper.token), role: "admin" })}.${signature}`;
    const otherKey = await craft({ sub: shopper.user.id, role: "admin" }, { secret: "another-secret-that-is-long-enough-0123456789" });
    for (const token of [promoted, otherKey, `${shopper.token.slice(0, -4)}AAAA`]) {
      const response = await get("/api/auth/users", authHeader(token));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(SESSION_EXPIRED);
    }
  });

  it("refuses alg: none", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const claims = decodeJwt(admin.token);
    for (const token of [
      `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`,
      `${base64url({ alg: "none" })}.${base64url(claims)}.${admin.token.split(".")[2]}`,
      `${base64url({ alg: "NONE", typ: "JWT" })}.${base64url(claims)}.`,
    ]) {
      const response = await get("/api/auth/users", authHeader(token));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(SESSION_EXPIRED);
    }
  });

  it("refuses another HMAC algorithm, even with the right key", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const response = await get("/api/auth/users", authHeader(await craft({ sub: admin.user.id, role: "admin" }, { alg: "HS512" })));
    expect(response.status).toBe(401);
  });

  it("refuses a wrong issuer or audience", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    for (const token of [
      await craft({ sub: admin.user.id, role: "admin" }, { issuer: "someone-else" }),
      await craft({ sub: admin.user.id, role: "admin" }, { audience: "another-api" }),
    ]) {
      const response = await get("/api/auth/users", authHeader(token));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(SESSION_EXPIRED);
    }
  });

  it("honours a token for 7 days and refuses it after", async () => {
    const shopper = await signIn(shop.app, shop.repos);
    const issuedAt = now;
    try {
      now = new Date(issuedAt.getTime() + 7 * 24 * 3600 * 1000 - 60_000);
      expect((await get("/api/auth/me", authHeader(shopper.token))).status).toBe(200);
      now = new Date(issuedAt.getTime() + 7 * 24 * 3600 * 1000 + 1000);
      const response = await get("/api/auth/me", authHeader(shopper.token));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(SESSION_EXPIRED);
    } finally {
      now = issuedAt;
    }
  });

  it("refuses the token of a deleted user", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const shopper = await signIn(shop.app, shop.repos);
    await shop.app.request(`/api/auth/users/${shopper.user.id}`, { method: "DELETE", headers: authHeader(admin.token) });
    const response = await get("/api/auth/me", authHeader(shopper.token));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(SESSION_EXPIRED);
  });

  it("refuses the token of a deactivated user at once, and lets them back when reactivated", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const shopper = await signIn(shop.app, shop.repos);
    const toggle = (isActive: boolean) =>
      shop.app.request(`/api/auth/users/${shopper.user.id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", ...authHeader(admin.token) },
        body: JSON.stringify({ isActive }),
      });
    expect((await toggle(false)).status).toBe(200);
    expect((await get("/api/auth/me", authHeader(shopper.token))).status).toBe(401);
    const profile = await shop.app.request("/api/auth/update-profile", {
      method: "PUT",
      headers: { "content-type": "application/json", ...authHeader(shopper.token) },
      body: JSON.stringify({ name: "Still here?" }),
    });
    expect(profile.status).toBe(401);
    expect((await toggle(true)).status).toBe(200);
    expect((await get("/api/auth/me", authHeader(shopper.token))).status).toBe(200);
  });

  it("takes admin routes away from a demoted admin even though their token still says admin", async () => {
    const boss = await signIn(shop.app, shop.repos, { role: "admin" });
    const demoted = await signIn(shop.app, shop.repos, { role: "admin" });
    expect((await get("/api/admin/stats", authHeader(demoted.token))).status).toBe(200);
    const change = await shop.app.request(`/api/auth/users/${demoted.user.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...authHeader(boss.token) },
      body: JSON.stringify({ role: "user" }),
    });
    expect(change.status).toBe(200);
    expect(decodeJwt(demoted.token).role).toBe("admin");
    for (const path of ["/api/admin/stats", "/api/auth/users", "/api/admin/events"]) {
      const response = await get(path, authHeader(demoted.token));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, error: "Access denied. Admin privileges required." });
    }
    // As a shopper they still reach their own things.
    expect((await get("/api/auth/me", authHeader(demoted.token))).status).toBe(200);
  });

  it("refuses a token whose subject never existed", async () => {
    const response = await get("/api/auth/me", authHeader(await craft({ sub: "000000000000000000000000", role: "admin" })));
    expect(response.status).toBe(401);
  });
});
