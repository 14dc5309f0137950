// The page publisher's runs at 100,000 products (issue 29): a sale costs no page but when a size
// sells out, an edit renders its page and the listings from the snapshot, the deploy's run is
// chunks covering every product once, and the sitemap splits past 50,000 addresses.
import { describe, expect, it } from "vitest";
import { publishChanges } from "../../pages/publish/changes-run.js";
import { deployJobs, deployStep, finishDeploy, planDeploy } from "../../pages/publish/deploy-run.js";
import { publishFeeds } from "../../pages/publish/feeds-run.js";
import { localPageStore } from "../../pages/publish/local-page-store.js";
import type { PublishDeps, PublishJob } from "../../pages/publish/publish-deps.js";
import { SITEMAP_KEY, sitemapFiles } from "../../pages/publish/sitemap.js";
import { decodeSnapshot, encodeSnapshot, encodeSnapshotPart, snapshotOf, snapshotProducts, withChanges } from "../../pages/publish/snapshot.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { sampleProduct } from "../support/sample-product.js";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ORIGIN = "https://rangrez.example";
let made = 0;
function product(overrides: Partial<Product> = {}): Product {
  const id = (made++).toString(16).padStart(24, "0");
  const { stock: _stock, ...input } = sampleProduct();
  const createdAt = new Date(Date.UTC(2026, 10, 1) + made * 1000).toISOString();
  return { ...input, _id: id, id, stock: 10, stockBySize: { XS: 2, S: 2, M: 2, L: 2, XL: 2 }, createdAt, updatedAt: createdAt, ...overrides };
}

/** A shop in memory: the catalogue, and what each run wrote and read. */
function shop(products: Product[]) {
  let catalogue = [...products];
  const written: string[] = [];
  const reads = { catalogue: 0, products: 0 };
  const store = localPageStore(mkdtempSync(join(tmpdir(), "publisher-runs-")));
  const deps: PublishDeps = {
    readCatalogue: async () => {
      reads.catalogue++;
      return [...catalogue].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    readProducts: async (ids) => {
      reads.products += ids.length;
      return catalogue.filter((p) => ids.includes(p.id) && p.isActive);
    },
    readCollections: async () => [],
    render: async (page) => JSON.stringify({ path: page.path, products: page.products.map((p) => p.name), total: page.total }),
    store: { ...store, put: async (key, body, type, marks) => (written.push(key), store.put(key, body, type, marks)) },
    origin: ORIGIN,
  };
  return {
    deps,
    written,
    reads,
    change(id: string, fields: Partial<Product>) {
      catalogue = catalogue.map((p) => (p.id === id ? { ...p, ...fields } : p));
    },
    /** What a run wrote, from now. */
    fresh() {
      written.length = 0;
      reads.catalogue = 0;
      reads.products = 0;
    },
  };
}

describe("a stream batch", () => {
  const pages = (written: string[]) => written.filter((key) => key.endsWith("index.html"));

  it("renders no page for a stock-only change (a checkout, a hold, a release, a restock), and reads no catalogue", async () => {
    const dress = product({ name: "Mulmul Cotton Dress" });
    const s = shop([dress, product(), product()]);
    await planDeploy(s.deps);
    s.fresh();
    s.change(dress.id, { stockBySize: { XS: 1, S: 2, M: 2, L: 2, XL: 2 }, stock: 9, heldBySize: { XS: 1 }, updatedAt: "2026-11-27T01:00:00.000Z" });
    const figures = await publishChanges(s.deps, { products: new Set([dress.id]), collections: false });
    expect(figures).toMatchObject({ pages: 0, productPages: 0, removed: 0 });
    expect(s.written).toEqual([]);
    expect(s.reads).toEqual({ catalogue: 0, products: 1 });
  });

  it("renders only the product's page when a size sells out (its size picker and JSON-LD availability say so)", async () => {
    const dress = product({ sizes: ["S", "M"], stockBySize: { S: 1, M: 2 }, stock: 3 });
    const s = shop([dress, product()]);
    await planDeploy(s.deps);
    s.fresh();
    s.change(dress.id, { stockBySize: { S: 0, M: 2 }, stock: 2 });
    expect(await publishChanges(s.deps, { products: new Set([dress.id]), collections: false })).toMatchObject({ pages: 1, productPages: 1 });
    expect(s.written).toEqual([`product/${dress.id}/index.html`]);
  });

  it("renders the product's page, the home page and listings from the snapshot, the sitemap and the feeds on a price change", async () => {
    const dress = product({ name: "Indigo Block-Print Dress", price: 1499 });
    const s = shop([dress, product({ name: "Kota Doria Saree", subcategory: "Saree" })]);
    await planDeploy(s.deps);
    s.fresh();
    s.change(dress.id, { price: 1299 });
    const figures = await publishChanges(s.deps, { products: new Set([dress.id]), collections: false });
    expect(figures.productPages).toBe(1);
    expect(pages(s.written)).toEqual(expect.arrayContaining([`product/${dress.id}/index.html`, "index.html", "dress/index.html", "saree/index.html"]));
    expect(s.written).toEqual(expect.arrayContaining([SITEMAP_KEY, "robots.txt", "feeds/google.xml", "feeds/meta.csv"]));
    // The listings came from the snapshot; only the feeds (a job of their own) read the catalogue.
    expect(s.reads.catalogue).toBe(1);
    const snapshot = decodeSnapshot((await s.deps.store.read!(".publisher/catalogue.json.gz"))!.body);
    expect(snapshotProducts(snapshot).find((p) => p.id === dress.id)?.price).toBe(1299);
  });

  it("hands a product switched off back to the SPA and drops it from the listings", async () => {
    const dress = product({ name: "Chanderi Kurta" });
    const s = shop([dress, product()]);
    await planDeploy(s.deps);
    s.change(dress.id, { isActive: false });
    s.fresh();
    expect(await publishChanges(s.deps, { products: new Set([dress.id]), collections: false })).toMatchObject({ productPages: 0, removed: 1 });
    expect(await s.deps.store.marks!(`product/${dress.id}/index.html`)).toBeUndefined();
    expect(snapshotProducts(decodeSnapshot((await s.deps.store.read!(".publisher/catalogue.json.gz"))!.body)).map((p) => p.id)).not.toContain(dress.id);
  });

  it("renders every page again when a subcategory changes, as every page's menus list them", async () => {
    const products = [product(), product(), product()];
    const s = shop(products);
    await planDeploy(s.deps);
    s.fresh();
    await publishChanges(s.deps, { products: new Set(), collections: true });
    expect(pages(s.written)).toEqual(expect.arrayContaining(["index.html", ...products.map((p) => `product/${p.id}/index.html`)]));
  });
});

describe("the deploy's run", () => {
  const pages = (written: string[]) => written.filter((key) => key.endsWith("index.html"));

  it("hands off jobs that cover every active product exactly once, none over the chunk, with the pages of products gone", async () => {
    const ids = Array.from({ length: 1234 }, (_, i) => `p${i}`);
    const jobs = deployJobs(ids, ["/product/old"], 500);
    const chunked = jobs.flatMap((job) => job.products ?? []);
    expect(chunked).toEqual(ids);
    expect(new Set(chunked).size).toBe(ids.length);
    expect(Math.max(...jobs.map((job) => job.products?.length ?? 0))).toBe(500);
    expect(jobs.filter((job) => job.siteWide)).toHaveLength(1);
    expect(jobs.filter((job) => job.feeds)).toHaveLength(1);
    expect(jobs.flatMap((job) => job.gone ?? [])).toEqual(["/product/old"]);
  });

  it("only lists the work and hands it off, rendering nothing itself", async () => {
    const products = Array.from({ length: 23 }, () => product());
    const s = shop(products);
    const handed: PublishJob[] = [];
    s.fresh();
    const plan = await planDeploy({ ...s.deps, handOff: async (jobs) => void handed.push(...jobs) }, 5);
    expect(plan).toMatchObject({ jobs: 7, products: 23, pages: 0 });
    expect(pages(s.written)).toEqual([]);
    expect(handed.flatMap((job) => job.products ?? []).sort()).toEqual(products.map((p) => p.id).sort());
  });
});

describe("the deploy's run over a catalogue too big for one invocation", () => {
  /** The shop read 4 products a page, each page read counted by the invocation that read it. */
  function pagedShop(products: Product[]) {
    const s = shop(products);
    const perInvocation: number[] = [];
    const readCataloguePage = async (cursor: string | undefined) => {
      const all = await s.deps.readCatalogue();
      const from = Number(cursor ?? 0);
      perInvocation[perInvocation.length - 1]! += Math.min(4, all.length - from);
      return { products: all.slice(from, from + 4), ...(from + 4 < all.length ? { nextCursor: String(from + 4) } : {}) };
    };
    return { ...s, deps: { ...s.deps, readCataloguePage }, perInvocation };
  }

  /** Runs the deploy as the cloud would: each handed-off step of the reading an invocation of its own, the page jobs collected. */
  async function deployInSteps(s: ReturnType<typeof pagedShop>, run = "run-1") {
    const handed: PublishJob[] = [];
    const deps = { ...s.deps, handOff: async (jobs: PublishJob[]) => void handed.push(...jobs) };
    s.perInvocation.push(0);
    await deployStep(deps, { run, part: 0 }, 5, 10);
    for (let at = handed.findIndex((job) => job.deploy || job.deployDone); at >= 0; at = handed.findIndex((job) => job.deploy || job.deployDone)) {
      const [step] = handed.splice(at, 1);
      s.perInvocation.push(0);
      if (step!.deploy) await deployStep(deps, step!.deploy, 5, 10);
      else await finishDeploy(deps, step!.deployDone!);
    }
    return handed;
  }

  it("reads a bounded piece per invocation, hands on the rest with a cursor, and covers every product exactly once", async () => {
    const products = Array.from({ length: 23 }, () => product());
    const s = pagedShop(products);
    const handed = await deployInSteps(s);
    // Pages of 4 until the bound of 10 is reached (12), the last 11, then the joining invocation, which reads no catalogue.
    expect(s.perInvocation).toEqual([12, 11, 0]);
    expect(s.perInvocation.every((read) => read <= 10 + 4)).toBe(true);
    const chunked = handed.flatMap((job) => job.products ?? []);
    expect(chunked.sort()).toEqual(products.map((p) => p.id).sort());
    expect(Math.max(...handed.map((job) => job.products?.length ?? 0))).toBe(5);
    expect(handed.filter((job) => job.siteWide)).toHaveLength(1);
    expect(handed.filter((job) => job.feeds)).toHaveLength(1);
  });

  it("joins its pieces into the snapshot one read of the whole catalogue makes, and finds the pages of products gone", async () => {
    const products = Array.from({ length: 23 }, () => product());
    const s = pagedShop(products);
    await s.deps.store.put("product/gone0000000000000000000/index.html", "<html>", "text/html; charset=utf-8");
    const handed = await deployInSteps(s);
    const stored = decodeSnapshot((await s.deps.store.read!(".publisher/catalogue.json.gz"))!.body);
    expect(stored).toEqual(snapshotOf(await s.deps.readCatalogue()));
    expect(handed.flatMap((job) => job.gone ?? [])).toEqual(["/product/gone0000000000000000000"]);
  });

  it("renders every page when run in one process (the local shop), the same pages as a deploy read in one piece", async () => {
    const products = Array.from({ length: 23 }, () => product());
    const inSteps = pagedShop(products);
    await deployStep(inSteps.deps, { run: "local", part: 0 }, 5, 10);
    const whole = shop(products);
    await planDeploy(whole.deps, 5);
    const sorted = (written: string[]) => [...new Set(written.filter((key) => !key.startsWith(".publisher/")))].sort();
    expect(sorted(inSteps.written)).toEqual(sorted(whole.written));
    expect(sorted(inSteps.written).filter((key) => key.startsWith("product/"))).toHaveLength(23);
  });

  it("stops without writing the snapshot when a later deploy has written over its pieces", async () => {
    const s = pagedShop(Array.from({ length: 23 }, () => product()));
    await deployInSteps(s, "older");
    await planDeploy(s.deps);
    const before = await s.deps.store.read!(".publisher/catalogue.json.gz");
    await s.deps.store.put(".publisher/deploy/part-1.json.gz", encodeSnapshotPart("newer", []), "application/gzip");
    s.fresh();
    const finished = await finishDeploy(s.deps, { run: "older", parts: 3 });
    expect(finished).toMatchObject({ jobs: 0, products: 0 });
    expect(s.written).toEqual([]);
    expect((await s.deps.store.read!(".publisher/catalogue.json.gz"))!.version).toBe(before!.version);
  });
});

describe("the shopping feeds of a catalogue past one file", () => {
  const items = (body: string) => [...body.matchAll(/<g:item_group_id>([^<]+)</g)].map((match) => match[1]!);
  const rows = (body: string) => body.trim().split("\r\n").length - 1;

  /** The feeds made as the cloud makes them: each next file an invocation of its own, from the cursor handed on. */
  async function feedsInFiles(deps: PublishDeps) {
    let next = await publishFeeds(deps, undefined, 10);
    while (next?.feedsFrom) next = await publishFeeds(deps, next.feedsFrom, 10);
  }

  it("writes files of at most a file's products, every product in exactly one, the first at the feeds' own address", async () => {
    const products = Array.from({ length: 23 }, () => product({ sizes: ["M"], stockBySize: { M: 1 } }));
    const s = shop(products);
    const bodies = new Map<string, string>();
    const deps: PublishDeps = { ...s.deps, readCataloguePage: pagesOf4(s.deps), store: { ...s.deps.store, put: async (key, body, type, marks) => (bodies.set(key, String(body)), s.deps.store.put(key, body, type, marks)) } };
    await feedsInFiles(deps);
    // Pages of 4 until the file's 10 are reached: 12, then the other 11.
    const google = ["feeds/google.xml", "feeds/google-2.xml"].map((key) => items(bodies.get(key)!));
    expect(google.map((file) => file.length)).toEqual([12, 11]);
    expect(google.flat().sort()).toEqual(products.map((p) => p.id).sort());
    expect(["feeds/meta.csv", "feeds/meta-2.csv"].map((key) => rows(bodies.get(key)!))).toEqual([12, 11]);
    expect(bodies.has("feeds/google-3.xml")).toBe(false);

    // The catalogue shrinks to one file: the files past it are left with no products.
    for (const gone of products.slice(8)) s.change(gone.id, { isActive: false });
    const shrunk: PublishDeps = { ...deps, readCatalogue: async () => (await s.deps.readCatalogue()).filter((p) => p.isActive) };
    await feedsInFiles({ ...shrunk, readCataloguePage: pagesOf4(shrunk) });
    expect(items(bodies.get("feeds/google.xml")!)).toHaveLength(8);
    expect(items(bodies.get("feeds/google-2.xml")!)).toEqual([]);
    expect(rows(bodies.get("feeds/meta-2.csv")!)).toBe(0);
  });
});

/** The catalogue 4 products a page, the cursor the next page's first. */
function pagesOf4(deps: PublishDeps) {
  return async (cursor: string | undefined) => {
    const all = await deps.readCatalogue();
    const from = Number(cursor ?? 0);
    return { products: all.slice(from, from + 4), ...(from + 4 < all.length ? { nextCursor: String(from + 4) } : {}) };
  };
}

describe("the catalogue snapshot", () => {
  it("keeps the storefront's order (newest first) through changes, and reads back what was written", () => {
    const [a, b, c] = [product(), product(), product()];
    const snapshot = snapshotOf([a!, b!, c!]);
    expect(snapshotProducts(snapshot).map((p) => p.id)).toEqual([c!.id, b!.id, a!.id]);
    const added = product();
    const changed = withChanges(snapshot, [{ ...b!, name: "Renamed" }, added], [a!.id]);
    expect(snapshotProducts(changed).map((p) => p.id)).toEqual([added.id, c!.id, b!.id]);
    expect(snapshotProducts(changed)[2]!.name).toBe("Renamed");
    expect(decodeSnapshot(encodeSnapshot(changed))).toEqual(changed);
  });
});

describe("two batches changing the snapshot at once", () => {
  it("lose neither change: the write over a version another batch replaced is refused, read again and made again", async () => {
    const [a, b] = [product({ name: "Bagru Print Dress" }), product({ name: "Kalamkari Saree" })];
    const s = shop([a!, b!]);
    await planDeploy(s.deps);
    const store = s.deps.store;
    let interleaved = false;
    // Batch B's write lands between batch A's read and A's write.
    const racing: PublishDeps = {
      ...s.deps,
      store: {
        ...store,
        putOver: async (key, body, type, version) => {
          if (!interleaved) {
            interleaved = true;
            const current = (await store.read!(key))!;
            const theirs = withChanges(decodeSnapshot(current.body), [{ ...b!, name: "Kalamkari Saree, Indigo" }], []);
            expect(await store.putOver!(key, encodeSnapshot(theirs), type, current.version)).toBe(true);
          }
          return store.putOver!(key, body, type, version);
        },
      },
    };
    s.change(a!.id, { name: "Bagru Print Dress, Rust" });
    await publishChanges(racing, { products: new Set([a!.id]), collections: false });
    const names = snapshotProducts(decodeSnapshot((await store.read!(".publisher/catalogue.json.gz"))!.body)).map((p) => p.name);
    expect(names.sort()).toEqual(["Bagru Print Dress, Rust", "Kalamkari Saree, Indigo"]);
  });
});

describe("the sitemap", () => {
  it("stays one file within 50,000 addresses, and past them becomes an index of files of at most 50,000", () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ loc: `${ORIGIN}/product/${i.toString(16).padStart(24, "0")}`, lastModified: "2026-11-27T00:00:00.000Z" }));
    expect(sitemapFiles(ORIGIN, entries(50_000)).map((file) => file.key)).toEqual([SITEMAP_KEY]);

    const files = sitemapFiles(ORIGIN, entries(120_001));
    expect(files.map((file) => file.key)).toEqual([SITEMAP_KEY, "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"]);
    const index = files[0]!.body;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`, `${ORIGIN}/sitemap-3.xml`]);
    const counts = files.slice(1).map((file) => (file.body.match(/<url>/g) ?? []).length);
    expect(counts).toEqual([50_000, 50_000, 20_001]);
    for (const file of files) expect(Buffer.byteLength(file.body)).toBeLessThan(50 * 1024 * 1024);
  });

  it("splits by size too, before a file reaches 50 MB", () => {
    const long = Array.from({ length: 30 }, (_, i) => ({ loc: `${ORIGIN}/product/${"x".repeat(1000)}${i}` }));
    const files = sitemapFiles(ORIGIN, long, { addresses: 50_000, bytes: 20_000 });
    expect(files.length).toBeGreaterThan(2);
    for (const file of files.slice(1)) expect(Buffer.byteLength(file.body)).toBeLessThan(20_000 + 200);
  });
});
