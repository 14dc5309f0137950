// Stock per size for the admin in Chromium (issue 12): the product form's one field per size,
// the Low stock badge in the products list, and the dashboard's low-stock panel whose Edit link
// opens that product's form; photographed on a phone and a desktop.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import type { Product } from "../../shared/schemas/product-record.js";
import type { User } from "../../shared/schemas/user.js";
import { collectPageErrors, launchBrowser, saveScreenshot, signedInContext, type ViewportName } from "../support/browser.js";
import { sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { adminSession, BENGALURU_ADDRESS, shopCall, newShopper } from "../support/shop-api.js";

const tag = randomBytes(3).toString("hex");

describe.skipIf(!inject("chromium"))("stock per size in the admin", () => {
  let browser: Browser;
  let session: { token: string; user: User };
  let product: Product;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await adminSession();
    const created = await shopCall<{ data: Product }>(
      "POST",
      "/products",
      {
        token: session.token,
        body: {
        name: `Ikat Cotton Kurta Dress ${tag}`,
        description: "Pochampally ikat cotton, straight cut, three-quarter sleeves.",
        category: "clothing",
        subcategory: "Dress",
        price: 2199,
        sizes: ["S", "M", "L"],
        stockBySize: { S: 6, M: 5, L: 4 },
        },
      },
    );
    expect(created.status).toBe(201);
    product = created.body.data;
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await shopCall("DELETE", `/products/${product._id}`, { token: session.token });
    await browser?.close();
  });

  async function signedIn(viewport: ViewportName, path: string): Promise<{ page: Page; errors: string[] }> {
    context = await signedInContext(browser, viewport, session);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(path);
    return { page, errors };
  }

  const row = (page: Page) => page.locator("tbody tr", { has: page.getByRole("checkbox", { name: `Select ${product.name}` }) });

  /** The panel's row for this product's size, after asking for every row if the list is long. */
  async function panelRow(page: Page, size: string) {
    const panel = page.getByRole("region", { name: "Low stock" });
    await panel.locator("tbody tr").first().waitFor();
    const showAll = panel.getByRole("button", { name: /^Show all \d+ sizes$/ });
    if (await showAll.count()) await showAll.click();
    // By the Size cell's own text (on a phone the stacked table also shows its label beside it).
    return panel.locator("tbody tr", { hasText: product.name }).filter({ has: page.locator('td[data-label="Size"]', { hasText: new RegExp(`^${size}$`) }) });
  }

  it("edits the stock of one size; the list and the dashboard call it low, and the panel's link opens the form again", async () => {
    const { page, errors } = await signedIn("desktop", `/admin/products`);
    await page.getByRole("searchbox", { name: "Search" }).fill(tag);
    await row(page).waitFor();
    expect((await row(page).getByRole("cell").nth(4).textContent())?.trim()).toBe("15");
    await row(page).getByRole("button", { name: `Edit ${product.name}` }).click();
    const form = page.getByRole("dialog", { name: /Edit Product/ });
    expect(await form.getByRole("list", { name: "Sizes" }).getByRole("listitem").count()).toBe(3);
    expect([await form.getByLabel("Stock for size S").inputValue(), await form.getByLabel("Stock for size M").inputValue(), await form.getByLabel("Stock for size L").inputValue()]).toEqual(["6", "5", "4"]);
    await form.getByText("Total in stock: 15 pieces").waitFor();
    await form.getByLabel("Stock for size M").fill("1");
    await form.getByText("Total in stock: 11 pieces").waitFor();
    await form.getByRole("list", { name: "Sizes" }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, "admin-product-stock", "desktop");
    await form.getByRole("button", { name: "Update Product" }).click();
    await page.getByText("Product updated successfully!").waitFor();
    await expect.poll(async () => (await row(page).getByRole("cell").nth(4).textContent())?.replace(/\s+/g, " ").trim()).toBe("11 Low stockM: 1");
    const stored = (await shopCall<{ data: Product }>("GET", `/products/${product._id}`)).body.data;
    expect(stored.stockBySize).toEqual({ S: 6, M: 1, L: 4 });
    expect(stored.stock).toBe(11);

    // The dashboard's panel lists the size, with a link to edit it.
    await page.goto("/admin");
    const low = await panelRow(page, "M");
    await low.waitFor();
    expect((await low.getByRole("cell").allTextContents()).slice(0, 3)).toEqual([product.name, "M", "1 piece"]);
    await low.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "admin-dashboard-low-stock", "desktop");
    await low.getByRole("link", { name: `Edit ${product.name}, size M` }).click();
    const again = page.getByRole("dialog", { name: /Edit Product/ });
    await again.waitFor();
    expect(page.url()).toMatch(/\/admin\/products$/);
    expect(await again.getByLabel("Stock for size M").inputValue()).toBe("1");
    await again.getByLabel("Stock for size M").fill("7");
    await again.getByRole("button", { name: "Update Product" }).click();
    await page.getByText("Product updated successfully!").waitFor();

    await page.goto("/admin");
    await page.getByRole("region", { name: "Low stock" }).locator("tbody tr").first().waitFor();
    const showAll = page.getByRole("region", { name: "Low stock" }).getByRole("button", { name: /^Show all/ });
    if (await showAll.count()) await showAll.click();
    expect(await page.getByRole("region", { name: "Low stock" }).getByText(product.name).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("adds a size with its stock field and removes one with it, on a phone", async () => {
    const reset = await shopCall("PUT", `/products/${product._id}`, { body: { sizes: ["S", "M", "L"], stockBySize: { S: 6, M: 7, L: 4 } }, token: session.token });
    expect(reset.status).toBe(200);
    const { page, errors } = await signedIn("phone", `/admin/products?edit=${product._id}`);
    const form = page.getByRole("dialog", { name: /Edit Product/ });
    await form.waitFor();
    await form.getByLabel("New size").fill("XL");
    await form.getByRole("button", { name: "Add Size" }).click();
    await form.getByLabel("Stock for size XL").fill("2");
    await form.getByRole("button", { name: "Remove size S" }).click();
    expect(await form.getByLabel("Stock for size S").count()).toBe(0);
    await form.getByText("Total in stock: 13 pieces").waitFor();
    await form.getByRole("list", { name: "Sizes" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page, ".mgmt-stock")).toEqual([]);
    await saveScreenshot(page, "admin-product-stock", "phone");
    await form.getByRole("button", { name: "Update Product" }).click();
    await page.getByText("Product updated successfully!").waitFor();
    const stored = (await shopCall<{ data: Product }>("GET", `/products/${product._id}`)).body.data;
    expect(stored.sizes).toEqual(["M", "L", "XL"]);
    expect(stored.stockBySize).toEqual({ M: 7, L: 4, XL: 2 });

    await page.goto("/admin");
    const low = await panelRow(page, "XL");
    await low.waitFor();
    await low.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "admin-dashboard-low-stock", "phone");
    expect(errors).toEqual([]);
  });

  it("shows the pieces open checkouts hold beside the count on hand, and the stock history, on a phone", async () => {
    // Issue 22: while a checkout holds 2 of M the form used to say M: 0; the owner counts the shelf.
    const created = await shopCall<{ data: Product }>(
      "POST",
      "/products",
      {
        token: session.token,
        body: {
        name: `Banarasi Silk Dupatta ${tag}`,
        description: "Handwoven Banarasi silk with a zari border.",
        category: "clothing",
        subcategory: "Dress",
        price: 1899,
        sizes: ["M", "L"],
        stockBySize: { M: 3, L: 2 },
        },
      },
    );
    expect(created.status).toBe(201);
    const dupatta = created.body.data;
    const shopper = await newShopper("Kavya Menon");
    const held = await shopCall<{ orderId: string }>(
      "POST",
      "/payments/create-order", { body: { items: [{ product: dupatta._id, size: "M", quantity: 2 }], shippingAddress: BENGALURU_ADDRESS, source: "cart" }, token: shopper.token },
    );
    expect(held.status).toBe(201);
    try {
      const { page, errors } = await signedIn("phone", `/admin/products?edit=${dupatta._id}`);
      const form = page.getByRole("dialog", { name: /Edit Product/ });
      await form.waitFor();
      const onHandM = form.getByLabel("Stock for size M");
      expect(await onHandM.inputValue()).toBe("3");
      await form.getByText("2 held in open checkouts · 1 available").waitFor();
      await form.getByText("Total in stock: 5 pieces, 2 held in open checkouts").waitFor();
      // A count below what is held is flagged at once.
      await onHandM.fill("1");
      await form.getByText("2 held in open checkouts: enter at least 2").waitFor();
      await onHandM.fill("4");
      await form.getByText("2 held in open checkouts · 2 available").waitFor();
      await form.getByRole("list", { name: "Sizes" }).scrollIntoViewIfNeeded();
      await page.evaluate(() => document.fonts.ready);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page, ".mgmt-stock")).toEqual([]);
      await saveScreenshot(page, "admin-product-stock-held", "phone");

      await form.getByRole("button", { name: "Stock history" }).click();
      const history = form.getByRole("region", { name: "Stock history" });
      const entries = history.getByRole("listitem").filter({ has: page.locator("strong") });
      await entries.first().waitFor();
      expect(await entries.count()).toBe(2);
      expect((await entries.nth(0).textContent())?.replace(/\s+/g, " ")).toMatch(/^Held at checkout.*checkout, order #\w{6}M: on hand 3, held 0 → 2$/);
      expect((await entries.nth(1).textContent())?.replace(/\s+/g, " ")).toMatch(/^Product added.*M: on hand 0 → 3L: on hand 0 → 2$/);
      await history.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "admin-product-stock-history", "phone");

      await form.getByRole("button", { name: "Update Product" }).click();
      await page.getByText("Product updated successfully!").waitFor();
      const stored = (await shopCall<{ data: Product }>("GET", `/products/${dupatta._id}`, { token: session.token })).body.data;
      expect({ onHand: stored.onHandBySize, held: stored.heldBySize, available: stored.stockBySize }).toEqual({ onHand: { M: 4, L: 2 }, held: { M: 2, L: 0 }, available: { M: 2, L: 2 } });
      expect(errors).toEqual([]);

      // The same form on a desktop, history open.
      await context?.close();
      const desktop = await signedIn("desktop", `/admin/products?edit=${dupatta._id}`);
      const wide = desktop.page.getByRole("dialog", { name: /Edit Product/ });
      await wide.getByText("2 held in open checkouts · 2 available").waitFor();
      await wide.getByRole("button", { name: "Stock history" }).click();
      await wide.getByRole("region", { name: "Stock history" }).getByText("Counted").waitFor();
      await wide.getByRole("list", { name: "Sizes" }).scrollIntoViewIfNeeded();
      await saveScreenshot(desktop.page, "admin-product-stock-held", "desktop");
      expect(desktop.errors).toEqual([]);
    } finally {
      await shopCall("POST", "/payments/cancel-checkout", { body: { orderId: held.body.orderId }, token: shopper.token });
      await shopCall("DELETE", `/products/${dupatta._id}`, { token: session.token });
    }
  });
});
