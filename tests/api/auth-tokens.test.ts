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
async function craft(
  claims: { sub: string; role: string; sid?: unknown; sv?: unknown },
  options: { issuer?: string; audience?: string; alg?: string; secret?: string; expiresInSeconds?: number | null; issuedAheadSeconds?: number } = {},
) {
  const issuedAt = Math.floor(now.getTime() / 1000) + (options.issuedAheadSeconds ?? 0);
  const jwt = new SignJWT({ role: claims.role, sid: claims.sid ?? "no-such-session", sv: claims.sv ?? 0 })
    .setProtectedHeader({ alg: options.alg ?? "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(options.issuer ?? "rangrez-shop")
    .setAudience(options.audience ?? "rangrez-shop-api")
    .setIssuedAt(issuedAt);
  if (options.expiresInSeconds !== null) jwt.setExpirationTime(issuedAt + (options.expiresInSeconds ?? 3600));
  return jwt.sign(new TextEncoder().encode(options.secret ?? shop.config.jwtSecret));
}

/** The claims of a real session, to forge around. */
const sessionOf = (token: string) => {
  const { sid, sv } = decodeJwt(token);
  return { sid, sv };
};

const get = (path: string, headers: Record<string, string> = {}) => shop.app.request(path, { headers });

describe("tokens the API refuses", () => {
  it("accepts the shop's own token (the control case)", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    expect((await get("/api/auth/users", authHeader(admin.token))).status).toBe(200);
    expect((await get("/api/auth/users", authHeader(await craft({ sub: admin.user.id, role: "admin", ...sessionOf(admin.token) })))).status).toBe(200);
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

  it("refuses a token without an expiry, issued in the future, or naming no stored session", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const real = sessionOf(admin.token);
    for (const token of [
      await craft({ sub: admin.user.id, role: "admin", ...real }, { expiresInSeconds: null }),
      await craft({ sub: admin.user.id, role: "admin", ...real }, { issuedAheadSeconds: 3600 }),
      await craft({ sub: admin.user.id, role: "admin", sid: "made-up-session", sv: real.sv }),
      await craft({ sub: admin.user.id, role: "admin", sid: real.sid, sv: Number(real.sv) + 1 }),
      await craft({ sub: admin.user.id, role: "admin", sid: 42, sv: real.sv }),
    ]) {
      const response = await get("/api/auth/users", authHeader(token));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(SESSION_EXPIRED);
    }
  });

  it("refuses another account's session under a forged subject", async () => {
    const shopper = await signIn(shop.app, shop.repos);
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const response = await get("/api/auth/users", authHeader(await craft({ sub: admin.user.id, role: "admin", ...sessionOf(shopper.token) }, { secret: shop.config.jwtSecret })));
    expect(response.status).toBe(401);
  });

  it("honours a sign-in for 30 days and refuses it after", async () => {
    const shopper = await signIn(shop.app, shop.repos);
    const issuedAt = now;
    try {
      now = new Date(issuedAt.getTime() + 30 * 24 * 3600 * 1000 - 60_000);
      expect((await get("/api/auth/me", authHeader(shopper.token))).status).toBe(200);
      now = new Date(issuedAt.getTime() + 30 * 24 * 3600 * 1000 + 1000);
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

  it("refuses the token of a deactivated user at once, and for good: reactivated, they sign in again", async () => {
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
    expect((await get("/api/auth/me", authHeader(shopper.token))).status).toBe(401);
    const again = await signIn(shop.app, shop.repos, { email: `again-${shopper.email}` });
    expect((await get("/api/auth/me", authHeader(again.token))).status).toBe(200);
  });

  it("ends a demoted admin's sessions even though their token still says admin", async () => {
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
    for (const path of ["/api/admin/stats", "/api/auth/users", "/api/admin/events", "/api/auth/me"]) {
      const response = await get(path, authHeader(demoted.token));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(SESSION_EXPIRED);
    }
    // Signed in again, as a shopper: their own things, and no admin route.
    const login = await shop.app.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: demoted.email, password: demoted.password }) });
    const token = ((await login.json()) as { token: string }).token;
    expect((await get("/api/auth/me", authHeader(token))).status).toBe(200);
    expect((await get("/api/admin/stats", authHeader(token))).status).toBe(403);
  });

  it("refuses a token whose subject never existed", async () => {
    const response = await get("/api/auth/me", authHeader(await craft({ sub: "000000000000000000000000", role: "admin" })));
    expect(response.status).toBe(401);
  });
});
