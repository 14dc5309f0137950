import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../functions/app.js";
import { coldListingPage } from "../../functions/catalogue/cold-listing-page.js";
import { readListedCounts } from "../../functions/data/listed-count-reads.js";
import { cardListingQuerySchema } from "../../shared/schemas/card-listing-query.js";
import { syntheticCatalogue } from "../../bench/synthetic-catalogue.js";
import { setListedCounts } from "../../scripts/build-scale-indexes.js";
import { authHeader, signIn } from "../support/auth.js";
import { cardIds, cardPage, idsOfEveryPage, shownOnCards, type CardPage } from "../support/card-pages.js";
import { json, testApp } from "../support/test-app.js";

// A cold API process (no warm copy of the cards yet) answers a newest-first listing from a bounded
// read of the catalogue's index (issue 29): the same page as a warm process, and a Load more that
// continues warm skips and repeats nothing.
type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;

/** A new API process over the same table: it holds no cards yet. */
const coldProcess = () => createApp({ config: shop.config, repos: shop.repos, gateway: shop.gateway, courier: shop.courier });


/** A process that has read every card: a search waits for the whole read. */
async function warmProcess() {
  const app = coldProcess();
  await cardPage(app, "q=saree");
  return app;
}


beforeAll(async () => {
  shop = await testApp({ env: { CATALOGUE_CACHE_SECONDS: "0" } });
  for (const [name, sortOrder] of [["Dress", 1], ["Saree", 2]] as const) await shop.repos.subcategories.create({ name, category: "clothing", description: `${name}.`, sortOrder, isActive: true });
  const products = syntheticCatalogue(60).map((product, i) => (i % 9 === 0 ? { ...product, isActive: false } : product));
  for (let i = 0; i < products.length; i += 15) await Promise.all(products.slice(i, i + 15).map((product) => shop.repos.products.create(product)));
  // Products stored before the counts existed: counted as the upgrade script counts them.
  await setListedCounts(shop.repos, await shop.repos.products.listAll());
});

describe("a cold process's listing (GET /api/products/cards)", () => {
  const queries = ["category=saree&limit=5", "category=dress&limit=4&sort=newest", "category=custom%20made&limit=3", "category=material&limit=6", "limit=7&sort=default", "category=clothing&limit=5"];

  it.each(queries)("%s: the bounded read's first page equals a warm process's", async (query) => {
    const asked = cardListingQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const cold = await coldListingPage(shop.repos, asked);
    expect(cold, "answered without the whole read").toBeDefined();
    const warm = await cardPage(await warmProcess(), query);
    expect(shownOnCards(cold as CardPage)).toEqual(shownOnCards(warm));
    expect(warm.pagination.total).toBeGreaterThan(asked.limit!);
    // And through the route of a process that has read nothing.
    expect(shownOnCards(await cardPage(coldProcess(), query))).toEqual(shownOnCards(warm));
  });

  it.each(["category=saree&limit=4", "limit=6"])("%s: a cold page, then Load more from the warm copy, skips and repeats no card", async (query) => {
    const whole = await idsOfEveryPage(await warmProcess(), query);
    const app = coldProcess();
    const first = await cardPage(app, query);
    // A search reads every card (a cold page reads no more than its own); the process is warm after it.
    await cardPage(app, "q=saree");
    const seen = await idsOfEveryPage(app, query, first);
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(seen.length);
    expect(first.pagination.total).toBe(whole.length);
  });

  it("a product an admin saves shows first on the next cold page, and the counts follow its saves", async () => {
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const app = coldProcess();
    const before = await cardPage(app, "category=saree&limit=3");
    const [input] = syntheticCatalogue(1, 3001);
    const saved = await shop.app.request("/api/products", {
      method: "POST",
      headers: { ...authHeader(admin.token), "content-type": "application/json" },
      body: JSON.stringify({ ...input, subcategory: "Saree", images: [] }),
    });
    const created = await json<{ success: boolean; error?: string; data: { _id: string } }>(saved);
    expect(saved.status, created.error).toBe(201);
    const after = await cardPage(coldProcess(), "category=saree&limit=3");
    expect(cardIds(after)[0]).toBe(created.data._id);
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(shownOnCards(after)).toEqual(shownOnCards(await cardPage(await warmProcess(), "category=saree&limit=3")));

    const moved = await shop.app.request(`/api/products/${created.data._id}`, {
      method: "PUT",
      headers: { ...authHeader(admin.token), "content-type": "application/json" },
      body: JSON.stringify({ subcategory: "Dress" }),
    });
    expect(moved.status, JSON.stringify(await moved.clone().json())).toBe(200);
    const removed = await shop.app.request(`/api/products/${created.data._id}`, { method: "DELETE", headers: authHeader(admin.token) });
    expect(removed.status).toBe(200);
    const recount = new Map<string, number>();
    for (const product of await shop.repos.products.listAll()) {
      if (!product.isActive) continue;
      for (const name of new Set([product.category, product.subcategory].map((value) => value.trim().toLowerCase()))) recount.set(name, (recount.get(name) ?? 0) + 1);
    }
    expect(await readListedCounts(shop.repos.db)).toEqual(recount);
  });
});
