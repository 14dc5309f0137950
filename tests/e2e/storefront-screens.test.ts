// Every main storefront screen on a phone (390x844) and a desktop (1366x900): nothing runs off
// the side, controls are finger-sized on the phone, and a screenshot of each is saved to
// test-results/screenshots/ for a person to look at.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, type ViewportName } from "../support/browser.js";

async function fetchCatalogue(): Promise<Product[]> {
  const response = await fetch(`${inject("shopUrl")}/api/products?limit=1000`);
  return ((await response.json()) as { data: Product[] }).data;
}

/** Nothing wider than the screen: no sideways scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Controls and text cut off at the screen's edge (inside dialogs too, which page scrolling misses). */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("button, a, input, select, h1, h2, h3, p, li"))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
      .filter((el) => !el.closest(".visually-hidden, .skip-link")) // meant for screen readers only
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.right > window.innerWidth + 0.5 || box.left < -0.5;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`),
  );
}

/** Visible controls smaller than 44 px in either direction (checkboxes count by their label). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = Array.from(document.querySelectorAll<HTMLElement>('button, select, input:not([type="checkbox"]), .option'));
    return controls
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden" && !el.closest("[inert]"))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.height < 43.5 || box.width < 43.5;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`);
  });
}

describe.skipIf(!inject("chromium"))("storefront screens", () => {
  let browser: Browser;
  let catalogue: Product[];

  beforeAll(async () => {
    browser = await launchBrowser();
    catalogue = await fetchCatalogue();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ["phone", "desktop"] as const satisfies readonly ViewportName[]) {
    describe(viewport, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];

      beforeAll(async () => {
        context = await openContext(browser, viewport);
        page = await context.newPage();
        errors = collectPageErrors(page);
      });
      afterAll(async () => {
        await context?.close();
      });

      async function check(screen: string, options: { fullPage?: boolean } = {}) {
        await page.evaluate(() => document.fonts.ready);
        await page.waitForLoadState("networkidle");
        expect(await overflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await cutOff(page), `${screen} has things cut off at the edge`).toEqual([]);
        if (viewport === "phone") expect(await smallTargets(page), `${screen} has small touch targets`).toEqual([]);
        await saveScreenshot(page, screen, viewport, options);
      }

      it("home", async () => {
        await page.goto("/");
        await page.getByRole("heading", { name: "Featured Products" }).waitFor();
        await check("home");
        await check("home-full", { fullPage: true });
      });

      it("listing and its filter modal", async () => {
        await page.goto("/saree?sort=price-high-low");
        await page.getByRole("heading", { level: 1, name: "Sarees" }).waitFor();
        await check("listing");
        await page.getByRole("button", { name: /^Filter/ }).click();
        const dialog = page.getByRole("dialog", { name: "Filter" });
        await dialog.getByLabel("Silk", { exact: true }).check();
        // Sarees are Free size (issue 40): the size filter offers that alone here.
        await dialog.getByLabel("Free size", { exact: true }).check();
        await check("filter-modal");
        await dialog.getByRole("button", { name: /^Apply/ }).click();
        await page.getByRole("list", { name: "Filters in use" }).waitFor();
        await check("listing-filtered");
      });

      it("product", async () => {
        const product = catalogue.find((p) => p.images.length === 3 && p.originalPrice && p.length)!;
        await page.goto(`/product/${product._id}`);
        await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
        await check("product");
        await check("product-full", { fullPage: true });
      });

      it("cart and wishlist", async () => {
        // Two pieces other files have not sold out (the e2e stack's catalogue is shared).
        const [a, b] = catalogue.filter((product) => product.stock >= 2);
        for (const product of [a!, b!]) {
          await page.goto(`/product/${product._id}`);
          await page.getByRole("button", { name: "Add to Cart" }).click();
          await page.getByRole("button", { name: "Add to Wishlist" }).click();
        }
        await page.getByRole("button", { name: /^Cart,/ }).click();
        await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Increase quantity" }).first().click();
        await check("cart");
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: /^Wishlist,/ }).click();
        await page.getByRole("dialog", { name: "Your Wishlist" }).waitFor();
        await check("wishlist");
        await page.keyboard.press("Escape");
      });

      it("policy page and footer pop-up", async () => {
        await page.goto("/components/return-exchange-policy");
        await page.getByRole("heading", { level: 1, name: "Returns & Exchanges" }).waitFor();
        await check("policy");
        const footer = page.getByRole("contentinfo");
        await footer.scrollIntoViewIfNeeded();
        await check("footer");
        await footer.getByRole("button", { name: "Cancellation Policy" }).click();
        await page.getByRole("dialog", { name: "Cancellation Policy" }).waitFor();
        await check("footer-popup");
        await page.keyboard.press("Escape");
      });

      it(viewport === "phone" ? "mobile menu" : "header dropdown (the desktop's menu)", async () => {
        await page.goto("/");
        await page.getByRole("heading", { name: "Featured Products" }).waitFor();
        if (viewport === "phone") {
          await page.getByRole("button", { name: "Open menu" }).click();
          const menu = page.getByRole("dialog", { name: "Menu" });
          await menu.getByText("Sarees", { exact: true }).click();
          await check("mobile-menu");
        } else {
          expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
          await page.getByRole("button", { name: "Sarees" }).click();
          await page.getByRole("link", { name: "Banarasi", exact: true }).waitFor();
          await check("menu");
        }
      });

      it("not found screens", async () => {
        await page.goto("/product/does-not-exist");
        await page.getByRole("heading", { level: 1, name: "Product Not Found" }).waitFor();
        await check("product-not-found");
        await page.goto("/nowhere");
        await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
        await check("not-found");
        // Failed image and product requests are expected above; nothing else may have failed.
        expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
      });
    });
  }
});
