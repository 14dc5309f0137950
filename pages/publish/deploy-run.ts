import { randomUUID } from "node:crypto";
import { productPath } from "../render/site-pages.js";
import { eachBounded } from "./bounded.js";
import { publishFeeds } from "./feeds-run.js";
import { pathOfKey } from "./page-store.js";
import { removePages, renderProductPages } from "./product-pages.js";
import { addFigures, NO_PAGES, readCatalogueFrom, readSome, type DeployStep, type PublishDeps, type PublishFigures, type PublishJob } from "./publish-deps.js";
import { publishSiteWide, SNAPSHOT_TYPE, storedSnapshot, writeSnapshot } from "./site-wide.js";
import { publishSearchIndex, searchIndexJobs } from "./search-index-run.js";
import { encodeSnapshot, encodeSnapshotPart, joinedSnapshot, SNAPSHOT_KEY, snapshotPartKey, snapshotProducts } from "./snapshot.js";

// The run after a deploy, in pieces: the deploy's own invocation reads the catalogue a bounded
// number of products at a time, handing off their pages as jobs of at most CHUNK products and the
// rest of the reading with a cursor (in the cloud, async invocations of the same function;
// locally, run in this process); the snapshot is written in pieces and joined at the end. So the
// deploy waits for the first step, not the render, and no invocation's time grows with the catalogue.

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

/**
 * Products one invocation of the deploy's run reads before handing the rest of the catalogue on:
 * 2-8 s at 100,000 products on the loaded 2-core machine, a sixth of the 50 s (docs/scale.md).
 */
export const STEP_PRODUCTS = 5_000;

/** The deploy's invocation: the first step of reading the catalogue (deployStep). */
export function planDeploy(deps: PublishDeps, size = CHUNK, stepProducts = STEP_PRODUCTS): Promise<DeployPlan & PublishFigures> {
  return deployStep(deps, { run: `${new Date().toISOString()}#${randomUUID()}`, part: 0 }, size, stepProducts);
}

/**
 * One invocation's part of the deploy: up to `stepProducts` of the catalogue read from the
 * step's cursor, their product pages handed off as jobs, then the rest handed on with the next
 * cursor. A catalogue read in one step writes the snapshot and hands off the catalogue-wide jobs
 * itself; read in several, each writes its piece and the last hands off `deployDone`.
 */
export async function deployStep(deps: PublishDeps, step: DeployStep, size = CHUNK, stepProducts = STEP_PRODUCTS): Promise<DeployPlan & PublishFigures> {
  const started = performance.now();
  // Pieces need a store that reads them back; without one the catalogue is read whole, here.
  const { products: read, nextCursor: cursor } = await readCatalogueFrom(deps, step.cursor, deps.store.read ? stepProducts : Infinity);
  const ids = read.map((product) => product.id);
  if (step.part === 0 && !cursor) {
    await writeSnapshot(deps, read);
    const gone = await gonePages(deps, read);
    const jobs = [...deployJobs(ids, gone, size), ...searchIndexJobs(deps)];
    const figures = await handOffJobs(deps, jobs);
    return { jobs: jobs.length, products: read.length, gone: gone.length, ...figures, ms: Math.round(performance.now() - started) };
  }
  await deps.store.put(snapshotPartKey(step.part), encodeSnapshotPart(step.run, read), SNAPSHOT_TYPE);
  const next: PublishJob = cursor ? { deploy: { run: step.run, part: step.part + 1, cursor } } : { deployDone: { run: step.run, parts: step.part + 1 } };
  const jobs = [...productJobs(ids, size), next];
  const figures = await handOffJobs(deps, jobs);
  return { jobs: jobs.length, products: read.length, gone: 0, ...figures, ms: Math.round(performance.now() - started) };
}

/** The deploy's last invocation: the pieces joined into the snapshot, then the catalogue-wide pages, the feeds and the pages of products gone handed off. */
export async function finishDeploy(deps: PublishDeps, done: { run: string; parts: number }): Promise<DeployPlan & PublishFigures> {
  const started = performance.now();
  const parts = await eachBounded(Array.from({ length: done.parts }, (_, part) => snapshotPartKey(part)), async (key) => (await deps.store.read?.(key))?.body);
  const snapshot = parts.every((part) => part !== undefined) ? joinedSnapshot(done.run, parts) : undefined;
  // A later deploy is reading the catalogue again: it finishes, this one stops here.
  if (!snapshot) {
    deps.log?.(`The deploy ${done.run} was overtaken by a later one: its pieces are gone`);
    return { jobs: 0, products: 0, gone: 0, ...NO_PAGES, ms: Math.round(performance.now() - started) };
  }
  await deps.store.put(SNAPSHOT_KEY, encodeSnapshot(snapshot), SNAPSHOT_TYPE);
  const cards = snapshotProducts(snapshot);
  const gone = await gonePages(deps, cards);
  const jobs = [...deployJobs([], gone, CHUNK), ...searchIndexJobs(deps)];
  const figures = await handOffJobs(deps, jobs);
  return { jobs: jobs.length, products: cards.length, gone: gone.length, ...figures, ms: Math.round(performance.now() - started) };
}

/** The product pages stored whose products are not among these (deleted, switched off). */
async function gonePages(deps: PublishDeps, active: readonly { _id?: string; id?: string }[]): Promise<string[]> {
  const paths = new Set(active.map((product) => productPath(product)));
  const existing = deps.store.list ? (await deps.store.list("product/")).map(pathOfKey) : [];
  return existing.filter((path) => !paths.has(path));
}

export async function publishJob(deps: PublishDeps, job: PublishJob): Promise<PublishFigures> {
  const started = performance.now();
  let figures = NO_PAGES;
  const collections = job.siteWide || job.products?.length ? await deps.readCollections() : [];
  if (job.siteWide) figures = addFigures(figures, await publishSiteWide(deps, await storedSnapshot(deps), collections));
  const feedsNext = job.feeds || job.feedsFrom ? await publishFeeds(deps, job.feedsFrom) : undefined;
  if (feedsNext) figures = addFigures(figures, await handOffJobs(deps, [feedsNext]));
  if (job.products?.length) {
    const productPages = await renderProductPages(deps, await readSome(deps, job.products), collections);
    figures = addFigures(figures, { pages: productPages, productPages, removed: 0 });
  }
  if (job.gone?.length) figures = addFigures(figures, { pages: 0, productPages: 0, removed: await removePages(deps, job.gone) });
  if (job.deploy) figures = addFigures(figures, await deployStep(deps, job.deploy));
  if (job.searchIndex) await publishSearchIndex(deps);
  if (job.deployDone) figures = addFigures(figures, await finishDeploy(deps, job.deployDone));
  return { ...figures, ms: Math.round(performance.now() - started) };
}
