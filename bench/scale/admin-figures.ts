import { performance } from "node:perf_hooks";
import type { ExportJobView } from "../../shared/schemas/export-job.js";
import { median, round } from "../stats.js";
import { FIRST_DAY, LAST_DAY } from "./seed-orders.js";
import type { ScaleShop } from "./scale-shop.js";
import { API_TIMEOUT_S, asCloudFigure, timedFetch, type Timed } from "./timed-fetch.js";

/** How often the exports page asks after a running job (web/src/admin/exports/use-recent-exports.ts). */
const POLL_MS = 1000;

/**
 * Times a request: once, and if that was within the API's timeout `runs` more times, the first
 * then counted as a warm-up. A run past the timeout ends the series (it fails in the cloud anyway).
 */
async function medianOf(shop: ScaleShop, path: string, runs: number): Promise<{ ms: number; last: Timed }> {
  const get = () => timedFetch(`${shop.url}${path}`, { headers: { authorization: `Bearer ${shop.adminToken}` } });
  const first = await get();
  if (first.ms > API_TIMEOUT_S * 1000 || first.status >= 400) return { ms: round(first.ms, 0), last: first };
  const times: number[] = [];
  let last = first;
  for (let run = 0; run < runs; run++) {
    last = await get();
    times.push(last.ms);
    if (last.ms > API_TIMEOUT_S * 1000 || last.status >= 400) break;
  }
  return { ms: round(median(times), 0), last };
}

/** adminStatsMs: the dashboard's figures (GET /api/admin/stats), median of 5. */
export async function adminStats(shop: ScaleShop) {
  const { ms, last } = await medianOf(shop, "/api/admin/stats", 5);
  return { adminStatsMs: asCloudFigure(last, ms) };
}

/** ordersListFilteredMs: the admin's orders list filtered by status (orders to pack), median of 3. */
export async function ordersListFiltered(shop: ScaleShop) {
  const { ms, last } = await medianOf(shop, "/api/orders?status=processing", 3);
  return { ordersListFilteredMs: asCloudFigure(last, ms) };
}

/** salesReport90dMs: the dashboard's sales report of 90 days (its best sellers from the rolled-up days), median of 3. */
export async function salesReport90d(shop: ScaleShop) {
  const { ms, last } = await medianOf(shop, "/api/admin/sales?days=90", 3);
  return { salesReport90dMs: asCloudFigure(last, ms) };
}

/**
 * A background export as the exports page makes it: start the job, poll it until its file is
 * ready, download the file from its link to the last byte. The job's invocations hand on to each
 * other within the API's timeout, so any size completes.
 */
async function backgroundExport(shop: ScaleShop, asked: Record<string, string>) {
  const headers = { authorization: `Bearer ${shop.adminToken}`, "content-type": "application/json" };
  const started = performance.now();
  const response = await fetch(`${shop.url}/api/admin/exports`, { method: "POST", headers, body: JSON.stringify(asked) });
  const job = ((await response.json()) as { data?: ExportJobView; error?: string }).data;
  if (response.status !== 202 || !job) throw new Error(`The export was not started: ${response.status}`);
  let seen: ExportJobView = job;
  while (seen.state === "running") {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    seen = ((await (await fetch(`${shop.url}/api/admin/exports/${job.id}`, { headers })).json()) as { data: ExportJobView }).data;
  }
  if (seen.state !== "ready" || !seen.downloadUrl) throw new Error(`The export failed: ${seen.error ?? seen.state}`);
  const file = await timedFetch(seen.downloadUrl, {}, 900);
  if (file.status !== 200) throw new Error(`The export's file answered ${file.status}`);
  return { seconds: round((performance.now() - started) / 1000, 1), mb: round(file.bytes / 2 ** 20, 1), rows: seen.rows };
}

/** gstExportYearS: the accountant's orders export for the seeded range, start to last byte. */
export async function gstExportYear(shop: ScaleShop) {
  const done = await backgroundExport(shop, { kind: "orders", from: FIRST_DAY, to: LAST_DAY });
  return { gstExportYearS: done.seconds, gstExportYearMb: done.mb, gstExportRows: done.rows };
}

/** productsExportS: the whole catalogue as the products CSV (read twice: its sizes, then its rows), start to last byte. */
export async function productsExport(shop: ScaleShop) {
  const done = await backgroundExport(shop, { kind: "products" });
  return { productsExportS: done.seconds, productsExportMb: done.mb, productsExportRows: done.rows };
}
