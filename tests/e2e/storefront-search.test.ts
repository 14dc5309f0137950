// Forgiving search on a phone (issue 17): a shopper types the way she spells, sees the right
// products with those named so first, and a filter still narrows them. The search code arrives
// only when she searches.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot } from "../support/browser.js";

const lower = (text: string | undefined) => (text ?? "").toLowerCase();
const words = (text: string) => lower(text).split(/[^a-z]+/);
/** The product has the word in a field the search reads. */
const mentions = (product: Product, word: string) =>
  [product.name, product.subcategory, product.material, product.color, product.occasion, ...product.tags].some((field) => words(field).includes(word));
const cardNames = (page: Page) => page.locator("main article h3").allTextContents();

describe.skipIf(!inject("chromium"))("forgiving search on a phone", () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let catalogue: Product[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const response = await fetch(`${inject("shopUrl")}/api/products?limit=1000`);
    catalogue = ((await response.json()) as { data: Product[] }).data;
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("finds Banarasi sarees for “banarsi”, names first, narrows them with a filter, and finds the lehenga for “lehnga”", async () => {
    context = await openContext(browser, "phone");
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const searchCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/product-search-[^/]+\.js$/.test(new URL(request.url()).pathname)) searchCode.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("heading", { name: "Featured Products" }).waitFor();
    expect(searchCode).toEqual([]); // the home page does not load the search

    const search = page.getByRole("searchbox", { name: "Search products" });
    await search.fill("banarsi");
    await search.press("Enter");
    await page.waitForURL("**/?q=banarsi");
    await page.getByRole("heading", { level: 1, name: "Results for “banarsi”" }).waitFor();
    const banarasi = catalogue.filter((p) => mentions(p, "banarasi"));
    expect(banarasi.length).toBeGreaterThan(2);
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(banarasi.map((p) => p.name).sort());
    const shown = await cardNames(page);
    const named = banarasi.filter((p) => words(p.name).includes("banarasi")).length;
    expect(shown.slice(0, named).every((name) => words(name).includes("banarasi")), shown.join(" | ")).toBe(true);
    expect(searchCode).toHaveLength(1);
    await saveScreenshot(page, "search-banarsi", "phone");

    // A filter still applies to the results: only what costs at most the cheapest-but-one.
    const prices = banarasi.map((p) => p.price).sort((a, b) => a - b);
    const max = prices[1]!;
    await page.getByRole("button", { name: /^Filter/ }).click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await dialog.getByLabel("Maximum").fill(String(max));
    await dialog.getByRole("button", { name: /^Apply/ }).click();
    const affordable = banarasi.filter((p) => p.price <= max);
    expect(affordable.length).toBeLessThan(banarasi.length);
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(affordable.map((p) => p.name).sort());
    await saveScreenshot(page, "search-banarsi-filtered", "phone");

    await search.fill("lehnga");
    await search.press("Enter");
    await page.waitForURL("**/?q=lehnga");
    const lehengas = catalogue.filter((p) => mentions(p, "lehenga"));
    expect(lehengas.length).toBeGreaterThan(0);
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(lehengas.map((p) => p.name).sort());
    await saveScreenshot(page, "search-lehnga", "phone");
    // The same results on a wide screen, for a look at the layout there.
    await page.setViewportSize({ width: 1366, height: 900 });
    await saveScreenshot(page, "search-lehnga", "desktop");
    expect(errors).toEqual([]);
  });

  it("falls back to the spec's plain match when the search code cannot be fetched (offline)", async () => {
    await context?.close();
    context = await openContext(browser, "phone");
    const page = await context.newPage();
    await page.route((url) => /\/assets\/product-search-[^/]+\.js$/.test(url.pathname), (route) => route.abort("internetdisconnected"));
    // The plain match knows no other spelling...
    await page.goto("/?q=banarsi");
    await page.getByText("No products found for “banarsi”").waitFor();
    // ...but finds what is written in the name or material.
    await page.goto("/?q=silk");
    await page.getByRole("heading", { level: 1, name: "Results for “silk”" }).waitFor();
    const silk = catalogue.filter((p) => [p.name, p.material].some((field) => lower(field).includes("silk")));
    expect(silk.length).toBeGreaterThan(2);
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual(silk.map((p) => p.name).sort());
  });
});
