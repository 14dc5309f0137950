import { beforeAll, describe, expect, it } from "vitest";
import { readCounters } from "../../functions/data/counters.js";
import { ConditionsFailed } from "../../functions/data/transact.js";
import { withSpecId } from "../../functions/http/spec-aliases.js";
import type { Product } from "../../shared/schemas/product-record.js";
import type { Subcategory } from "../../shared/schemas/subcategory-record.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { sampleProduct } from "../support/sample-product.js";
import { json, testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let admin: SignedIn;
let shopper: SignedIn;

function send(method: string, path: string, body?: unknown, token = admin.token) {
  return shop.app.request(path, {
    method,
    headers: { "content-type": "application/json", ...authHeader(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function create(fields: Record<string, unknown>): Promise<Subcategory> {
  const response = await send("POST", "/api/subcategories", fields);
  expect(response.status).toBe(201);
  return (await json<{ data: Subcategory }>(response)).data;
}

async function product(name: string, subcategory: string): Promise<Product> {
  const response = await send("POST", "/api/products", {
    name,
    category: "clothing",
    subcategory,
    price: 1499,
    stock: 4,
    description: `${name}, made in Jaipur.`,
  });
  expect(response.status).toBe(201);
  return (await json<{ data: Product }>(response)).data;
}

beforeAll(async () => {
  shop = await testApp();
  admin = await signIn(shop.app, shop.repos, { role: "admin" });
  shopper = await signIn(shop.app, shop.repos);
});

describe("POST /api/subcategories", () => {
  it("creates one with 201, the form's defaults, and counts it", async () => {
    const before = (await readCounters(shop.repos.db)).subcategories;
    const response = await send("POST", "/api/subcategories", { name: "  Kurta Set ", category: "Clothing" });
    expect(response.status).toBe(201);
    const body = await json<{ success: boolean; data: Subcategory; message: string }>(response);
    expect(body.success).toBe(true);
    expect(body.message).toBe("Subcategory created successfully!");
    expect(body.data).toMatchObject({ name: "Kurta Set", category: "clothing", description: "", sortOrder: 0, isActive: true });
    expect(body.data._id).toBe(body.data.id);
    expect(withSpecId((await shop.repos.subcategories.get(body.data.id))!)).toEqual(body.data);
    expect((await readCounters(shop.repos.db)).subcategories).toBe(before + 1);
  });

  it.each([
    [{ category: "clothing" }, "Name is required"],
    [{ name: "  ", category: "clothing" }, "Name is required"],
    [{ name: "Kurta" }, "Category is required"],
    [{ name: "Kurta", category: "" }, "Category is required"],
    [{ name: "Kurta", category: "jewellery" }, "Category must be one of: clothing, accessories, footwear"],
    [{ name: "Kurta", category: "clothing", sortOrder: 2.5 }, "Sort order must be a whole number"],
    [{ name: "Kurta", category: "clothing", isActive: "no" }, "isActive must be true or false"],
    [{ name: "n".repeat(61), category: "clothing" }, "Name is at most 60 characters"],
    [{ name: "Kurta", category: "clothing", description: "d".repeat(501) }, "Description is at most 500 characters"],
    [{ name: "Kurta", category: "clothing", _id: "x" }, "Unknown field: _id"],
  ].map(([body, text]) => ({ body, text })))("refuses with '$text'", async ({ body, text }) => {
    const before = (await readCounters(shop.repos.db)).subcategories;
    const response = await send("POST", "/api/subcategories", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: text });
    expect((await readCounters(shop.repos.db)).subcategories).toBe(before);
  });

  it("refuses a name already used in the category, whatever its case, with 409", async () => {
    await create({ name: "Anarkali", category: "clothing" });
    for (const name of ["Anarkali", "anarkali", "  ANARKALI "]) {
      const response = await send("POST", "/api/subcategories", { name, category: "clothing" });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ success: false, error: "A subcategory with this name already exists in this category." });
    }
    // Another category may use the name.
    await create({ name: "Anarkali", category: "accessories" });
    const named = (await shop.repos.subcategories.list()).filter((s) => s.name.toLowerCase() === "anarkali");
    expect(named.map((s) => s.category).sort()).toEqual(["accessories", "clothing"]);
  });

  it("lets exactly one of several simultaneous creations of one name win", async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => send("POST", "/api/subcategories", { name: "Sharara", category: "clothing" })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await shop.repos.subcategories.list()).filter((s) => s.name === "Sharara")).toHaveLength(1);
  });

  it("is for admins only", async () => {
    const asShopper = await send("POST", "/api/subcategories", { name: "Hacked", category: "clothing" }, shopper.token);
    expect(asShopper.status).toBe(403);
    expect(await asShopper.json()).toEqual({ success: false, error: "Access denied. Admin privileges required." });
    const anonymous = await shop.app.request("/api/subcategories", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(anonymous.status).toBe(401);
    expect((await shop.repos.subcategories.list()).map((s) => s.name)).not.toContain("Hacked");
  });
});

describe("GET /api/subcategories", () => {
  let own: Shop;
  let ownAdmin: SignedIn;

  beforeAll(async () => {
    own = await testApp();
    ownAdmin = await signIn(own.app, own.repos, { role: "admin" });
    for (const input of [
      { name: "Saree", category: "clothing", description: "Handloom and silk", sortOrder: 2, isActive: true },
      { name: "Dress", category: "clothing", description: "Everyday dresses", sortOrder: 1, isActive: true },
      { name: "Lehenga", category: "clothing", description: "Back next season", sortOrder: 3, isActive: false },
      { name: "Potli Bags", category: "accessories", description: "", sortOrder: 0, isActive: true },
      { name: "Juttis", category: "footwear", description: "", sortOrder: 5, isActive: false },
    ]) {
      await own.repos.subcategories.create(input);
    }
  });

  const names = async (query = "", headers: Record<string, string> = {}) => {
    const response = await own.app.request(`/api/subcategories${query}`, { headers });
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; data: Subcategory[] }>(response);
    expect(body.success).toBe(true);
    return body.data.map((s) => s.name);
  };

  it("gives shoppers the active ones in sortOrder under data", async () => {
    expect(await names()).toEqual(["Potli Bags", "Dress", "Saree"]);
    expect(await names("?isActive=true")).toEqual(["Potli Bags", "Dress", "Saree"]);
    expect(await names("?isActive=false")).toEqual([]);
  });

  it("gives an admin every one, filtered by state and category", async () => {
    const headers = authHeader(ownAdmin.token);
    expect(await names("", headers)).toEqual(["Potli Bags", "Dress", "Saree", "Lehenga", "Juttis"]);
    expect(await names("?isActive=false", headers)).toEqual(["Lehenga", "Juttis"]);
    expect(await names("?category=clothing", headers)).toEqual(["Dress", "Saree", "Lehenga"]);
    expect(await names("?category=clothing&isActive=true", headers)).toEqual(["Dress", "Saree"]);
    expect(await names("?search=silk", headers)).toEqual(["Saree"]);
  });

  it.each([
    ["isActive=yes", "isActive must be true or false"],
    ["category=jewellery", "category must be one of: clothing, accessories, footwear"],
    ["colour=red", "Unknown field: colour"],
  ])("refuses ?%s with 400", async (query, text) => {
    const response = await own.app.request(`/api/subcategories?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: text });
  });

  it("returns one by id; an inactive one only to an admin; 404 otherwise", async () => {
    const all = await own.repos.subcategories.list();
    const dress = all.find((s) => s.name === "Dress")!;
    const lehenga = all.find((s) => s.name === "Lehenga")!;
    const one = await own.app.request(`/api/subcategories/${dress.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ success: true, data: withSpecId(dress) });
    expect((await own.app.request(`/api/subcategories/${lehenga.id}`)).status).toBe(404);
    expect((await own.app.request(`/api/subcategories/${lehenga.id}`, { headers: authHeader(ownAdmin.token) })).status).toBe(200);
    const missing = await own.app.request("/api/subcategories/000000000000000000000000");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: "Subcategory not found" });
  });
});

describe("PUT /api/subcategories/:id", () => {
  it("changes the fields sent and keeps the others", async () => {
    const s = await create({ name: "Kaftan", category: "clothing", description: "Loose kaftans", sortOrder: 4 });
    const response = await send("PUT", `/api/subcategories/${s.id}`, { sortOrder: "9", isActive: false });
    expect(response.status).toBe(200);
    const body = await json<{ data: Subcategory; message: string }>(response);
    expect(body.message).toBe("Subcategory updated successfully!");
    expect(body.data).toMatchObject({ name: "Kaftan", description: "Loose kaftans", sortOrder: 9, isActive: false });
    expect(withSpecId((await shop.repos.subcategories.get(s.id))!)).toEqual(body.data);
  });

  it("refuses a rename to a name the category already has, and bad fields, changing nothing", async () => {
    await create({ name: "Palazzo", category: "clothing" });
    const s = await create({ name: "Churidar", category: "clothing" });
    for (const [body, status, text] of [
      [{ name: "palazzo" }, 409, "A subcategory with this name already exists in this category."],
      [{ name: "" }, 400, "Name is required"],
      [{ category: "toys" }, 400, "Category must be one of: clothing, accessories, footwear"],
      [{ productCount: 0 }, 400, "Unknown field: productCount"],
    ] as const) {
      const response = await send("PUT", `/api/subcategories/${s.id}`, body);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ success: false, error: text });
    }
    expect(withSpecId((await shop.repos.subcategories.get(s.id))!)).toEqual(s);
  });

  it("renames the products filed under it in the same go, and frees the old name", async () => {
    const s = await create({ name: "Gharara", category: "clothing" });
    const a = await product("Mirror-work Gharara", "Gharara");
    const b = await product("Gota Gharara", "gharara");
    const other = await product("Plain Kurta", "");
    const response = await send("PUT", `/api/subcategories/${s.id}`, { name: "Gharara Sets" });
    expect(response.status).toBe(200);
    for (const p of [a, b]) {
      const saved = (await shop.repos.products.get(p.id))!;
      expect(saved.subcategory).toBe("Gharara Sets");
      expect(saved.updatedAt > p.updatedAt).toBe(true);
    }
    expect((await shop.repos.products.get(other.id))!.subcategory).toBe("");
    // The storefront's subcategory filter finds them under the new name.
    const listed = await json<{ data: Product[] }>(await shop.app.request("/api/products?subcategory=Gharara%20Sets"));
    expect(listed.data.map((p) => p.name).sort()).toEqual(["Gota Gharara", "Mirror-work Gharara"]);
    // The old name is free again.
    await create({ name: "Gharara", category: "clothing" });
  });

  it("follows a change of capital letters to the products too", async () => {
    const s = await create({ name: "salwar", category: "clothing" });
    const p = await product("Patiala Salwar", "salwar");
    expect((await send("PUT", `/api/subcategories/${s.id}`, { name: "Salwar" })).status).toBe(200);
    expect((await shop.repos.products.get(p.id))!.subcategory).toBe("Salwar");
  });

  it("refuses to move a subcategory with products to another category, but moves an empty one", async () => {
    const used = await create({ name: "Dupatta", category: "clothing" });
    await product("Bandhani Dupatta", "Dupatta");
    const response = await send("PUT", `/api/subcategories/${used.id}`, { category: "accessories" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      error: "This subcategory is used by 1 product in clothing, so it cannot move to accessories. Move those products to another subcategory first.",
    });
    expect((await shop.repos.subcategories.get(used.id))!.category).toBe("clothing");
    const empty = await create({ name: "Stoles", category: "clothing" });
    expect((await send("PUT", `/api/subcategories/${empty.id}`, { category: "accessories" })).status).toBe(200);
    expect((await shop.repos.subcategories.get(empty.id))!.category).toBe("accessories");
  });

  it("is 404 for an unknown subcategory and admin-only", async () => {
    const missing = await send("PUT", "/api/subcategories/000000000000000000000000", { name: "X" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: "Subcategory not found" });
    const s = await create({ name: "Nehru Jacket", category: "clothing" });
    expect((await send("PUT", `/api/subcategories/${s.id}`, { name: "Hacked" }, shopper.token)).status).toBe(403);
    expect((await shop.repos.subcategories.get(s.id))!.name).toBe("Nehru Jacket");
  });
});

describe("DELETE /api/subcategories/:id", () => {
  it("deletes an unused one, counts it out, frees its name; a second delete is 404", async () => {
    const s = await create({ name: "Capes", category: "clothing" });
    const before = (await readCounters(shop.repos.db)).subcategories;
    const response = await send("DELETE", `/api/subcategories/${s.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Subcategory deleted successfully!" });
    expect(await shop.repos.subcategories.get(s.id)).toBeUndefined();
    expect((await readCounters(shop.repos.db)).subcategories).toBe(before - 1);
    const again = await send("DELETE", `/api/subcategories/${s.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, error: "Subcategory not found" });
    await create({ name: "Capes", category: "clothing" });
  });

  it("refuses to delete one that products use, saying how many", async () => {
    const s = await create({ name: "Angrakha", category: "clothing" });
    await product("Angrakha Kurta", "Angrakha");
    await product("Angrakha Dress", "Angrakha");
    const response = await send("DELETE", `/api/subcategories/${s.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      error: "This subcategory is used by 2 products. Move them to another subcategory or delete them first.",
    });
    expect(withSpecId((await shop.repos.subcategories.get(s.id))!)).toEqual(s);
  });

  it("is admin-only", async () => {
    const s = await create({ name: "Shrugs", category: "clothing" });
    expect((await send("DELETE", `/api/subcategories/${s.id}`, undefined, shopper.token)).status).toBe(403);
    expect((await shop.app.request(`/api/subcategories/${s.id}`, { method: "DELETE" })).status).toBe(401);
    expect(await shop.repos.subcategories.get(s.id)).toBeDefined();
  });
});

describe("POST /api/subcategories/bulk", () => {
  it("deletes what it can and reports each one", async () => {
    const unused = await create({ name: "Bulk One", category: "clothing" });
    const alsoUnused = await create({ name: "Bulk Two", category: "footwear" });
    const used = await create({ name: "Bulk Used", category: "clothing" });
    await product("Bulk Kurta", "Bulk Used");
    const missing = "000000000000000000000000";
    const response = await send("POST", "/api/subcategories/bulk", {
      operations: [unused.id, used.id, missing, alsoUnused.id].map((id) => ({ id, action: "delete" })),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "2 of 4 subcategories deleted; the others are listed with the reason.",
      results: [
        { id: unused.id, ok: true },
        { id: used.id, ok: false, error: "This subcategory is used by 1 product. Move it to another subcategory or delete it first." },
        { id: missing, ok: false, error: "Subcategory not found" },
        { id: alsoUnused.id, ok: true },
      ],
    });
    expect(await shop.repos.subcategories.get(unused.id)).toBeUndefined();
    expect(await shop.repos.subcategories.get(alsoUnused.id)).toBeUndefined();
    expect(await shop.repos.subcategories.get(used.id)).toBeDefined();
  });

  it("says all were deleted when they were", async () => {
    const a = await create({ name: "Bulk Three", category: "clothing" });
    const response = await send("POST", "/api/subcategories/bulk", { operations: [{ id: a.id, action: "delete" }] });
    expect(await response.json()).toEqual({ success: true, message: "Subcategories deleted successfully!", results: [{ id: a.id, ok: true }] });
  });

  it.each([
    [{ operations: [] }, "Please select subcategories to delete."],
    [{}, "Please select subcategories to delete."],
    [{ operations: [{ id: "a", action: "archive" }] }, "The only bulk action is delete"],
    [{ operations: [{ id: "a", action: "delete", force: true }] }, "Unknown field: force"],
    [{ operations: Array.from({ length: 101 }, (_, i) => ({ id: `s${i}`, action: "delete" })) }, "At most 100 subcategories can be changed at once"],
  ].map(([body, text]) => ({ body, text })))("refuses a request saying '$text'", async ({ body, text }) => {
    const response = await send("POST", "/api/subcategories/bulk", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: text });
  });

  it("is admin-only", async () => {
    const s = await create({ name: "Bulk Guarded", category: "clothing" });
    const response = await send("POST", "/api/subcategories/bulk", { operations: [{ id: s.id, action: "delete" }] }, shopper.token);
    expect(response.status).toBe(403);
    expect(await shop.repos.subcategories.get(s.id)).toBeDefined();
  });
});

describe("products and subcategories never disagree, even at the same moment", () => {
  /** Every product with a subcategory names one that exists in its category. */
  async function expectNoOrphans(own: Shop) {
    const subcategories = await own.repos.subcategories.list();
    const names = new Set(subcategories.map((s) => `${s.category}#${s.name}`));
    for (const p of await own.repos.products.listAll()) {
      if (p.subcategory !== "") expect(names, `${p.name} is filed under ${p.subcategory}`).toContain(`${p.category}#${p.subcategory}`);
    }
  }

  it("a product saved while its subcategory is deleted: one of the two is refused", async () => {
    const own = await testApp();
    const ownAdmin = await signIn(own.app, own.repos, { role: "admin" });
    const headers = { "content-type": "application/json", ...authHeader(ownAdmin.token) };
    const outcomes = new Set<string>();
    for (let round = 0; round < 12; round++) {
      const s = await own.repos.subcategories.create({ name: `Race ${round}`, category: "clothing", description: "", sortOrder: 0, isActive: true });
      const [created, deleted] = await Promise.all([
        own.app.request("/api/products", {
          method: "POST",
          headers,
          body: JSON.stringify({ name: `Race piece ${round}`, category: "clothing", subcategory: s.name, price: 999, stock: 1, description: "Raced." }),
        }),
        own.app.request(`/api/subcategories/${s.id}`, { method: "DELETE", headers }),
      ]);
      outcomes.add(`${created.status}/${deleted.status}`);
      // Never both: a product left under a subcategory that no longer exists.
      expect(created.status === 201 && deleted.status === 200, `round ${round}`).toBe(false);
    }
    for (const outcome of outcomes) expect(["201/409", "400/200", "409/200"]).toContain(outcome);
    await expectNoOrphans(own);
  });

  it("a product saved while its subcategory is renamed ends under the new name or is refused", async () => {
    const own = await testApp();
    const ownAdmin = await signIn(own.app, own.repos, { role: "admin" });
    const headers = { "content-type": "application/json", ...authHeader(ownAdmin.token) };
    for (let round = 0; round < 12; round++) {
      const s = await own.repos.subcategories.create({ name: `Old ${round}`, category: "clothing", description: "", sortOrder: 0, isActive: true });
      await own.repos.products.create(sampleProduct({ name: `Earlier piece ${round}`, subcategory: s.name }));
      const [created, renamed] = await Promise.all([
        own.app.request("/api/products", {
          method: "POST",
          headers,
          body: JSON.stringify({ name: `Racing piece ${round}`, category: "clothing", subcategory: s.name, price: 999, stock: 1, description: "Raced." }),
        }),
        own.app.request(`/api/subcategories/${s.id}`, { method: "PUT", headers, body: JSON.stringify({ name: `New ${round}` }) }),
      ]);
      expect([201, 400, 409]).toContain(created.status);
      expect(renamed.status).toBe(200);
    }
    await expectNoOrphans(own);
  });

  it("a product write naming a subcategory as it was before a rename is refused by the data layer", async () => {
    const own = await testApp();
    const before = await own.repos.subcategories.create({ name: "Kurti", category: "clothing", description: "", sortOrder: 0, isActive: true });
    await own.repos.subcategories.update(before.id, { ...before, name: "Kurtis" });
    const attempt = own.repos.products.create(sampleProduct({ subcategory: "Kurti" }), undefined, own.repos.subcategories.productWriteActions(before));
    await expect(attempt).rejects.toBeInstanceOf(ConditionsFailed);
    expect(await own.repos.products.listAll()).toEqual([]);
    expect((await readCounters(own.repos.db)).products).toBe(0);
  });
});
