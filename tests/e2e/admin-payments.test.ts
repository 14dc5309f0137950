// The admin's payments screen in Chromium against the shop as `npm start` runs it, with payments
// made through the real API and the Razorpay emulator: list and find a shopper's payment, read
// its details, refund part of it and then the rest, and watch the dashboard's revenue fall by
// exactly what was refunded. Photographed at both sizes.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Order, Payment } from "../../shared/types.js";
import { collectPageErrors, launchBrowser, saveScreenshot, signedInContext, type ViewportName } from "../support/browser.js";
import { adminSession, buyAndPay, catalogue, newShopper, shopCall, type Session, type Shopper } from "../support/shop-api.js";
import { orderNumber } from "../../shared/order-number.js";

const tag = randomBytes(3).toString("hex");
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const enIN = (iso: string) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(iso));

async function photograph(page: Page, screen: string, viewport: ViewportName) {
  await page.waitForLoadState("networkidle");
  expect(await overflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
  await saveScreenshot(page, `admin-${screen}`, viewport);
}

async function revenue(admin: Session): Promise<number> {
  return (await shopCall<{ data: { totalRevenue: number } }>("GET", "/admin/stats", { token: admin.token })).body.data.totalRevenue;
}

async function revenueOnDashboard(page: Page): Promise<string | null> {
  return page.getByRole("list", { name: "Shop totals" }).getByRole("listitem").filter({ hasText: "Total Revenue" }).textContent();
}

describe.skipIf(!inject("chromium"))("admin payments", () => {
  let browser: Browser;
  let admin: Session;
  let shopper: Shopper;
  let payment: Payment;
  let order: Order;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    shopper = await newShopper(`Nandini Rao ${tag}`);
    const products = await catalogue();
    ({ payment, order } = await buyAndPay(shopper, [{ product: products[5]!, quantity: 2 }]));
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe("on a desktop", () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const row = () => page.locator("tbody tr", { hasText: payment.razorpayPaymentId! });

    beforeAll(async () => {
      context = await signedInContext(browser, "desktop", admin);
      page = await context.newPage();
      errors = collectPageErrors(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    it("lists the payment with its Razorpay id, customer, ₹ amount, status and Indian date", async () => {
      await page.goto("/admin/payments");
      await row().waitFor();
      const line = await row().textContent();
      expect(line).toContain(shopper.user.name);
      expect(line).toContain(shopper.email);
      expect(line).toContain(orderNumber(order._id));
      expect(line).toContain(formatRupees(order.totalPrice));
      expect(line).toContain("Completed");
      expect(line).toContain(enIN(payment.paidAt ?? payment.createdAt));
      // No amount in dollars (the spec's defect).
      expect(line).not.toMatch(/\$\s?\d/);
      await photograph(page, "payments", "desktop");

      await page.getByLabel("Search by payment id, user name or email").fill(shopper.email);
      await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
      await page.getByLabel("Status").selectOption("failed");
      await page.getByText("No payments found").waitFor();
      await page.getByLabel("Status").selectOption("completed");
      await row().waitFor();
    });

    it("shows the payment's details: order, Razorpay ids, method, no refunds yet", async () => {
      await row().getByRole("button", { name: /^Details/ }).click();
      const dialog = page.getByRole("dialog", { name: "Payment details" });
      await dialog.waitFor();
      const text = await dialog.textContent();
      expect(text).toContain(payment.razorpayOrderId);
      expect(text).toContain(payment.razorpayPaymentId!);
      expect(text).toContain(`${orderNumber(order._id)}`);
      expect(text).toContain("No refunds.");
      await saveScreenshot(page, "admin-payment-details", "desktop");
      await dialog.getByRole("button", { name: "Close" }).click();
    });

    it("refunds part of the payment, then the rest, and revenue falls by exactly that", async () => {
      const before = await revenue(admin);
      await row().getByRole("button", { name: /^Refund payment/ }).click();
      let dialog = page.getByRole("dialog", { name: "Refund payment" });
      const amount = dialog.getByLabel("Amount to refund (₹)");
      expect(await amount.inputValue()).toBe(order.totalPrice.toFixed(2));
      await amount.fill(String(order.totalPrice + 1));
      await dialog.getByLabel("Reason").fill("One of the two pieces returned");
      await dialog.getByRole("button", { name: "Refund" }).click();
      await dialog.getByText(`The amount can be at most ${formatRupees(order.totalPrice)}, what is left to refund.`).waitFor();
      await amount.fill("500");
      await saveScreenshot(page, "admin-refund", "desktop");
      await dialog.getByRole("button", { name: "Refund" }).click();
      await page.getByText("Payment refunded successfully!").waitFor();
      await expect.poll(() => row().textContent()).toContain(`${formatRupees(500)} refunded`);
      expect(await row().textContent()).toContain("Completed");
      expect(await revenue(admin)).toBeCloseTo(before - 500, 2);

      await row().getByRole("button", { name: /^Details/ }).click();
      const details = page.getByRole("dialog", { name: "Payment details" });
      await details.getByText("One of the two pieces returned").waitFor();
      expect(await details.textContent()).toContain(formatRupees(500));
      // The rest, from the details dialog: the amount offered is what is left.
      await details.getByRole("button", { name: "Refund" }).click();
      dialog = page.getByRole("dialog", { name: "Refund payment" });
      expect(await dialog.getByLabel("Amount to refund (₹)").inputValue()).toBe((order.totalPrice - 500).toFixed(2));
      await dialog.getByLabel("Reason").fill("Second piece returned too");
      await dialog.getByRole("button", { name: "Refund" }).click();
      await page.getByText("Payment refunded successfully!").waitFor();
      await details.getByText("Second piece returned too").waitFor();
      expect(await details.getByRole("button", { name: "Refund" }).count()).toBe(0);
      await details.getByRole("button", { name: "Close" }).click();

      await page.getByLabel("Status").selectOption("");
      await expect.poll(() => row().textContent()).toContain("Refunded");
      expect(await row().getByRole("button", { name: /^Refund payment/ }).count()).toBe(0);
      expect(await revenue(admin)).toBeCloseTo(before - order.totalPrice, 2);
      const refundedOrder = await shopCall<{ data: Order }>("GET", `/orders/${order._id}`, { token: admin.token });
      expect(refundedOrder.body.data.status).toBe("refunded");

      // The dashboard's revenue shows the same fall.
      await page.goto("/admin");
      await expect.poll(() => revenueOnDashboard(page)).toBe(`Total Revenue${formatRupees(before - order.totalPrice)}`);
      expect(errors).toEqual([]);
    });
  });

  describe("on a phone", () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await signedInContext(browser, "phone", admin);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it("shows payments as cards, and the refund dialog fits", async () => {
      const products = await catalogue();
      const second = await buyAndPay(shopper, [{ product: products[6]!, quantity: 1 }]);
      await page.goto("/admin/payments");
      await page.getByLabel("Search by payment id, user name or email").fill(shopper.email);
      const card = page.locator("tbody tr", { hasText: second.payment.razorpayPaymentId! });
      await card.waitFor();
      // Which order the money was for, and whose, without opening anything.
      const text = await card.textContent();
      expect(text).toContain(orderNumber(second.order._id));
      expect(text).toContain(shopper.user.name);
      await photograph(page, "payments", "phone");
      await card.getByRole("button", { name: /^Refund payment/ }).click();
      await page.getByRole("dialog", { name: "Refund payment" }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "admin-refund", "phone");
      await page.getByRole("button", { name: "Cancel" }).click();
      await card.getByRole("button", { name: /^Details/ }).click();
      await page.getByRole("dialog", { name: "Payment details" }).waitFor();
      await saveScreenshot(page, "admin-payment-details", "phone");
      await page.getByRole("dialog", { name: "Payment details" }).getByRole("button", { name: "Close" }).click();

      // The order number leads to the order, and finds the payment when typed in the search.
      await page.getByLabel("Search by payment id, user name or email").fill(orderNumber(second.order._id));
      await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
      await card.getByRole("link", { name: orderNumber(second.order._id) }).click();
      await page.waitForURL((url) => url.pathname === "/admin/orders" && url.searchParams.get("orderId") === second.order._id);
      await page.getByRole("dialog", { name: `Order ${orderNumber(second.order._id)}` }).waitFor();
    });
  });
});
