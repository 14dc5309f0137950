// `npx tsx bench/admin-stats.ts`: 300 admins asking for the dashboard's figures at once
// (GET /api/admin/stats, issue 41 item 2), sent from a thread of their own, a few rounds, each after the process's short
// freshness window has lapsed, so every round makes its one read of the table. Prints the p99
// of all calls beside the goal. Also called by `npm run bench` (bench/run.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { freePort } from "../infra/local/free-port.js";
import { startLocalStack } from "../infra/local/stack.js";
import { writeGeneration } from "../functions/data/write-generation.js";
import { median, round } from "./stats.js";

const CONCURRENT = 300;
export const ADMIN_STATS_GOAL_MS = 500;

// The 300 admins' browsers run on a thread of their own, as they would run on other machines:
// opening 300 connections and reading their answers must not take the shop's event loop from it.
// Each call is timed there, from its request to the end of its answer.
const CALLERS_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const { Agent, request } = require("node:http");
const { performance } = require("node:perf_hooks");
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
const call = () => new Promise((resolve) => {
  const started = performance.now();
  const req = request({ host: "127.0.0.1", port: workerData.port, path: workerData.path, agent, headers: { authorization: "Bearer " + workerData.token } }, (res) => {
    res.resume();
    res.on("end", () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
  });
  req.on("error", () => resolve({ ms: performance.now() - started, status: 0 }));
  req.end();
});
Promise.all(Array.from({ length: workerData.concurrent }, call)).then((calls) => { agent.destroy(); parentPort.postMessage(calls); });
`;

/** One burst of `concurrent` calls at once, from another thread. */
function burst(port: number, path: string, token: string): Promise<Array<{ ms: number; status: number }>> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(CALLERS_THREAD, { eval: true, workerData: { port, path, token, concurrent: CONCURRENT } });
    thread.once("message", (calls: Array<{ ms: number; status: number }>) => {
      resolve(calls);
      void thread.terminate();
    });
    thread.once("error", reject);
  });
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

export interface AdminStatsFigure {
  concurrent: number;
  rounds: number;
  calls: number;
  /** Calls not answered 200 (404 for the floor's path). */
  non200: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
  goalMs: number;
  met: boolean;
}

/**
 * Waits until the shop in this process has sent no write for `quietMs` (at most `limitMs`): just
 * after start the seeded shop's background work (restock notices) writes for some seconds, and
 * each write rightly sends the next caller back to the table. The figure is for a shop at rest.
 */
async function settled(quietMs = 2000, limitMs = 30_000): Promise<void> {
  const started = Date.now();
  let seen = writeGeneration();
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (writeGeneration() !== seen) [seen, quietSince] = [writeGeneration(), Date.now()];
  }
}

/** `rounds` bursts of 300 concurrent calls, `freshSeconds` apart (plus a little), timed one by one. */
export async function benchAdminStats(url: string, admin: { email: string; password: string }, options: { rounds?: number; freshSeconds?: number; path?: string } = {}): Promise<AdminStatsFigure> {
  const path = options.path ?? "/api/admin/stats";
  const rounds = options.rounds ?? 5;
  const port = Number(new URL(url).port);
  const login = await fetch(`${url}/api/auth/admin-login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) });
  if (login.status !== 200) throw new Error(`admin login failed with ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  await settled();
  const times: number[] = [];
  let non200 = 0;
  for (let round = 0; round < rounds; round++) {
    await new Promise((resolve) => setTimeout(resolve, ((options.freshSeconds ?? 2) + 0.2) * 1000));
    for (const call of await burst(port, path, token)) {
      times.push(call.ms);
      if (call.status !== (path === "/api/admin/stats" ? 200 : 404)) non200++;
    }
  }
  const p99Ms = round(percentile(times, 0.99), 0);
  return { concurrent: CONCURRENT, rounds, calls: times.length, non200, medianMs: round(median(times), 0), p99Ms, maxMs: round(Math.max(...times), 0), goalMs: ADMIN_STATS_GOAL_MS, met: p99Ms <= ADMIN_STATS_GOAL_MS && non200 === 0 };
}

export const adminStatsLine = (figure: AdminStatsFigure) =>
  `admin stats p99 at ${figure.concurrent} concurrent: ${figure.p99Ms} ms (goal ≤ ${figure.goalMs} ms, ${figure.met ? "met" : "missed"}; median ${figure.medianMs} ms, ${figure.calls} calls, ${figure.non200} not 200, ${cpus().length} cores)`;

async function main() {
  const staticDir = mkdtempSync(join(tmpdir(), "admin-stats-"));
  const port = await freePort();
  const stack = await startLocalStack({ port, staticDir, env: { ...process.env, SHOP_STAGE: "local" } });
  try {
    const figure = await benchAdminStats(`http://127.0.0.1:${port}`, stack.admin, { rounds: process.argv.includes("--quick") ? 2 : 5, freshSeconds: stack.config.adminStatsFreshSeconds });
    console.log(adminStatsLine(figure));
    // The machine's own floor: the same bursts to a path that reads nothing (404).
    const floor = await benchAdminStats(`http://127.0.0.1:${port}`, stack.admin, { rounds: 2, freshSeconds: 0, path: "/api/no-such-path" });
    console.log(`floor (300 concurrent to a path that reads nothing): p99 ${floor.p99Ms} ms, median ${floor.medianMs} ms; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  } finally {
    await stack.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("admin-stats.ts")) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("The benchmark failed:", error);
      process.exit(1);
    },
  );
}
