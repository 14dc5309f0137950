// The shopping feeds (issue 27) against the published rules: Google Merchant Center's product data
// specification (RSS 2.0, g: namespace) and Meta's catalogue fields (CSV). Every active product
// and size of the catalogue in DynamoDB Local must be an item carrying every required attribute,
// within the limits and in the formats those rules set.
import { JSDOM } from "jsdom";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { planDeploy } from "../../pages/publish/deploy-run.js";
import { readActiveCatalogue, readActiveCollections } from "../../pages/publish/read-catalogue.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { sampleProduct } from "../support/sample-product.js";
import { testApp } from "../support/test-app.js";

const ORIGIN = "https://rangrez.example";
const PRICE = /^\d+\.\d{2} INR$/;
const GOOGLE_REQUIRED = ["id", "title", "description", "link", "image_link", "availability", "price", "brand", "condition", "item_group_id", "gender", "age_group", "color", "size", "google_product_category"];
const META_REQUIRED = ["id", "title", "description", "availability", "condition", "price", "link", "image_link", "brand", "item_group_id", "gender", "age_group", "color", "size"];
/** Google's apparel categories the shop may use: Clothing, Dresses (ids), Traditional & Ceremonial Clothing (its path). */
const APPAREL_CATEGORIES = new Set(["1604", "2271", "Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing"]);

let catalogue: ProductRecord[];
const written = new Map<string, { body: string; type: string }>();
let silk: ProductRecord;
let soldOutSize: ProductRecord;

beforeAll(async () => {
  const shop = await testApp();
  silk = await shop.repos.products.create(
    sampleProduct({ name: 'Banarasi "Katan" Silk Saree, <Zari> & Meena', subcategory: "Saree", price: 8999, originalPrice: 12999, color: "Maroon", material: "Silk", sizes: ["Free Size"], stockBySize: { "Free Size": 2 } }),
  );
  soldOutSize = await shop.repos.products.create(
    sampleProduct({ name: "Mulmul Cotton Dress", description: "Soft,\nbreathable \"mulmul\" for summer.", price: 1299, originalPrice: undefined, sizes: ["S", "M", "L"], stockBySize: { S: 0, M: 3, L: 1 } }),
  );
  await shop.repos.products.create(sampleProduct({ name: "Hidden Draft Dress", isActive: false }));
  await shop.repos.products.create(sampleProduct({ name: "Long ".repeat(60), description: "Ajrak ".repeat(2000), sizes: ["XXL"], stockBySize: { XXL: 4 } }));
  const deps = {
    readCatalogue: () => readActiveCatalogue(shop.repos),
    readCollections: () => readActiveCollections(shop.repos),
    render: async () => "<html></html>",
    store: { put: async (key: string, body: string | Uint8Array, type: string) => void written.set(key, { body: String(body), type }), remove: async () => undefined },
    origin: ORIGIN,
  };
  await planDeploy(deps);
  catalogue = await readActiveCatalogue(shop.repos);
});

type GoogleItem = Record<string, string | undefined> & { additional_image_link?: string };
const G = "http://base.google.com/ns/1.0";
/** The feed through a real XML parser (jsdom's, namespace-aware): a malformed feed fails here. */
function googleItems(): GoogleItem[] {
  const document = new new JSDOM("").window.DOMParser().parseFromString(written.get("feeds/google.xml")!.body, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  const rss = document.documentElement;
  expect([rss.tagName, rss.getAttribute("version")]).toEqual(["rss", "2.0"]);
  expect(rss.lookupNamespaceURI("g")).toBe(G);
  return [...document.querySelectorAll("rss > channel > item")].map((item) => {
    const attributes: GoogleItem = {};
    for (const child of [...item.children]) {
      expect(child.namespaceURI, child.tagName).toBe(G);
      attributes[child.localName] = child.localName in attributes ? `${attributes[child.localName]},${child.textContent}` : (child.textContent ?? "");
    }
    return attributes;
  });
}

function metaRows(): Array<Record<string, string>> {
  const parsed = Papa.parse<Record<string, string>>(written.get("feeds/meta.csv")!.body, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const everySize = () => catalogue.flatMap((product) => product.sizes.map((size) => ({ product, size })));

describe("the Google Merchant Center feed", () => {
  it("is RSS 2.0 with one item per active product and size, each with every required attribute in the published formats", () => {
    expect(written.get("feeds/google.xml")!.type).toBe("application/xml; charset=utf-8");
    const items = googleItems();
    expect(items).toHaveLength(everySize().length);
    const ids = new Set<string>();
    for (const { product, size } of everySize()) {
      const item = items.find((candidate) => candidate.item_group_id === product.id && candidate.size === size);
      expect(item, `${product.name} ${size}`).toBeDefined();
      for (const attribute of GOOGLE_REQUIRED) expect(String(item![attribute] ?? "").trim(), `${product.name} ${size}: ${attribute}`).not.toBe("");
      const id = String(item!.id);
      expect(id.length).toBeLessThanOrEqual(50);
      expect(ids.has(id), `unique id ${id}`).toBe(false);
      ids.add(id);
      expect(String(item!.title).length).toBeLessThanOrEqual(150);
      expect(String(item!.description).length).toBeLessThanOrEqual(5000);
      expect(String(item!.link)).toBe(`${ORIGIN}/product/${product.id}`);
      expect(String(item!.image_link)).toMatch(/^https:\/\//);
      expect(String(item!.price)).toMatch(PRICE);
      if (item!.sale_price !== undefined) expect(String(item!.sale_price)).toMatch(PRICE);
      expect(["in_stock", "out_of_stock", "preorder", "backorder"]).toContain(item!.availability);
      expect(item!.availability).toBe((product.stockBySize[size] ?? 0) > 0 ? "in_stock" : "out_of_stock");
      expect(item!.condition).toBe("new");
      expect(item!.gender).toBe("female");
      expect(item!.age_group).toBe("adult");
      expect(String(item!.color).length).toBeLessThanOrEqual(100);
      expect(String(item!.size).length).toBeLessThanOrEqual(100);
      expect(String(item!.material).length).toBeLessThanOrEqual(200);
      expect(APPAREL_CATEGORIES.has(String(item!.google_product_category))).toBe(true);
    }
  });

  it("carries the MRP as price and the shop's price as sale price, escaped text intact, and stock per size", () => {
    const items = googleItems();
    const saree = items.find((item) => item.item_group_id === silk.id)!;
    expect(saree).toMatchObject({ price: "12999.00 INR", sale_price: "8999.00 INR", availability: "in_stock", google_product_category: "Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing", color: "Maroon", material: "Silk" });
    expect(saree.title).toBe('Banarasi "Katan" Silk Saree, <Zari> & Meena, Maroon, size Free Size');
    const dress = items.filter((item) => item.item_group_id === soldOutSize.id);
    expect(dress.map((item) => [item.size, item.availability])).toEqual([["S", "out_of_stock"], ["M", "in_stock"], ["L", "in_stock"]]);
    expect(dress[0]).toMatchObject({ price: "1299.00 INR", google_product_category: "2271", description: 'Soft, breathable "mulmul" for summer.' });
    expect(dress[0]!.sale_price).toBeUndefined();
    expect(items.some((item) => String(item.title).startsWith("Hidden Draft"))).toBe(false);
  });
});

describe("the Meta catalogue feed", () => {
  it("is a CSV with a header and one row per active product and size, every required field filled within Meta's limits", () => {
    expect(written.get("feeds/meta.csv")!.type).toBe("text/csv; charset=utf-8");
    const rows = metaRows();
    expect(rows).toHaveLength(everySize().length);
    for (const { product, size } of everySize()) {
      const row = rows.find((candidate) => candidate.item_group_id === product.id && candidate.size === size);
      expect(row, `${product.name} ${size}`).toBeDefined();
      for (const field of META_REQUIRED) expect(row![field]?.trim(), `${product.name} ${size}: ${field}`).not.toBe("");
      expect(row!.id!.length).toBeLessThanOrEqual(100);
      expect(row!.title!.length).toBeLessThanOrEqual(200);
      expect(row!.description!.length).toBeLessThanOrEqual(9999);
      expect(["in stock", "out of stock"]).toContain(row!.availability);
      expect(row!.availability).toBe((product.stockBySize[size] ?? 0) > 0 ? "in stock" : "out of stock");
      expect(row!.condition).toBe("new");
      expect(row!.price).toMatch(PRICE);
      if (row!.sale_price) expect(row!.sale_price).toMatch(PRICE);
      expect(row!.link).toMatch(/^https:\/\//);
      expect(row!.image_link).toMatch(/^https:\/\//);
    }
    const saree = rows.find((row) => row.item_group_id === silk.id)!;
    expect(saree).toMatchObject({ price: "12999.00 INR", sale_price: "8999.00 INR", title: 'Banarasi "Katan" Silk Saree, <Zari> & Meena, Maroon, size Free Size' });
  });
});
