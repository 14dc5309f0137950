// A large catalogue on a phone (issue 29): the storefront never loads it whole. The shop's public
// config is answered with `paged` (as the server declares past CATALOGUE_WHOLE_MAX_KB), so the
// demo catalogue is browsed as 100,000 products would be: a category page by page with Load
// more, a filter and a search answered by the server, a product added to the cart.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { fromCardColumns, type CatalogueCard, type CatalogueCardColumns } from "../../shared/catalogue-cards.js";
import { filterProducts } from "../../shared/catalogue-filter.js";
import { indexProducts, searchProducts } from "../../shared/catalogue-search/product-search.js";
import { browserPerFile } from "../support/browser-per-file.js";
import { collectPageErrors, saveScreenshot } from "../support/browser.js";

const PAGE = 24;
const cardNames = (page: Page) => page.locator("main article h3").allTextContents();
const items = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

describe.skipIf(!inject("chromium"))("a large catalogue on a phone", () => {
  const browsing = browserPerFile();
  let catalogue: CatalogueCard[];

  beforeAll(async () => {
    const response = await fetch(`${inject("shopUrl")}/api/products/cards?limit=5000`);
    catalogue = fromCardColumns(((await response.json()) as { data: CatalogueCardColumns }).data);
  });

  it("browses a category page by page, filters, searches and adds to the cart, each read from the server", async () => {
    const context = await browsing.context("phone");
    await context.route("**/api/config", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, catalogue: { paged: true } } } });
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const asked: Array<{ url: URL; authorization: string | undefined }> = [];
    const searchCode: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/products/cards") asked.push({ url, authorization: request.headers().authorization });
      if (/\/assets\/product-search-[^/]+\.js$/.test(url.pathname)) searchCode.push(url.pathname);
    });

    // Home: only the newest cards (the rendered page shows them first; the app, once it has the page, asks for 100 at most).
    const homeCards = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/products/cards");
    await page.goto("/");
    const featured = page.getByRole("list", { name: "Featured Products" });
    await featured.waitFor();
    await expect.poll(async () => featured.locator("article h3").allTextContents()).toEqual(catalogue.slice(0, 8).map((card) => card.name));
    await homeCards;
    expect(asked.map(({ url }) => url.search)).toEqual(["?limit=100"]);

    // A search from the home page: its first page asked once (as Enter is pressed), best match first.
    const ranked = searchProducts(indexProducts(catalogue), "silk");
    const byId = new Map(catalogue.map((card) => [card.id, card]));
    const homeSearch = page.getByRole("searchbox", { name: "Search products" });
    await homeSearch.fill("silk");
    await homeSearch.press("Enter");
    const results = page.getByRole("list", { name: "Results for “silk”" });
    await expect.poll(() => results.locator("article h3").allTextContents()).toEqual(ranked.slice(0, PAGE).map((id) => byId.get(id)!.name));
    expect(asked.filter(({ url }) => url.searchParams.has("q")).map(({ url }) => url.search)).toEqual([`?q=silk&limit=${PAGE}`]);
    await homeSearch.fill("");

    // Everything, fabric first: the first page, then the next.
    await page.goto("/material");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => cardNames(page)).toEqual(catalogue.slice(0, PAGE).map((card) => card.name));
    expect(await page.locator(".listing__count").textContent()).toBe(items(catalogue.length));
    await page.getByText(`Showing ${PAGE} of ${catalogue.length}`).waitFor();
    await saveScreenshot(page, "large-catalogue-listing", "phone");
    await page.getByRole("button", { name: "Load more" }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, "large-catalogue-load-more", "phone");
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => cardNames(page)).toEqual(catalogue.slice(0, 2 * PAGE).map((card) => card.name));

    // Silk only: the Apply button's count and the list come from the server, by the browser's rules.
    const silk = filterProducts(catalogue, { category: "material", selectedMaterials: ["silk"] });
    expect(silk.length).toBeGreaterThan(0);
    await page.getByRole("button", { name: /^Filter/ }).click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await dialog.getByLabel("Silk").check();
    await expect.poll(() => dialog.getByRole("button", { name: /^Apply/ }).textContent()).toContain(items(silk.length));
    await dialog.getByRole("button", { name: /^Apply/ }).click();
    await page.waitForURL("**/material?materials=silk");
    await expect.poll(() => cardNames(page)).toEqual(silk.slice(0, PAGE).map((card) => card.name));
    expect(await page.locator(".listing__count").textContent()).toBe(items(silk.length));

    // A search with a slip among the silks, answered by the server's forgiving search, best match first.
    const rank = new Map(searchProducts(indexProducts(catalogue), "banarsi").map((id, at) => [id, at]));
    const found = silk.filter((card) => rank.has(card.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
    expect(found.length).toBeGreaterThan(1);
    const search = page.getByRole("searchbox", { name: "Search products" });
    await search.fill("banarsi");
    await search.press("Enter");
    await page.waitForURL("**/material?materials=silk&q=banarsi");
    await expect.poll(() => cardNames(page)).toEqual(found.slice(0, PAGE).map((card) => card.name));
    expect(await page.locator(".listing__count").textContent()).toBe(`${items(found.length)} matching “banarsi”`);
    await saveScreenshot(page, "large-catalogue-search", "phone");
    expect(searchCode).toEqual([]); // the search ran on the server: its code never came to the phone

    // The first result into the cart; the cart's card is asked for by id.
    const first = found[0]!;
    await page.locator("main article").first().click();
    await page.waitForURL(`**/product/${first.id}`);
    await page.getByRole("heading", { level: 1, name: first.name }).waitFor();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText(`${first.name} added to cart!`).waitFor();
    await page.getByRole("button", { name: /^Cart,/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await cart.waitFor();
    expect(await cart.getByRole("listitem").count()).toBe(1);
    await cart.getByText(first.name).waitFor();

    // Never the whole catalogue, and never with the shopper's Authorization.
    expect(asked.filter(({ url }) => !url.searchParams.has("limit") && !url.searchParams.has("ids"))).toEqual([]);
    expect(asked.every(({ authorization }) => authorization === undefined)).toBe(true);
    expect(errors).toEqual([]);
  });
});
