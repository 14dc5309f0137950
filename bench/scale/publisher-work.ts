import { performance } from "node:perf_hooks";
import { tableSearchIndex } from "../../functions/catalogue/search-index-store.js";
import { localPageStore } from "../../pages/publish/local-page-store.js";
import type { PageStore } from "../../pages/publish/page-store.js";
import { publishChanges } from "../../pages/publish/changes-run.js";
import { planDeploy, publishJob } from "../../pages/publish/deploy-run.js";
import type { PagePublisherDeps } from "../../pages/publish/publisher.js";
import type { PublishJob } from "../../pages/publish/publish-deps.js";
import { readActiveCatalogue, readActiveCataloguePage, readActiveCollections, readActiveProducts, readTopReviews } from "../../pages/publish/read-catalogue.js";
import { loadPageRenderer } from "../../pages/publish/renderer.js";
import { streamChanges, type PageStreamRecord } from "../../pages/publish/stream-changes.js";
import { rendererDirOf } from "../../pages/build/build-storefront.js";
import { median, round } from "../stats.js";
import type { ScaleTable } from "./scale-table.js";
import { scaleProductId } from "./seed-catalogue.js";

/** The page publisher's declared timeout (infra/cloud/page-publisher.ts). */
export const PUBLISHER_TIMEOUT_S = 50;

/** The publisher as the cloud wires it (pages/publish/lambda.ts), its pages written into the local build. */
export async function publisherDeps(table: ScaleTable, staticDir: string, store: PageStore = localPageStore(staticDir)): Promise<PagePublisherDeps> {
  const { repos } = table;
  return {
    readCatalogue: () => readActiveCatalogue(repos),
    readCataloguePage: (cursor) => readActiveCataloguePage(repos, cursor),
    readProducts: (ids) => readActiveProducts(repos, ids),
    readCollections: () => readActiveCollections(repos),
    readReviews: (id) => readTopReviews(repos, id),
    render: await loadPageRenderer(staticDir, rendererDirOf(staticDir)),
    store,
    searchIndex: tableSearchIndex(repos.db),
    origin: "https://shop.example.in",
  };
}

type StreamRecord = PageStreamRecord & { dynamodb: { NewImage?: { entity?: { S?: string } } } };
const record = (eventName: "INSERT" | "MODIFY", pk: string, sk: string, entity?: string): StreamRecord => ({
  eventName,
  dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } }, ...(entity ? { NewImage: { entity: { S: entity } } } : {}) },
});

/**
 * What the table's stream carries for one paid order of one piece, transaction by transaction:
 * create-order holds the piece (the product, the order, its hold, counters), the payment sells it
 * (the product again, the order, the payment and its link, a stock movement, sales rollups,
 * counters, the outbox). The stream's filter (PAGE_STREAM_FILTERS) lets product and subcategory
 * items through; each transaction reaches the publisher as its own batch, a shopper's payment
 * being far longer than the subscription's batching window.
 */
export function paidOrderStream(productId: string, orderId: string): StreamRecord[][] {
  const product = record("MODIFY", `PRODUCT#${productId}`, "PRODUCT", "product");
  return [
    [product, record("INSERT", `ORDER#${orderId}`, "ORDER", "order"), record("INSERT", `ORDER#${orderId}`, "HOLD", "hold"), record("MODIFY", "COUNTER", "orders#3")],
    [
      product,
      record("MODIFY", `ORDER#${orderId}`, "ORDER", "order"),
      record("INSERT", `PAYMENT#${orderId}`, "PAYMENT", "payment"),
      record("INSERT", `RZP_ORDER#order_${orderId}`, "LINK", "razorpay-link"),
      record("INSERT", `PRODUCT#${productId}`, `MOVEMENT#${new Date().toISOString()}#${orderId}`, "stock-movement"),
      record("MODIFY", "SALES#2026-11", "2026-11-26#TOTAL#2", "sales"),
      record("MODIFY", "COUNTER", "paidOrders#5"),
      record("INSERT", `OUTBOX#${orderId}`, "OUTBOX", "outbox"),
    ],
  ];
}

/** The subscription's filter: saved products and subcategories (and their removal by key). */
const passesFilter = (r: StreamRecord) =>
  ["product", "subcategory"].includes(r.dynamodb.NewImage?.entity?.S ?? "") || (r.eventName === "REMOVE" && ["PRODUCT", "SUBCATEGORY"].includes(r.dynamodb.Keys?.sk?.S ?? ""));

class PastTimeout extends Error {}

/**
 * The publisher's deps with its declared timeout enforced, as Lambda would stop it: the first
 * write after `limitS` throws PastTimeout. Counts the pages written.
 */
function withDeadline(deps: PagePublisherDeps, limitS: number) {
  const started = performance.now();
  const deadline = started + limitS * 1000;
  let written = 0;
  // The store's other abilities (the marks pages were rendered with, the snapshot) pass through:
  // without them the publisher cannot tell a sale from a change and renders everything asked.
  const store: PageStore = {
    ...deps.store,
    async put(key, body, type, marks) {
      if (performance.now() > deadline) throw new PastTimeout();
      await deps.store.put(key, body, type, marks);
      if (key.endsWith(".html")) written++;
    },
  };
  return { deps: { ...deps, store }, started, written: () => written };
}

/**
 * publisherPerSaleMs: the publisher's work for the stream batches one paid order makes, summed,
 * median of `sales` orders (each sells a different product). Each product's page is published
 * first, untimed, as the deploy's run leaves it. An invocation past the publisher's timeout fails
 * the figure; after a sale slower than that timeout the next ones are not run.
 */
export async function publisherPerSale(deps: PagePublisherDeps, sales = 3) {
  const each: number[] = [];
  let invocations = 0;
  let pages = 0;
  const sold = Array.from({ length: sales }, (_, sale) => scaleProductId(sale * 97));
  await publishJob(deps, { products: sold });
  for (let sale = 0; sale < sales; sale++) {
    let ms = 0;
    for (const batch of paidOrderStream(sold[sale]!, `5a1e${String(sale).padStart(20, "0")}`)) {
      const changes = streamChanges({ Records: batch.filter(passesFilter) });
      if (!changes) continue;
      const run = withDeadline(deps, PUBLISHER_TIMEOUT_S);
      try {
        pages = (await publishChanges(run.deps, changes)).pages;
      } catch (error) {
        if (!(error instanceof PastTimeout)) throw error;
        return { publisherPerSaleMs: `failed: one stream batch ran past the publisher's ${PUBLISHER_TIMEOUT_S} s timeout (${run.written()} pages written by then)`, publisherInvocationsPerSale: 2 };
      }
      ms += performance.now() - run.started;
      invocations++;
    }
    each.push(ms);
    if (ms > PUBLISHER_TIMEOUT_S * 1000) break;
  }
  return { publisherPerSaleMs: round(median(each), 0), publisherInvocationsPerSale: invocations / each.length, publisherPagesPerInvocation: pages, publisherSalesTimed: each.length };
}

/** How many of the deploy's product jobs are run and timed here (the cloud runs them all at once). */
const SAMPLED_JOBS = 3;

/**
 * deployRenderS: after a deploy, as the cloud runs it. The deploy's own invocation reads the first
 * piece of the catalogue and hands off its jobs (collected here) and the rest of the reading; each
 * invocation of that reading (one after another, as the cursor is handed on) and the one joining
 * the snapshot are run and timed. In the cloud the page jobs then run side by side, each its own
 * invocation; timed here: the catalogue-wide job and the first SAMPLED_JOBS product jobs (the rest
 * are jobs of the same size). The figure is the slowest invocation, which must fit the
 * publisher's timeout with a margin of 2x; `deployRenderChainS` is the reading end to end.
 */
export async function deployRender(deps: PagePublisherDeps, expectedPages: number, limitS = PUBLISHER_TIMEOUT_S) {
  const jobs: PublishJob[] = [];
  const collecting = { ...deps, handOff: async (handed: PublishJob[]) => void jobs.push(...handed) };
  const stepSeconds: number[] = [];
  let step: PublishJob | undefined;
  do {
    const run = withDeadline(collecting, limitS);
    try {
      if (step) await publishJob(run.deps, step);
      else await planDeploy(run.deps);
    } catch (error) {
      if (!(error instanceof PastTimeout)) throw error;
      return { deployRenderS: `failed: the deploy's invocation ${stepSeconds.length + 1} (reading the catalogue, writing the snapshot) ran past the publisher's ${limitS} s timeout`, deployRenderPages: expectedPages, deployRenderFits: false };
    }
    stepSeconds.push((performance.now() - run.started) / 1000);
    const at = jobs.findIndex((job) => job.deploy || job.deployDone);
    step = at < 0 ? undefined : jobs.splice(at, 1)[0];
  } while (step);
  // The split search index's job too: the phone's search on a cold process reads what it writes.
  const timed = [...jobs.filter((job) => job.siteWide), ...jobs.filter((job) => job.searchIndex), ...jobs.filter((job) => job.products?.length).slice(0, SAMPLED_JOBS)];
  const jobSeconds: number[] = [];
  let searchIndexS: number | undefined;
  let pages = 0;
  for (const job of timed) {
    const run = withDeadline(deps, limitS);
    try {
      pages += (await publishJob(run.deps, job)).pages;
    } catch (error) {
      if (!(error instanceof PastTimeout)) throw error;
      return { deployRenderS: `failed: a job of ${job.products?.length ?? "the catalogue-wide"} pages ran past the publisher's ${limitS} s timeout`, deployRenderPages: expectedPages, deployRenderFits: false };
    }
    jobSeconds.push((performance.now() - run.started) / 1000);
    if (job.searchIndex) searchIndexS = jobSeconds.at(-1);
  }
  const slowestStep = Math.max(...stepSeconds);
  const slowestJob = Math.max(...jobSeconds);
  const slowest = Math.max(slowestStep, slowestJob);
  return {
    deployRenderS: round(slowest, 1),
    deployRenderSteps: stepSeconds.length,
    deployRenderStepsS: stepSeconds.map((seconds) => round(seconds, 1)).join(" "),
    deployRenderSlowestStepS: round(slowestStep, 1),
    deployRenderChainS: round(stepSeconds.reduce((sum, s) => sum + s, 0), 1),
    deployRenderSlowestJobS: round(slowestJob, 1),
    ...(searchIndexS === undefined ? {} : { deploySearchIndexS: round(searchIndexS, 1) }),
    deployRenderJobs: jobs.length + stepSeconds.length - 1,
    deployRenderJobsTimed: timed.length,
    deployRenderPagesTimed: pages,
    deployRenderPages: expectedPages,
    deployRenderFits: slowest * 2 <= limitS,
  };
}
