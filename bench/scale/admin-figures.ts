import { median, round } from "../stats.js";
import { FIRST_DAY, LAST_DAY } from "./seed-orders.js";
import type { ScaleShop } from "./scale-shop.js";
import { API_TIMEOUT_S, asCloudFigure, timedFetch, type Timed } from "./timed-fetch.js";

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
 * gstExportYearS: the accountant's orders export for the seeded year, read to its last byte as
 * the browser downloads it. Completes only if Lambda could have answered it (20 s, 6 MB).
 */
export async function gstExportYear(shop: ScaleShop) {
  const timed = await timedFetch(`${shop.url}/api/admin/orders/export.csv?from=${FIRST_DAY}&to=${LAST_DAY}`, { headers: { authorization: `Bearer ${shop.adminToken}` } }, 900);
  return { gstExportYearS: asCloudFigure(timed, round(timed.ms / 1000, 1)), gstExportYearMb: round(timed.bytes / 2 ** 20, 1) };
}
