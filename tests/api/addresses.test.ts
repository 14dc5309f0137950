import { beforeAll, describe, expect, it } from "vitest";
import { MAX_SAVED_ADDRESSES, type SavedAddress } from "../../shared/schemas/saved-address.js";
import { INVALID_PHONE_MESSAGE, INVALID_PINCODE_MESSAGE } from "../../shared/schemas/shipping-address.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { json, testApp } from "../support/test-app.js";

// A shopper's saved addresses (issue 22, item 10): checked like the checkout's, hers alone, at
// most ten, exactly one default; saving one she has already changes nothing.

let shop: Awaited<ReturnType<typeof testApp>>;
let asha: SignedIn;
let kavya: SignedIn;

beforeAll(async () => {
  shop = await testApp();
  asha = await signIn(shop.app, shop.repos, { name: "Asha Rao" });
  kavya = await signIn(shop.app, shop.repos, { name: "Kavya Nair" });
});

const HOME = { name: "Asha Rao", email: "asha@example.in", phone: "98765 43210", address: "12 MG Road, Indiranagar", city: "Bengaluru", state: "karnataka", pincode: "560 038" };
const OFFICE = { ...HOME, address: "4th floor, Prestige Tower, Residency Road", pincode: "560025" };

function call(method: string, path: string, who: SignedIn | null, body?: unknown) {
  const headers: Record<string, string> = who ? authHeader(who.token) : {};
  if (body !== undefined) headers["content-type"] = "application/json";
  return shop.app.request(`/api/addresses${path}`, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
}

async function book(who: SignedIn): Promise<SavedAddress[]> {
  const response = await call("GET", "", who);
  expect(response.status).toBe(200);
  return (await json<{ data: SavedAddress[] }>(response)).data;
}

describe("a shopper's saved addresses", () => {
  it("keeps an address checked and tidied as the checkout does; the first is the default", async () => {
    expect(await book(asha)).toEqual([]);
    const response = await call("POST", "", asha, HOME);
    expect(response.status).toBe(201);
    const saved = (await json<{ data: SavedAddress }>(response)).data;
    expect(saved).toMatchObject({ ...HOME, phone: "9876543210", state: "Karnataka", pincode: "560038", isDefault: true });
    expect(await book(asha)).toEqual([saved]);
  });

  it("saves an address she already has only once, however it is typed", async () => {
    const again = await call("POST", "", asha, { ...HOME, address: "  12 mg road,   Indiranagar ", city: "BENGALURU" });
    expect(again.status).toBe(200);
    expect(await book(asha)).toHaveLength(1);
  });

  it("keeps exactly one default: a new default takes over, removing it passes it on", async () => {
    const office = (await json<{ data: SavedAddress }>(await call("POST", "", asha, { ...OFFICE, isDefault: true }))).data;
    expect(office.isDefault).toBe(true);
    let all = await book(asha);
    expect(all.map((a) => [a.address, a.isDefault])).toEqual([
      [OFFICE.address, true],
      [HOME.address, false],
    ]);
    const home = all.find((a) => a.address === HOME.address)!;

    const edited = await call("PUT", `/${home.id}`, asha, { ...HOME, address: "12 MG Road, Indiranagar 2nd Stage", isDefault: true });
    expect(edited.status).toBe(200);
    all = await book(asha);
    expect(all.map((a) => [a.address, a.isDefault])).toEqual([
      ["12 MG Road, Indiranagar 2nd Stage", true],
      [OFFICE.address, false],
    ]);

    expect((await call("DELETE", `/${home.id}`, asha)).status).toBe(200);
    expect((await book(asha)).map((a) => [a.address, a.isDefault])).toEqual([[OFFICE.address, true]]);
  });

  it.each<[string, unknown, string]>([
    ["a blank form", {}, "Name is required"],
    ["a malformed phone", { ...HOME, phone: "12345" }, INVALID_PHONE_MESSAGE],
    ["a pincode starting with 0", { ...HOME, pincode: "060038" }, INVALID_PINCODE_MESSAGE],
    ["a state outside India", { ...HOME, state: "Texas" }, "State must be an Indian state or union territory"],
    ["a number as the city", { ...HOME, city: 42 }, "City must be text"],
    ["an unknown field", { ...HOME, userId: "65f0000000000000000000aa" }, "Unknown field: userId"],
    ["isDefault as text", { ...HOME, isDefault: "yes" }, "isDefault must be true or false"],
    ["an array", [HOME], "Send the address as a JSON object"],
  ])("refuses %s with 400 naming the field and rule, and saves nothing", async (_case, body, error) => {
    const before = await book(kavya);
    const response = await call("POST", "", kavya, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
    expect(await book(kavya)).toEqual(before);
  });

  it("never lets another shopper see, change or remove her addresses", async () => {
    const [mine] = await book(asha);
    expect((await book(kavya)).map((a) => a.id)).not.toContain(mine!.id);
    for (const [method, body] of [["PUT", { ...HOME, name: "Kavya Nair" }], ["DELETE", undefined]] as const) {
      const response = await call(method, `/${mine!.id}`, kavya, body);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: "Address not found" });
    }
    expect((await book(asha))[0]).toEqual(mine);
    const nobody = await call("GET", "", null);
    expect(nobody.status).toBe(401);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES}, and says so`, async () => {
    const riya = await signIn(shop.app, shop.repos, { name: "Riya Sen" });
    for (let flat = 1; flat <= MAX_SAVED_ADDRESSES; flat++) {
      expect((await call("POST", "", riya, { ...HOME, name: "Riya Sen", address: `Flat ${flat}, Lake Town` })).status).toBe(201);
    }
    const eleventh = await call("POST", "", riya, { ...HOME, name: "Riya Sen", address: "Flat 11, Lake Town" });
    expect(eleventh.status).toBe(409);
    expect(await eleventh.json()).toEqual({ success: false, error: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Remove one to add another.` });
    expect(await book(riya)).toHaveLength(MAX_SAVED_ADDRESSES);
    // One she has is still no addition.
    expect((await call("POST", "", riya, { ...HOME, name: "Riya Sen", address: "Flat 3, Lake Town" })).status).toBe(200);
  });

  it("keeps every one of four addresses saved at the same moment, with one default", async () => {
    const neha = await signIn(shop.app, shop.repos, { name: "Neha Joshi" });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => call("POST", "", neha, { ...HOME, name: "Neha Joshi", address: `House ${i + 1}, Civil Lines` })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const all = await book(neha);
    expect(all).toHaveLength(4);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("goes with her account when it is deleted", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const leaving = await signIn(shop.app, shop.repos, { name: "Tara Das" });
    await call("POST", "", leaving, { ...HOME, name: "Tara Das" });
    expect((await shop.app.request(`/api/auth/users/${leaving.user._id}`, { method: "DELETE", headers: authHeader(admin.token) })).status).toBe(200);
    expect((await shop.repos.addressBook.get(leaving.user._id)).addresses).toEqual([]);
  });
});
