import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../shared/schemas/user.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { json, testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;

beforeAll(async () => {
  shop = await testApp();
});

const update = (token: string | undefined, body: unknown) =>
  shop.app.request("/api/auth/update-profile", {
    method: "PUT",
    headers: { "content-type": "application/json", ...(token ? authHeader(token) : {}) },
    body: JSON.stringify(body),
  });

const fullProfile = {
  name: "Asha R. Rao",
  email: "asha.new@example.in",
  phone: "+91 98765-43210",
  address: { street: "12 MG Road", city: "Pune", state: "Maharashtra", zipCode: "411001", country: "India" },
};

async function storedUser(id: string) {
  return (await shop.repos.users.get(id))!;
}

describe("PUT /api/auth/update-profile", () => {
  it("saves the spec's fields and answers { success, data: user }", async () => {
    const asha = await signIn(shop.app, shop.repos, { name: "Asha Rao" });
    const response = await update(asha.token, fullProfile);
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; data: User }>(response);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      id: asha.user.id,
      name: "Asha R. Rao",
      email: "asha.new@example.in",
      phone: "9876543210",
      address: fullProfile.address,
      role: "user",
      isActive: true,
    });
    expect(Object.keys(body.data)).not.toContain("passwordHash");
    expect(Object.keys(body.data)).not.toContain("version");
    const stored = await storedUser(asha.user.id);
    expect(stored.email).toBe("asha.new@example.in");
    // The old address is free again and the new one finds her.
    expect((await shop.repos.users.getByEmail("asha.new@example.in"))!.id).toBe(asha.user.id);
    expect(await shop.repos.users.getByEmail(asha.email)).toBeUndefined();
    // Her token still works: it names her id, not her e-mail.
    expect((await shop.app.request("/api/auth/me", { headers: authHeader(asha.token) })).status).toBe(200);
  });

  it("drops zero-width characters from the name, and refuses a PIN of another state (issue 41)", async () => {
    const asha = await signIn(shop.app, shop.repos, { name: "Asha Rao" });
    expect((await update(asha.token, { name: "\u200bAs\u200dha\ufeff Rao" })).status).toBe(200);
    expect((await storedUser(asha.user.id)).name).toBe("Asha Rao");
    const blank = await update(asha.token, { name: "\u200b\u2060" });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ success: false, error: "Name is required" });
    const before = await storedUser(asha.user.id);
    const elsewhere = await update(asha.token, { address: { ...fullProfile.address, zipCode: "110001" } });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual({ success: false, error: "address.zipCode: Pincode 110001 is not in Maharashtra: it belongs to Delhi. Check the pincode and the state." });
    expect(await storedUser(asha.user.id)).toEqual(before);
  });

  it("changes only the address lines sent", async () => {
    const asha = await signIn(shop.app, shop.repos);
    await update(asha.token, { address: { street: "4 Park Street", city: "Kolkata", state: "West Bengal", zipCode: "700016", country: "India" } });
    const response = await update(asha.token, { address: { city: "Howrah", zipCode: "711101" } });
    expect(response.status).toBe(200);
    expect((await storedUser(asha.user.id)).address).toEqual({ street: "4 Park Street", city: "Howrah", state: "West Bengal", zipCode: "711101", country: "India" });
  });

  it("clears the phone when sent empty", async () => {
    const asha = await signIn(shop.app, shop.repos);
    await update(asha.token, { phone: "9123456789" });
    expect((await storedUser(asha.user.id)).phone).toBe("9123456789");
    expect((await update(asha.token, { phone: "" })).status).toBe(200);
    expect((await storedUser(asha.user.id)).phone).toBe("");
  });

  it("refuses an e-mail another account holds with 409 and changes nothing", async () => {
    const asha = await signIn(shop.app, shop.repos);
    const kavya = await signIn(shop.app, shop.repos);
    const before = await storedUser(asha.user.id);
    const response = await update(asha.token, { name: "Asha Changed", email: kavya.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: "An account with this e-mail already exists." });
    expect(await storedUser(asha.user.id)).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ["a blank name", { name: "  " }, "Name is required"],
    ["a malformed email", { email: "asha.example.in" }, "Please enter a valid email address."],
    ["a landline", { phone: "020 2612 3456" }, "phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9"],
    ["a mobile starting with 5", { phone: "5876543210" }, "phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9"],
    ["a PIN code starting with 0", { address: { zipCode: "011001" } }, "address.zipCode must be a 6-digit PIN code that does not start with 0"],
    ["a 5-digit PIN code", { address: { zipCode: "41100" } }, "address.zipCode must be a 6-digit PIN code that does not start with 0"],
    ["an address as text", { address: "12 MG Road, Pune" }, "address must be an object with street, city, state, zipCode and country"],
    ["a 201-character street", { address: { street: "x".repeat(201) } }, "address.street must be at most 200 characters"],
    ["an unknown address line", { address: { landmark: "near the temple" } }, "Unknown field: landmark"],
    ["nothing to change", {}, "Send at least one of name, email, phone or address."],
  ])("refuses %s with 400", async (_case, body, error) => {
    const asha = await signIn(shop.app, shop.repos);
    const before = await storedUser(asha.user.id);
    const response = await update(asha.token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
    expect(await storedUser(asha.user.id)).toEqual(before);
  });

  // Mass assignment: a shopper sending fields the profile does not own changes nothing at all.
  it.each<[string, Record<string, unknown>, string]>([
    ["role", { name: "Asha Admin", role: "admin" }, "Unknown field: role"],
    ["isActive", { name: "Asha", isActive: true }, "Unknown field: isActive"],
    ["_id", { name: "Asha", _id: "000000000000000000000000" }, "Unknown field: _id"],
    ["id", { id: "000000000000000000000000" }, "Unknown field: id"],
    ["password", { password: "new-password" }, "Unknown field: password"],
    ["passwordHash", { passwordHash: "scrypt$1$1$1$AAAA$AAAA" }, "Unknown field: passwordHash"],
    ["version", { version: 1 }, "Unknown field: version"],
    ["createdAt and lastLogin", { createdAt: "2020-01-01T00:00:00.000Z", lastLogin: "2020-01-01T00:00:00.000Z" }, "Unknown fields: createdAt, lastLogin"],
  ])("refuses a shopper's %s and stores nothing", async (_field, body, error) => {
    const asha = await signIn(shop.app, shop.repos);
    const before = await storedUser(asha.user.id);
    const response = await update(asha.token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
    expect(await storedUser(asha.user.id)).toEqual(before);
  });

  it("refuses a prototype-pollution body and leaves Object.prototype alone", async () => {
    const asha = await signIn(shop.app, shop.repos);
    const before = await storedUser(asha.user.id);
    const response = await shop.app.request("/api/auth/update-profile", {
      method: "PUT",
      headers: { "content-type": "application/json", ...authHeader(asha.token) },
      body: '{"name":"Asha","__proto__":{"role":"admin","isAdmin":true}}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "Unknown field: __proto__" });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await storedUser(asha.user.id)).toEqual(before);
  });

  it("changes only the caller's own account: there is no way to name another", async () => {
    const asha = await signIn(shop.app, shop.repos);
    const kavya = await signIn(shop.app, shop.repos, { name: "Kavya" });
    const before = await storedUser(kavya.user.id);
    expect((await update(asha.token, { name: "Not Kavya", id: kavya.user.id })).status).toBe(400);
    expect((await update(asha.token, { name: "Still Asha" })).status).toBe(200);
    expect(await storedUser(kavya.user.id)).toEqual(before);
    // Nor can a shopper use the admin's user routes on someone else.
    const adminRoute = await shop.app.request(`/api/auth/users/${kavya.user.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...authHeader(asha.token) },
      body: JSON.stringify({ name: "Hijacked" }),
    });
    expect(adminRoute.status).toBe(403);
    expect(await storedUser(kavya.user.id)).toEqual(before);
  });

  it("needs a signed-in user", async () => {
    const response = await update(undefined, { name: "Nobody" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: "Please log in to continue." });
  });
});

describe("GET /api/auth/me", () => {
  it("answers the caller's own stored profile", async () => {
    const asha: SignedIn = await signIn(shop.app, shop.repos, { name: "Asha Me" });
    await update(asha.token, { phone: "9988776655" });
    const response = await shop.app.request("/api/auth/me", { headers: authHeader(asha.token) });
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; data: User }>(response);
    expect(body).toMatchObject({ success: true, data: { id: asha.user.id, name: "Asha Me", phone: "9988776655" } });
    expect(Object.keys(body.data)).not.toContain("passwordHash");
  });

  it("refuses query parameters it does not know", async () => {
    const asha = await signIn(shop.app, shop.repos);
    const response = await shop.app.request("/api/auth/me?userId=someone-else", { headers: authHeader(asha.token) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "Unknown field: userId" });
  });
});
