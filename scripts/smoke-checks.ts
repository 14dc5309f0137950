import { randomBytes } from "node:crypto";

// What `npm run smoke -- <url>` checks on a running shop, from outside, as a shopper's browser
// and Razorpay reach it: a deployed stage behind its Router, or the local shop. Each check says
// pass, fail or skip (with why) in one line.

export type Outcome = "pass" | "fail" | "skip";

export interface SmokeResult {
  check: string;
  outcome: Outcome;
  detail: string;
}

/** The page headers every stage must send (functions/http/content-security-policy.ts). */
export const PAGE_SECURITY_HEADERS = ["content-security-policy", "strict-transport-security", "x-frame-options", "x-content-type-options", "referrer-policy", "permissions-policy"];

const TIMEOUT_MS = 15_000;

class CheckFailed extends Error {}
class CheckSkipped extends Error {}

const fail = (detail: string): never => {
  throw new CheckFailed(detail);
};

interface Reading {
  response: Response;
  text: string;
}

async function read(url: string, init: RequestInit = {}): Promise<Reading> {
  const response = await fetch(url, { ...init, redirect: "follow", signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { response, text: await response.text() };
}

function jsonOf(reading: Reading): Record<string, unknown> {
  try {
    return JSON.parse(reading.text) as Record<string, unknown>;
  } catch {
    return fail(`${reading.response.status}, not JSON: ${reading.text.slice(0, 120)}`);
  }
}

/** Runs every check against `baseUrl` (e.g. https://rangrez.in), one after another. */
export async function runSmokeChecks(baseUrl: string): Promise<SmokeResult[]> {
  const base = baseUrl.replace(/\/+$/, "");
  const results: SmokeResult[] = [];
  const check = async (name: string, run: () => Promise<string>) => {
    try {
      results.push({ check: name, outcome: "pass", detail: await run() });
    } catch (error) {
      const outcome: Outcome = error instanceof CheckSkipped ? "skip" : "fail";
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const detail = error instanceof Error ? `${error.message}${cause ? ` (${cause})` : ""}` : String(error);
      results.push({ check: name, outcome, detail });
    }
  };

  await check("health: the API answers and the database is online", async () => {
    const reading = await read(`${base}/api/health`);
    const body = jsonOf(reading);
    if (reading.response.status !== 200 || body.database !== "online") fail(`${reading.response.status}, database ${String(body.database)}`);
    return `200, stage ${String(body.stage)}, database online in ${String(body.checkedInMs)} ms`;
  });

  let page: Reading | undefined;
  await check("deep link: /product/<id> reloads to the storefront page", async () => {
    const listed = await read(`${base}/api/products?limit=1`).catch(() => undefined);
    const first = listed?.response.ok ? (jsonOf(listed).data as Array<{ id: string }> | undefined)?.[0]?.id : undefined;
    // Any id is a client route; a real one is what a shopper would reload.
    const path = `/product/${encodeURIComponent(first ?? "smoke-check")}`;
    page = await read(`${base}${path}`, { headers: { accept: "text/html" } });
    const type = page.response.headers.get("content-type") ?? "";
    if (page.response.status !== 200 || !type.includes("text/html")) fail(`${path}: ${page.response.status} ${type}`);
    if (!/<div id="?root"?/.test(page.text) || !/<script[^>]+type="module"/.test(page.text)) fail(`${path}: 200 but not the storefront's page`);
    return `${path}: 200, the storefront's page`;
  });

  await check("page security headers on the page", async () => {
    if (!page) throw new CheckFailed("no page to look at (the deep link failed)");
    const missing = PAGE_SECURITY_HEADERS.filter((name) => !page!.response.headers.get(name));
    if (missing.length > 0) fail(`missing ${missing.join(", ")}`);
    const csp = page.response.headers.get("content-security-policy")!;
    if (!csp.includes("frame-ancestors 'none'") || !/script-src 'self'/.test(csp)) fail(`a weak policy: ${csp}`);
    return PAGE_SECURITY_HEADERS.join(", ");
  });

  let catalogue: Reading | undefined;
  await check("catalogue: answers with a cache header", async () => {
    catalogue = await read(`${base}/api/products`);
    const cacheControl = catalogue.response.headers.get("cache-control") ?? "";
    if (catalogue.response.status !== 200) fail(`${catalogue.response.status}: ${catalogue.text.slice(0, 120)}`);
    if (!/\b(s-maxage|max-age)=\d+/.test(cacheControl) || /no-store|private/.test(cacheControl)) fail(`Cache-Control: ${cacheControl || "(none)"}`);
    return `200, Cache-Control: ${cacheControl}`;
  });

  await check("catalogue: a second read is a CDN hit", async () => {
    if (!catalogue) throw new CheckFailed("no first read (the catalogue check failed)");
    // CloudFront says where an answer came from in X-Cache; without it there is no CDN to ask.
    if (!catalogue.response.headers.get("x-cache")) throw new CheckSkipped("no CDN in front (the answer has no X-Cache header)");
    const again = await read(`${base}/api/products`);
    const cache = again.response.headers.get("x-cache") ?? "";
    if (!/^(Hit|RefreshHit)\b/i.test(cache)) fail(`X-Cache: ${cache || "(none)"} on the second read`);
    return `X-Cache: ${cache}`;
  });

  // Registration finishes by an e-mailed link (issue 41), which a deployed stage's mailbox does not
  // show here: the check is the answer, the same for any address, and that a request unsigned is refused.
  await check("register: 202 'Check your e-mail to finish signing up', and GET /api/auth/me without a token 401", async () => {
    const email = `smoke-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
    const password = randomBytes(12).toString("base64url");
    const json = { "content-type": "application/json" };
    const registered = await read(`${base}/api/auth/register`, { method: "POST", headers: json, body: JSON.stringify({ name: "Smoke Check", email, password }) });
    if (registered.response.status !== 202 || jsonOf(registered).message !== "Check your e-mail to finish signing up") fail(`register: ${registered.response.status} ${registered.text.slice(0, 120)}`);
    const me = await read(`${base}/api/auth/me`);
    if (me.response.status !== 401) fail(`GET /api/auth/me without a token: ${me.response.status} ${me.text.slice(0, 120)}`);
    return `202 for ${email}`;
  });

  await check("webhook: an unsigned delivery is refused with 400", async () => {
    const reading = await read(`${base}/api/webhooks/razorpay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ event: "payment.captured", payload: {} }),
    });
    const body = jsonOf(reading);
    if (reading.response.status !== 400 || body.error !== "Invalid webhook signature") fail(`${reading.response.status}: ${reading.text.slice(0, 120)}`);
    return `400, ${String(body.error)}`;
  });

  return results;
}

/** One line per check, as the script prints them. */
export function formatResult(result: SmokeResult): string {
  const mark = { pass: "PASS", fail: "FAIL", skip: "SKIP" }[result.outcome];
  return `${mark}  ${result.check} — ${result.detail}`;
}
