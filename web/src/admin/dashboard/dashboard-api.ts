import { api, ApiError } from "../../api/client.js";
import type { Order } from "../../../../shared/types.js";

/** One size of an active product at or below LOW_STOCK_THRESHOLD pieces. */
export interface LowStockEntry {
  productId: string;
  name: string;
  size: string;
  left: number;
}

export interface DashboardStats {
  totalUsers: number;
  totalProducts: number;
  totalOrders: number;
  /** Rupees: paid orders less refunds (DESIGN.md section 3). */
  totalRevenue: number;
  recentOrders: Order[];
  /** Fewest first (issue 12); absent from a server that predates stock per size. */
  lowStock?: LowStockEntry[];
}

export async function fetchStats(signal?: AbortSignal): Promise<DashboardStats> {
  const body = await api.get<{ data: DashboardStats }>("/admin/stats", undefined, signal);
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
    const body = await api.get<{ database?: string; apiServer?: string }>("/health", undefined, signal);
    return { apiServer: body.apiServer === "offline" ? "offline" : "online", database: body.database === "online" ? "online" : "offline" };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) return { apiServer: "online", database: "offline" };
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return { apiServer: "offline", database: "offline" };
  }
}
