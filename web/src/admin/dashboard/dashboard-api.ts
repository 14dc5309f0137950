import { api, ApiError } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

/** The totals (revenue in rupees: paid orders less refunds), the latest orders, and low stock fewest first. */
export type DashboardStats = Answer<"/admin/stats", "$get">["data"];

/** One size of an active product at or below LOW_STOCK_THRESHOLD pieces. */
export type LowStockEntry = DashboardStats["lowStock"][number];

export async function fetchStats(signal?: AbortSignal): Promise<DashboardStats> {
  const body = await api.get<Answer<"/admin/stats", "$get">>("/admin/stats", undefined, signal);
  return body.data;
}

export type Liveness = "online" | "offline";

export interface ServerHealth {
  apiServer: Liveness;
  database: Liveness;
}

/**
 * GET /api/health answers 503 when the table cannot be reached, and nothing at all when the
 * API itself is down; both are states to show, not errors.
 */
export async function fetchHealth(signal?: AbortSignal): Promise<ServerHealth> {
  try {
    const body = await api.get<Answer<"/health", "$get">>("/health", undefined, signal);
    return { apiServer: body.apiServer === "offline" ? "offline" : "online", database: body.database === "online" ? "online" : "offline" };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) return { apiServer: "online", database: "offline" };
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return { apiServer: "offline", database: "offline" };
  }
}
