import autocannon from "autocannon";
import { round } from "./stats.js";

export interface LoadFigures {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one URL: 50 connections for a few seconds, after a short warm-up. */
export async function loadTest(url: string, route: string, options: { connections?: number; seconds?: number } = {}): Promise<LoadFigures> {
  const run = (duration: number) => autocannon({ url, connections: options.connections ?? 50, duration, pipelining: 1 });
  await run(1);
  const result = await run(options.seconds ?? 8);
  return {
    route,
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
