// A shopper's discount code in Chromium against the shop as `npm start` runs it: a code the
// admin made applies in the cart with the new total at once, a code that needs a bigger order
// says so, checkout pays the discounted total through the Razorpay emulator, and the order
// (My Orders and the admin's order details) shows "Discount (CODE)". Photographed on a phone.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { DiscountCode, DiscountQuote } from "../../shared/schemas/discount-code.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signInBrowser } from "../support/browser.js";
import { adminSession, catalogue, newShopper, shopCall, SUCCESS_CARD, type Session, type Shopper } from "../support/shop-api.js";
import { fillShipping, signedInWithCart } from "../support/storefront-checkout.js";

async function newCode(admin: Session, terms: Partial<DiscountCode>): Promise<string> {
  const code = `E2E${randomBytes(3).toString("hex").toUpperCase()}`;
  const made = await shopCall<{ data: DiscountCode }>("POST", "/admin/discounts", {
    token: admin.token,
    body: { code, description: "", kind: "percent", value: 10, minOrder: 0, endsAt: null, maxUses: null, maxUsesPerCustomer: 1, isActive: true, ...terms },
  });
  expect(made.status).toBe(201);
  return code;
}

describe.skipIf(!inject("chromium"))("discount code", () => {
  let browser: Browser;
  let admin: Session;
  let shopper: Shopper;
  let product: Product;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    shopper = await newShopper("Lakshmi Rao");
    // A size with pieces to spare: earlier files in the run buy from the catalogue too.
    product = (await catalogue()).find((candidate) => candidate.price >= 1000 && candidate.sizes.some((size) => (candidate.stockBySize[size] ?? 0) >= 4))!;
    context = await openContext(browser, "phone");
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("applies in the cart with the new total, is paid with, and shows on the order", async () => {
    const code = await newCode(admin, { kind: "percent", value: 15, description: "Festive 15% off" });
    const tooBig = await newCode(admin, { kind: "amount", value: 500, minOrder: 1_000_000 });
    const size = product.sizes.find((one) => (product.stockBySize[one] ?? 0) >= 4)!;
    const page = await signedInWithCart(context, shopper, [{ product, size, quantity: 2 }]);
    const errors = collectPageErrors(page);
    const items = [{ product: product._id, size, quantity: 2 }];
    const quote = (await shopCall<{ data: DiscountQuote }>("POST", "/discounts/check", { token: shopper.token, body: { code, items } })).body.data;
    expect(quote.discount).toBeGreaterThan(0);

    await page.getByRole("button", { name: /^Cart,/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    const field = cart.getByLabel("Discount code");
    await field.fill(tooBig.toLowerCase());
    await cart.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => cart.getByRole("alert").innerText()).toBe(`The code ${tooBig} needs an order of at least ₹10,00,000.00.`);
    expect(await cart.getByTestId("cart-total").innerText()).toBe(formatRupees(quote.itemsPrice));

    await field.fill(code.toLowerCase());
    await cart.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => cart.getByTestId("cart-total").innerText()).toBe(formatRupees(quote.totalPrice));
    const footer = await cart.locator(".bag-footer__sums").innerText();
    expect(footer).toContain(`Discount (${code})`);
    expect(footer).toContain(`−${formatRupees(quote.discount)}`);
    expect(await cart.getByText(code, { exact: true }).locator("..").innerText()).toContain("Festive 15% off");
    await saveScreenshot(page, "cart-discount-code", "phone");

    // One piece fewer: checked again, and the discount follows.
    await cart.getByRole("button", { name: "Decrease quantity" }).click();
    const single = (await shopCall<{ data: DiscountQuote }>("POST", "/discounts/check", { token: shopper.token, body: { code, items: [{ ...items[0]!, quantity: 1 }] } })).body.data;
    await expect.poll(() => cart.getByTestId("cart-total").innerText()).toBe(formatRupees(single.totalPrice));
    await cart.getByRole("button", { name: "Increase quantity" }).click();
    await expect.poll(() => cart.getByTestId("cart-total").innerText()).toBe(formatRupees(quote.totalPrice));

    // Checkout: the code is carried over, and the shopper pays the discounted total.
    await cart.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await fillShipping(checkout);
    const summary = checkout.getByRole("region", { name: "Order summary" });
    await expect.poll(() => summary.innerText()).toContain(`Discount (${code})`);
    const pay = checkout.getByRole("button", { name: `Pay ${formatRupees(quote.totalPrice)}` });
    await summary.getByText(`Discount (${code})`).scrollIntoViewIfNeeded();
    await saveScreenshot(page, "checkout-discount-code", "phone");
    await pay.click();

    const razorpay = page.getByRole("dialog", { name: "Rangrez" });
    await razorpay.waitFor();
    expect(await razorpay.innerText()).toContain(formatRupees(quote.totalPrice));
    await razorpay.getByLabel("Card number").fill(SUCCESS_CARD);
    await razorpay.getByLabel("Expiry (MM/YY)").fill("12/30");
    await razorpay.getByLabel("CVV").fill("123");
    await razorpay.getByRole("button", { name: /^Pay/ }).click();
    await page.waitForURL(/\/profile\?order=/);

    // My Orders: the total after the discount, and the discount line in the details.
    const row = page.locator("tbody tr").first();
    expect(await row.innerText()).toContain(formatRupees(quote.totalPrice));
    await row.getByRole("button").last().click();
    const details = page.getByRole("dialog", { name: /^Order / });
    const breakdown = await details.innerText();
    expect(breakdown).toContain(`Discount (${code})`);
    expect(breakdown).toContain(`−${formatRupees(quote.discount)}`);
    await saveScreenshot(page, "order-with-discount", "phone");

    // The server agrees, and the code cannot be used twice by this shopper.
    const mine = (await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: shopper.token })).body.data;
    expect(mine.map((order) => [order.isPaid, order.discountCode, order.discountPrice, order.totalPrice])).toEqual([[true, code, quote.discount, quote.totalPrice]]);
    expect((await shopCall("POST", "/discounts/check", { token: shopper.token, body: { code, items } })).status).toBe(409);
    expect(await page.evaluate(() => sessionStorage.getItem("discount-code"))).toBeNull();

    // The admin's order details show it too.
    const adminPage = await signInBrowser(context, admin);
    await adminPage.goto(`/admin/orders?orderId=${mine[0]!._id}`);
    const adminDetails = adminPage.getByRole("dialog");
    await expect.poll(() => adminDetails.innerText()).toContain(`Discount (${code})`);
    await adminPage.close();
    // Chromium logs the refused code's 409 answer; nothing else went wrong.
    expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
  });
});
