// The admin's orders screen in Chromium against the shop as `npm start` runs it, with orders
// placed and paid through the real API and the Razorpay emulator: find an order by customer
// and by id, open it, ship it with a tracking number and see the history grow, filter by
// status, open one from a link, and see a paid order kept when deleting. Photographed at both sizes.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Order } from "../../shared/types.js";
import { collectPageErrors, launchBrowser, saveScreenshot, signedInContext, type ViewportName } from "../support/browser.js";
import { adminSession, buyAndPay, catalogue, newShopper, shopCall, startCheckout, type Session } from "../support/shop-api.js";

const tag = randomBytes(3).toString("hex");
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function photograph(page: Page, screen: string, viewport: ViewportName) {
  await page.waitForLoadState("networkidle");
  expect(await overflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
  await saveScreenshot(page, `admin-${screen}`, viewport);
}

describe.skipIf(!inject("chromium"))("admin orders", () => {
  let browser: Browser;
  let admin: Session;
  let paid: Order;
  let unpaid: Order;
  const customer = `Lakshmi Iyer ${tag}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    const shopper = await newShopper(customer);
    const products = await catalogue();
    paid = (await buyAndPay(shopper, [{ product: products[2]!, quantity: 1 }, { product: products[3]!, quantity: 2 }])).order;
    unpaid = (await startCheckout(shopper, [{ product: products[4]!, quantity: 1 }])).order;
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe("on a desktop", () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const row = (order: Order) => page.locator("tbody tr", { hasText: `#${order._id.slice(-6)}` });

    beforeAll(async () => {
      context = await signedInContext(browser, "desktop", admin);
      page = await context.newPage();
      errors = collectPageErrors(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    it("finds the customer's orders by name and by order id", async () => {
      await page.goto("/admin/orders");
      await page.getByText(/\d+ orders? in total/).waitFor();
      await page.getByLabel("Search by order id or customer name").fill(customer);
      await page.getByText("2 orders found").waitFor();
      const line = await row(paid).textContent();
      expect(line).toContain(customer);
      expect(line).toContain("Razorpay");
      expect(line).toContain("3 items");
      expect(line).toContain(`${paid.orderItems[0]!.name} + 1 more`);
      expect(line).toContain(formatRupees(paid.totalPrice));
      expect(line).toContain("Paid");
      expect(line).toContain("Processing");
      expect(await row(unpaid).textContent()).toContain("Unpaid");
      expect(await row(unpaid).textContent()).toContain("Pending");
      await photograph(page, "orders", "desktop");

      await page.getByLabel("Search by order id or customer name").fill(`#${paid._id.slice(-6)}`);
      await page.getByText("1 order found").waitFor();
      expect(await page.locator("tbody tr").count()).toBe(1);
    });

    it("ships an order with a tracking number, and the history shows who did it and when", async () => {
      await row(paid).click();
      await page.waitForURL((url) => url.searchParams.get("orderId") === paid._id);
      const dialog = page.getByRole("dialog", { name: `Order #${paid._id.slice(-6)}` });
      await dialog.waitFor();
      const details = await dialog.textContent();
      expect(details).toContain(paid.shippingAddress.address);
      expect(details).toContain(`${paid.shippingAddress.city}, ${paid.shippingAddress.state} ${paid.shippingAddress.pincode}`);
      expect(details).toContain(formatRupees(paid.taxPrice));
      expect(details).toContain(paid.orderItems[1]!.name);

      await dialog.getByRole("button", { name: "Update Status" }).click();
      await dialog.getByText("Status is required").waitFor();
      await dialog.getByLabel("Status", { exact: true }).selectOption("shipped");
      await dialog.getByLabel("Tracking number").fill(`DL${tag}IN`);
      await dialog.getByLabel("Notes").fill("Handed to Delhivery, Pune hub");
      await saveScreenshot(page, "admin-order-details", "desktop");
      await dialog.getByRole("button", { name: "Update Status" }).click();
      await dialog.getByText("Order status updated to Shipped.").waitFor();

      const history = dialog.locator(".order-history li");
      await expect.poll(() => history.count()).toBe(3);
      const newest = await history.first().textContent();
      expect(newest).toContain("Shipped");
      expect(newest).toContain(admin.user.name);
      expect(await history.nth(1).textContent()).toContain("Processing");
      expect(await dialog.textContent()).toContain(`DL${tag}IN`);

      const stored = await shopCall<{ data: Order }>("GET", `/orders/${paid._id}`, { token: admin.token });
      expect(stored.body.data.status).toBe("shipped");
      expect(stored.body.data.trackingNumber).toBe(`DL${tag}IN`);
      expect(stored.body.data.notes).toBe("Handed to Delhivery, Pune hub");

      await page.keyboard.press("Escape");
      await expect.poll(() => page.url()).not.toContain("orderId");
      await expect.poll(() => row(paid).textContent()).toContain("Shipped");
    });

    it("filters by status, over all six", async () => {
      await page.getByLabel("Search by order id or customer name").fill(customer);
      const status = page.getByLabel("Status", { exact: true });
      expect(await status.locator("option").allTextContents()).toEqual(["All statuses", "Pending", "Processing", "Shipped", "Delivered", "Cancelled", "Refunded"]);
      await status.selectOption("shipped");
      await page.getByText("1 order found").waitFor();
      await row(paid).waitFor();
      await status.selectOption("delivered");
      await page.getByText("No orders found").waitFor();
      await status.selectOption("");
      await page.getByText("2 orders found").waitFor();
    });

    it("keeps a paid order when asked to delete it, saying why", async () => {
      await row(paid).getByRole("button", { name: `Delete order #${paid._id.slice(-6)}` }).click();
      const confirm = page.getByRole("dialog", { name: "Delete order" });
      expect(await confirm.textContent()).toContain("Are you sure you want to delete this order?");
      await confirm.getByRole("button", { name: "Delete" }).click();
      await page.getByText("Error deleting order(s): This order was paid, so it is kept for the accounts.", { exact: false }).waitFor();
      expect(await row(paid).count()).toBe(1);

      await page.getByRole("button", { name: /Delete selected/ }).click();
      await page.getByText("Please select orders to delete.").waitFor();
      // The refused delete is the only failed request of the screen.
      expect(errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
    });

    it("opens an order straight from its link", async () => {
      await page.goto(`/admin/orders?orderId=${unpaid._id}`);
      const dialog = page.getByRole("dialog", { name: `Order #${unpaid._id.slice(-6)}` });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain("Not paid");
      expect(await dialog.textContent()).toContain("Awaiting payment");
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

    it("shows orders as cards and the details in a sheet that fits", async () => {
      await page.goto("/admin/orders");
      await page.getByLabel("Search by order id or customer name").fill(customer);
      await page.getByText("2 orders found").waitFor();
      const card = page.locator("tbody tr", { hasText: `#${paid._id.slice(-6)}` });
      expect(await card.textContent()).toContain(formatRupees(paid.totalPrice));
      await photograph(page, "orders", "phone");
      await card.getByRole("button", { name: `View order #${paid._id.slice(-6)}` }).click();
      const dialog = page.getByRole("dialog", { name: `Order #${paid._id.slice(-6)}` });
      await dialog.waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "admin-order-details", "phone");
      await dialog.getByLabel("Status", { exact: true }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, "admin-order-status-form", "phone");
    });
  });
});
