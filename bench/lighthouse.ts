import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median, round } from "./stats.js";

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of the requests whose address starts with the page's `picturePrefix` (its main picture). */
  pictureKb?: number;
}

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** What went over the wire for the requests under a prefix, from Lighthouse's network-requests table. */
function pictureBytes(details: unknown, prefix: string): number {
  const items = (details as { items?: Array<{ url?: string; transferSize?: number }> } | undefined)?.items ?? [];
  return items.filter((item) => item.url?.startsWith(prefix)).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * Lighthouse's default (mobile, simulated slow 4G and a mid-range CPU) on each page, in Debian's
 * Chromium, `runs` times; each figure is the median of the runs. One run's simulation follows the
 * order things happened in that run, which a busy machine shuffles: single runs of the same build
 * differ by a second of LCP, medians far less (Lighthouse's own advice is a median of several).
 */
export async function runLighthouse(pages: Array<{ name: string; url: string; picturePrefix?: string }>, runs = 3): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const each: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) each.push(await measure(page));
      const mid = (pick: (one: LighthouseFigures) => number) => median(each.map(pick));
      figures.push({
        page: page.name,
        performance: mid((one) => one.performance),
        accessibility: mid((one) => one.accessibility),
        bestPractices: mid((one) => one.bestPractices),
        seo: mid((one) => one.seo),
        lcpMs: mid((one) => one.lcpMs),
        tbtMs: mid((one) => one.tbtMs),
        cls: mid((one) => one.cls),
        ...(page.picturePrefix ? { pictureKb: mid((one) => one.pictureKb ?? 0) } : {}),
      });
    }
    return figures;

    async function measure(page: { name: string; url: string; picturePrefix?: string }): Promise<LighthouseFigures> {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page.url}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
      return {
        page: page.name,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: round(metric("largest-contentful-paint"), 0),
        tbtMs: round(metric("total-blocking-time"), 0),
        cls: round(metric("cumulative-layout-shift"), 3),
        ...(page.picturePrefix ? { pictureKb: round(pictureBytes(lhr.audits["network-requests"]?.details, page.picturePrefix) / 1024, 1) } : {}),
      };
    }
  } finally {
    await chrome.kill();
  }
}
