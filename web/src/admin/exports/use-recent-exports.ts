import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExportJobView } from "@shared/schemas/export-job.js";
import { recentExports } from "./exports-api.js";

// The recent exports, read again every second while one is being written (its progress bar), and
// every few minutes otherwise, so a Download link is always one the bucket still honours (5 minutes).
const EXPORTS_KEY = ["admin", "exports"] as const;
export const EXPORT_POLL_MS = 1000;
const LINK_REFRESH_MS = 4 * 60_000;

export function useRecentExports() {
  return useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: recentExports,
    refetchInterval: (query) => (query.state.data?.some((job) => job.state === "running") ? EXPORT_POLL_MS : LINK_REFRESH_MS),
  });
}

/** A job just started goes to the top of the list at once; the next poll brings its progress. */
export function useShowStartedExport() {
  const client = useQueryClient();
  return (job: ExportJobView) => {
    client.setQueryData<ExportJobView[]>(EXPORTS_KEY, (jobs = []) => [job, ...jobs.filter((other) => other.id !== job.id)]);
    void client.invalidateQueries({ queryKey: EXPORTS_KEY });
  };
}
