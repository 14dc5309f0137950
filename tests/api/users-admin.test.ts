import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../functions/auth/password.js";
import { readCounters } from "../../functions/data/counters.js";
import type { User } from "../../shared/schemas/user.js";
import { authHeader, signIn, uniqueEmail, type SignedIn } from "../support/auth.js";
import { json, testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
type UserPage = { success: boolean; data: User[]; pagination: { total: number; limit: number; nextCursor: string | null } };

const send = (shop: Shop, method: string, path: string, token: string, body?: unknown) =>
  shop.app.request(path, {
    method,
    headers: { ...authHeader(token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("GET /api/auth/users", () => {
  let shop: Shop;
  let admin: SignedIn;
  const names = ["Asha Rao", "Kavya Menon", "Farida Khan", "Priya Sharma", "Nandini Iyer", "Zoya Ali", "Ritu Kapoor"];

  beforeAll(async () => {
    shop = await testApp();
    admin = await signIn(shop.app, shop.repos, { role: "admin", name: "Meera Admin", email: "meera@rangrez.in" });
    for (const name of names) {
      await shop.repos.users.create({ name, email: `${name.split(" ")[0]!.toLowerCase()}@example.in`, passwordHash: "x", role: "user" });
    }
    const zoya = await shop.repos.users.getByEmail("zoya@example.in");
    await shop.repos.users.update(zoya!.id, { isActive: false });
    await shop.repos.users.create({ name: "Second Admin", email: "second@rangrez.in", passwordHash: "x", role: "admin" });
  });

  const list = async (query = "") => {
    const response = await send(shop, "GET", `/api/auth/users${query}`, admin.token);
    expect(response.status).toBe(200);
    return json<UserPage>(response);
  };

  it("lists every user newest first with data and pagination.total, never a password hash", async () => {
    const body = await list();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ total: 9, limit: 50, nextCursor: null });
    expect(body.data.map((u) => u.name)).toEqual(["Second Admin", ...[...names].reverse(), "Meera Admin"]);
    for (const user of body.data) {
      expect(Object.keys(user)).not.toContain("passwordHash");
      expect(Object.keys(user)).not.toContain("version");
    }
  });

  it("answers the dashboard's limit=1 count from the counter", async () => {
    const body = await list("?limit=1");
    expect(body.data).toHaveLength(1);
    expect(body.pagination.total).toBe(9);
    expect(body.pagination.nextCursor).not.toBeNull();
  });

  it("pages with a cursor, reaching every user exactly once", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: UserPage = await list(`?limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...body.data.map((u) => u.email));
      cursor = body.pagination.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(9);
    expect(seen).toHaveLength(9);
  });

  it("searches name or e-mail, case-insensitively, with the total of matches", async () => {
    const byName = await list("?search=KAVYA");
    expect(byName.data.map((u) => u.name)).toEqual(["Kavya Menon"]);
    expect(byName.pagination.total).toBe(1);
    const byEmail = await list("?search=rangrez.in");
    expect(byEmail.data.map((u) => u.name)).toEqual(["Second Admin", "Meera Admin"]);
    expect(byEmail.pagination.total).toBe(2);
    const partial = await list("?search=%20ri%20");
    expect(partial.data.map((u) => u.name).sort()).toEqual(["Farida Khan", "Priya Sharma", "Ritu Kapoor"]);
    expect((await list("?search=nobody-like-this")).pagination.total).toBe(0);
  });

  it("filters by role and by active flag, and pages a filtered list", async () => {
    const admins = await list("?role=admin");
    expect(admins.data.every((u) => u.role === "admin")).toBe(true);
    expect(admins.pagination.total).toBe(2);
    const shoppers = await list("?role=user&limit=5");
    expect(shoppers.data).toHaveLength(5);
    expect(shoppers.pagination.total).toBe(7);
    const rest = await list(`?role=user&limit=5&cursor=${shoppers.pagination.nextCursor}`);
    expect(rest.data.map((u) => u.role)).toEqual(["user", "user"]);
    expect(rest.pagination.nextCursor).toBeNull();
    const inactive = await list("?isActive=false");
    expect(inactive.data.map((u) => u.name)).toEqual(["Zoya Ali"]);
  });

  it.each([
    ["?limit=0", "limit must be at least 1"],
    ["?limit=101", "limit must be at most 100"],
    ["?limit=ten", "limit must be a whole number"],
    ["?role=superuser", "role must be user, admin, owner, manager or staff"],
    ["?isActive=yes", "isActive must be true or false"],
    ["?search=" + "x".repeat(101), "search is at most 100 characters"],
    ["?cursor=not-a-cursor", "The page cursor is not valid. Start again from the first page."],
    ["?page=2", "Unknown field: page"],
  ])("refuses %s with 400", async (query, error) => {
    const response = await send(shop, "GET", `/api/auth/users${query}`, admin.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
  });
});

describe("PUT /api/auth/users/:id", () => {
  let shop: Shop;
  let admin: SignedIn;

  beforeAll(async () => {
    shop = await testApp();
    admin = await signIn(shop.app, shop.repos, { role: "admin" });
  });

  async function shopper(name = "Asha Rao") {
    return shop.repos.users.create({ name, email: uniqueEmail(), passwordHash: await hashPassword("Kurta-Lantern-Ledger-25"), role: "user" });
  }

  it("saves name, email, role and isActive and answers the user", async () => {
    const asha = await shopper();
    const response = await send(shop, "PUT", `/api/auth/users/${asha.id}`, admin.token, { name: "Asha R.", email: " ASHA.R@Example.in ", role: "admin", isActive: true });
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; data: User }>(response);
    expect(body).toMatchObject({ success: true, data: { id: asha.id, name: "Asha R.", email: "asha.r@example.in", role: "admin", isActive: true } });
    expect(Object.keys(body.data)).not.toContain("passwordHash");
    const stored = (await shop.repos.users.get(asha.id))!;
    expect(stored).toMatchObject({ name: "Asha R.", email: "asha.r@example.in", role: "admin" });
    expect(stored.passwordHash).toBe(asha.passwordHash);
    expect((await readCounters(shop.repos.db)).activeAdmins).toBe(2);
    // The promoted admin can use the admin area at once.
    const promoted = await shop.app.request("/api/auth/admin-login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "asha.r@example.in", password: "Kurta-Lantern-Ledger-25" }),
    });
    expect(promoted.status).toBe(200);
  });

  it("keeps e-mails unique: 409 for one another account holds", async () => {
    const asha = await shopper();
    const kavya = await shopper("Kavya");
    const response = await send(shop, "PUT", `/api/auth/users/${asha.id}`, admin.token, { email: kavya.email });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: "An account with this e-mail already exists." });
    expect((await shop.repos.users.get(asha.id))!.email).toBe(asha.email);
  });

  it("is 404 for a user that does not exist", async () => {
    for (const id of ["000000000000000000000000", "not-an-id", "x".repeat(3000)]) {
      const response = await send(shop, "PUT", `/api/auth/users/${id}`, admin.token, { name: "Ghost" });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: "User not found" });
    }
  });

  it.each<[string, unknown, string]>([
    ["a blank name", { name: " " }, "Name is required"],
    ["a malformed email", { email: "asha@@example.in" }, "Please enter a valid email address."],
    ["an unknown role", { role: "owner" }, "role must be user or admin"],
    ["isActive as text", { isActive: "false" }, "isActive must be true or false"],
    ["a password", { password: "reset-123" }, "Unknown field: password"],
    ["a password hash", { passwordHash: "scrypt$..." }, "Unknown field: passwordHash"],
    ["nothing to change", {}, "Send at least one of name, email, role or isActive."],
  ])("refuses %s with 400 and stores nothing", async (_case, body, error) => {
    const asha = await shopper();
    const response = await send(shop, "PUT", `/api/auth/users/${asha.id}`, admin.token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
    expect(await shop.repos.users.get(asha.id)).toEqual(asha);
  });

  it("does not let an admin demote or deactivate themselves", async () => {
    const demote = await send(shop, "PUT", `/api/auth/users/${admin.user.id}`, admin.token, { role: "user" });
    expect(demote.status).toBe(400);
    expect(await demote.json()).toEqual({ success: false, error: "You cannot remove your own admin role." });
    const deactivate = await send(shop, "PUT", `/api/auth/users/${admin.user.id}`, admin.token, { isActive: false });
    expect(deactivate.status).toBe(400);
    expect(await deactivate.json()).toEqual({ success: false, error: "You cannot deactivate your own account." });
    expect((await shop.repos.users.get(admin.user.id))!).toMatchObject({ role: "admin", isActive: true });
    // Their own name is theirs to change.
    expect((await send(shop, "PUT", `/api/auth/users/${admin.user.id}`, admin.token, { name: "Meera S." })).status).toBe(200);
  });

  it("is 403 for a shopper and 401 without a token", async () => {
    const asha = await shopper();
    const shopperSession = await signIn(shop.app, shop.repos);
    expect((await send(shop, "PUT", `/api/auth/users/${asha.id}`, shopperSession.token, { role: "admin" })).status).toBe(403);
    expect((await send(shop, "PUT", `/api/auth/users/${shopperSession.user.id}`, shopperSession.token, { role: "admin" })).status).toBe(403);
    const anonymous = await shop.app.request(`/api/auth/users/${asha.id}`, { method: "PUT", headers: { "content-type": "application/json" }, body: '{"role":"admin"}' });
    expect(anonymous.status).toBe(401);
    expect((await shop.repos.users.get(asha.id))!.role).toBe("user");
    expect((await shop.repos.users.get(shopperSession.user.id))!.role).toBe("user");
  });
});

describe("DELETE /api/auth/users/:id", () => {
  it("deletes a user, frees the e-mail and counts one fewer", async () => {
    const shop = await testApp();
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const asha = await shop.repos.users.create({ name: "Asha", email: "asha@example.in", passwordHash: "x", role: "user" });
    const before = (await readCounters(shop.repos.db)).users;
    const response = await send(shop, "DELETE", `/api/auth/users/${asha.id}`, admin.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "User deleted." });
    expect(await shop.repos.users.get(asha.id)).toBeUndefined();
    expect(await shop.repos.users.getByEmail("asha@example.in")).toBeUndefined();
    expect((await readCounters(shop.repos.db)).users).toBe(before - 1);
    const again = await send(shop, "DELETE", `/api/auth/users/${asha.id}`, admin.token);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, error: "User not found" });
  });

  it("refuses to let the only admin delete themselves", async () => {
    const shop = await testApp();
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const response = await send(shop, "DELETE", `/api/auth/users/${admin.user.id}`, admin.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "You cannot delete your own account." });
    expect(await shop.repos.users.get(admin.user.id)).toBeDefined();
    expect((await readCounters(shop.repos.db)).activeAdmins).toBe(1);
  });

  it("never leaves the shop without an active admin when two admins remove each other at once", async () => {
    const shop = await testApp();
    const first = await signIn(shop.app, shop.repos, { role: "admin" });
    const second = await signIn(shop.app, shop.repos, { role: "admin" });
    const [a, b] = await Promise.all([
      send(shop, "DELETE", `/api/auth/users/${second.user.id}`, first.token),
      send(shop, "DELETE", `/api/auth/users/${first.user.id}`, second.token),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    // The loser either saw its own account gone (401) or hit the last-admin guard (409).
    expect([401, 409]).toContain(statuses[1]);
    const loser = a.status === 200 ? b : a;
    if (loser.status === 409) expect(await loser.json()).toEqual({ success: false, error: "The shop must keep at least one active owner." });
    expect((await readCounters(shop.repos.db)).activeAdmins).toBe(1);
    const remaining = [await shop.repos.users.get(first.user.id), await shop.repos.users.get(second.user.id)].filter(Boolean);
    expect(remaining).toHaveLength(1);
  });

  it("refuses to demote the last active admin when two admins demote each other at once", async () => {
    const shop = await testApp();
    const first = await signIn(shop.app, shop.repos, { role: "admin" });
    const second = await signIn(shop.app, shop.repos, { role: "admin" });
    const results = await Promise.all([
      send(shop, "PUT", `/api/auth/users/${second.user.id}`, first.token, { role: "user" }),
      send(shop, "PUT", `/api/auth/users/${first.user.id}`, second.token, { isActive: false }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect([403, 409]).toContain(results.find((r) => r.status !== 200)!.status);
    const admins = [await shop.repos.users.get(first.user.id), await shop.repos.users.get(second.user.id)].filter((u) => u!.role === "admin" && u!.isActive);
    expect(admins).toHaveLength(1);
    expect((await readCounters(shop.repos.db)).activeAdmins).toBe(1);
  });

  it("refuses a body, a shopper and a missing token", async () => {
    const shop = await testApp();
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const asha = await signIn(shop.app, shop.repos);
    const withBody = await send(shop, "DELETE", `/api/auth/users/${asha.user.id}`, admin.token, { cascade: true });
    expect(withBody.status).toBe(400);
    expect(await withBody.json()).toEqual({ success: false, error: "Unknown field: cascade" });
    expect((await send(shop, "DELETE", `/api/auth/users/${admin.user.id}`, asha.token)).status).toBe(403);
    expect((await shop.app.request(`/api/auth/users/${asha.user.id}`, { method: "DELETE" })).status).toBe(401);
    expect(await shop.repos.users.get(asha.user.id)).toBeDefined();
    expect(await shop.repos.users.get(admin.user.id)).toBeDefined();
  });
});
