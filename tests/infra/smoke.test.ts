import { rmSync } from "node:fs";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScript } from "../support/run-script.js";
import { freePort } from "../../infra/local/free-port.js";
import { startLocalStack, type LocalStack } from "../../infra/local/stack.js";
import { signupTokenFrom } from "../support/shop-client.js";
import { runSmokeChecks, type SmokeResult } from "../../scripts/smoke-checks.js";
import { buildStorefront } from "../support/build-storefront.js";

// `npm run smoke -- <url>` against the shop as `npm start` runs it (the built storefront,
// DynamoDB Local, the seeded catalogue, the Razorpay emulator, one port), then against stand-ins
// for what it must catch: a CDN in front that does or does not cache, and a broken shop.

let stack: LocalStack;
let staticDir: string;
const servers: ServerType[] = [];

beforeAll(async () => {
  staticDir = await buildStorefront();
  stack = await startLocalStack({ port: await freePort(), staticDir });
}, 240_000);

afterAll(async () => {
  for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
  await stack?.stop();
  rmSync(staticDir, { recursive: true, force: true });
});

const smokeCli = (url: string) => runScript("scripts/smoke.ts", [url]);

/** Serves `app` on a free loopback port until the file's tests end. */
async function listen(app: Hono): Promise<string> {
  const port = await freePort();
  await new Promise<void>((resolve) => servers.push(serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve())));
  return `http://127.0.0.1:${port}`;
}

/** A stand-in CDN in front of the local shop: forwards everything, and says X-Cache as CloudFront does. */
function cdnInFront(caches: boolean) {
  const seen = new Set<string>();
  const app = new Hono();
  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    headers.delete("host");
    const body = ["GET", "HEAD"].includes(c.req.method) ? undefined : await c.req.arrayBuffer();
    const origin = await fetch(`http://127.0.0.1:${stack.server.port}${url.pathname}${url.search}`, { method: c.req.method, headers, body });
    const answer = new Response(origin.body, origin);
    const key = `${c.req.method} ${url.pathname}${url.search}`;
    answer.headers.set("x-cache", caches && seen.has(key) ? "Hit from cloudfront" : "Miss from cloudfront");
    // fetch has already decoded the body.
    answer.headers.delete("content-encoding");
    answer.headers.delete("content-length");
    seen.add(key);
    return answer;
  });
  return app;
}

const outcomes = (results: SmokeResult[]) => Object.fromEntries(results.map((r) => [r.check, r.outcome]));

describe("npm run smoke", () => {
  it("passes every check against the local shop, and skips the CDN hit with its reason", async () => {
    const results = await runSmokeChecks(stack.url);
    const failed = results.filter((r) => r.outcome === "fail");
    expect(failed, JSON.stringify(failed, null, 2)).toEqual([]);
    expect(results).toHaveLength(7);
    const skipped = results.filter((r) => r.outcome === "skip");
    expect(skipped).toEqual([{ check: "catalogue: a second read is a CDN hit", outcome: "skip", detail: "no CDN in front (the answer has no X-Cache header)" }]);
    // The sign-up it asked for is real: its link reached the address (issue 41), and no account is made before it is opened.
    const registered = results.find((r) => r.check.startsWith("register"))!;
    const email = /for (\S+@example\.com)/.exec(registered.detail)![1]!;
    expect(await signupTokenFrom(stack.mail.endpoint, email)).toMatch(/^[0-9a-f]{24}\./);
    expect(await stack.repos.users.getByEmail(email)).toBeUndefined();
  });

  it("prints one line per check and exits 0 from the command line", async () => {
    const run = await smokeCli(stack.url);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.split("\n").filter((line) => /^(PASS|FAIL|SKIP) /.test(line));
    expect(lines.map((line) => line.slice(0, 4))).toEqual(["PASS", "PASS", "PASS", "PASS", "SKIP", "PASS", "PASS"]);
    expect(run.stdout).toContain("All 7 checks passed or were skipped.");
  });

  it("counts a second read served from the CDN as a hit, and fails one the CDN did not keep", async () => {
    expect(outcomes(await runSmokeChecks(await listen(cdnInFront(true))))["catalogue: a second read is a CDN hit"]).toBe("pass");
    const uncached = await runSmokeChecks(await listen(cdnInFront(false)));
    expect(uncached.find((r) => r.check === "catalogue: a second read is a CDN hit")).toMatchObject({ outcome: "fail", detail: "X-Cache: Miss from cloudfront on the second read" });
  });

  it("fails, naming what is wrong, and exits 1 against a shop that is down and sends bare pages", async () => {
    const broken = new Hono();
    broken.get("/api/health", (c) => c.json({ success: false, database: "offline" }, 503));
    broken.get("/api/products", (c) => c.json({ success: true, data: [] }));
    broken.post("/api/*", (c) => c.json({ success: false, error: "The shop is briefly unavailable." }, 503));
    broken.get("*", (c) => c.html('<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>'));
    const url = await listen(broken);
    const results = outcomes(await runSmokeChecks(url));
    expect(results).toMatchObject({
      "health: the API answers and the database is online": "fail",
      "deep link: /product/<id> reloads to the storefront page": "pass",
      "page security headers on the page": "fail",
      "catalogue: answers with a cache header": "fail",
      "register: 202 'Check your e-mail to finish signing up', and GET /api/auth/me without a token 401": "fail",
      "webhook: an unsigned delivery is refused with 400": "fail",
    });
    const run = await smokeCli(url);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^FAIL {2}page security headers on the page — missing content-security-policy, strict-transport-security/m);
    expect((await smokeCli("not-a-url")).code).toBe(2);
  });
});
