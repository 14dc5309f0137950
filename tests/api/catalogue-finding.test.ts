// Finding things (issue 22 items 7 to 9), against DynamoDB Local: one material value per product,
// "Popular" from the sales rollups, and every active subcategory with a listing page of its own.
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import { planDeploy } from "../../pages/publish/deploy-run.js";
import { readActiveCatalogue, readActiveCollections } from "../../pages/publish/read-catalogue.js";
import { fromCardColumns, type CatalogueCardColumns } from "../../shared/catalogue-cards.js";
import type { Product, ProductRecord } from "../../shared/schemas/product-record.js";
import { authHeader, signIn } from "../support/auth.js";
import { sampleProduct } from "../support/sample-product.js";
import { json, testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
type ProductPage = { success: boolean; data: Product[]; pagination: { total: number } };
type CardPage = { data: CatalogueCardColumns };
let shop: Shop;
let adminToken: string;

const NOW = new Date("2026-11-20T06:30:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

async function get<T>(path: string): Promise<T> {
  const response = await shop.app.request(`/api${path}`);
  expect(response.status, path).toBe(200);
  return json<T>(response);
}

async function send<T>(method: string, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await shop.app.request(`/api${path}`, { method, headers: { "content-type": "application/json", ...authHeader(adminToken) }, body: JSON.stringify(body) });
  return { status: response.status, body: await json<T>(response) };
}

const names = (list: readonly { name: string }[]) => list.map((p) => p.name);
/** Made at the same instant, these list in no order of their own. */
const sortedNames = (list: readonly { name: string }[]) => names(list).sort();
const cards = async () => fromCardColumns((await get<CardPage>("/products/cards")).data);

/** A paid order's sales on the day it was paid, as confirming a payment writes them. */
async function sold(product: ProductRecord, quantity: number, paidAt: string) {
  await transactWrite(shop.repos.db, labelled("sale", ...shop.repos.sales.saleActions(paidAt, product.price * 100 * quantity, [{ product: product.id, name: product.name, quantity, paidPaise: product.price * 100 * quantity }])));
}

beforeAll(async () => {
  // The catalogue answers are kept 0 s: each read below sees what was just written.
  shop = await testApp({ now: () => NOW, env: { CATALOGUE_CACHE_SECONDS: "0" } });
  adminToken = (await signIn(shop.app, shop.repos, { role: "admin" })).token;
  for (const [name, sortOrder] of [["Dress", 1], ["Saree", 2]] as const) await shop.repos.subcategories.create({ name, category: "clothing", description: `${name}.`, sortOrder, isActive: true });
});

describe("one material value per product", () => {
  let kadhua: ProductRecord;
  let katan: ProductRecord;

  beforeAll(async () => {
    // Saved before the normaliser, as free text: the stored item still says "Banarasi Silk".
    kadhua = await shop.repos.products.create(sampleProduct({ name: "Banarasi Silk Kadhua Saree", subcategory: "Saree", material: "Silk", tags: ["banarasi"] }));
    await shop.repos.db.doc.send(
      new UpdateCommand({ TableName: shop.repos.db.tableName, Key: { pk: `PRODUCT#${kadhua.id}`, sk: "PRODUCT" }, UpdateExpression: "SET material = :m", ExpressionAttributeValues: { ":m": "Banarasi Silk" } }),
    );
    await shop.repos.products.create(sampleProduct({ name: "Mysore Silk Saree", subcategory: "Saree", material: "Silk" }));
    await shop.repos.products.create(sampleProduct({ name: "Kota Cotton Saree", subcategory: "Saree", material: "Cotton" }));
    const saved = await send<{ data: Product }>("POST", "/products", { ...sampleProduct({ name: "Banarasi Katan Silk Saree", subcategory: "Saree", material: "Pure Banarasi Katan Silk" }), stockBySize: undefined });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    katan = saved.body.data;
  });

  it("saves free text as the shop's value, and reads a stored free text as it", async () => {
    expect(katan.material).toBe("Silk");
    expect((await shop.repos.products.get(katan.id))!.material).toBe("Silk");
    expect((await get<{ data: Product }>(`/products/${kadhua.id}`)).data.material).toBe("Silk");
    expect((await cards()).find((card) => card.id === kadhua.id)!.material).toBe("Silk");
  });

  it("lists the Banarasi silk sarees under silk, by material and within the sarees", async () => {
    const silkSarees = ["Banarasi Katan Silk Saree", "Banarasi Silk Kadhua Saree", "Mysore Silk Saree"];
    expect(sortedNames((await get<ProductPage>("/products?material=silk")).data)).toEqual(silkSarees);
    expect(sortedNames((await get<ProductPage>("/products?category=saree&material=silk")).data)).toEqual(silkSarees);
    // /saree/banarasi still finds them, by their tag or their name.
    expect(sortedNames((await get<ProductPage>("/products?category=saree&material=banarasi")).data)).toEqual(["Banarasi Katan Silk Saree", "Banarasi Silk Kadhua Saree"]);
  });
});

describe("Popular", () => {
  let indigo: ProductRecord;
  let mulmul: ProductRecord;
  let anarkali: ProductRecord;

  beforeAll(async () => {
    indigo = await shop.repos.products.create(sampleProduct({ name: "A Indigo Popular Dress", subcategory: "Dress", rating: 4.9 }));
    mulmul = await shop.repos.products.create(sampleProduct({ name: "B Mulmul Popular Dress", subcategory: "Dress", rating: 4.0 }));
    anarkali = await shop.repos.products.create(sampleProduct({ name: "C Anarkali Popular Dress", subcategory: "Dress", rating: 4.2 }));
    await sold(mulmul, 3, daysAgo(0));
    await sold(mulmul, 2, daysAgo(25));
    await sold(anarkali, 4, daysAgo(12));
    // Sold long ago: no longer counts.
    await sold(indigo, 50, daysAgo(45));
  });

  it("gives each card its pieces sold in the last 30 days, from the daily rollups", async () => {
    const byName = new Map((await cards()).map((card) => [card.name, card.sold]));
    expect([byName.get(mulmul.name), byName.get(anarkali.name), byName.get(indigo.name)]).toEqual([5, 4, 0]);
  });

  it("puts the best seller first, then the better rated", async () => {
    const popular = names((await get<ProductPage>("/products?category=dress&sort=popular")).data).filter((name) => name.includes("Popular"));
    expect(popular).toEqual(["B Mulmul Popular Dress", "C Anarkali Popular Dress", "A Indigo Popular Dress"]);
  });
});

describe("a subcategory the admin creates", () => {
  it("gets a listing page with its products, in the sitemap, and a rename moves it", async () => {
    const created = await send<{ data: { _id: string } }>("POST", "/subcategories", { name: "Kurta Sets", category: "clothing", description: "Kurtas with palazzos and dupattas.", sortOrder: 5 });
    expect(created.status).toBe(201);
    const kurta = await send<{ data: Product }>("POST", "/products", { ...sampleProduct({ name: "Chanderi Kurta Palazzo Set", subcategory: "Kurta Sets" }), stockBySize: undefined });
    expect(kurta.status).toBe(201);
    expect(names((await get<ProductPage>("/products?category=kurta%20sets")).data)).toEqual(["Chanderi Kurta Palazzo Set"]);

    const written = new Map<string, string>();
    const deps = {
      readCatalogue: () => readActiveCatalogue(shop.repos),
      readCollections: () => readActiveCollections(shop.repos),
      render: async (page: { path: string; products: readonly { name: string }[]; total?: number; collections?: readonly { name: string }[] }) =>
        JSON.stringify({ path: page.path, products: names(page.products), total: page.total, menus: page.collections?.map((c) => c.name) }),
      store: {
        put: async (key: string, body: string | Uint8Array) => void written.set(key, String(body)),
        remove: async (key: string) => void written.delete(key),
        list: async (prefix: string) => [...written.keys()].filter((key) => key.startsWith(prefix)),
      },
      origin: "https://rangrez.example",
    };
    await planDeploy(deps);
    expect(JSON.parse(written.get("collections/kurta-sets/index.html")!)).toEqual({ path: "/collections/kurta-sets", products: ["Chanderi Kurta Palazzo Set"], total: 1, menus: ["Dress", "Saree", "Kurta Sets"] });
    expect(JSON.parse(written.get("index.html")!).menus).toEqual(["Dress", "Saree", "Kurta Sets"]);
    expect(written.get("sitemap.xml")).toContain("<loc>https://rangrez.example/collections/kurta-sets</loc>");

    const renamed = await send("PUT", `/subcategories/${created.body.data._id}`, { name: "Kurta Palazzo Sets" });
    expect(renamed.status).toBe(200);
    await planDeploy(deps);
    expect(JSON.parse(written.get("collections/kurta-palazzo-sets/index.html")!).products).toEqual(["Chanderi Kurta Palazzo Set"]);
    expect(written.has("collections/kurta-sets/index.html")).toBe(false);
    expect(written.get("sitemap.xml")).not.toContain("/collections/kurta-sets<");
  });
});
