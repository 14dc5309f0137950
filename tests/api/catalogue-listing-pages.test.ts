import { beforeAll, describe, expect, it } from "vitest";
import { fromCardColumns, type CatalogueCard, type CatalogueCardColumns } from "../../shared/catalogue-cards.js";
import { filterProducts, sortProducts, type CatalogueFilter } from "../../shared/catalogue-filter.js";
import { indexProducts, searchProducts } from "../../shared/catalogue-search/product-search.js";
import { SORT_OPTIONS, type SortOption } from "../../shared/catalogue.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { syntheticCatalogue } from "../../bench/synthetic-catalogue.js";
import { authHeader, signIn } from "../support/auth.js";
import { json, testApp } from "../support/test-app.js";

// A large catalogue's listings, search and cards by id, answered by the server (issue 29): page
// after page they hold exactly what the browser's rules give over the whole catalogue.
type Shop = Awaited<ReturnType<typeof testApp>>;
type CardPage = { success: boolean; error?: string; data: CatalogueCardColumns; pagination: { total: number; limit: number; nextCursor: string | null } };
let shop: Shop;
let all: CatalogueCard[];
let retired: ProductRecord;

async function page(query: string): Promise<{ response: Response; body: CardPage }> {
  const response = await shop.app.request(`/api/products/cards?${query}`);
  return { response, body: await json<CardPage>(response.clone()) };
}

/** Every page of a listing, following the cursor, as the shopper's Load more does. */
async function everyPage(query: string, limit = 7): Promise<{ cards: CatalogueCard[]; total: number; pages: number }> {
  const cards: CatalogueCard[] = [];
  let cursor: string | null = null;
  let total: number;
  let pages = 0;
  do {
    const { response, body }: { response: Response; body: CardPage } = await page(`${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(response.status, body.error).toBe(200);
    cards.push(...fromCardColumns(body.data));
    total = body.pagination.total;
    cursor = body.pagination.nextCursor;
    pages++;
  } while (cursor);
  return { cards, total, pages };
}

/** The browser's rules over the whole catalogue: the spec's filters, the forgiving search's ranking, the sort. */
function expected(filter: CatalogueFilter, sort: SortOption, words = ""): string[] {
  let list = filterProducts(all, filter);
  if (words) {
    const ids = searchProducts(indexProducts(all), words);
    const rank = new Map(ids.map((id, at) => [id, at]));
    list = list.filter((card) => rank.has(card.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  }
  return sortProducts(list, sort).map((card) => card.id);
}

beforeAll(async () => {
  shop = await testApp({ env: { CATALOGUE_CACHE_SECONDS: "0" } });
  // Some sizes sold out, some products sold out, so "in stock" and sizes have something to tell apart.
  const products = syntheticCatalogue(90).map((product, i) =>
    i % 5 === 0 ? { ...product, stockBySize: Object.fromEntries(product.sizes.map((size, at) => [size, at % 2 === 0 ? 0 : 3])) } : i % 11 === 0 ? { ...product, stockBySize: Object.fromEntries(product.sizes.map((size) => [size, 0])) } : product,
  );
  for (let i = 0; i < products.length; i += 15) await Promise.all(products.slice(i, i + 15).map((product) => shop.repos.products.create(product)));
  retired = await shop.repos.products.create({ ...syntheticCatalogue(1, 500)[0]!, isActive: false });
  const whole = await page("limit=5000");
  all = fromCardColumns(whole.body.data);
  expect(all).toHaveLength(90);
});

describe("a listing's pages from GET /api/products/cards", () => {
  const listings: Array<[string, CatalogueFilter]> = [
    ["category=saree", { category: "saree" }],
    ["category=saree&type=designer", { category: "saree", type: "designer" }],
    ["category=dress&type=cotton", { category: "dress", type: "cotton" }],
    ["collection=custom-made", { collection: "custom-made" }],
    ["category=material&materials=cotton,silk&sizes=M", { category: "material", selectedMaterials: ["cotton", "silk"], selectedSizes: ["M"] }],
    ["category=material&sizes=S,XL&instock=1", { category: "material", selectedSizes: ["S", "XL"], inStockOnly: true }],
    ["category=material&instock=1&min=2000&max=9000", { category: "material", inStockOnly: true, priceRange: { min: 2000, max: 9000 } }],
  ];

  it.each(listings)("%s, in every sort, page after page, equals the browser's rules over the whole catalogue", async (query, filter) => {
    for (const sort of SORT_OPTIONS) {
      const want = expected(filter, sort);
      const { cards, total, pages } = await everyPage(`${query}&sort=${sort}`);
      expect(cards.map((card) => card.id), `${query} sorted ${sort}`).toEqual(want);
      expect(total).toBe(want.length);
      expect(pages).toBe(Math.max(1, Math.ceil(want.length / 7)));
    }
    expect(expected(filter, "default").length).toBeGreaterThan(0);
  });

  it.each([
    ["q=banarsi", "banarsi", {}],
    ["q=sari", "sari", {}],
    ["q=red%20saree&sort=price-low-high", "red saree", {}],
    ["category=dress&q=cotton&sizes=L", "cotton", { category: "dress", selectedSizes: ["L"] }],
  ] as Array<[string, string, CatalogueFilter]>)("searches %s with the forgiving rules, best match first", async (query, words, filter) => {
    const sort = (new URLSearchParams(query).get("sort") ?? "default") as SortOption;
    const want = expected(filter, sort, words);
    expect(want.length).toBeGreaterThan(0);
    const { cards, total } = await everyPage(query, 5);
    expect(cards.map((card) => card.id)).toEqual(want);
    expect(total).toBe(want.length);
  });

  it("answers the same for everyone: cached publicly, not varied by Authorization", async () => {
    const { response } = await page("category=saree&limit=3");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(response.headers.get("vary")).toBeNull();
  });

  it("shows an admin's save at once in this process", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    await shop.repos.subcategories.create({ name: "Saree", category: "clothing", description: "", sortOrder: 1, isActive: true });
    const before = await everyPage("category=saree&sort=price-high-low", 5000);
    const cheapest = before.cards.at(-1)!;
    const saved = await shop.app.request(`/api/products/${cheapest.id}`, {
      method: "PUT",
      headers: { ...authHeader(admin.token), "content-type": "application/json" },
      body: JSON.stringify({ price: 99999, originalPrice: 99999 }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = await page("category=saree&sort=price-high-low&limit=1");
    expect(fromCardColumns(after.body.data)[0]).toMatchObject({ id: cheapest.id, price: 99999 });
  });

  it("refuses what it cannot read, with a reason", async () => {
    for (const query of ["sort=cheapest", "instock=yes", "min=abc", "cursor=bm9wZQ", `ids=${Array.from({ length: 101 }, (_, i) => `p${i}`).join(",")}`, "colour=red"]) {
      const { response, body } = await page(query);
      expect(response.status, query).toBe(400);
      expect(body).toMatchObject({ success: false, error: expect.any(String) });
    }
  });
});

describe("cards by id from GET /api/products/cards?ids=", () => {
  it("answers those products' cards in the order asked, leaving out inactive and unknown ones", async () => {
    const wanted = [all[40]!.id, retired.id, "nosuchproduct", all[3]!.id];
    const { response, body } = await page(`ids=${wanted.join(",")}`);
    expect(response.status).toBe(200);
    expect(fromCardColumns(body.data).map((card) => card.id)).toEqual([all[40]!.id, all[3]!.id]);
    expect(fromCardColumns(body.data)[0]).toEqual(all[40]);
  });
});

describe("GET /api/config's catalogue", () => {
  it("is paged only past the size the server declares (CATALOGUE_WHOLE_MAX_KB of cards)", async () => {
    const config = async (app: Shop["app"]) => (await json<{ data: { catalogue: { paged: boolean } } }>(await app.request("/api/config"))).data.catalogue;
    expect(await config(shop.app)).toEqual({ paged: false });
    const large = await testApp({ env: { CATALOGUE_WHOLE_MAX_KB: "0" } });
    await large.repos.products.create(syntheticCatalogue(1)[0]!);
    expect(await config(large.app)).toEqual({ paged: true });
  });
});
