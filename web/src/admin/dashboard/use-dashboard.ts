import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { fetchHealth, fetchStats, type DashboardStats, type Liveness, type ServerHealth } from "./dashboard-api.js";
import { probeFileStorage } from "./file-storage-probe.js";

/** The dashboard reads itself again every 30 s (and at once on the live feed's news). */
export const DASHBOARD_REFRESH_MS = 30_000;

/** Each part's state, or undefined while it is first being checked. */
export interface SystemHealth extends Partial<ServerHealth> {
  fileStorage?: Liveness;
}

export interface Dashboard {
  stats: DashboardStats | null;
  health: SystemHealth;
  loading: boolean;
  refreshing: boolean;
  error: unknown;
  refreshedAt: Date | null;
  refresh(): void;
}

const poll = { refetchInterval: DASHBOARD_REFRESH_MS, refetchOnWindowFocus: true } as const;

/** The dashboard's figures and system status, each read on its own so a slow part never holds up the rest. */
export function useDashboard(): Dashboard {
  const client = useQueryClient();
  const stats = useQuery({ queryKey: ["dashboard", "stats"], queryFn: ({ signal }) => fetchStats(signal), ...poll });
  const server = useQuery({ queryKey: ["dashboard", "health"], queryFn: ({ signal }) => fetchHealth(signal), ...poll });
  // The picture store is checked on its own, so a slow image never holds up the rest.
  const fileStorage = useQuery({ queryKey: ["dashboard", "file-storage"], queryFn: probeFileStorage, ...poll });
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: ["dashboard"] }), [client]);
  const settledAt = Math.max(stats.dataUpdatedAt, stats.errorUpdatedAt, server.dataUpdatedAt, server.errorUpdatedAt);
  return {
    stats: stats.data ?? null,
    health: { ...server.data, fileStorage: fileStorage.data },
    loading: stats.isPending && stats.fetchStatus !== "idle",
    refreshing: stats.isFetching || server.isFetching,
    error: stats.error,
    refreshedAt: settledAt > 0 && !stats.isPending ? new Date(settledAt) : null,
    refresh,
  };
}
