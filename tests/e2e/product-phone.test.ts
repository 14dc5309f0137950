// Issue 22, items 12 and 14, on the product page: on a phone Add to Cart stays in reach in a bar
// fixed at the bottom once the page's own button has scrolled away (with the price and the size
// chosen, and nothing on the page moving), the photos open full screen (pinch left to the browser,
// swipe or arrows between them, Close and Escape), and details left blank are not shown at all.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, type ViewportName } from "../support/browser.js";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts.js";
import { adminToken, shopCall, catalogue } from "../support/shop-api.js";

describe.skipIf(!inject("chromium"))("the product page on a phone", () => {
  let browser: Browser;
  let product: Product;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    const images = [...new Set((await catalogue()).flatMap((p) => p.images))].slice(0, 3);
    const created = await shopCall<{ data: Product }>(
      "POST",
      "/products",
      {
        token: await adminToken(),
        body: {
        name: "Chikankari Georgette Kurta Set",
        description: "Hand-embroidered Lucknowi chikankari on soft georgette, with a cotton slip and palazzo.",
        category: "clothing",
        subcategory: "Dress",
        price: 2899,
        originalPrice: 3599,
        stockBySize: { S: 4, M: 5, L: 3 },
        sizes: ["S", "M", "L"],
        images,
        material: "Georgette",
        color: "Pink",
        // Pattern, occasion, fabric, wash care and silhouette left blank.
        },
      },
    );
    expect(created.status).toBe(201);
    product = created.body.data;
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(viewport: ViewportName) {
    context = await openContext(browser, viewport);
    await recordLayoutShifts(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/product/${product._id}`);
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    return { page, errors };
  }

  it("keeps Add to Cart in reach once its button scrolls away, with the price and size, and it adds to the cart", async () => {
    const { page, errors } = await open("phone");
    const bar = page.locator(".buy-bar");
    expect(await bar.isVisible()).toBe(false);
    await page.getByRole("combobox", { name: "Size" }).selectOption("M");

    // Down past the button, to the details and the size guide.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(844);
    await bar.waitFor({ state: "visible" });
    expect(await bar.innerText()).toContain(formatRupees(2899));
    expect(await bar.innerText()).toContain("Size M");
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    await saveScreenshot(page, "product-sticky-add-to-cart", "phone");

    await bar.getByRole("button", { name: "Add to Cart", includeHidden: true }).click();
    await page.getByText(`${product.name} added to cart!`).waitFor();
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("1");
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as Array<{ size: string; quantity: number }>);
    expect(cart.map((line) => [line.size, line.quantity])).toEqual([["M", 1]]);

    // Back up at the page's own button, the bar goes; nothing on the page moved for it.
    await page.locator(".product__actions").getByRole("button", { name: "Add to Cart" }).scrollIntoViewIfNeeded();
    await bar.waitFor({ state: "hidden" });
    expect(await layoutShifts(page)).toEqual({ total: 0, moved: [] });
    expect(errors).toEqual([]);
  });

  it("shows only the details the product has, never a dash", async () => {
    const { page } = await open("phone");
    const details = page.locator(".details-grid");
    expect(await details.locator("dt").allTextContents()).toEqual(["Material", "Color"]);
    expect(await details.locator("dd").allTextContents()).toEqual(["Georgette", "Pink"]);
    expect(await details.innerText()).not.toContain("—");
  });

  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`opens the photos full screen on a ${viewport}: the browser may pinch, swipe or arrows move, Escape closes`, async () => {
      const { page, errors } = await open(viewport);
      await saveScreenshot(page, "product-gallery", viewport);
      await page.getByRole("button", { name: "Open picture 1 full screen" }).click();
      const viewer = page.getByRole("dialog", { name: product.name });
      await viewer.getByRole("img", { name: `${product.name}, picture 1 of 3` }).waitFor();
      await viewer.getByText("Picture 1 of 3").waitFor();
      const box = (await viewer.boundingBox())!;
      const size = page.viewportSize()!;
      expect([box.x, box.y, Math.round(box.width), Math.round(box.height)]).toEqual([0, 0, size.width, size.height]);
      const track = viewer.locator(".photo-viewer__track");
      // pan-x pan-y pinch-zoom, which Chromium names "manipulation": the browser zooms, the page does not stop it.
      expect(["manipulation", "pan-x pan-y pinch-zoom"]).toContain(await track.evaluate((el) => getComputedStyle(el).touchAction));
      await saveScreenshot(page, "product-photo-viewer", viewport);

      if (viewport === "phone") {
        // A swipe is a sideways scroll of the strip, snapping to the next photo.
        await track.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
      } else {
        await viewer.getByRole("button", { name: "Next picture" }).click();
      }
      await viewer.getByText("Picture 2 of 3").waitFor();
      await page.keyboard.press("ArrowRight");
      await viewer.getByText("Picture 3 of 3").waitFor();
      await page.keyboard.press("Escape");
      await viewer.waitFor({ state: "detached" });
      // The page shows the photo she stopped at, and the focus is back on the button that opened it.
      await page.locator(".gallery__counter").getByText("3 of 3").waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/^Open picture \d full screen$/);

      await page.getByRole("button", { name: "Open picture 3 full screen" }).click();
      await viewer.getByText("Picture 3 of 3").waitFor();
      await viewer.getByRole("button", { name: "Close" }).click();
      await viewer.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    });
  }
});
