// Sarees (issue 40) in Chromium at phone size, against the shop as `npm start` runs it: a saree
// is Free size with a blouse choice. A shopper picks "Stitched to a standard size", M, sees
// "Free size · Blouse stitched, size M" in her cart and at checkout, pays, and the order keeps
// it; the size guide gives the saree's measures and the saree listing's size filter offers Free
// size, not XS-XL. The product page is photographed at 390 px.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signInBrowser } from "../support/browser.js";
import { adminSession, newShopper, shopCall, type Session } from "../support/shop-api.js";
import { fillShipping, payByCard } from "../support/storefront-checkout.js";

const tag = randomBytes(3).toString("hex");

describe.skipIf(!inject("chromium"))("a saree with its blouse", () => {
  let browser: Browser;
  let admin: Session;
  let saree: Product;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    const made = await shopCall<{ data: Product }>("POST", "/products", {
      token: admin.token,
      body: {
        name: `Chanderi Silk Saree ${tag}`,
        description: "Sheer Chanderi silk with a woven zari border. Light enough for a summer wedding.",
        category: "clothing",
        subcategory: "Saree",
        price: 3499,
        stock: 3,
        blouse: { sizes: ["XS", "S", "M", "L", "XL"], sareeLength: 5.5, sareeWidth: 1.1, blousePieceLength: 0.8 },
      },
    });
    expect(made.status).toBe(201);
    saree = made.body.data;
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  it("is bought Free size with the blouse stitched in M, and the cart, checkout and order say so", async () => {
    expect(saree).toMatchObject({ sizes: ["Free size"], stockBySize: { "Free size": 3 } });
    const shopper = await newShopper("Radhika Menon");
    const context = await openContext(browser, "phone");
    contexts.push(context);
    const page = await signInBrowser(context, shopper);
    const errors = collectPageErrors(page);
    await page.goto(`/product/${saree._id}`);
    await page.getByRole("heading", { level: 1, name: saree.name }).waitFor();

    // No XS-XL to choose for the saree: it is Free size, and the guide gives the cloth's measures.
    expect(await page.getByRole("combobox", { name: "Size" }).count()).toBe(0);
    await page.getByText("Free size", { exact: true }).waitFor();
    const guide = page.getByRole("region", { name: "Size Guide" });
    expect(await guide.getByRole("row").allInnerTexts()).toEqual(["Saree length\t5.5 m", "Saree width\t1.1 m", "Blouse piece\t0.8 m"]);
    expect(await guide.innerText()).not.toContain("Bust");
    await guide.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "saree-size-guide", "phone");

    // The piece as it comes is where the choice starts; a standard blouse needs its size.
    const blouse = page.getByRole("group", { name: "Blouse" });
    expect(await blouse.getByRole("radio", { name: /Unstitched blouse piece/ }).isChecked()).toBe(true);
    await blouse.getByRole("radio", { name: /Stitched to a standard size/ }).check();
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await blouse.getByText("Choose the blouse size.").waitFor();
    await blouse.getByRole("combobox", { name: "Blouse size" }).selectOption("M");
    await blouse.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "saree-product-blouse", "phone");
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await page.getByText(`${saree.name} added to cart!`).waitFor();

    await page.getByRole("button", { name: /^Cart,/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await cart.getByText("Free size · Blouse stitched, size M", { exact: true }).waitFor();
    await saveScreenshot(page, "saree-cart-line", "phone");
    await cart.getByRole("button", { name: "Checkout" }).click();

    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await checkout.getByText("Free size · Blouse stitched, size M · Qty 1", { exact: true }).waitFor();
    await fillShipping(checkout);
    await payByCard(page, checkout);

    const mine = (await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: shopper.token })).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]!.orderItems).toEqual([expect.objectContaining({ size: "Free size", quantity: 1, blouse: { stitch: "standard", size: "M" } })]);
    // The order page shows while the payment is confirmed; the saree leaves the shelf once it is.
    const stockNow = async () => (await shopCall<{ data: Product }>("GET", `/products/${saree._id}`, {})).body.data.stockBySize;
    await expect.poll(stockNow).toEqual({ "Free size": 2 });
    expect(errors).toEqual([]);
  });

  it("offers Free size, not XS-XL, in the saree listing's size filter", async () => {
    const context = await openContext(browser, "phone");
    contexts.push(context);
    const page = await context.newPage();
    await page.goto("/saree");
    await page.getByRole("heading", { level: 1, name: "Sarees" }).waitFor();
    await page.getByRole("button", { name: /^Filter/ }).click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    const sizes = dialog.getByRole("group", { name: "Size" });
    await sizes.getByRole("checkbox", { name: "Free size" }).waitFor({ state: "attached" });
    expect(await sizes.getByRole("checkbox").count()).toBe(1);
    await sizes.getByRole("checkbox", { name: "Free size" }).check();
    await dialog.getByRole("button", { name: /^Apply/ }).click();
    await page.waitForURL(/sizes=Free/);
    await expect.poll(() => page.locator("main article h3").count()).toBeGreaterThan(0);
  });
});
