import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../functions/app.js";
import { coldSearchPage } from "../../functions/catalogue/cold-search-page.js";
import { readParts, readSearchPointer } from "../../functions/catalogue/search-index-items.js";
import { tableSearchIndex } from "../../functions/catalogue/search-index-store.js";
import type { Db } from "../../functions/data/db.js";
import { publishChanges } from "../../pages/publish/changes-run.js";
import { planDeploy } from "../../pages/publish/deploy-run.js";
import { localPageStore } from "../../pages/publish/local-page-store.js";
import type { PublishDeps } from "../../pages/publish/publish-deps.js";
import { readActiveCatalogue, readActiveProducts } from "../../pages/publish/read-catalogue.js";
import { cardListingQuerySchema } from "../../shared/schemas/card-listing-query.js";
import { syntheticCatalogue } from "../../bench/synthetic-catalogue.js";
import { setListedCounts } from "../../scripts/build-scale-indexes.js";
import { authHeader, signIn } from "../support/auth.js";
import { cardIds, cardPage, idsOfEveryPage, shownOnCards, type CardPage } from "../support/card-pages.js";
import { testApp } from "../support/test-app.js";

// A cold API process (no warm copy of the cards) answers a search from the split index the page
// publisher keeps in the table (issue 29): the same page as a warm process, a Load more that
// continues warm skips and repeats nothing, an admin's save is found once the publisher's changes
// run has written the index, a stock or price change writes nothing, and a version half written
// is never read.
type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let deps: PublishDeps;
const writes: string[] = [];
/** The heads pointed to, in turn. */
const heads: string[] = [];

const coldProcess = () => createApp({ config: shop.config, repos: shop.repos, gateway: shop.gateway, courier: shop.courier });


/** A process that has read every card (a filtered listing waits for the whole read). */
async function warmProcess() {
  const app = coldProcess();
  await cardPage(app, "instock=1&limit=1");
  return app;
}

const cold = (query: string) => coldSearchPage(shop.repos, cardListingQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));

async function adminSave(id: string, fields: Record<string, unknown>) {
  const admin = await signIn(shop.app, shop.repos, { role: "admin" });
  const saved = await shop.app.request(`/api/products/${id}`, { method: "PUT", headers: { ...authHeader(admin.token), "content-type": "application/json" }, body: JSON.stringify(fields) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  // What the table's stream hands the publisher for this save.
  await publishChanges(deps, { products: new Set([id]), collections: false });
}

beforeAll(async () => {
  shop = await testApp({ env: { CATALOGUE_CACHE_SECONDS: "0" } });
  for (const [name, sortOrder] of [["Dress", 1], ["Saree", 2], ["Custom Made", 3]] as const) await shop.repos.subcategories.create({ name, category: "clothing", description: `${name}.`, sortOrder, isActive: true });
  const products = syntheticCatalogue(90).map((product, i) => (i % 11 === 0 ? { ...product, isActive: false } : product));
  for (let i = 0; i < products.length; i += 15) await Promise.all(products.slice(i, i + 15).map((product) => shop.repos.products.create(product)));
  await setListedCounts(shop.repos, await shop.repos.products.listAll());
  const store = tableSearchIndex(shop.repos.db);
  deps = {
    readCatalogue: () => readActiveCatalogue(shop.repos),
    readProducts: (wanted) => readActiveProducts(shop.repos, wanted),
    readCollections: async () => [],
    render: async (rendered) => JSON.stringify({ path: rendered.path }),
    store: localPageStore(mkdtempSync(join(tmpdir(), "cold-search-"))),
    origin: "https://rangrez.example",
    searchIndex: { currentDigest: store.currentDigest, write: async (split, builtAt) => (writes.push(builtAt), store.write(split, builtAt)) },
  };
  // The deploy's run: its jobs, run here, write the index from the snapshot.
  await planDeploy(deps);
  expect(writes).toHaveLength(1);
  heads.push((await readSearchPointer(shop.repos.db))!.head);
});

describe("a cold process's search (GET /api/products/cards?q=)", () => {
  const queries = ["q=saree&limit=5", "q=sari&limit=4", "q=lal%20silk&limit=6", "q=banarsi&category=saree&limit=3", "q=red%20wedding%20saree&limit=5", "q=georgete", "q=no%2012&limit=5", "q=cus&category=custom%20made&limit=4", "q=xyzzy", "q=gulabi&category=material&limit=5"];

  it.each(queries)("%s: the split index's page equals a warm process's", async (query) => {
    const answered = await cold(query);
    expect(answered, "answered from the split index").toBeDefined();
    const warm = await cardPage(await warmProcess(), query);
    expect(shownOnCards(answered as CardPage)).toEqual(shownOnCards(warm));
    // And through the route of a process that has read nothing.
    expect(shownOnCards(await cardPage(coldProcess(), query))).toEqual(shownOnCards(warm));
  });

  it("finds what a warm process finds for words matching many products", async () => {
    const warm = await cardPage(await warmProcess(), "q=saree&limit=5");
    expect(warm.pagination.total).toBeGreaterThan(20);
  });

  it.each(["q=silk&limit=4", "q=saree&category=saree&limit=5"])("%s: a cold page, then Load more from the warm copy, skips and repeats no card", async (query) => {
    const whole = await idsOfEveryPage(await warmProcess(), query);
    const app = coldProcess();
    const first = await cardPage(app, query);
    // A filtered listing waits for the read the cold search started; the process is warm after it.
    await cardPage(app, "instock=1&limit=1");
    const seen = await idsOfEveryPage(app, query, first);
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(seen.length);
    expect(first.pagination.total).toBe(whole.length);
  });

  it("an admin's save of a name and tags is found by a cold process once the changes run has written the index", async () => {
    const [target] = await shop.repos.products.list({ limit: 1, includeInactive: false }).then((listed) => listed.items);
    expect((await cold("q=kalamkari"))!.pagination.total).toBe(0);
    await adminSave(target!.id, { name: "Kalamkari Mul Saree", tags: ["handblock", "ajrakh"] });
    for (const words of ["kalamkari", "kalamkri", "ajrakh", "handblock saree"]) {
      const found = await cold(`q=${encodeURIComponent(words)}&limit=5`);
      expect(cardIds(found as CardPage)[0], words).toBe(target!.id);
      expect(shownOnCards(found as CardPage)).toEqual(shownOnCards(await cardPage(await warmProcess(), `q=${encodeURIComponent(words)}&limit=5`)));
    }
  });

  it("a stock or price change writes no new index", async () => {
    const before = await readSearchPointer(shop.repos.db);
    const count = writes.length;
    const [target] = (await shop.repos.products.list({ limit: 3, includeInactive: false })).items.slice(2);
    await adminSave(target!.id, { stockBySize: Object.fromEntries(target!.sizes.map((size) => [size, 1])) });
    await adminSave(target!.id, { price: target!.price + 100 });
    expect(writes).toHaveLength(count);
    expect(await readSearchPointer(shop.repos.db)).toEqual(before);
  });

  it("a version written but not yet pointed to is never read", async () => {
    const [target] = (await shop.repos.products.list({ limit: 5, includeInactive: false })).items.slice(4);
    const before = await cold("q=bandhej&limit=5");
    // The pointer's write fails, as a publisher stopped between the parts and the pointer would leave it.
    const db = shop.repos.db;
    const stopped: Db = {
      ...db,
      doc: {
        send: (command: unknown) => {
          if (command instanceof PutCommand && command.input.Item?.sk === "CURRENT") throw new Error("stopped before the pointer");
          return db.doc.send(command as never);
        },
      } as Db["doc"],
    };
    const store = tableSearchIndex(stopped);
    await expect(adminSaveWith(store, target!.id)).rejects.toThrow("stopped before the pointer");
    expect(await cold("q=bandhej&limit=5")).toEqual(before);
    expect((await cold("q=bandhej&limit=5"))!.pagination.total).toBe(0);
    // The next run writes it whole.
    await publishChanges(deps, { products: new Set([target!.id]), collections: false });
    expect(cardIds((await cold("q=bandhej&limit=5")) as CardPage)).toEqual([target!.id]);
  });

  it("keeps the version pointed to and the one before, and deletes the one before that", async () => {
    const pointer = (await readSearchPointer(shop.repos.db))!;
    expect(pointer.previous).toBeDefined();
    const stored = async (name: string) => (await readParts(shop.repos.db, [name])).has(name);
    expect([await stored(pointer.head), await stored(pointer.previous!)]).toEqual([true, true]);
    // The deploy's version was replaced by the kalamkari save's, then that one by bandhej's.
    expect([heads[0] !== pointer.previous, await stored(heads[0]!)]).toEqual([true, false]);
  });
});

/** An admin's save whose changes run writes through this store. */
async function adminSaveWith(store: ReturnType<typeof tableSearchIndex>, id: string) {
  const admin = await signIn(shop.app, shop.repos, { role: "admin" });
  const saved = await shop.app.request(`/api/products/${id}`, { method: "PUT", headers: { ...authHeader(admin.token), "content-type": "application/json" }, body: JSON.stringify({ tags: ["bandhej"] }) });
  expect(saved.status).toBe(200);
  await publishChanges({ ...deps, searchIndex: store }, { products: new Set([id]), collections: false });
}
