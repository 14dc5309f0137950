// Chromium for the e2e tests: Debian's /usr/bin/chromium driven by playwright-core.
//
//   const browser = await launchBrowser();                 // once per file (beforeAll)
//   const context = await openContext(browser, "phone");    // a fresh profile: empty localStorage
//   const page = await context.newPage();
//   await page.goto("/dress");                              // relative to the shop's URL
//   await saveScreenshot(page, "listing", "phone");         // test-results/screenshots/listing-phone.png
//   await browser.close();                                  // afterAll
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";
import { failureWitness } from "./failure-screenshots.js";

export const VIEWPORTS = {
  /** A common Android/iPhone size: most of the shop's customers buy on a phone. */
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 } },
} satisfies Record<string, BrowserContextOptions>;
export type ViewportName = keyof typeof VIEWPORTS;

/** Quiet, offline, sandbox-free (containers): nothing reaches out to the internet. */
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export const SCREENSHOT_DIR = join("test-results", "screenshots");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject("chromiumPath"), args: CHROMIUM_ARGS });
}

/**
 * A new browser profile at one of the two sizes, with the shop as its base URL. A failed test
 * gets a screenshot of each of its pages (failure-screenshots.ts).
 */
export async function openContext(browser: Browser, viewport: ViewportName, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL: inject("shopUrl"),
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    reducedMotion: "reduce",
    ...options,
  });
  return failureWitness.watch(context);
}

/** A fresh profile already signed in (the session the login pages keep in localStorage). */
export async function signedInContext(browser: Browser, viewport: ViewportName, session: { token: string; user: unknown }): Promise<BrowserContext> {
  const context = await openContext(browser, viewport);
  await keepSignedIn(context, session);
  return context;
}

/** Every page the profile opens from now on starts signed in as this session. */
export async function keepSignedIn(context: BrowserContext, session: { token: string; user: unknown }): Promise<void> {
  await context.addInitScript(({ token, user }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("user", JSON.stringify(user));
  }, session);
}

/**
 * A new page signed in as the shopper: her session put where the SPA keeps it, as logging in
 * would, from a light page of the shop (the FAQ).
 */
export async function signInBrowser(context: BrowserContext, session: { token: string; user: unknown }): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/components/faq");
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("user", JSON.stringify(user));
  }, session);
  return page;
}

/** Saves test-results/screenshots/<screen>-<phone|desktop>.png and returns its path. */
export async function saveScreenshot(page: Page, screen: string, viewport: ViewportName, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${screen}-${viewport}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? false, animations: "disabled" });
  return path;
}

/** Errors the page threw or logged, to assert a screen ran clean. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}
