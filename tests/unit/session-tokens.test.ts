import { describe, expect, it } from "vitest";
import { issueToken, verifyToken } from "../../functions/auth/tokens.js";

// A token's signature is checked once and remembered (300 dashboards at once); what is remembered
// must never let a token do more than a fresh check would.
const SECRET = "a-secret-of-the-shop-long-enough-for-hs256";
const claims = { sub: "user-1", role: "admin" as const, sid: "session-1", sv: 3 };
const day = 24 * 3600 * 1000;

describe("session tokens", () => {
  it("answers a token's claims again and again", async () => {
    const issued = new Date("2026-12-07T10:00:00Z");
    const token = await issueToken(claims, SECRET, issued);
    expect(await verifyToken(token, SECRET, issued)).toEqual(claims);
    expect(await verifyToken(token, SECRET, new Date(issued.getTime() + 1000))).toEqual(claims);
  });

  it("refuses a remembered token once it has expired", async () => {
    const issued = new Date("2026-12-07T10:00:00Z");
    const token = await issueToken(claims, SECRET, issued);
    expect(await verifyToken(token, SECRET, issued)).toEqual(claims);
    expect(await verifyToken(token, SECRET, new Date(issued.getTime() + 31 * day))).toBeNull();
    expect(await verifyToken(token, SECRET, new Date(issued.getTime() + 29 * day))).toEqual(claims);
  });

  it("refuses a remembered token under another secret", async () => {
    const issued = new Date("2026-12-07T10:00:00Z");
    const token = await issueToken(claims, SECRET, issued);
    expect(await verifyToken(token, SECRET, issued)).toEqual(claims);
    expect(await verifyToken(token, "another-secret-entirely-of-another-shop", issued)).toBeNull();
  });

  it("refuses a copy of a remembered token with its payload or signature changed", async () => {
    const issued = new Date("2026-12-07T10:00:00Z");
    const token = await issueToken(claims, SECRET, issued);
    expect(await verifyToken(token, SECRET, issued)).toEqual(claims);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const promoted = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), role: "owner" })).toString("base64url");
    expect(await verifyToken(`${header}.${promoted}.${signature}`, SECRET, issued)).toBeNull();
    expect(await verifyToken(`${header}.${payload}.${signature.slice(0, -2)}AA`, SECRET, issued)).toBeNull();
  });

  it("refuses a token issued more than a minute ahead of the clock, remembered or not", async () => {
    const issued = new Date("2026-12-07T10:00:00Z");
    const token = await issueToken(claims, SECRET, issued);
    expect(await verifyToken(token, SECRET, issued)).toEqual(claims);
    expect(await verifyToken(token, SECRET, new Date(issued.getTime() - 5 * 60 * 1000))).toBeNull();
  });
});
