import type { SalesReport } from "@shared/schemas/sales-report.js";
import { api, ApiError } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

/** The periods the dashboard offers, in days ending today (Asia/Kolkata). */
export const SALES_PERIODS = [7, 30, 90] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

/** GET /api/admin/sales?days=N: one entry per day, oldest first, zeros included. */
export async function fetchSalesReport(days: SalesPeriod, signal?: AbortSignal): Promise<SalesReport> {
  const body = await api.get<Answer<"/admin/sales", "$get">>("/admin/sales", { days }, signal);
  // An answer without the report (an older server) is a failure to show, not a screen to crash.
  if (!body?.data || !Array.isArray(body.data.days) || !Array.isArray(body.data.bestSellers) || !body.data.totals) {
    throw new ApiError(502, "The server sent no sales figures.");
  }
  return body.data;
}
