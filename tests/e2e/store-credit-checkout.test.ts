// A shopper pays part of a new order with store credit, in Chromium at phone size against the shop
// as `npm start` runs it: the owner gives her ₹500 of credit, the cart offers "Use store credit
// (₹500)", the checkout shows the credit under the total and asks Razorpay (the emulator) for the
// rest only, and My Orders shows both payments. Photographed.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signInBrowser } from "../support/browser.js";
import { adminSession, catalogue, newShopper, shopCall, SUCCESS_CARD, type Session, type Shopper } from "../support/shop-api.js";
import { fillShipping, signedInWithCart } from "../support/storefront-checkout.js";

describe.skipIf(!inject("chromium"))("store credit at checkout", () => {
  let browser: Browser;
  let admin: Session;
  let shopper: Shopper;
  let product: Product;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    shopper = await newShopper("Farah Siddiqui");
    product = (await catalogue()).find((candidate) => candidate.price >= 1000 && candidate.sizes.some((size) => (candidate.stockBySize[size] ?? 0) >= 2))!;
    context = await openContext(browser, "phone");
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("pays part of a new order with store credit and the rest through Razorpay", async () => {
    const given = await shopCall("POST", `/users/${shopper.user._id}/store-credit`, { token: admin.token, body: { amount: 500, reason: "Return RET-E2E credited" } });
    expect(given.status).toBe(200);
    const size = product.sizes.find((one) => (product.stockBySize[one] ?? 0) >= 2)!;
    const page = await signedInWithCart(context, shopper, [{ product, size, quantity: 1 }]);
    const errors = collectPageErrors(page);

    await page.getByRole("button", { name: /^Cart,/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    const useCredit = cart.getByRole("checkbox", { name: `Use store credit (${formatRupees(500)})` });
    await useCredit.check();
    await saveScreenshot(page, "cart-store-credit", "phone");
    await cart.getByRole("button", { name: "Checkout" }).click();

    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await fillShipping(checkout);
    // The choice carried over from the cart; the credit shows under the full total.
    expect(await checkout.getByRole("checkbox", { name: `Use store credit (${formatRupees(500)})` }).isChecked()).toBe(true);
    const summary = checkout.getByRole("region", { name: "Order summary" });
    await expect.poll(() => summary.getByTestId("store-credit-paid").innerText()).toBe(`−${formatRupees(500)}`);
    const total = Number((await summary.getByTestId("checkout-total").innerText()).replace(/[^\d.]/g, ""));
    const toPay = total - 500;
    await expect.poll(() => summary.getByTestId("checkout-to-pay").innerText()).toBe(formatRupees(toPay));
    await summary.getByTestId("checkout-to-pay").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "checkout-store-credit", "phone");
    await checkout.getByRole("button", { name: `Pay ${formatRupees(toPay)}` }).click();

    // Razorpay asks for the rest only.
    const razorpay = page.getByRole("dialog", { name: "Rangrez" });
    await razorpay.waitFor();
    expect(await razorpay.innerText()).toContain(formatRupees(toPay));
    await razorpay.getByLabel("Card number").fill(SUCCESS_CARD);
    await razorpay.getByLabel("Expiry (MM/YY)").fill("12/30");
    await razorpay.getByLabel("CVV").fill("123");
    await razorpay.getByRole("button", { name: /^Pay/ }).click();
    await page.waitForURL(/\/profile\?order=/);

    // My Orders: the full total, and how it was paid.
    const row = page.locator("tbody tr").first();
    expect(await row.innerText()).toContain(formatRupees(total));
    await row.getByRole("button").last().click();
    const details = page.getByRole("dialog", { name: /^Order / });
    await expect.poll(() => details.innerText()).toContain("Paid with store credit");
    const text = await details.innerText();
    expect(text).toContain(formatRupees(500));
    expect(text).toContain(`Paid through Razorpay`);
    await details.getByText("Paid with store credit").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "order-paid-with-store-credit", "phone");

    const mine = (await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: shopper.token })).body.data;
    expect(mine.map((order) => [order.isPaid, order.totalPrice, order.storeCreditPrice])).toEqual([[true, total, 500]]);
    const credit = await shopCall<{ data: { balance: number } }>("GET", "/store-credit", { token: shopper.token });
    expect(credit.body.data.balance).toBe(0);
    expect(errors).toEqual([]);
  });

  it("lets the owner see a shopper's credit on the Users page and adjust it with a reason", async () => {
    const page = await signInBrowser(context, admin);
    const errors = collectPageErrors(page);
    await page.goto("/admin/users");
    await page.getByRole("searchbox", { name: "Search" }).fill(shopper.email);
    await page.getByText("1 user found").waitFor();
    await page.getByRole("button", { name: `Store credit of ${shopper.user.name}` }).click();
    const modal = page.getByRole("dialog", { name: "Store credit" });
    await expect.poll(() => modal.getByTestId("store-credit-balance").innerText()).toBe(formatRupees(0));
    // Her history: the owner's credit, then what the checkout spent.
    const entries = await modal.getByRole("list", { name: "Latest store credit entries" }).innerText();
    expect(entries).toContain("Spent at checkout");
    expect(entries).toContain("Adjustment: Return RET-E2E credited");

    await modal.getByLabel("Amount (₹)").fill("0");
    await modal.getByRole("button", { name: "Adjust credit" }).click();
    await modal.getByText("Rupees with at most 2 decimals, not 0 (negative to take credit away)").waitFor();
    await modal.getByLabel("Amount (₹)").fill("150");
    await modal.getByLabel("Reason").fill("Courier delay on the last order");
    await saveScreenshot(page, "admin-store-credit", "phone");
    await modal.getByRole("button", { name: "Adjust credit" }).click();
    await page.getByText(`Store credit of ${shopper.user.name} adjusted: balance ${formatRupees(150)}`).waitFor();
    const credit = await shopCall<{ data: { balance: number; entries: Array<{ reason?: string }> } }>("GET", "/store-credit", { token: shopper.token });
    expect(credit.body.data.balance).toBe(150);
    expect(credit.body.data.entries[0]!.reason).toBe("Courier delay on the last order");
    expect(errors).toEqual([]);
    await page.close();

    // Her profile shows the credit and what moved it, newest first.
    const own = await signInBrowser(context, shopper);
    await own.goto("/profile");
    await expect.poll(() => own.getByTestId("profile-store-credit").innerText()).toBe(formatRupees(150));
    const history = await own.getByRole("list", { name: "Store credit history" }).innerText();
    expect(history.indexOf("From the shop: Courier delay on the last order")).toBeLessThan(history.indexOf("Paid towards an order"));
    await own.getByRole("heading", { name: "Store credit" }).scrollIntoViewIfNeeded();
    await saveScreenshot(own, "profile-store-credit", "phone");
    await own.close();
  });
});
