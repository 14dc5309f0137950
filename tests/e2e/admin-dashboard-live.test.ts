// The live admin, end to end through both UIs: while the admin watches the orders screen in one
// browser, a shopper on a phone in another pays through the storefront's checkout and the
// Razorpay emulator's window. The admin sees a toast for the new paid order within seconds, the
// order at the top of the list without reloading, and the dashboard's revenue grown by its total.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees, sumPaise, toRupees } from "../../shared/money.js";
import { launchBrowser, openContext, saveScreenshot } from "../support/browser.js";
import { adminSession, catalogue, newShopper, shopCall, type Session, type Shopper, productsToBuy } from "../support/shop-api.js";

describe.skipIf(!inject("chromium"))("admin watching a shopper pay", () => {
  let browser: Browser;
  let admin: Session;
  let shopper: Shopper;
  let adminContext: BrowserContext;
  let shopperContext: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    shopper = await newShopper("Sunita Deshpande");
    adminContext = await openContext(browser, "desktop");
    await adminContext.addInitScript(({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
    }, admin);
    shopperContext = await openContext(browser, "phone");
  });
  afterAll(async () => {
    await adminContext?.close();
    await shopperContext?.close();
    await browser?.close();
  });

  async function shopperPays(page: Page, lines: Array<{ product: Awaited<ReturnType<typeof catalogue>>[number]; quantity: number }>) {
    await page.goto("/components/faq");
    await page.evaluate(
      ({ session, cart }) => {
        localStorage.setItem("token", session.token);
        localStorage.setItem("user", JSON.stringify(session.user));
        localStorage.setItem("cart", JSON.stringify(cart));
      },
      { session: shopper, cart: lines.map(({ product, quantity }) => ({ product, size: product.sizes[0]!, quantity })) },
    );
    await page.goto("/");
    await page.getByRole("button", { name: /^Cart,/ }).click();
    await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
    const form = page.getByRole("dialog", { name: "Checkout" });
    await form.getByLabel("Phone").fill("9822012345");
    await form.getByLabel("Address", { exact: true }).fill("21 Prabhat Road, Erandwane");
    await form.getByLabel("City").fill("Pune");
    await form.getByLabel("State").selectOption("Maharashtra");
    await form.getByLabel("Pincode").fill("411004");
    await form.getByRole("button", { name: /^Pay/ }).click();
    const razorpay = page.getByRole("dialog", { name: "Rangrez" });
    await razorpay.waitFor();
    await razorpay.getByLabel("Card number").fill("4100 2800 0000 1007");
    await razorpay.getByLabel("Expiry (MM/YY)").fill("12/30");
    await razorpay.getByLabel("CVV").fill("123");
    await razorpay.getByRole("button", { name: /^Pay/ }).click();
    await page.waitForURL(/\/profile/);
  }

  it("shows the admin a toast, the new order and the grown revenue while the shopper pays in another browser", async () => {
    const watching = await adminContext.newPage();
    await watching.goto("/admin/orders");
    await watching.getByText(/\d+ orders? in total|0 orders/).waitFor();
    const revenueBefore = (await shopCall<{ data: { totalRevenue: number } }>("GET", "/admin/stats", { token: admin.token })).body.data.totalRevenue;

    const products = (await productsToBuy()).filter((product) => product.stock > 3);
    const lines = [{ product: products[7]!, quantity: 1 }];
    const total = toRupees(sumPaise(lines.map(({ product, quantity }) => ({ price: product.price, quantity }))));
    const buying = await shopperContext.newPage();
    await shopperPays(buying, lines);

    const toast = watching.getByRole("region", { name: "New orders" }).getByRole("status").filter({ hasText: "Sunita Deshpande" });
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.textContent()).toContain(`${formatRupees(total)} paid by Sunita Deshpande`);
    // The list refreshed itself: the new order is on top, paid and processing.
    const top = watching.locator("tbody tr").first();
    await expect.poll(() => top.textContent(), { timeout: 5000 }).toContain("Sunita Deshpande");
    expect(await top.textContent()).toContain(formatRupees(total));
    expect(await top.textContent()).toContain("Paid");
    expect(await top.textContent()).toContain("Processing");
    await saveScreenshot(watching, "admin-orders-live", "desktop");

    // Closing the toast by hand takes it away at once.
    await toast.getByRole("button", { name: /^Close:/ }).click();
    expect(await toast.count()).toBe(0);

    await watching.getByRole("link", { name: "Dashboard" }).click();
    const revenue = watching.getByRole("list", { name: "Shop totals" }).getByRole("listitem").filter({ hasText: "Total Revenue" });
    await expect.poll(() => revenue.textContent()).toBe(`Total Revenue${formatRupees(revenueBefore + total)}`);
  });
});
