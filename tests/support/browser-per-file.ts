// One Chromium per e2e file and a fresh profile per test, closed after it. Call it inside the
// file's describe; it adds the hooks.
//
//   const shop = browserPerFile();
//   const { page, errors } = await shop.open("phone", "/cart");   // a page at /cart
//   const context = await shop.context("desktop", { javaScriptEnabled: false });
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { collectPageErrors, launchBrowser, openContext, type ViewportName } from "./browser.js";

export interface BrowserPerFile {
  /** A fresh profile for this test, closed after it. */
  context(viewport: ViewportName, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a fresh profile, at `path`, with the errors it throws or logs. */
  open(viewport: ViewportName, path: string): Promise<{ page: Page; errors: string[] }>;
}

export function browserPerFile(): BrowserPerFile {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newContext(viewport: ViewportName, options?: BrowserContextOptions) {
    if (!browser) throw new Error("browserPerFile(): the browser starts in beforeAll");
    const context = await openContext(browser, viewport, options);
    contexts.push(context);
    return context;
  }

  return {
    context: newContext,
    async open(viewport, path) {
      const page = await (await newContext(viewport)).newPage();
      const errors = collectPageErrors(page);
      await page.goto(path);
      return { page, errors };
    },
  };
}
