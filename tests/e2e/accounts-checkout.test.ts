// The checkout form in Chromium: a signed-out shopper is sent to log in and comes back to the
// form; the spec's '<Field> is required' texts in order and the e-mail, mobile and pincode
// checks; prefill from the profile; the wishlist's first size and one piece; the payment step
// with Razorpay (the emulator locally): the success card lands on /profile with the order, a
// declined card keeps the cart with the failure text; and
// screenshots of the form on a phone and a desktop.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees, sumPaise, toRupees } from "../../shared/money.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, type ViewportName, signInBrowser } from "../support/browser.js";
import { sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { shopCall, newShopper, productsToBuy, SHOPPER_PASSWORD, type Shopper } from "../support/shop-api.js";
import { payInRazorpay } from "../support/storefront-checkout.js";

const fieldErrors = (page: Page) => page.locator(".checkout-form .field__error").allTextContents();

/** Fills the cart and wishlist the way the SPA stores them, then reloads so they are read. */
async function stock(page: Page, cart: Array<{ product: Product; size: string; quantity: number }>, wishlist: Array<Product & { size?: string }> = []) {
  await page.evaluate(
    ({ cart, wishlist }) => {
      localStorage.setItem("cart", JSON.stringify(cart));
      localStorage.setItem("wishlist", JSON.stringify(wishlist));
    },
    { cart, wishlist },
  );
  await page.reload();
}

async function openCheckout(page: Page) {
  await page.getByRole("button", { name: /^Cart,/ }).click();
  await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
}

describe.skipIf(!inject("chromium"))("checkout form", () => {
  let browser: Browser;
  let products: Product[];
  let shopper: Shopper;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Its tests take up to two pieces of a product's first or second size: products with both to
    // spare, whatever other files have sold (the catalogue is shared, newest first).
    products = (await productsToBuy(2, (product) => product.sizes[0]!)).filter((product) => product.sizes.length > 1 && (product.stockBySize?.[product.sizes[1]!] ?? 0) >= 4);
    shopper = await newShopper("Priya Menon");
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function signedIn(viewport: ViewportName, path = "/") {
    context = await openContext(browser, viewport);
    // A shopper of its own: a signed-in cart is kept with the account, and another test's would join it.
    const page = await signInBrowser(context, await newShopper("Priya Menon"));
    const errors = collectPageErrors(page);
    await page.goto(path);
    return { page, errors };
  }

  it("sends a signed-out shopper to log in first, then reopens the checkout", async () => {
    const product = products[0]!;
    context = await openContext(browser, "phone");
    const page = await context.newPage();
    await page.goto(`/product/${product._id}`);
    await stock(page, [{ product, size: product.sizes[0]!, quantity: 1 }]);
    await openCheckout(page);

    await page.waitForURL("**/login");
    await page.getByText("Log in, or continue as a guest with your mobile number. Your items are saved.").waitFor();
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();

    await page.waitForURL(`**/product/${product._id}`);
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Name").inputValue()).toBe("Priya Menon");
    expect(await dialog.getByLabel("Email").inputValue()).toBe(shopper.email);
  });

  it("says '<Field> is required' for every blank field in order, then checks e-mail, mobile and pincode", async () => {
    const { page, errors } = await signedIn("phone");
    const [a, b] = products;
    await stock(page, [
      { product: a!, size: a!.sizes[0]!, quantity: 1 },
      { product: b!, size: b!.sizes[1]!, quantity: 2 },
    ]);
    await openCheckout(page);
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    await dialog.waitFor();
    const pay = dialog.getByRole("button", { name: /^Pay / });

    await dialog.getByLabel("Name").fill(" ");
    await dialog.getByLabel("Email").fill("");
    await pay.click();
    expect(await fieldErrors(page)).toEqual([
      "Name is required",
      "Email is required",
      "Phone is required",
      "Address is required",
      "City is required",
      "State is required",
      "Pincode is required",
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");

    await dialog.getByLabel("Name").fill("Priya Menon");
    await dialog.getByLabel("Email").fill("priya@example");
    await dialog.getByLabel("Phone").fill("12345 67890");
    await dialog.getByLabel("Address", { exact: true }).fill("12, 3rd Main, Jayanagar");
    await dialog.getByLabel("City").fill("Bengaluru");
    await dialog.getByLabel("State").selectOption("Karnataka");
    await dialog.getByLabel("Pincode").fill("056004");
    await pay.click();
    expect(await fieldErrors(page)).toEqual([
      "Please enter a valid email address",
      "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
      "Pincode must be 6 digits and cannot start with 0",
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");

    // The summary: both lines and the total in rupees, taxes included; no PIN yet, so no charge.
    const total = toRupees(sumPaise([{ price: a!.price, quantity: 1 }, { price: b!.price, quantity: 2 }]));
    const summary = await dialog.getByRole("region", { name: "Order summary" }).innerText();
    expect(summary).toContain(a!.name);
    expect(summary).toContain(`Size ${b!.sizes[1]} · Qty 2`);
    expect(summary).toContain("Enter your PIN code to see the charge and delivery date");
    expect(summary).toContain("Inclusive of all taxes");
    expect(await pay.innerText()).toBe(`Pay ${formatRupees(total)}`);
    expect(errors).toEqual([]);
  });

  async function fillShipping(dialog: ReturnType<Page["getByRole"]>) {
    await dialog.getByLabel("Phone").fill("+91 98470 12345");
    await dialog.getByLabel("Address", { exact: true }).fill("Flat 4B, Lakshmi Residency, 12 Residency Road");
    await dialog.getByLabel("City").fill("Bengaluru");
    await dialog.getByLabel("State").selectOption("Karnataka");
    await dialog.getByLabel("Pincode").fill("560025");
  }

  it("pays with the success test card and lands on /profile with the order and its price breakdown", async () => {
    const buyer = await newShopper("Kavya Nair");
    context = await openContext(browser, "phone");
    const page = await signInBrowser(context, buyer);
    const errors = collectPageErrors(page);
    await page.goto("/");
    const [a, b] = [products[3]!, products[4]!];
    await stock(page, [
      { product: a, size: a.sizes[0]!, quantity: 1 },
      { product: b, size: b.sizes[1]!, quantity: 2 },
    ]);
    await openCheckout(page);
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    // Listened for once the app shows Checkout: a tap on the cart before the app has taken the
    // reloaded page over is a plain form (?panel=cart), a navigation that would end this listener.
    await dialog.waitFor();
    const paidEvents = page.evaluate(
      () => new Promise<number>((resolve) => window.addEventListener("payment-successful", () => resolve(1), { once: true })),
    );
    await fillShipping(dialog);
    await dialog.getByRole("button", { name: /^Pay/ }).click();

    const razorpay = page.getByRole("dialog", { name: "Rangrez" });
    await razorpay.waitFor();
    // The stand-in Checkout shows "Loading…" until it has read the order; wait for its content.
    await expect.poll(() => razorpay.innerText()).toContain("Paying as kavya");
    await saveScreenshot(page, "razorpay-checkout", "phone");
    await payInRazorpay(page, "4100 2800 0000 1007");

    await page.waitForURL(/\/profile\?order=/);
    expect(await paidEvents).toBe(1);
    expect(await page.getByRole("status").filter({ hasText: "Payment successful" }).innerText()).toContain("Payment successful! Your order has been placed.");
    const total = toRupees(sumPaise([{ price: a.price, quantity: 1 }, { price: b.price, quantity: 2 }]));
    const row = page.locator("tbody tr").first();
    expect(await row.innerText()).toContain(formatRupees(total));
    expect(await row.locator(".status-badge").innerText()).toBe("Processing");
    await row.getByRole("button").last().click();
    const details = page.getByRole("dialog", { name: /^Order / });
    const breakdown = await details.innerText();
    for (const part of ["Items", "GST included", "Shipping", "Total", formatRupees(total), a.name, b.name]) expect(breakdown).toContain(part);
    await saveScreenshot(page, "order-after-payment", "phone");
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[]).length)).toBe(0);

    // The server agrees: one paid order, priced from its own records.
    const mine = await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: buyer.token });
    expect(mine.body.data.map((o) => [o.isPaid, o.totalPrice])).toEqual([[true, total]]);
    expect(errors).toEqual([]);
  });

  it("keeps the cart and shows the failure text when the card is declined", async () => {
    const buyer = await newShopper("Farah Khan");
    context = await openContext(browser, "desktop");
    const page = await signInBrowser(context, buyer);
    await page.goto("/");
    const product = products[5]!;
    await stock(page, [{ product, size: product.sizes[0]!, quantity: 1 }]);
    await openCheckout(page);
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    await fillShipping(dialog);
    await dialog.getByRole("button", { name: /^Pay/ }).click();
    const razorpay = await payInRazorpay(page, "4100 2800 0006 0003");
    // Razorpay keeps its window open for another try; the shop already says what happened.
    await expect.poll(async () => (await dialog.getByRole("alert").allInnerTexts()).join(" ")).toContain("Payment failed:");
    await razorpay.getByRole("button", { name: "Close payment window" }).click();
    await expect.poll(async () => dialog.getByRole("alert").innerText()).toBe(
      "Payment failed. Please try again. Your payment has been declined by your bank. Please try another card or contact your bank.",
    );
    await saveScreenshot(page, "checkout-declined", "desktop");
    expect(page.url()).not.toContain("/profile");
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[]).length)).toBe(1);
    const mine = await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: buyer.token });
    expect(mine.body.data).toEqual([]);
    // The Pay button works again for another attempt.
    expect(await dialog.getByRole("button", { name: /^Pay/ }).isDisabled()).toBe(false);
  });

  it("checks out the wishlist in the size kept with each piece, one piece each", async () => {
    const { page } = await signedIn("phone");
    const [a, b] = products;
    await stock(page, [], [
      { ...a!, size: a!.sizes[1]! },
      { ...b!, size: b!.sizes[0]! },
    ]);
    await page.getByRole("button", { name: /^Wishlist,/ }).click();
    await page.getByRole("button", { name: "Checkout All Items" }).click();
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("2 items from your wishlist");
    const summary = await dialog.getByRole("region", { name: "Order summary" }).innerText();
    expect(summary).toContain(`Size ${a!.sizes[1]} · Qty 1`);
    expect(summary).toContain(`Size ${b!.sizes[0]} · Qty 1`);
    expect(summary).toContain(formatRupees(toRupees(sumPaise([a!, b!].map((p) => ({ price: p.price, quantity: 1 }))))));
  });

  for (const viewport of ["phone", "desktop"] as const) {
    it(`the checkout form fits a ${viewport}, with finger-sized controls`, async () => {
      const { page, errors } = await signedIn(viewport);
      const [a, b] = products;
      await stock(page, [
        { product: a!, size: a!.sizes[0]!, quantity: 1 },
        { product: b!, size: b!.sizes[0]!, quantity: 1 },
      ]);
      await openCheckout(page);
      const dialog = page.getByRole("dialog", { name: "Checkout" });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: /^Pay / }).click();
      await page.locator(".checkout-form .field__error").first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page, ".modal__panel")).toEqual([]);
      await saveScreenshot(page, "checkout-form", viewport);
      expect(errors).toEqual([]);
    });
  }
});
