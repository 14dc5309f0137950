// The local shop's owner password (issue 41, item 4): made strong at the first start and kept in
// the data folder so every start prints the same; ADMIN_PASSWORD used as given unless weak.
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../functions/auth/password.js";
import { weakPasswordReason } from "../../functions/auth/password-policy.js";
import { OWNER_PASSWORD_FILE, ownerPassword, retireOldDefault } from "../../infra/local/owner-password.js";
import { uniqueEmail } from "../support/auth.js";
import { testApp } from "../support/test-app.js";

const OWNER = { email: "admin@rangrez.local", name: "Shop Admin" };
let shop: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  shop = await testApp();
});

describe("without ADMIN_PASSWORD", () => {
  it("makes a strong password at the first start, kept for the owner's eyes only, and the same one at the next", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "owner-password-"));
    const first = await ownerPassword(OWNER, undefined, dataDir);
    expect(first.source).toBe("generated");
    expect(first.password).not.toBe("Admin@12345");
    expect(await weakPasswordReason(first.password, OWNER)).toBeUndefined();
    expect(readFileSync(join(dataDir, OWNER_PASSWORD_FILE), "utf8").trim()).toBe(first.password);
    expect(statSync(join(dataDir, OWNER_PASSWORD_FILE)).mode & 0o077).toBe(0);
    expect((await ownerPassword(OWNER, undefined, dataDir)).password).toBe(first.password);
    // Another shop's data folder gets its own.
    expect((await ownerPassword(OWNER, undefined, mkdtempSync(join(tmpdir(), "owner-password-")))).password).not.toBe(first.password);
  });

  it("moves an owner seeded with the old fixed password to the generated one, and leaves a chosen one alone", async () => {
    const old = await shop.repos.users.create({ name: "Shop Admin", email: uniqueEmail("owner"), passwordHash: await hashPassword("Admin@12345"), role: "owner" });
    expect(await retireOldDefault(shop.repos, old.email, "fresh-generated-pass-1")).toBe(true);
    expect(await verifyPassword("fresh-generated-pass-1", (await shop.repos.users.get(old.id))!.passwordHash)).toBe(true);
    const chose = await shop.repos.users.create({ name: "Shop Admin", email: uniqueEmail("owner"), passwordHash: await hashPassword("her own choice 77"), role: "owner" });
    expect(await retireOldDefault(shop.repos, chose.email, "fresh-generated-pass-1")).toBe(false);
    expect(await verifyPassword("her own choice 77", (await shop.repos.users.get(chose.id))!.passwordHash)).toBe(true);
  });
});

describe("with ADMIN_PASSWORD", () => {
  it("uses a strong one as given", async () => {
    expect(await ownerPassword(OWNER, "mango kite river lamp", mkdtempSync(join(tmpdir(), "owner-password-")))).toEqual({ password: "mango kite river lamp", source: "ADMIN_PASSWORD" });
  });

  it("refuses a weak one with the same words as the sign-up form", async () => {
    await expect(ownerPassword(OWNER, "Admin@12345", undefined)).rejects.toThrow(
      "ADMIN_PASSWORD is refused: This password is too easy to guess (a common password with small changes). Try a passphrase of three or four unrelated words, like 'mango kite river lamp'.",
    );
  });
});
