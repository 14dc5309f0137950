import { useCallback, useEffect, useRef, useState } from "react";
import { fetchHealth, fetchStats, type DashboardStats, type Liveness, type ServerHealth } from "./dashboard-api.js";
import { probeFileStorage } from "./file-storage-probe.js";

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

/** The dashboard's figures and system status, fetched together; refresh() is safe to call often. */
export function useDashboard(): Dashboard {
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [health, setHealth] = useState<SystemHealth>({});
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const current = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    current.current?.abort();
    const abort = new AbortController();
    current.current = abort;
    setRefreshing(true);
    const statsRequest = fetchStats(abort.signal).then(
      (next) => {
        if (abort.signal.aborted) return;
        setStats(next);
        setError(null);
      },
      (failure: unknown) => {
        if (!abort.signal.aborted) setError(failure);
      },
    );
    const healthRequest = fetchHealth(abort.signal).then(
      (server) => {
        if (!abort.signal.aborted) setHealth((known) => ({ ...known, ...server }));
      },
      () => undefined,
    );
    // The picture store is checked on its own, so a slow image never holds up the rest.
    void probeFileStorage().then((fileStorage) => {
      if (!abort.signal.aborted) setHealth((known) => ({ ...known, fileStorage }));
    });
    void Promise.all([statsRequest, healthRequest]).finally(() => {
      if (abort.signal.aborted) return;
      setLoading(false);
      setRefreshing(false);
      setRefreshedAt(new Date());
    });
  }, []);

  useEffect(() => {
    refresh();
    return () => current.current?.abort();
  }, [refresh]);

  return { stats, health, loading, refreshing, error, refreshedAt, refresh };
}
