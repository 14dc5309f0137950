// `npx tsx bench/login-flood.ts`: what 300 sign-ins arriving at once do to shoppers reading
// product pages, with password hashing unbounded (as before issue 23) and behind the bounded
// sign-in line and hashing queue (functions/auth/sign-in-gate.ts, hash-queue.ts). The real
// shopper's own sign-in under a flood is bench/real-login-under-flood.ts. Each sign-in comes from its own loopback address
// (127.0.1.x, 127.0.2.x), as a botnet's would, so the per-source limits do not stop the flood
// before it reaches scrypt. Prints product GET latency (median, p99) alone and under the flood.
import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { hashPassword } from "../functions/auth/password.js";
import { setHashQueueLimits } from "../functions/auth/hash-queue.js";
import { setSignInGateLimits } from "../functions/auth/sign-in-gate.js";
import { freePort } from "../infra/local/free-port.js";
import { startLocalStack } from "../infra/local/stack.js";
import { median, round } from "./stats.js";

const LOGINS = 300;
const READERS = 4;
const PASSWORD = "Bench-Login-Flood-42";

function call(port: number, path: string, options: { method?: string; body?: string; from?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", localAddress: options.from, headers: options.body ? { "content-type": "application/json" } : {} },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;

/** Product reads by a few shoppers until `until` settles; their latencies in ms. */
async function readProducts(port: number, productPath: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!done) {
        const started = performance.now();
        await call(port, productPath);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

async function main() {
  const staticDir = mkdtempSync(join(tmpdir(), "login-flood-"));
  const port = await freePort();
  const stack = await startLocalStack({ port, staticDir, env: { ...process.env, SHOP_STAGE: "local" } });
  try {
    const product = (await stack.repos.products.list({ limit: 1 })).items[0]!;
    const productPath = `/api/products/${product.id}`;
    const passwordHash = await hashPassword(PASSWORD);
    const emails: string[] = [];
    for (let i = 0; i < LOGINS; i++) {
      const email = `flood.${i}.${Date.now()}@example.in`;
      await stack.repos.users.create({ name: `Flood ${i}`, email, passwordHash, role: "user" });
      emails.push(email);
    }
    const quiet = await readProducts(port, productPath, new Promise((resolve) => setTimeout(resolve, 5_000)));

    const flood = async (label: string) => {
      const statuses = new Map<number, number>();
      const logins = Promise.all(
        emails.map(async (email, i) => {
          const from = `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
          const status = await call(port, "/api/auth/login", { method: "POST", body: JSON.stringify({ email, password: PASSWORD }), from });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
      );
      const started = performance.now();
      const times = await readProducts(port, productPath, logins);
      return { label, productMedianMs: round(median(times)), productP99Ms: round(p99(times)), floodSeconds: round((performance.now() - started) / 1000), loginStatuses: Object.fromEntries(statuses) };
    };

    const unlimited = { runningAtOnce: Number.POSITIVE_INFINITY, waitingAtMost: Number.POSITIVE_INFINITY };
    setHashQueueLimits(unlimited);
    setSignInGateLimits(unlimited);
    const unbounded = await flood("hashing unbounded (before)");
    // The shop's own limits (functions/auth/hash-queue.ts, functions/auth/sign-in-gate.ts).
    setHashQueueLimits({ runningAtOnce: 2, waitingAtMost: 64 });
    setSignInGateLimits({ runningAtOnce: 4, waitingAtMost: 48 });
    const bounded = await flood("sign-ins 4 + 48 waiting, hashing 2 + 64 (after)");

    console.log(`product GET alone: median ${round(median(quiet))} ms, p99 ${round(p99(quiet))} ms (${quiet.length} reads)`);
    for (const run of [unbounded, bounded]) {
      console.log(`${run.label}: product GET median ${run.productMedianMs} ms, p99 ${run.productP99Ms} ms over ${run.floodSeconds} s; logins ${JSON.stringify(run.loginStatuses)}`);
    }
  } finally {
    await stack.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
}

await main();
