import { createHash } from "node:crypto";
import { collectionOfPath, type ShopCollection } from "@shared/collections.js";
import type { Product } from "@shared/schemas/product-record.js";
import { catalogueWidePages, productPage, productPath, type LdReview, type SitePage } from "../render/site-pages.js";
import { HTML, pageKey, type PageStore } from "./page-store.js";
import type { RenderPage } from "./renderer.js";
import { feedItems, GOOGLE_FEED_KEY, googleFeedXml, META_FEED_KEY, metaFeedCsv } from "./feeds.js";
import { robotsTxt, sitemapXml } from "./sitemap.js";

// Keeps the rendered pages in step with the catalogue. Each run reads the active catalogue and
// renders the home page, listings, policies, sitemap, robots and the shopping feeds (a few dozen pages), and the
// product pages whose product changed since the last run; a product gone from the catalogue
// (deleted or made inactive) loses its page, so its address falls back to the SPA's not-found.

export interface PagePublisherDeps {
  /** Every active product, in the order the storefront lists them. */
  readCatalogue(): Promise<Product[]>;
  /** The active subcategories: each has a listing, and every page's menus list them. */
  readCollections(): Promise<ShopCollection[]>;
  /** A few of a product's published reviews, for its page's JSON-LD (issue 27); none when not given. */
  readReviews?(productId: string): Promise<LdReview[]>;
  render: RenderPage;
  store: PageStore;
  /** The shop's public origin, e.g. https://rangrez.in (no trailing slash). */
  origin: string;
  log?: (message: string) => void;
}

export interface PublishFigures {
  pages: number;
  productPages: number;
  removed: number;
  ms: number;
}

export interface PagePublisher {
  /** Brings every page up to date now (one run at a time; a call during a run waits for the next). */
  publish(): Promise<PublishFigures>;
  /** Asks for a run soon, coalescing bursts of saves into one. */
  publishSoon(): void;
  /** Takes no more requests, drops a run asked for and not begun, and waits for one under way. */
  stop(): Promise<void>;
}

/** What a product page is rendered from: the product, and the collections its menus list. */
const fingerprint = (product: Product, collections: readonly ShopCollection[]) => createHash("sha1").update(JSON.stringify([product, collections])).digest("base64url");

/** The catalogue and the collections, read together. */
const readShop = (deps: PagePublisherDeps) => Promise.all([deps.readCatalogue(), deps.readCollections()]);

/** Renders the given product pages, removes the pages at `gone`, then the catalogue-wide pages, sitemap and robots; says what it did since `started`. */
async function writePages(
  deps: PagePublisherDeps,
  [catalogue, collections]: readonly [readonly Product[], readonly ShopCollection[]],
  productPages: readonly SitePage[],
  gone: readonly string[],
  started: number,
  earlierCollections: readonly string[] = [],
): Promise<PublishFigures> {
  const write = async (page: SitePage) => deps.store.put(pageKey(page.path), await deps.render(page), HTML);
  for (const page of productPages) {
    // Its published reviews are read only for a page being rendered; a moderation touches the product, so its page is.
    const reviews = page.product && deps.readReviews && page.product.reviewCount ? await deps.readReviews(page.product.id) : [];
    await write({ ...(reviews.length > 0 ? productPage(page.product!, deps.origin, reviews) : page), collections: [...collections] });
  }
  for (const path of gone) await deps.store.remove(pageKey(path));
  const wide = catalogueWidePages(catalogue, deps.origin, collections);
  for (const page of wide) await write(page);
  // A collection renamed or switched off loses its page, as a product does.
  const current = new Set(wide.map((page) => page.path));
  const goneCollections = earlierCollections.filter((path) => !current.has(path));
  for (const path of goneCollections) await deps.store.remove(pageKey(path));
  const entries = [...wide, ...catalogue.map((product) => productPage(product, deps.origin))].map((page) => ({ loc: page.head.canonical, lastModified: page.lastModified }));
  await deps.store.put("sitemap.xml", sitemapXml(entries), "application/xml; charset=utf-8");
  await deps.store.put("robots.txt", robotsTxt(deps.origin), "text/plain; charset=utf-8");
  // The shopping feeds follow the same catalogue: stock and prices change the product, so a run.
  const items = feedItems(catalogue, deps.origin);
  await deps.store.put(GOOGLE_FEED_KEY, googleFeedXml(items, deps.origin), "application/xml; charset=utf-8");
  await deps.store.put(META_FEED_KEY, metaFeedCsv(items), "text/csv; charset=utf-8");
  return { pages: wide.length + productPages.length, productPages: productPages.length, removed: gone.length + goneCollections.length, ms: Math.round(performance.now() - started) };
}

/** Which product pages a one-off run renders again: all of them, or those of these product ids. */
export type ProductsToRender = "all" | ReadonlySet<string>;

/**
 * One run with no memory of earlier ones (a Lambda invocation): the catalogue-wide pages, sitemap
 * and robots always, and the product pages asked for. A product asked for that is no longer active
 * loses its page; with "all", so does every page under /product/ that `existingPaths` lists and
 * the catalogue no longer holds; and always every collection's listing that `existingCollections`
 * lists and the active subcategories no longer name.
 */
export async function publishOnce(
  deps: PagePublisherDeps,
  products: ProductsToRender,
  existingPaths: () => Promise<string[]> = async () => [],
  existingCollections: () => Promise<string[]> = async () => [],
): Promise<PublishFigures> {
  const started = performance.now();
  const shop = await readShop(deps);
  const [catalogue] = shop;
  const active = new Map(catalogue.map((product) => [productPath(product), productPage(product, deps.origin)]));
  const asked = products === "all" ? [...new Set([...active.keys(), ...(await existingPaths())])] : [...products].map((id) => productPath({ _id: id } as Product));
  const render = asked.flatMap((path) => active.get(path) ?? []);
  const gone = asked.filter((path) => !active.has(path));
  return writePages(deps, shop, render, gone, started, await existingCollections());
}

export function createPagePublisher(deps: PagePublisherDeps, options: { delayMs?: number } = {}): PagePublisher {
  const delayMs = options.delayMs ?? 200;
  /** What each product page was rendered from, by path; empty at start so the first run renders them all. */
  const rendered = new Map<string, string>();
  /** The collections' listings of the last run, so one renamed or switched off loses its page. */
  let renderedCollections: string[] = [];
  let running: Promise<PublishFigures> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function run(): Promise<PublishFigures> {
    const started = performance.now();
    const shop = await readShop(deps);
    const [catalogue, collections] = shop;
    const products = catalogue.map((product) => ({ page: productPage(product, deps.origin), print: fingerprint(product, collections) }));
    const changed = products.filter(({ page, print }) => rendered.get(page.path) !== print);
    const current = new Set(products.map(({ page }) => page.path));
    const gone = [...rendered.keys()].filter((path) => !current.has(path));
    const figures = await writePages(deps, shop, changed.map(({ page }) => page), gone, started, [...renderedCollections]);
    renderedCollections = catalogueWidePages([], "", collections).flatMap((page) => (collectionOfPath(page.path) ? [page.path] : []));
    for (const { page, print } of changed) rendered.set(page.path, print);
    for (const path of gone) rendered.delete(path);
    return figures;
  }

  function publish(): Promise<PublishFigures> {
    if (running) return running.then(() => publish());
    running = run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    publish,
    publishSoon() {
      if (timer || stopped) return;
      timer = setTimeout(() => {
        timer = null;
        publish()
          .then((figures) => deps.log?.(`Pages re-rendered: ${figures.pages} (${figures.productPages} products, ${figures.removed} removed) in ${figures.ms} ms`))
          .catch((error: unknown) => deps.log?.(`Pages could not be re-rendered: ${error instanceof Error ? error.message : String(error)}`));
      }, delayMs);
    },
    // A stopping shop does not wait for saves still arriving (under load a run can take seconds,
    // and each sale asks for another): every page is rendered again when the shop next starts.
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
