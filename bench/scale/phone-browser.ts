import { performance } from "node:perf_hooks";
import { chromium, type Browser, type CDPSession, type Page } from "playwright-core";
import { median, round } from "../stats.js";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
/** A common phone (tests/support/browser.ts): most of the shop's customers buy on one. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: "en-IN", timezoneId: "Asia/Kolkata" };
/** How long a first visit may take to become usable before it is recorded as failed. */
const USABLE_WITHIN_S = 600;
const QUIET_MS = 1500;
const QUERY = "banarsi";

/** Bytes from the network as encoded (gzip as sent), and how many requests are still open. */
async function watchNetwork(cdp: CDPSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const open = new Set<string>();
  let bytes = 0;
  let lastChange = performance.now();
  cdp.on("Network.requestWillBeSent", (event) => {
    open.add(event.requestId);
    lastChange = performance.now();
  });
  let failedAnswers = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.response.status >= 500) failedAnswers++;
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (open.delete(event.requestId)) bytes += event.encodedDataLength;
    lastChange = performance.now();
  });
  cdp.on("Network.loadingFailed", (event) => {
    open.delete(event.requestId);
    lastChange = performance.now();
  });
  return {
    get bytes() {
      return bytes;
    },
    /** Answers of 500 and over: a catalogue that failed to load leaves search nothing to find. */
    get failedAnswers() {
      return failedAnswers;
    },
    quiet: () => open.size === 0 && performance.now() - lastChange >= QUIET_MS,
  };
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send("HeapProfiler.collectGarbage");
  return (await cdp.send("Runtime.getHeapUsage")).usedSize;
}

/** The first card of the results' list, as the page's own watcher finds it (see watchFirstResult). */
const RESULTS_CARD = `ul[aria-label="Results for “${QUERY}”"] article h3`;
type WatchedSearch = { firstResult?: { enterAt?: number; paintedMs?: number; askedMs?: number; answeredMs?: number } };

/**
 * Runs in the page: from the Enter key's event to the end of the frame that first paints a card of
 * the results (the frame's animation callback, then a task after its paint), in the page's own clock.
 * Watching from outside (the harness's polls) adds their round trips and their own work on the
 * slowed main thread: tens of ms, up to a poll's interval (100 ms).
 */
function watchFirstResult(selector: string) {
  const watched: NonNullable<WatchedSearch["firstResult"]> = {};
  (window as unknown as WatchedSearch).firstResult = watched;
  // No named functions in here: the page gets this function's text, without tsx's name helper.
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Enter" && watched.enterAt === undefined) watched.enterAt = event.timeStamp;
    },
    true,
  );
  const observer = new MutationObserver(() => {
    if (watched.enterAt === undefined || !document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => {
        const enterAt = watched.enterAt!;
        watched.paintedMs = performance.now() - enterAt;
        // The results' API call, asked after Enter: when it left and when its answer was in.
        const call = performance
          .getEntriesByType("resource")
          .find((entry) => entry.name.includes("/api/products/cards?") && entry.name.includes("q=") && entry.startTime >= enterAt) as PerformanceResourceTiming | undefined;
        watched.askedMs = call && call.startTime - enterAt;
        watched.answeredMs = call && call.responseEnd - enterAt;
      };
      afterPaint.port2.postMessage(undefined);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * One shopper's first visit on a phone, then her first search:
 * - firstVisitKbGz: encoded bytes from the network from the address typed until the home page is
 *   usable (its heading shown and the network quiet: the catalogue the page needs has arrived);
 * - searchFirstResultMs: with the CPU slowed 4x, from pressing Enter on a typed query to the first
 *   card of its results' list painted (not a card of the home page, which stays while they load),
 *   timed in the page; searchFirstResultSeenByHarnessMs: the same as the harness sees it (its
 *   locator polled until that card is visible), the figure's way until 2026-11-27;
 * - searchHeapMb: the page's JavaScript heap at its peak during that search less before it (after
 *   a GC); searchHeapRetainedMb: what the search left on the heap once done (both after a GC).
 */
async function visitAndSearch(browser: Browser, url: string) {
  const context = await browser.newContext(PHONE);
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = await watchNetwork(cdp);
    const started = performance.now();
    await page.goto(`${url}/`, { timeout: USABLE_WITHIN_S * 1000 });
    await page.getByRole("heading", { name: "Featured Products" }).waitFor({ timeout: USABLE_WITHIN_S * 1000 });
    while (!network.quiet()) {
      if (performance.now() - started > USABLE_WITHIN_S * 1000) throw new Error(`the home page was not usable within ${USABLE_WITHIN_S} s (${Math.round(network.bytes / 1024)} KB downloaded by then)`);
      await page.waitForTimeout(100);
    }
    if (network.failedAnswers > 0) throw new Error(`${network.failedAnswers} answers of 500 or over during the first visit`);
    const usableS = (performance.now() - started - QUIET_MS) / 1000;
    const firstVisitBytes = network.bytes;

    const before = await heapUsed(cdp);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const search = page.getByRole("searchbox", { name: "Search products" });
    await search.fill(QUERY);
    await page.evaluate(watchFirstResult, RESULTS_CARD);
    const typed = performance.now();
    await search.press("Enter");
    // The index is built for the search and let go after it: its cost is the peak, sampled meanwhile.
    let shown = false;
    let peak = before;
    const sampling = (async () => {
      while (!shown) {
        peak = Math.max(peak, (await cdp.send("Runtime.getHeapUsage")).usedSize);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // A card of the results' own list: the home page's cards stay on screen while the results load.
    // Found by CSS: a role query's every poll works through the page's tree on the slowed main thread.
    await page
      .locator(RESULTS_CARD)
      .first()
      .waitFor({ timeout: 120_000 })
      .finally(() => (shown = true));
    const seenByHarnessMs = performance.now() - typed;
    await sampling;
    await page.waitForFunction(() => (window as unknown as WatchedSearch).firstResult?.paintedMs, undefined, { timeout: 10_000 });
    const watched = await page.evaluate(() => (window as unknown as WatchedSearch).firstResult!);
    const searchMs = watched.paintedMs!;
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const after = await heapUsed(cdp);
    return { firstVisitBytes, usableS, searchMs, seenByHarnessMs, askedMs: watched.askedMs ?? NaN, answeredMs: watched.answeredMs ?? NaN, heapBytes: peak - before, retainedBytes: after - before };
  } finally {
    await context.close();
  }
}

/** The browser figures, medians of `runs` fresh phones; a run that fails is reported as the figure. */
export async function phoneFigures(url: string, runs = 3) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const each: Array<Awaited<ReturnType<typeof visitAndSearch>>> = [];
    for (let run = 0; run < runs; run++) {
      each.push(await visitAndSearch(browser, url));
      // A visit that takes a minute to become usable says what it has to say once.
      if (each.at(-1)!.usableS > 60) break;
    }
    const mid = (pick: (one: (typeof each)[number]) => number) => median(each.map(pick));
    return {
      firstVisitKbGz: round(mid((one) => one.firstVisitBytes) / 1024, 0),
      firstVisitUsableS: round(mid((one) => one.usableS), 1),
      searchFirstResultMs: round(mid((one) => one.searchMs), 0),
      searchFirstResultSeenByHarnessMs: round(mid((one) => one.seenByHarnessMs), 0),
      // Each phone's, in turn: the first is the API process's first search.
      searchFirstResultEachMs: each.map((one) => round(one.searchMs, 0)).join(" / "),
      // From Enter: the results' API call asked, and its answer in (the rest is the phone drawing them).
      searchApiAskedEachMs: each.map((one) => round(one.askedMs, 0)).join(" / "),
      searchApiAnsweredEachMs: each.map((one) => round(one.answeredMs, 0)).join(" / "),
      searchHeapMb: round(mid((one) => one.heapBytes) / 2 ** 20, 1),
      searchHeapRetainedMb: round(mid((one) => one.retainedBytes) / 2 ** 20, 1),
      phoneRuns: each.length,
    };
  } finally {
    await browser.close();
  }
}
