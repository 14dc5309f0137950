import { productPath } from "../render/site-pages.js";
import { GOOGLE_FEED_KEY, META_FEED_KEY, feedItems, googleFeedXml, metaFeedCsv } from "./feeds.js";
import { pathOfKey } from "./page-store.js";
import { removePages, renderProductPages } from "./product-pages.js";
import { addFigures, NO_PAGES, readSome, type PublishDeps, type PublishFigures, type PublishJob } from "./publish-deps.js";
import { publishSiteWide, storedSnapshot, writeSnapshot } from "./site-wide.js";

// The run after a deploy, in pieces: the deploy's own invocation reads the catalogue once, writes
// the snapshot and lists the work as jobs of at most CHUNK products each, which it hands off (in
// the cloud, async invocations of the same function; locally, run in this process). So the deploy
// waits for the list, not the render, and no job's time grows with the catalogue.

/** Products one job renders: well inside a function's 50 s (docs/pages.md has the figures). */
export const CHUNK = 250;

const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** These products' pages, in jobs of at most `size`. */
export const productJobs = (productIds: readonly string[], size = CHUNK): PublishJob[] => chunks(productIds, size).map((products) => ({ products }));

/** Every active product once, in jobs of at most `size`; the pages of products gone; the catalogue-wide pages and the feeds. */
export function deployJobs(productIds: readonly string[], gonePaths: readonly string[], size = CHUNK): PublishJob[] {
  return [{ siteWide: true }, { feeds: true }, ...productJobs(productIds, size), ...chunks(gonePaths, size).map((gone) => ({ gone }))];
}

/** What the deploy's invocation did: how many jobs it handed off, for how many products. */
export interface DeployPlan {
  jobs: number;
  products: number;
  gone: number;
}

/** Hands the jobs off, or runs them here in turn when the deps cannot; the figures of those run here. */
export async function handOffJobs(deps: PublishDeps, jobs: PublishJob[]): Promise<Omit<PublishFigures, "ms">> {
  if (deps.handOff) {
    await deps.handOff(jobs);
    return NO_PAGES;
  }
  let figures = NO_PAGES;
  for (const job of jobs) figures = addFigures(figures, await publishJob(deps, job));
  return figures;
}

/** The deploy's invocation: the catalogue read once, the snapshot written, the jobs handed off. */
export async function planDeploy(deps: PublishDeps, size = CHUNK): Promise<DeployPlan & PublishFigures> {
  const started = performance.now();
  const catalogue = await deps.readCatalogue();
  await writeSnapshot(deps, catalogue);
  const active = new Set(catalogue.map((product) => productPath(product)));
  const existing = deps.store.list ? (await deps.store.list("product/")).map(pathOfKey) : [];
  const gone = existing.filter((path) => !active.has(path));
  const jobs = deployJobs(
    catalogue.map((product) => product.id),
    gone,
    size,
  );
  const figures = await handOffJobs(deps, jobs);
  return { jobs: jobs.length, products: catalogue.length, gone: gone.length, ...figures, ms: Math.round(performance.now() - started) };
}

/** The shopping feeds, from the whole catalogue: the deploy's run, and a job of their own when a product is added, gone or shows differently on cards. */
export async function publishFeeds(deps: PublishDeps): Promise<void> {
  const items = feedItems(await deps.readCatalogue(), deps.origin);
  await deps.store.put(GOOGLE_FEED_KEY, googleFeedXml(items, deps.origin), "application/xml; charset=utf-8");
  await deps.store.put(META_FEED_KEY, metaFeedCsv(items), "text/csv; charset=utf-8");
}

export async function publishJob(deps: PublishDeps, job: PublishJob): Promise<PublishFigures> {
  const started = performance.now();
  let figures = NO_PAGES;
  const collections = job.siteWide || job.products?.length ? await deps.readCollections() : [];
  if (job.siteWide) figures = addFigures(figures, await publishSiteWide(deps, await storedSnapshot(deps), collections));
  if (job.feeds) await publishFeeds(deps);
  if (job.products?.length) {
    const productPages = await renderProductPages(deps, await readSome(deps, job.products), collections);
    figures = addFigures(figures, { pages: productPages, productPages, removed: 0 });
  }
  if (job.gone?.length) figures = addFigures(figures, { pages: 0, productPages: 0, removed: await removePages(deps, job.gone) });
  return { ...figures, ms: Math.round(performance.now() - started) };
}
