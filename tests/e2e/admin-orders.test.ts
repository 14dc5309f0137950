// The admin's orders screen in Chromium against the shop as `npm start` runs it, with orders
// placed and paid through the real API and the Razorpay emulator: find an order by customer
// and by id, open it, ship it with a tracking number that links to the courier and see the
// history grow, filter by status, open one from a link, see that a paid order offers no Delete,
// and find the checkouts never paid under "Unpaid checkouts", marked with what became of them,
// where bulk delete waits for a tick. Photographed at both sizes.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Order } from "../../shared/schemas/order.js";
import { collectPageErrors, launchBrowser, saveScreenshot, signedInContext } from "../support/browser.js";
import { photographAdminScreen, sidewaysOverflow } from "../support/phone-fit.js";
import { adminSession, buyAndPay, newShopper, shopCall, startCheckout, type Session, productsToBuy } from "../support/shop-api.js";
import { trackingUrl } from "../../shared/courier-tracking.js";
import { orderNumber } from "../../shared/order-number.js";

const tag = randomBytes(3).toString("hex");

describe.skipIf(!inject("chromium"))("admin orders", () => {
  let browser: Browser;
  let admin: Session;
  let paid: Order;
  let unpaid: Order;
  let closed: Order;
  const customer = `Lakshmi Iyer ${tag}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    const shopper = await newShopper(customer);
    // Sizes with pieces to spare: the second line takes two.
    const products = await productsToBuy(2);
    paid = (await buyAndPay(shopper, [{ product: products[2]!, quantity: 1 }, { product: products[3]!, quantity: 2 }])).order;
    // A checkout she closed without paying, and one still open.
    closed = (await startCheckout(shopper, [{ product: products[5]!, quantity: 1 }])).order;
    expect((await shopCall("POST", "/payments/cancel-checkout", { token: shopper.token, body: { orderId: closed._id } })).status).toBe(200);
    unpaid = (await startCheckout(shopper, [{ product: products[4]!, quantity: 1 }])).order;
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe("on a desktop", () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const row = (order: Order) => page.locator("tbody tr", { hasText: `${orderNumber(order._id)}` });

    beforeAll(async () => {
      context = await signedInContext(browser, "desktop", admin);
      page = await context.newPage();
      errors = collectPageErrors(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    it("finds the customer's paid order by name and by order number; her unpaid checkouts are not orders", async () => {
      await page.goto("/admin/orders");
      await page.getByText(/\d+ orders? in total/).waitFor();
      await page.getByLabel("Search by order id or customer name").fill(customer);
      await page.getByText("1 order found").waitFor();
      expect(await row(unpaid).count()).toBe(0);
      expect(await row(closed).count()).toBe(0);
      const line = await row(paid).textContent();
      expect(line).toContain(customer);
      expect(line).toContain("Razorpay");
      expect(line).toContain("3 items");
      expect(line).toContain(`${paid.orderItems[0]!.name} + 1 more`);
      expect(line).toContain(formatRupees(paid.totalPrice));
      expect(line).toContain("Paid");
      expect(line).toContain("Processing");
      await photographAdminScreen(page, "orders", "desktop");

      await page.getByLabel("Search by order id or customer name").fill(`${orderNumber(paid._id)}`);
      await page.getByText("1 order found").waitFor();
      expect(await page.locator("tbody tr").count()).toBe(1);
    });

    it("ships an order with a tracking number, and the history shows who did it and when", async () => {
      await row(paid).click();
      await page.waitForURL((url) => url.searchParams.get("orderId") === paid._id);
      const dialog = page.getByRole("dialog", { name: `Order ${orderNumber(paid._id)}` });
      await dialog.waitFor();
      const details = await dialog.textContent();
      expect(details).toContain(paid.shippingAddress.address);
      expect(details).toContain(`${paid.shippingAddress.city}, ${paid.shippingAddress.state} ${paid.shippingAddress.pincode}`);
      expect(details).toContain(formatRupees(paid.taxPrice));
      expect(details).toContain(paid.orderItems[1]!.name);

      await dialog.getByRole("button", { name: "Update Status" }).click();
      await dialog.getByText("Status is required").waitFor();
      await dialog.getByLabel("Status", { exact: true }).selectOption("shipped");
      await dialog.getByLabel("Carrier").fill("Delhivery");
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
      // The tracking number leads to Delhivery's own tracking page.
      expect(await dialog.getByRole("link", { name: `DL${tag}IN` }).getAttribute("href")).toBe(trackingUrl("Delhivery", `DL${tag}IN`));

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
      await page.getByText("1 order found").waitFor();
    });

    it("offers no Delete for a paid order, in the list or its details", async () => {
      await row(paid).waitFor();
      expect(await row(paid).getByRole("button", { name: /Delete/ }).count()).toBe(0);
      expect(await page.getByRole("button", { name: /Delete selected/ }).count()).toBe(0);
      expect(await page.getByRole("checkbox").count()).toBe(0);
      await row(paid).click();
      const dialog = page.getByRole("dialog", { name: `Order ${orderNumber(paid._id)}` });
      await dialog.getByRole("button", { name: "Update Status" }).waitFor();
      expect(await dialog.getByRole("button", { name: /Delete/ }).count()).toBe(0);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.url()).not.toContain("orderId");
      expect(errors).toEqual([]);
    });

    it("opens an order straight from its link", async () => {
      await page.goto(`/admin/orders?orderId=${unpaid._id}`);
      const dialog = page.getByRole("dialog", { name: `Order ${orderNumber(unpaid._id)}` });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain("Not paid: unpaid checkout");
      expect(await dialog.textContent()).toContain("Checkout open — pieces held");
      expect(await dialog.textContent()).toContain("Awaiting payment");
      // An unpaid checkout may be deleted (once a day old), so its details offer it.
      await dialog.getByRole("button", { name: "Delete checkout" }).waitFor();
      await saveScreenshot(page, "admin-unpaid-checkout-details", "desktop");
      await page.keyboard.press("Escape");

      await page.goto("/admin/orders?show=unpaid");
      await page.getByLabel("Search by order id or customer name").fill(customer);
      await page.getByText("2 unpaid checkouts found").waitFor();
      await photographAdminScreen(page, "orders-unpaid", "desktop");
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
      await page.getByText("1 order found").waitFor();
      const card = page.locator("tbody tr", { hasText: `${orderNumber(paid._id)}` });
      expect(await card.textContent()).toContain(formatRupees(paid.totalPrice));
      await photographAdminScreen(page, "orders", "phone");
      await card.getByRole("button", { name: `View order ${orderNumber(paid._id)}` }).click();
      const dialog = page.getByRole("dialog", { name: `Order ${orderNumber(paid._id)}` });
      await dialog.waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "admin-order-details", "phone");
      await dialog.getByLabel("Status", { exact: true }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, "admin-order-status-form", "phone");
      await page.keyboard.press("Escape");
    });

    it("lists the checkouts never paid under Unpaid checkouts, each saying what became of it", async () => {
      await page.goto("/admin/orders");
      await page.getByText(/\d+ orders? in total/).waitFor();
      const show = page.getByLabel("Show", { exact: true });
      expect(await show.locator("option").allTextContents()).toEqual(["Paid orders", "Unpaid checkouts"]);
      await show.selectOption("unpaid");
      await page.waitForURL((url) => url.searchParams.get("show") === "unpaid");
      await page.getByText(/\d+ unpaid checkouts? in total/).waitFor();
      await page.getByLabel("Search by order id or customer name").fill(customer);
      await page.getByText("2 unpaid checkouts found").waitFor();
      const card = (order: Order) => page.locator("tbody tr", { hasText: orderNumber(order._id) });
      expect(await card(paid).count()).toBe(0);
      const closedCard = await card(closed).textContent();
      expect(closedCard).toContain("Unpaid checkout");
      expect(closedCard).toContain("Checkout closed — pieces released");
      expect(closedCard).toContain("Pending");
      const openCard = await card(unpaid).textContent();
      expect(openCard).toContain("Unpaid checkout");
      expect(openCard).toContain("Checkout open — pieces held");
      await photographAdminScreen(page, "orders-unpaid", "phone");
    });

    it("keeps bulk delete disabled until a checkout is ticked", async () => {
      const bulkDelete = page.getByRole("button", { name: /Delete selected/ });
      expect(await bulkDelete.isDisabled()).toBe(true);
      const tick = page.getByRole("checkbox", { name: `Select checkout ${orderNumber(closed._id)}` });
      await tick.check();
      await expect.poll(() => bulkDelete.textContent()).toContain("Delete selected (1)");
      expect(await bulkDelete.isEnabled()).toBe(true);
      await saveScreenshot(page, "admin-orders-unpaid-ticked", "phone");
      await tick.uncheck();
      await expect.poll(() => bulkDelete.isDisabled()).toBe(true);
    });
  });
});
