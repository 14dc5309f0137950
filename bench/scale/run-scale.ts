// `npm run bench -- --scale`: the shop at 10,000 and 100,000 products with a year of orders
// (issue 29). Seeds a synthetic catalogue and 1,000 paid orders a day straight into DynamoDB Local
// (its own data folder, kept between sizes and runs: 100,000 is reached by adding to 10,000), then
// measures through the shop's public entry points: the HTTP API, the page publisher's exported
// functions and a phone-sized Chromium. Writes bench/results.json → scale → { "<size>": figures }.
//
//   npm run bench -- --scale [--sizes=10000,100000] [--order-days=365] [--runs=3] [--no-build] [--only=phone,...]
//   SCALE_DATA_DIR=/dev/shm/rangrez-bench-scale (the default: DynamoDB Local's files in memory-backed tmpfs)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { buildStorefront } from "../../pages/build/build-storefront.js";
import { buildScaleIndexes } from "../../scripts/build-scale-indexes.js";
import { round } from "../stats.js";
import { adminStats, gstExportYear, ordersListFiltered, productsExport, salesReport90d } from "./admin-figures.js";
import { listingFirstPage } from "./listing-first-page.js";
import { phoneFigures } from "./phone-browser.js";
import { deployRender, publisherDeps, publisherPerSale } from "./publisher-work.js";
import { startScaleShop } from "./scale-shop.js";
import { openScaleTable } from "./scale-table.js";
import { seedCatalogue } from "./seed-catalogue.js";
import { DAYS, ORDERS_PER_DAY, seedOrders } from "./seed-orders.js";
import { targetTable } from "./targets.js";

const RESULTS = resolve("bench/results.json");
const option = (argv: readonly string[], name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

/** A measurement that throws is recorded as failed under each key it would have filled. */
async function attempt<T extends Record<string, unknown>>(keys: readonly string[], measure: () => Promise<T>): Promise<Record<string, unknown>> {
  try {
    return await measure();
  } catch (error) {
    const message = `failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
    return Object.fromEntries(keys.map((key) => [key, message]));
  }
}

/** Merges one size's figures into bench/results.json (after each size, so a long run keeps what it measured). */
function saveSize(size: number, figures: Record<string, unknown>) {
  const results = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, "utf8")) as Record<string, unknown>) : {};
  const scale = (results.scale ?? {}) as Record<string, unknown>;
  // A partial run (--only) adds to the size's figures rather than replacing them.
  scale[String(size)] = { ...((scale[String(size)] as Record<string, unknown> | undefined) ?? {}), ...figures };
  writeFileSync(RESULTS, `${JSON.stringify({ ...results, scale }, null, 2)}\n`);
  return scale as Record<string, Record<string, unknown>>;
}

async function measureSize(size: number, options: { dataDir: string; staticDir: string; orderDays: number; runs: number; only?: readonly string[] }) {
  const started = performance.now();
  const table = await openScaleTable(options.dataDir);
  try {
    console.log(`\n${size} products: seeding (what is not there yet)`);
    const products = await seedCatalogue(table, size);
    const orders = await seedOrders(table, options.orderDays);
    console.log(`  seeded: ${products.added} products in ${products.seconds} s, ${orders.added} orders in ${orders.seconds} s`);
    // The seeders write the stored shapes only; what the shop keeps beside them with each write (orders
    // by status and their counts, stock levels) is built as the upgrade script builds it for a live table.
    if (products.added > 0 || orders.added > 0) {
      const at = performance.now();
      await buildScaleIndexes(table.repos);
      console.log(`  kept indexes built in ${round((performance.now() - at) / 1000, 0)} s`);
    }
    const shop = await startScaleShop(table, options.staticDir);
    try {
      const deps = await publisherDeps(table, options.staticDir);
      const figures: Record<string, unknown> = { products: size, paidOrders: options.orderDays * ORDERS_PER_DAY };
      const step = async (name: string, keys: readonly string[], measure: () => Promise<Record<string, unknown>>) => {
        if (options.only && !options.only.some((word) => name.includes(word))) return;
        const at = performance.now();
        Object.assign(figures, await attempt(keys, measure));
        console.log(`  ${name}: ${keys.map((key) => `${key} ${String(figures[key])}`).join(", ")} (${round((performance.now() - at) / 1000, 0)} s)`);
      };
      // The deploy's run first: its catalogue-wide job renders the home page the phone opens.
      await step("deploy render", ["deployRenderS"], () => deployRender(deps, size + 40));
      await step("publisher, one paid order", ["publisherPerSaleMs"], () => publisherPerSale(deps));
      await step("phone", ["firstVisitKbGz", "searchFirstResultMs", "searchFirstResultSeenByHarnessMs", "searchFirstResultEachMs", "searchApiAskedEachMs", "searchApiAnsweredEachMs", "searchHeapMb"], () => phoneFigures(shop.url, options.runs));
      await step("listing", ["listingFirstPageMs"], () => listingFirstPage(shop));
      await step("dashboard", ["adminStatsMs"], () => adminStats(shop));
      await step("orders list", ["ordersListFilteredMs"], () => ordersListFiltered(shop));
      await step("sales report", ["salesReport90dMs"], () => salesReport90d(shop));
      await step("GST export", ["gstExportYearS"], () => gstExportYear(shop));
      await step("products export", ["productsExportS"], () => productsExport(shop));
      figures.minutes = round((performance.now() - started) / 60_000, 1);
      figures.loadAverage = loadavg().map((l) => round(l, 1)).join(" / ");
      return figures;
    } finally {
      await shop.close();
    }
  } finally {
    await table.stop();
  }
}

export async function runScale(argv: readonly string[]) {
  const started = performance.now();
  const sizes = (option(argv, "sizes") ?? "10000,100000").split(",").map(Number);
  const orderDays = Number(option(argv, "order-days") ?? DAYS);
  const runs = Number(option(argv, "runs") ?? 3);
  // --only=phone,listing: just the steps whose names hold these words (a figure measured again).
  const only = option(argv, "only")?.split(",");
  const dataDir = process.env.SCALE_DATA_DIR ?? "/dev/shm/rangrez-bench-scale";
  const staticDir = resolve("dist/scale-web");
  const machine = { cpu: cpus()[0]?.model ?? "unknown", cores: cpus().length, memoryGiB: round(totalmem() / 2 ** 30, 0), node: process.version };
  console.log(`Scale benchmark on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; DynamoDB Local in ${dataDir}; ${orderDays} days of orders`);
  if (!argv.includes("--no-build") || !existsSync(join(staticDir, "index.html"))) await buildStorefront(staticDir);
  let scale: Record<string, Record<string, unknown>> = {};
  for (const size of sizes) {
    const figures = await measureSize(size, { dataDir, staticDir, orderDays, runs, only });
    scale = saveSize(size, { ...figures, measuredAt: new Date().toISOString(), machine });
    // Each size's database, server and browser are gone before the next starts.
    (globalThis as { gc?: () => void }).gc?.();
  }
  console.log("\nScale (issue 29): figures beside the targets");
  console.table(targetTable(scale));
  console.log(`Written to bench/results.json → scale, in ${round((performance.now() - started) / 60_000, 1)} minutes`);
}
