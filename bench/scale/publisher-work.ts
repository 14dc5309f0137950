import { performance } from "node:perf_hooks";
import { localPageStore } from "../../pages/publish/local-page-store.js";
import type { PageStore } from "../../pages/publish/page-store.js";
import { publishOnce, type PagePublisherDeps } from "../../pages/publish/publisher.js";
import { readActiveCatalogue, readActiveCollections, readTopReviews } from "../../pages/publish/read-catalogue.js";
import { loadPageRenderer } from "../../pages/publish/renderer.js";
import { productsToRender, type PageStreamRecord } from "../../pages/publish/stream-changes.js";
import { rendererDirOf } from "../../pages/build/build-storefront.js";
import { median, round } from "../stats.js";
import type { ScaleTable } from "./scale-table.js";
import { scaleProductId } from "./seed-catalogue.js";

/** The page publisher's declared timeout (infra/cloud/page-publisher.ts) and Lambda's own ceiling. */
export const PUBLISHER_TIMEOUT_S = 50;
const LAMBDA_MAX_S = 900;

/** The publisher as the cloud wires it (pages/publish/lambda.ts), its pages written into the local build. */
export async function publisherDeps(table: ScaleTable, staticDir: string, store: PageStore = localPageStore(staticDir)): Promise<PagePublisherDeps> {
  const { repos } = table;
  return {
    readCatalogue: () => readActiveCatalogue(repos),
    readCollections: () => readActiveCollections(repos),
    readReviews: (id) => readTopReviews(repos, id),
    render: await loadPageRenderer(staticDir, rendererDirOf(staticDir)),
    store,
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
  const store: PageStore = {
    async put(key, body, type) {
      if (performance.now() > deadline) throw new PastTimeout();
      await deps.store.put(key, body, type);
      if (key.endsWith(".html")) written++;
    },
    remove: (key) => deps.store.remove(key),
  };
  return { deps: { ...deps, store }, started, written: () => written };
}

/**
 * publisherPerSaleMs: the publisher's work for the stream batches one paid order makes, summed,
 * median of up to `sales` orders (each sells a different product of the first thousand). An
 * invocation past the publisher's timeout fails the figure; after a sale slower than that timeout
 * the next ones are not run (their median would say nothing new, at minutes each).
 */
export async function publisherPerSale(deps: PagePublisherDeps, sales = 3) {
  const each: number[] = [];
  let invocations = 0;
  let pages = 0;
  for (let sale = 0; sale < sales; sale++) {
    let ms = 0;
    for (const batch of paidOrderStream(scaleProductId(sale * 97), `5a1e${String(sale).padStart(20, "0")}`)) {
      const passed = batch.filter(passesFilter);
      if (passed.length === 0) continue;
      const run = withDeadline(deps, PUBLISHER_TIMEOUT_S);
      try {
        pages = (await publishOnce(run.deps, productsToRender({ Records: passed }))).pages;
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

/**
 * deployRenderS: the deploy's run (every page), writing into the build. Stopped at the publisher's
 * declared timeout, as Lambda would stop it: a run past it fails the deploy, and is recorded as
 * failed with the pages done and, at the rate reached, the time all of them would take.
 */
export async function deployRender(deps: PagePublisherDeps, expectedPages: number, limitS = PUBLISHER_TIMEOUT_S) {
  const run = withDeadline(deps, limitS);
  try {
    const figures = await publishOnce(run.deps, "all");
    const seconds = (performance.now() - run.started) / 1000;
    return { deployRenderS: round(seconds, 1), deployRenderPages: figures.pages, deployRenderFits: seconds * 2 <= limitS };
  } catch (error) {
    if (!(error instanceof PastTimeout)) throw error;
    const written = run.written();
    const projected = round(((performance.now() - run.started) / 1000) * (expectedPages / Math.max(1, written)), 0);
    return {
      deployRenderS: `failed: past the publisher's ${limitS} s timeout with ${written} of about ${expectedPages} pages written; all of them at that rate: about ${projected} s${projected > LAMBDA_MAX_S ? `, past Lambda's ${LAMBDA_MAX_S} s ceiling too` : ""}`,
      deployRenderPages: expectedPages,
      deployRenderWrittenInTime: written,
      deployRenderProjectedS: projected,
      deployRenderFits: false,
    };
  }
}
