// Running many requests at a fixed concurrency, and summing up how they went.

/** Runs `worker` on `concurrency` lanes at once until each lane's worker returns. */
export async function inLanes(concurrency: number, worker: (lane: number) => Promise<void>): Promise<void> {
  await Promise.all(Array.from({ length: concurrency }, (_, lane) => worker(lane)));
}

/** The value below which `share` (0..1) of the samples fall: nearest rank. */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export interface Sample {
  /** e.g. "GET /products" */
  route: string;
  status: number;
  ms: number;
}

export interface LoadSummary {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How many answers had each status. */
  statuses: Record<string, number>;
  serverErrors: number;
  /** Requests that got no answer at all (connection refused or reset). */
  noAnswer: number;
  /** Per route: count, median and p99 in ms. */
  routes: Record<string, { count: number; p50Ms: number; p99Ms: number }>;
}

export function summarise(samples: readonly Sample[], seconds: number): LoadSummary {
  const statuses: Record<string, number> = {};
  for (const sample of samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
  const answered = samples.filter((s) => s.status > 0).map((s) => s.ms);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: samples.length,
    seconds: round(seconds),
    requestsPerSecond: round(samples.length / seconds),
    p50Ms: round(percentile(answered, 0.5)),
    p99Ms: round(percentile(answered, 0.99)),
    maxMs: round(Math.max(...answered)),
    statuses,
    serverErrors: samples.filter((s) => s.status >= 500).length,
    noAnswer: samples.filter((s) => s.status === 0).length,
    routes: Object.fromEntries(
      [...new Set(samples.map((s) => s.route))].map((route) => {
        const times = samples.filter((s) => s.route === route && s.status > 0).map((s) => s.ms);
        return [route, { count: times.length, p50Ms: round(percentile(times, 0.5)), p99Ms: round(percentile(times, 0.99)) }];
      }),
    ),
  };
}

/** mulberry32: the same sequence for a seed on every machine, so a run can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!;
    },
  };
}
