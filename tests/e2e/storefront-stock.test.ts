// Stock per size in Chromium (issue 12): the seeded catalogue's sold-out sizes and "Only N left"
// on the product page, a product sold out in every size, In stock only in the listing, a cart
// that never holds more than a size has, and the last piece of a size: one shopper's checkout
// holds it while another is told it is gone, and closing Checkout gives it back.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Locator } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, type ViewportName, signInBrowser } from "../support/browser.js";
import { sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { adminToken, shopCall, newShopper, type Shopper } from "../support/shop-api.js";

const tag = randomBytes(3).toString("hex");
/** Seeded with sizes sold out and others nearly gone (infra/local/seed/catalogue.ts). */
const FEW_LEFT_GOWN = "Organza Zari Anarkali Gown";
/** Seeded sold out in every size. */
const SOLD_OUT_SAREE = "Kanjeevaram Silk Temple-Border Saree";

/** The browser's own log line for an answer the test provokes on purpose (a refused hold). */
const refusedHold = (error: string) => /^Failed to load resource: the server responded with a status of 409/.test(error);

async function seeded(name: string): Promise<Product> {
  const { body } = await shopCall<{ data: Product[] }>("GET", `/products?limit=1000&search=${encodeURIComponent(name)}`);
  const product = body.data.find((p) => p.name === name);
  if (!product) throw new Error(`The seeded catalogue has no ${name}`);
  return product;
}

async function fillShipping(dialog: Locator) {
  await dialog.getByLabel("Phone").fill("9847012345");
  await dialog.getByLabel("Address", { exact: true }).fill("14, Lakshmi Nilaya, 5th Cross, Malleshwaram");
  await dialog.getByLabel("City").fill("Bengaluru");
  await dialog.getByLabel("State").selectOption("Karnataka");
  await dialog.getByLabel("Pincode").fill("560003");
}

describe.skipIf(!inject("chromium"))("stock per size in the shop", () => {
  let browser: Browser;
  let adminTokenValue: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    adminTokenValue = await adminToken();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    const mine = await shopCall<{ data: Product[] }>("GET", `/products?limit=1000&search=${tag}`, { token: adminTokenValue });
    for (const product of mine.body.data ?? []) await shopCall("DELETE", `/products/${product._id}`, { token: adminTokenValue });
    await browser?.close();
  });

  async function open(viewport: ViewportName, path: string, shopper?: Shopper) {
    const context = await openContext(browser, viewport);
    contexts.push(context);
    const page = shopper ? await signInBrowser(context, shopper) : await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(path);
    return { page, errors };
  }

  for (const viewport of ["phone", "desktop"] as const) {
    it(`the size picker marks sold-out sizes and "Only N left", and starts at the first size in stock (${viewport})`, async () => {
      const gown = await seeded(FEW_LEFT_GOWN);
      expect(gown.stockBySize).toEqual({ XS: 0, S: 1, M: 2, L: 3, XL: 0 });
      const { page, errors } = await open(viewport, `/product/${gown._id}`);
      await page.getByRole("heading", { level: 1, name: gown.name }).waitFor();
      const size = page.getByRole("combobox", { name: "Size" });
      const options = size.locator("option");
      expect(await options.allTextContents()).toEqual(["XS — Sold out", "S — Only 1 left", "M — Only 2 left", "L — Only 3 left", "XL — Sold out"]);
      expect(await options.evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).disabled))).toEqual([true, false, false, false, true]);
      expect(await size.inputValue()).toBe("S");
      await page.getByText("Only 1 left in size S").waitFor();
      expect(await size.getAttribute("aria-describedby")).toBe(await page.getByText("Only 1 left in size S").getAttribute("id"));
      await size.selectOption("L");
      await page.getByText("Only 3 left in size L").waitFor();
      await size.selectOption("S");
      expect(await page.getByRole("button", { name: "Add to Cart" }).isEnabled()).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      if (viewport === "phone") expect(await smallTargets(page, ".product__buy")).toEqual([]);
      await page.locator(".product__buy").scrollIntoViewIfNeeded();
      await saveScreenshot(page, "product-few-left", viewport);
      expect(errors).toEqual([]);
    });
  }

  it("a product sold out in every size says so and offers no Add to Cart, keeps Add to Wishlist, and In stock only hides it", async () => {
    const saree = await seeded(SOLD_OUT_SAREE);
    expect(saree.stock).toBe(0);
    const { page, errors } = await open("phone", `/product/${saree._id}`);
    await page.getByRole("heading", { level: 1, name: saree.name }).waitFor();
    // A saree is one size (Free size, issue 40): it is simply sold out.
    await page.getByText("Sold out. Add it to your wishlist to find it again.").waitFor();
    expect(await page.getByRole("button", { name: "Add to Cart" }).count()).toBe(0);
    expect(await page.getByRole("combobox", { name: "Size" }).count()).toBe(0);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await page.getByText(`${saree.name} added to wishlist!`).waitFor();
    await saveScreenshot(page, "product-sold-out", "phone");

    // The listing marks its card, and In stock only leaves it out.
    await page.goto("/saree");
    const card = page.locator("article.product-card", { hasText: saree.name });
    await card.getByText("Sold out", { exact: true }).waitFor();
    const countBefore = await page.locator("article.product-card").count();
    await page.getByRole("button", { name: "Filter" }).click();
    const filter = page.getByRole("dialog", { name: "Filter" });
    await filter.getByRole("checkbox", { name: "In stock only" }).check();
    await filter.getByRole("button", { name: /^Apply/ }).click();
    await page.getByRole("button", { name: "Remove filter In stock" }).waitFor();
    expect(page.url()).toContain("instock=1");
    await expect.poll(() => page.locator("article.product-card").count()).toBe(countBefore - 1);
    expect(await card.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("the cart never holds more of a size than is left, and says why", async () => {
    const gown = await seeded(FEW_LEFT_GOWN);
    const { page, errors } = await open("phone", `/product/${gown._id}`);
    await page.getByRole("heading", { level: 1, name: gown.name }).waitFor();
    // S has one piece: the second Add to Cart is refused with the reason.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText(`${gown.name} added to cart!`).waitFor();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("The only piece left in size S is already in your cart.").waitFor();
    await page.getByRole("combobox", { name: "Size" }).selectOption("M");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("2");

    await page.getByRole("button", { name: /^Cart,/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await cart.waitFor();
    const [s, m] = [cart.getByRole("listitem").nth(0), cart.getByRole("listitem").nth(1)];
    expect(await s.getByRole("button", { name: "Increase quantity" }).isDisabled()).toBe(true);
    await s.getByText("Only 1 left in size S").waitFor();
    const plusM = m.getByRole("button", { name: "Increase quantity" });
    await plusM.click();
    expect(await m.locator("output").textContent()).toBe("2");
    expect(await plusM.isDisabled()).toBe(true);
    await m.getByText("Only 2 left in size M").waitFor();
    // A click on the stopped button changes nothing.
    await plusM.click({ force: true });
    expect(await m.locator("output").textContent()).toBe("2");
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("cart") ?? "[]") as Array<{ size: string; quantity: number }>).map((line) => [line.size, line.quantity]))).toEqual([
      ["S", 1],
      ["M", 2],
    ]);
    expect(await smallTargets(page, ".modal__panel")).toEqual([]);
    await saveScreenshot(page, "cart-stock-limit", "phone");
    expect(errors).toEqual([]);
  });

  it("the last piece: one shopper's checkout holds it, the other is told it is gone; closing Checkout gives it back", async () => {
    const created = await shopCall<{ data: Product }>(
      "POST",
      "/products",
      {
        token: adminTokenValue,
        body: {
        name: `Last Piece Chanderi Kurta ${tag}`,
        description: "Chanderi silk-cotton kurta, the last one of its weave.",
        category: "clothing",
        subcategory: "Dress",
        price: 2450,
        sizes: ["S", "M", "L"],
        stockBySize: { S: 0, M: 1, L: 0 },
        },
      },
    );
    expect(created.status).toBe(201);
    const kurta = created.body.data;
    // The admin's read is never from the shop's few-second catalogue cache: it is the stock now.
    const stockNow = async () => (await shopCall<{ data: Product }>("GET", `/products/${kurta._id}`, { token: adminTokenValue })).body.data.stockBySize;
    const [asha, meera] = await Promise.all([newShopper("Asha Kulkarni"), newShopper("Meera Pillai")]);

    // Both see the last M and put it in their carts.
    const shoppers = await Promise.all(
      [asha, meera].map(async (shopper, index) => {
        const { page, errors } = await open(index === 0 ? "desktop" : "phone", `/product/${kurta._id}`, shopper);
        await page.getByRole("heading", { level: 1, name: kurta.name }).waitFor();
        await page.getByText("Only 1 left in size M").waitFor();
        await page.getByRole("button", { name: "Add to Cart" }).click();
        await page.getByText(`${kurta.name} added to cart!`).waitFor();
        await page.getByRole("button", { name: /^Cart,/ }).click();
        await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
        const form = page.getByRole("dialog", { name: "Checkout" });
        await fillShipping(form);
        return { page, errors, form };
      }),
    );
    const [first, second] = shoppers as [(typeof shoppers)[number], (typeof shoppers)[number]];

    // Asha pays first: the piece is held for her while Razorpay's window is open.
    await first.form.getByRole("button", { name: /^Pay/ }).click();
    const razorpay = first.page.getByRole("dialog", { name: "Rangrez" });
    await razorpay.getByText(/^Time left to pay: 1[34]:\d\d$/).waitFor();
    // Meera is told it is gone, before paying anything.
    await second.form.getByRole("button", { name: /^Pay/ }).click();
    const refusal = second.form.getByRole("alert");
    await expect.poll(() => refusal.textContent()).toBe(`${kurta.name} is sold out in size M.`);
    expect(await second.page.getByRole("dialog", { name: "Rangrez" }).count()).toBe(0);
    await saveScreenshot(second.page, "checkout-last-piece-gone", "phone");

    // Asha closes the window without paying: the piece is back at once, and Meera can have it.
    await razorpay.getByRole("button", { name: "Close payment window" }).click();
    await expect.poll(async () => (await stockNow()).M).toBe(1);
    await second.form.getByRole("button", { name: /^Pay/ }).click();
    const meerasWindow = second.page.getByRole("dialog", { name: "Rangrez" });
    await meerasWindow.getByLabel("Card number").fill("4100 2800 0000 1007");
    await meerasWindow.getByLabel("Expiry (MM/YY)").fill("12/30");
    await meerasWindow.getByLabel("CVV").fill("123");
    await meerasWindow.getByRole("button", { name: /^Pay/ }).click();
    await second.page.waitForURL(/\/profile\?order=/);
    await second.page.getByText("Payment successful! Your order has been placed.").waitFor();

    // Now it is Asha who is told.
    await first.form.getByRole("button", { name: /^Pay/ }).click();
    await expect.poll(() => first.form.getByRole("alert").textContent()).toBe(`${kurta.name} is sold out in size M.`);
    const meerasOrders = await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: meera.token });
    expect(meerasOrders.body.data.map((order) => [order.isPaid, order.orderItems.map((line) => [line.size, line.quantity])])).toEqual([[true, [["M", 1]]]]);
    expect(await stockNow()).toEqual({ S: 0, M: 0, L: 0 });
    // Shoppers' reads may be a few seconds old (the catalogue cache); within them the page says so.
    await expect
      .poll(
        async () => {
          await first.page.goto(`/product/${kurta._id}`);
          await first.page.getByRole("heading", { level: 1, name: kurta.name }).waitFor();
          return first.page.getByText("Sold out in every size. Add it to your wishlist to find it again.").count();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(1);
    for (const { errors } of shoppers) expect(errors.filter((error) => !refusedHold(error))).toEqual([]);
  });
});
