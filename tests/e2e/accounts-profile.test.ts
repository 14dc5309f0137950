// The profile and My Orders in Chromium: the redirect to /login when nobody is signed in (and
// back after logging in), editing and saving the profile, the orders table newest first with
// its details modal, the empty state, and screenshots on a phone and a desktop.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import type { User } from "../../shared/schemas/user.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signInBrowser } from "../support/browser.js";
import { sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { adminToken, shopCall, catalogue, newShopper, SHOPPER_PASSWORD, placeOrder, type Shopper } from "../support/shop-api.js";
import { orderNumber } from "../../shared/order-number.js";

const short = (order: Order) => `${orderNumber(order._id)}`;

describe.skipIf(!inject("chromium"))("profile and My Orders", () => {
  let browser: Browser;
  let products: Product[];
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    products = (await catalogue()).filter((product) => product.stock > 5 && product.sizes.length > 0);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it("sends a signed-out visitor from /profile to /login, and back to the profile after logging in", async () => {
    const shopper = await newShopper("Lakshmi Rao");
    context = await openContext(browser, "phone");
    const page = await context.newPage();
    await page.goto("/profile");
    await page.waitForURL("**/login");
    await page.getByText("Please log in to see your profile and orders.").waitFor();
    await page.getByLabel("Email").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/profile");
    await page.getByRole("heading", { level: 1, name: "Lakshmi Rao" }).waitFor();
  });

  it("edits the profile with Save and Cancel, and keeps the change across a reload", async () => {
    const shopper = await newShopper("Kavya Nair");
    context = await openContext(browser, "phone");
    const page = await signInBrowser(context, shopper);
    const errors = collectPageErrors(page);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit profile" }).click();

    // Cancel drops what was typed.
    await page.getByLabel("Full name").fill("Someone Else");
    await page.locator("main").getByRole("button", { name: "Cancel", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Kavya Nair" }).waitFor();

    await page.getByRole("button", { name: "Edit profile" }).click();
    await page.getByLabel("Full name").fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect(await page.locator("main [role=alert]").textContent()).toBe("Name is required");
    await page.getByLabel("Full name").fill("Kavya R Nair");
    await page.getByLabel("Phone").fill("98470 1234");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect(await page.locator("main [role=alert]").textContent()).toBe("Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9");
    await page.getByLabel("Phone").fill("+91 98470 12345");
    await page.getByLabel("Street address").fill("TC 5/123, MG Road");
    await page.getByLabel("City").fill("Thiruvananthapuram");
    await page.getByLabel("State").selectOption("Kerala");
    await page.getByLabel("Pincode").fill("695001");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Profile updated successfully!").waitFor();
    await page.getByRole("heading", { level: 1, name: "Kavya R Nair" }).waitFor();
    expect(await page.locator(".profile-facts").innerText()).toContain("Thiruvananthapuram, Kerala 695001");

    const stored = await shopCall<{ data: User }>("GET", "/auth/me", { token: shopper.token });
    expect(stored.body.data).toMatchObject({
      name: "Kavya R Nair",
      phone: "9847012345",
      address: { street: "TC 5/123, MG Road", city: "Thiruvananthapuram", state: "Kerala", zipCode: "695001", country: "India" },
    });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Kavya R Nair" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("shows the server's reason when the new e-mail is taken", async () => {
    const [first, second] = [await newShopper("Divya Pillai"), await newShopper("Divya Menon")];
    context = await openContext(browser, "desktop");
    const page = await signInBrowser(context, second);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit profile" }).click();
    await page.getByLabel("Email").fill(first.email);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.locator("main [role=alert]").waitFor();
    expect(await page.locator("main [role=alert]").textContent()).not.toBe("Failed to update profile. Please try again.");
    expect((await page.locator("main [role=alert]").textContent())?.length).toBeGreaterThan(0);
  });

  it("says 'No orders yet' with Start Shopping to the home page", async () => {
    const shopper = await newShopper("Neha Kulkarni");
    context = await openContext(browser, "phone");
    const page = await signInBrowser(context, shopper);
    await page.goto("/profile?tab=orders");
    await page.getByRole("heading", { name: "No orders yet" }).waitFor();
    await page.getByRole("link", { name: "Start Shopping" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  describe("with orders", () => {
    let shopper: Shopper;
    let orders: Order[];

    beforeAll(async () => {
      shopper = await newShopper("Ananya Iyer");
      const [a, b, c, d] = products;
      orders = [];
      orders.push(await placeOrder(shopper, [{ product: a!, quantity: 1 }]));
      orders.push(await placeOrder(shopper, [{ product: b!, quantity: 2 }, { product: c!, quantity: 1 }]));
      orders.push(await placeOrder(shopper, [{ product: d!, quantity: 1 }]));
      const admin = await adminToken();
      const shipped = await shopCall("PATCH", `/orders/${orders[0]!._id}/status`, { body: { status: "shipped", trackingNumber: "DTDC7781234567" }, token: admin });
      expect(shipped.status).toBe(200);
      // A paid order is cancelled by the shop's cancel action, which refunds it (issue 39).
      const cancelled = await shopCall("POST", `/orders/${orders[1]!._id}/cancel-by-shop`, { body: { reason: "Out of fabric" }, token: admin });
      expect(cancelled.status).toBe(200);
    });

    it("lists the orders newest first with short id, date, items, total and a coloured status badge", async () => {
      context = await openContext(browser, "desktop");
      const page = await signInBrowser(context, shopper);
      const errors = collectPageErrors(page);
      await page.goto("/profile");
      await page.getByRole("tab", { name: "My Orders" }).click();
      const rows = page.locator(".orders-table tbody tr");
      await rows.first().waitFor();
      expect(await rows.locator("th").allTextContents()).toEqual([`${short(orders[2]!)}Latest`, short(orders[1]!), short(orders[0]!)]);
      const newest = rows.first();
      expect(await newest.locator("td[data-label=Total]").innerText()).toContain(formatRupees(orders[2]!.totalPrice));
      expect(await newest.locator("td[data-label=Date]").innerText()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
      const badges = rows.locator(".status-badge");
      expect(await badges.allTextContents()).toEqual(["Processing", "Cancelled", "Shipped"]);
      const colours = await badges.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
      expect(colours).toEqual(["rgb(223, 234, 253)", "rgb(251, 226, 228)", "rgb(236, 227, 251)"]);
      expect(errors).toEqual([]);
    });

    it("opens an order's details: items, the price breakdown, address and tracking number", async () => {
      context = await openContext(browser, "phone");
      const page = await signInBrowser(context, shopper);
      await page.goto("/profile?tab=orders");
      const shipped = orders[0]!;
      await page.getByRole("button", { name: `View details of order ${short(shipped)}` }).click();
      const dialog = page.getByRole("dialog", { name: `Order ${short(shipped)}` });
      await dialog.waitFor();
      const text = await dialog.innerText();
      expect(text).toContain(shipped.orderItems[0]!.name);
      expect(text).toContain("DTDC7781234567");
      expect(text).toContain(`Items\n${formatRupees(shipped.itemsPrice)}`);
      expect(text).toContain(`GST included\n${formatRupees(shipped.taxPrice)}`);
      expect(text).toContain("Shipping\nFree");
      expect(text).toContain(`Total\n${formatRupees(shipped.totalPrice)}`);
      expect(text).toContain("Bengaluru, Karnataka 560025");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    });

    it("marks the order just placed when the shopper lands on /profile after paying", async () => {
      context = await openContext(browser, "phone");
      const page = await signInBrowser(context, shopper);
      await page.goto(`/profile?order=${orders[1]!._id}`);
      const marked = page.locator(".orders-table__row--marked");
      await marked.waitFor();
      expect(await marked.locator("th .orders-table__number, th").first().innerText()).toContain(short(orders[1]!));
      expect(await marked.locator(".orders-table__mark").innerText()).toBe("New");
    });

    for (const viewport of ["phone", "desktop"] as const) {
      it(`profile, My Orders and an order's details fit a ${viewport}`, async () => {
        context = await openContext(browser, viewport);
        const page = await signInBrowser(context, shopper);
        const errors = collectPageErrors(page);
        await page.goto("/profile");
        await page.getByRole("button", { name: "Edit profile" }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        expect(await smallTargets(page, "main")).toEqual([]);
        await saveScreenshot(page, "profile", viewport);

        await page.getByRole("tab", { name: "My Orders" }).click();
        await page.locator(".orders-table").waitFor();
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        expect(await smallTargets(page, "main")).toEqual([]);
        await saveScreenshot(page, "my-orders", viewport);

        await page.getByRole("button", { name: /^View details/ }).first().click();
        await page.getByRole("dialog").waitFor();
        expect(await smallTargets(page, ".modal__panel")).toEqual([]);
        await saveScreenshot(page, "order-details", viewport);
        expect(errors).toEqual([]);
      });
    }
  });
});
