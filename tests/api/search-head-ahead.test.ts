import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { tableSearchIndex } from "../../functions/catalogue/search-index-store.js";
import { planDeploy } from "../../pages/publish/deploy-run.js";
import { localPageStore } from "../../pages/publish/local-page-store.js";
import { readActiveCatalogue, readActiveProducts } from "../../pages/publish/read-catalogue.js";
import { syntheticCatalogue } from "../../bench/synthetic-catalogue.js";
import { setListedCounts } from "../../scripts/build-scale-indexes.js";
import { json, testApp } from "../support/test-app.js";

// A large shop's API process opens the split search index's head once its first page of cards is
// answered, so a shopper's search after that page reads no head (issue 29); a small shop's cards
// never read the index, and a head that cannot be read then is read by the search.
type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
/** The head's items read from the table, counted from each test's start. */
let headReads: number;
/** Whether the next head read fails (a table away for a moment). */
let failNextHeadRead: boolean;

const readsHead = (command: unknown) =>
  command instanceof BatchGetCommand && Object.values(command.input.RequestItems ?? {}).some((asked) => asked.Keys?.some((key) => String(key.pk).startsWith("SEARCHINDEX#head-")));

/** A fresh API process: its modules (and the heads they keep) loaded anew. */
async function freshProcess(wholeMaxKb: number) {
  vi.resetModules();
  const { createApp } = await import("../../functions/app.js");
  return createApp({ config: { ...shop.config, catalogueWholeMaxKb: wholeMaxKb }, repos: shop.repos, gateway: shop.gateway, courier: shop.courier });
}

async function cards(app: Awaited<ReturnType<typeof freshProcess>>, query: string) {
  const response = await app.request(`/api/products/cards?${query}`);
  const body = await json<{ error?: string; pagination: { total: number } }>(response);
  expect(response.status, body.error).toBe(200);
  return body;
}

/** Large: any catalogue over 0 KB of cards; small: the test's 40 products fit. */
const LARGE = 0;
const SMALL = 100_000;

beforeAll(async () => {
  shop = await testApp({ env: { CATALOGUE_CACHE_SECONDS: "0" } });
  await shop.repos.subcategories.create({ name: "Saree", category: "clothing", description: "Saree.", sortOrder: 1, isActive: true });
  const products = syntheticCatalogue(40);
  await Promise.all(products.map((product) => shop.repos.products.create(product)));
  await setListedCounts(shop.repos, await shop.repos.products.listAll());
  const store = tableSearchIndex(shop.repos.db);
  await planDeploy({
    readCatalogue: () => readActiveCatalogue(shop.repos),
    readProducts: (wanted) => readActiveProducts(shop.repos, wanted),
    readCollections: async () => [],
    render: async (rendered) => JSON.stringify({ path: rendered.path }),
    store: localPageStore(mkdtempSync(join(tmpdir(), "search-ahead-"))),
    origin: "https://rangrez.example",
    searchIndex: { currentDigest: store.currentDigest, write: store.write },
  });
  const send = shop.repos.db.doc.send.bind(shop.repos.db.doc);
  vi.spyOn(shop.repos.db.doc, "send").mockImplementation(((command: unknown) => {
    if (readsHead(command)) {
      headReads++;
      if (failNextHeadRead) {
        failNextHeadRead = false;
        return Promise.reject(new Error("the table is away"));
      }
    }
    return send(command as never);
  }) as typeof send);
});

beforeEach(() => {
  headReads = 0;
  failNextHeadRead = false;
});
afterEach(() => vi.resetModules());

describe("the search's head opened ahead (GET /api/products/cards)", () => {
  it("a large shop's home page cards open the head: the search after them reads none", async () => {
    const app = await freshProcess(LARGE);
    await cards(app, "limit=100");
    // The head is read in the background once the cards are answered.
    await vi.waitFor(() => expect(headReads).toBe(1));
    const found = await cards(app, "q=saree&limit=5");
    expect(found.pagination.total).toBeGreaterThan(0);
    expect(headReads).toBe(1);
  });

  it("a large shop's listing page opens it too, once a process", async () => {
    const app = await freshProcess(LARGE);
    await cards(app, "category=saree&limit=4");
    await vi.waitFor(() => expect(headReads).toBe(1));
    await cards(app, "limit=100");
    await cards(app, "q=silk&limit=5");
    expect(headReads).toBe(1);
  });

  it("a small shop's cards read no search index", async () => {
    const app = await freshProcess(SMALL);
    const whole = await cards(app, "limit=100");
    expect(whole.pagination.total).toBe(40);
    // Its search, if asked of the server, reads the head itself.
    await cards(app, "q=saree&limit=5");
    expect(headReads).toBe(1);
  });

  it("a head that cannot be read ahead is read by the search, which answers", async () => {
    const app = await freshProcess(LARGE);
    failNextHeadRead = true;
    await cards(app, "limit=100");
    await vi.waitFor(() => expect(headReads).toBe(1));
    const found = await cards(app, "q=saree&limit=5");
    expect(found.pagination.total).toBeGreaterThan(0);
    expect(headReads).toBe(2);
  });
});
