import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Splits the e2e files into lanes of about equal running time, the longest first into the lane
 * that has the least so far. Times come from Vitest's own results cache of the last run when it
 * knows every file; on a clean clone it knows none, and a file's size stands in for its time
 * (on the last CI run that split 918 s of tests 502 / 417).
 */
export function splitIntoLanes(files: readonly string[], lanes: number, durations: ReadonlyMap<string, number>): string[][] {
  const known = files.every((file) => durations.has(file));
  const weight = (file: string) => (known ? (durations.get(file) ?? 0) : statSync(file).size);
  const result = Array.from({ length: lanes }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = result.reduce((best, lane) => (lane.total < best.total ? lane : best));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return result.map((lane) => lane.files.sort()).filter((lane) => lane.length > 0);
}

/** Milliseconds per e2e file from the newest of Vitest's results caches (`e2e:tests/e2e/x.test.ts`). */
export function lastDurations(root: string): Map<string, number> {
  const folder = join(root, "node_modules/.vite/vitest");
  const durations = new Map<string, number>();
  let caches: string[];
  try {
    caches = readdirSync(folder).map((hash) => join(folder, hash, "results.json"));
  } catch {
    return durations;
  }
  const newest = caches.filter((file) => safeMtime(file) > 0).sort((a, b) => safeMtime(b) - safeMtime(a))[0];
  if (!newest) return durations;
  const parsed = JSON.parse(readFileSync(newest, "utf8")) as { results?: Array<[string, { duration?: number }]> };
  for (const [key, result] of parsed.results ?? []) {
    if (key.startsWith("e2e:") && typeof result.duration === "number") durations.set(key.slice("e2e:".length), result.duration);
  }
  return durations;
}

function safeMtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
