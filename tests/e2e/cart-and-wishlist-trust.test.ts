// Issue 22 items 1, 2 and 11 in Chromium at phone size, against the shop as `npm start` runs it:
// the wishlist orders the size chosen on the product page (and asks for one it does not know),
// a price the admin changed while the piece sat in the cart is said in words before Pay and is
// what Razorpay asks, and a signed-in shopper's cart follows her to another browser.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, type ViewportName, signInBrowser } from "../support/browser.js";
import { adminSession, newShopper, shopCall, SUCCESS_CARD, type Session, type Shopper } from "../support/shop-api.js";
import { fillShipping } from "../support/storefront-checkout.js";

const tag = randomBytes(3).toString("hex");

async function newProduct(admin: Session, fields: Partial<Product> & { name: string; price: number }): Promise<Product> {
  const made = await shopCall<{ data: Product }>("POST", "/products", {
    token: admin.token,
    body: { description: "Handloom, woven for the festive season.", category: "clothing", subcategory: "Dress", sizes: ["XS", "S", "M", "L"], stockBySize: { XS: 4, S: 4, M: 4, L: 4 }, ...fields },
  });
  expect(made.status).toBe(201);
  return made.body.data;
}

async function payByCard(page: Page): Promise<Locator> {
  const razorpay = page.getByRole("dialog", { name: "Rangrez" });
  await razorpay.waitFor();
  return razorpay;
}

async function finishPaying(razorpay: Locator) {
  await razorpay.getByLabel("Card number").fill(SUCCESS_CARD);
  await razorpay.getByLabel("Expiry (MM/YY)").fill("12/30");
  await razorpay.getByLabel("CVV").fill("123");
  await razorpay.getByRole("button", { name: /^Pay/ }).click();
}

const myOrders = async (shopper: Session) => (await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: shopper.token })).body.data;

describe.skipIf(!inject("chromium"))("cart and wishlist the shopper can trust", () => {
  let browser: Browser;
  let admin: Session;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signedIn(shopper: Shopper, viewport: ViewportName, path: string): Promise<{ page: Page; errors: string[] }> {
    const context = await openContext(browser, viewport);
    contexts.push(context);
    const page = await signInBrowser(context, shopper);
    const errors = collectPageErrors(page);
    await page.goto(path);
    return { page, errors };
  }

  it("orders the size chosen on the product page from the wishlist, and asks for a size it does not know", async () => {
    const dress = await newProduct(admin, { name: `Maheshwari Silk Dress ${tag}`, price: 2450 });
    const kurta = await newProduct(admin, { name: `Chikankari Kurta Dress ${tag}`, price: 1850 });
    const shopper = await newShopper("Aditi Sharma");
    const { page, errors } = await signedIn(shopper, "phone", `/product/${dress._id}`);
    await page.getByRole("heading", { level: 1, name: dress.name }).waitFor();
    await page.getByRole("combobox", { name: "Size" }).selectOption("M");
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await page.getByText(`${dress.name} added to wishlist!`).waitFor();

    // A piece kept before sizes were kept (an old wishlist) has none.
    await page.evaluate((old) => {
      const list = JSON.parse(localStorage.getItem("wishlist") ?? "[]") as unknown[];
      localStorage.setItem("wishlist", JSON.stringify([...list, old]));
    }, kurta);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: dress.name }).waitFor();
    await page.getByRole("button", { name: /^Wishlist,/ }).click();
    const wishlist = page.getByRole("dialog", { name: "Your Wishlist" });
    const dressSize = wishlist.getByRole("combobox", { name: `Size of ${dress.name}` });
    const kurtaSize = wishlist.getByRole("combobox", { name: `Size of ${kurta.name}` });
    await expect.poll(() => dressSize.inputValue()).toBe("M");
    expect(await kurtaSize.inputValue()).toBe("");
    await wishlist.getByText("Choose a size to check out.").waitFor();
    await wishlist.getByRole("button", { name: "Checkout All Items" }).click();
    await expect.poll(() => wishlist.getByRole("alert").innerText()).toBe("Choose a size for each piece to check out.");
    expect(await page.getByRole("dialog", { name: "Checkout" }).count()).toBe(0);
    await saveScreenshot(page, "wishlist-choose-size", "phone");

    await kurtaSize.selectOption("L");
    await wishlist.getByRole("button", { name: "Checkout All Items" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    const summary = checkout.getByRole("region", { name: "Order summary" });
    await expect.poll(() => summary.innerText()).toContain("Size M · Qty 1");
    expect(await summary.innerText()).toContain("Size L · Qty 1");
    await fillShipping(checkout);
    const total = formatRupees(dress.price + kurta.price);
    await checkout.getByRole("button", { name: `Pay ${total}` }).click();
    const razorpay = await payByCard(page);
    expect(await razorpay.innerText()).toContain(total);
    await finishPaying(razorpay);
    await page.waitForURL(/\/profile\?order=/);

    const [order] = await myOrders(shopper);
    expect(order!.orderItems.map((line) => [line.name, line.size, line.quantity]).sort()).toEqual([
      [kurta.name, "L", 1],
      [dress.name, "M", 1],
    ].sort());
    expect(errors).toEqual([]);
  });

  it("says a price the admin changed while the piece sat in the cart, and Pay asks exactly the total shown", async () => {
    const saree = await newProduct(admin, { name: `Kota Doria Saree ${tag}`, price: 1999, sizes: ["Free Size"], stockBySize: { "Free Size": 5 } });
    const shopper = await newShopper("Ishita Banerjee");
    const { page, errors } = await signedIn(shopper, "phone", `/product/${saree._id}`);
    await page.getByRole("heading", { level: 1, name: saree.name }).waitFor();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText(`${saree.name} added to cart!`).waitFor();

    const changed = await shopCall("PUT", `/products/${saree._id}`, { token: admin.token, body: { price: 2999 } });
    expect(changed.status).toBe(200);

    await page.getByRole("button", { name: /^Cart,/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await cart.getByText(`Price changed from ${formatRupees(1999)} to ${formatRupees(2999)}`).waitFor();
    expect(await cart.getByTestId("cart-total").innerText()).toBe(formatRupees(2999));
    await saveScreenshot(page, "cart-price-changed", "phone");

    await cart.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await fillShipping(checkout);
    const summary = checkout.getByRole("region", { name: "Order summary" });
    await expect.poll(() => summary.getByTestId("checkout-total").innerText()).toBe(formatRupees(2999));
    expect(await summary.innerText()).toContain(formatRupees(2999));
    expect(await summary.innerText()).not.toContain(formatRupees(1999));
    const pay = checkout.getByRole("button", { name: `Pay ${formatRupees(2999)}` });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await summary.getByText("Order summary").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "checkout-summary", "phone");
    await pay.click();
    const razorpay = await payByCard(page);
    expect(await razorpay.innerText()).toContain(formatRupees(2999));
    // Behind the window, the summary is now the server's own order: the same lines and total.
    expect(await summary.getByTestId("checkout-total").innerText()).toBe(formatRupees(2999));
    expect(await summary.innerText()).toContain(`GST ${formatRupees(457.47)}`);
    await saveScreenshot(page, "checkout-server-priced", "phone");
    await finishPaying(razorpay);
    await page.waitForURL(/\/profile\?order=/);
    const [order] = await myOrders(shopper);
    expect([order!.totalPrice, order!.orderItems[0]!.price]).toEqual([2999, 2999]);
    expect(errors).toEqual([]);
  });

  it("follows a signed-in shopper to another browser: what she put in on her phone is in her cart there", async () => {
    const lehenga = await newProduct(admin, { name: `Bandhani Lehenga Dress ${tag}`, price: 5499 });
    const shopper = await newShopper("Neha Joshi");
    const phone = await signedIn(shopper, "phone", `/product/${lehenga._id}`);
    await phone.page.getByRole("heading", { level: 1, name: lehenga.name }).waitFor();
    await phone.page.getByRole("combobox", { name: "Size" }).selectOption("S");
    await phone.page.getByRole("button", { name: "Add to Cart" }).click();
    await phone.page.getByText(`${lehenga.name} added to cart!`).waitFor();
    await phone.page.getByRole("button", { name: "Add to Cart" }).click();
    await phone.page.getByRole("button", { name: "Add to Wishlist" }).click();
    await phone.page.getByText(`${lehenga.name} added to wishlist!`).waitFor();
    // Kept with her account (the other browser reads it from there).
    await expect.poll(async () => (await shopCall<{ data: { items: unknown[] } }>("GET", "/cart", { token: shopper.token })).body.data.items).toEqual([{ product: lehenga._id, size: "S", quantity: 2 }]);

    // A laptop with a piece of its own already in the cart signs in at the login page.
    const laptop = await openContext(browser, "desktop");
    contexts.push(laptop);
    const page = await laptop.newPage();
    const errors = collectPageErrors(page);
    const other = (await newProduct(admin, { name: `Ikat Cotton Dress ${tag}`, price: 1599 }))!;
    await page.goto(`/product/${other._id}`);
    await page.getByRole("heading", { level: 1, name: other.name }).waitFor();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText(`${other.name} added to cart!`).waitFor();
    await page.goto("/login");
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(shopper.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("3");
    await page.getByRole("button", { name: /^Cart,/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await expect.poll(() => cart.locator(".bag-line__name").allTextContents()).toEqual([other.name, lehenga.name]);
    expect(await cart.getByRole("combobox", { name: `Size of ${lehenga.name}` }).inputValue()).toBe("S");
    expect(await cart.getByRole("group", { name: `Quantity of ${lehenga.name}, size S` }).locator("output").textContent()).toBe("2");
    await saveScreenshot(page, "cart-signed-in-elsewhere", "desktop");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Wishlist,/ }).click();
    const wishlist = page.getByRole("dialog", { name: "Your Wishlist" });
    expect(await wishlist.getByRole("combobox", { name: `Size of ${lehenga.name}` }).inputValue()).toBe("S");
    await saveScreenshot(page, "wishlist-signed-in-elsewhere", "desktop");
    await page.keyboard.press("Escape");

    // Both lines are now the account's, and the phone sees the laptop's piece after a reload.
    await expect
      .poll(async () => (await shopCall<{ data: { items: Array<{ product: string }> } }>("GET", "/cart", { token: shopper.token })).body.data.items.map((line) => line.product))
      .toEqual([other._id, lehenga._id]);
    await phone.page.reload();
    await expect.poll(() => phone.page.getByTestId("cart-count").textContent()).toBe("3");

    // And the checkout summary at desktop size, for the record.
    await page.getByRole("button", { name: /^Cart,/ }).click();
    await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    const summary = checkout.getByRole("region", { name: "Order summary" });
    await expect.poll(() => summary.getByTestId("checkout-total").innerText()).toBe(formatRupees(5499 * 2 + 1599));
    await expect.poll(() => checkout.getByRole("button", { name: /^Pay/ }).isEnabled()).toBe(true);
    await summary.getByTestId("checkout-total").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "checkout-summary", "desktop");
    expect([...errors, ...phone.errors]).toEqual([]);
  });
});
