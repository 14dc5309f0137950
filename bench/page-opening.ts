// `npx tsx bench/page-opening.ts` (and `npm run bench`): how long a shopper waits when she opens
// a product page or her profile directly (a link, a bookmark), issue 40. Debian's Chromium at
// phone size with its CPU slowed 4x (Lighthouse's mobile profile's slowdown), on the local shop,
// a fresh browser profile each time (nothing cached). Timed from the navigation's start to:
// - the product page: its name and Add to Cart on screen and the shop's script in charge of the
//   page (<html data-app="on">: a tap does what the app means);
// - /profile: her personal details on screen (her name, and "Edit profile"), signed in.
// The figure is the median of the runs; the goal is 1.5 s for each.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { hashPassword } from "../functions/auth/password.js";
import type { LocalStack } from "../infra/local/stack.js";
import { median, round } from "./stats.js";

export const PAGE_OPENING_GOAL_MS = 1500;
const CPU_SLOWDOWN = 4;
const PASSWORD = "Bench-Kanjivaram-Saree-73";
const SHOPPER = "Lakshmi Raghavan";

export interface PageOpening {
  page: string;
  runs: number;
  medianMs: number;
  maxMs: number;
  goalMs: number;
  met: boolean;
}

async function openTimes(browser: Browser, url: string, runs: number, options: { session?: { token: string; user: unknown }; ready: (page: import("playwright-core").Page) => Promise<unknown> }): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: "en-IN" });
    if (options.session) {
      await context.addInitScript(({ token, user }) => {
        localStorage.setItem("token", token);
        localStorage.setItem("user", JSON.stringify(user));
      }, options.session);
    }
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.goto(url, { waitUntil: "commit" });
      await options.ready(page);
      // From the navigation's start, by the page's own clock.
      times.push(await page.evaluate(() => performance.now()));
      // WATERFALL=1: what the last run fetched and when (ms from the navigation's start), to see where the time goes.
      if (process.env.WATERFALL && run === runs - 1) console.log(await waterfall(page));
    } finally {
      await context.close();
    }
  }
  return times;
}

/** The page's document and every resource: start–end, ms from the navigation's start, and address. */
function waterfall(page: import("playwright-core").Page): Promise<string> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const lines = [`${Math.round(nav.startTime)}–${Math.round(nav.responseEnd)} document (interactive ${Math.round(nav.domInteractive)}, DOMContentLoaded ${Math.round(nav.domContentLoadedEventEnd)}, load ${Math.round(nav.loadEventEnd)})`];
    for (const entry of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) lines.push(`${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ${entry.name.replace(location.origin, "")}`);
    for (const mark of performance.getEntriesByType("paint")) lines.push(`${Math.round(mark.startTime)} ${mark.name}`);
    return lines.join("\n");
  });
}

const figure = (page: string, times: number[]): PageOpening => {
  const medianMs = round(median(times), 0);
  return { page, runs: times.length, medianMs, maxMs: round(Math.max(...times), 0), goalMs: PAGE_OPENING_GOAL_MS, met: medianMs <= PAGE_OPENING_GOAL_MS };
};

/** Both pages, `runs` times each, on a running local shop. */
export async function benchPageOpening(stack: LocalStack, options: { runs?: number } = {}): Promise<PageOpening[]> {
  const runs = options.runs ?? 5;
  const url = stack.url;
  const email = `lakshmi.${Date.now()}@example.in`;
  await stack.repos.users.create({ name: SHOPPER, email, passwordHash: await hashPassword(PASSWORD), role: "user", passwordChecked: true });
  const login = await fetch(`${url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (login.status !== 200) throw new Error(`the shopper's sign-in failed with ${login.status}: ${await login.text()}`);
  const session = (await login.json()) as { token: string; user: unknown };
  const product = (((await (await fetch(`${url}/api/products?limit=1`)).json()) as { data: Array<{ id: string; name: string }> }).data[0]!);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
  try {
    const productTimes = await openTimes(browser, `${url}/product/${product.id}`, runs, {
      ready: async (page) => {
        await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
        await page.locator("html[data-app='on']").waitFor({ state: "attached" });
        await page.getByRole("button", { name: /add to cart/i }).first().waitFor();
      },
    });
    const profileTimes = await openTimes(browser, `${url}/profile`, runs, {
      session,
      ready: async (page) => {
        await page.getByRole("button", { name: "Edit profile" }).waitFor();
        await page.getByRole("heading", { level: 1, name: SHOPPER }).waitFor();
      },
    });
    return [figure("/product/:id", productTimes), figure("/profile", profileTimes)];
  } finally {
    await browser.close();
  }
}

export function printPageOpening(figures: PageOpening[]): void {
  console.log(`Opening a page directly (Chromium at 390 px, CPU slowed ${CPU_SLOWDOWN}x, fresh profile; median of the runs)`);
  for (const f of figures) console.log(`  ${f.page}: ${f.medianMs} ms (goal ≤ ${f.goalMs} ms, ${f.met ? "met" : "missed"}; max ${f.maxMs} ms over ${f.runs} runs)`);
}

async function main() {
  const { buildStorefront } = await import("../pages/build/build-storefront.js");
  const { freePort } = await import("../infra/local/free-port.js");
  const { startLocalStack } = await import("../infra/local/stack.js");
  // STATIC_DIR: a storefront built before (to compare two builds on one machine's state).
  const staticDir = process.env.STATIC_DIR ?? mkdtempSync(join(tmpdir(), "page-opening-"));
  if (!process.env.STATIC_DIR) await buildStorefront(staticDir);
  const stack = await startLocalStack({ port: await freePort(), staticDir, env: { ...process.env, SHOP_STAGE: "local" } });
  try {
    // The pages as the publisher leaves them, with the machine no longer busy rendering them.
    await stack.sharePictures;
    await stack.pages?.publish();
    printPageOpening(await benchPageOpening(stack, { runs: Number(process.env.RUNS ?? 5) }));
  } finally {
    await stack.stop();
    if (!process.env.STATIC_DIR) rmSync(staticDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("page-opening.ts")) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("The benchmark failed:", error);
      process.exit(1);
    },
  );
}
