// After the payment, in Chromium against the shop as `npm start` runs it: a shopper pays at the
// (emulated) Razorpay window, opens the order in My Orders and downloads its GST tax invoice; the
// confirmation e-mail with the invoice attached is in the local mailbox (aws-ses-v2-local); an
// admin ships the order with a carrier and tracking number and the shipped e-mail follows. The
// e-mails are photographed as a phone shows them, and the mailbox page as a developer sees it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, SCREENSHOT_DIR, signInBrowser } from "../support/browser.js";
import { adminSession, shopCall, catalogue, newShopper, type Shopper } from "../support/shop-api.js";
import { sidewaysOverflow } from "../support/phone-fit.js";
import { orderNumber } from "../../shared/order-number.js";

interface Email {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: Array<{ filename?: string; contentType: string; size: number }>;
}

async function mailbox(): Promise<Email[]> {
  const response = await fetch(`${inject("mailboxUrl")}/store`);
  return ((await response.json()) as { emails: Email[] }).emails;
}

/** The e-mails to `to` about `order`, once at least `count` of them have arrived (the poller runs every second). */
async function emailsFor(to: string, order: Order, count: number): Promise<Email[]> {
  let found: Email[] = [];
  await expect
    .poll(async () => {
      found = (await mailbox()).filter((e) => e.destination.to.includes(to) && e.subject.includes(`${orderNumber(order._id)}`));
      return found.length;
    }, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** An e-mail's HTML as a phone shows it. */
async function photographEmail(browser: Browser, email: Email, name: string) {
  const context = await openContext(browser, "phone");
  const page = await context.newPage();
  await page.setContent(email.body.html ?? "", { waitUntil: "load" });
  expect(await sidewaysOverflow(page), `${name} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  await saveScreenshot(page, name, "phone", { fullPage: true });
  await context.close();
}

describe.skipIf(!inject("chromium"))("invoices and order e-mails", () => {
  let browser: Browser;
  let buyer: Shopper;
  let product: Product;
  let order: Order;
  let shopperContext: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    buyer = await newShopper("Rukmini Desai");
    product = (await catalogue()).find((p) => p.isActive && p.stock > 3 && p.price <= 2500)!;
    shopperContext = await openContext(browser, "phone");
    page = await signInBrowser(shopperContext, buyer);
    errors = collectPageErrors(page);
  });
  afterAll(async () => {
    await shopperContext?.close();
    await browser?.close();
  });

  it("lets a shopper pay, then download the tax invoice from My Orders", async () => {
    await page.goto("/");
    await page.evaluate((cart) => localStorage.setItem("cart", JSON.stringify(cart)), [{ product, size: product.sizes[0]!, quantity: 2 }]);
    await page.reload();
    await page.getByRole("button", { name: /^Cart,/ }).click();
    await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await checkout.getByLabel("Phone").fill("9820012345");
    await checkout.getByLabel("Address", { exact: true }).fill("7 Carter Road, Bandra West");
    await checkout.getByLabel("City").fill("Mumbai");
    await checkout.getByLabel("State").selectOption("Maharashtra");
    await checkout.getByLabel("Pincode").fill("400050");
    await checkout.getByRole("button", { name: /^Pay/ }).click();
    const razorpay = page.getByRole("dialog", { name: "Rangrez" });
    await razorpay.getByLabel("Card number").fill("4100 2800 0000 1007");
    await razorpay.getByLabel("Expiry (MM/YY)").fill("12/30");
    await razorpay.getByLabel("CVV").fill("123");
    await razorpay.getByRole("button", { name: /^Pay/ }).click();
    await page.waitForURL(/\/profile\?order=/);

    const mine = await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: buyer.token });
    order = mine.body.data[0]!;
    expect(order.isPaid).toBe(true);

    await page.locator("tbody tr").first().getByRole("button", { name: /View details/ }).click();
    const details = page.getByRole("dialog", { name: /^Order / });
    const download = details.getByRole("button", { name: /^Download Tax invoice RZ\/\d{2}-\d{2}\/\d{6}$/ });
    await download.waitFor({ timeout: 20_000 });
    await download.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "order-invoice", "phone");

    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^Invoice-RZ-\d{2}-\d{2}-\d{6}\.pdf$/);
    const path = join(SCREENSHOT_DIR, file.suggestedFilename());
    await file.saveAs(path);
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(path)));
    const text = ((await extractText(pdf, { mergePages: true })).text as string).replace(/\s+/g, " ");
    for (const expected of ["TAX INVOICE", `Order ${orderNumber(order._id)}`, "Rukmini Desai", "7 Carter Road, Bandra West", "Mumbai 400050", "Maharashtra (27)", product.name, "2 PCS", formatRupees(order.totalPrice)]) {
      expect(text, expected).toContain(expected);
    }
    expect(errors).toEqual([]);
  });

  it("has sent the shopper the confirmation with the invoice attached, once", async () => {
    const [confirmation, ...more] = await emailsFor(buyer.email, order, 1);
    expect(more).toEqual([]);
    expect(confirmation!.subject).toBe(`Order ${orderNumber(order._id)} confirmed: thank you for shopping with Rangrez`);
    expect(confirmation!.body.text).toContain(formatRupees(order.totalPrice));
    expect(confirmation!.body.text).toContain("Mumbai, Maharashtra 400050");
    expect(confirmation!.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
    await photographEmail(browser, confirmation!, "email-order-confirmed");

    // The mailbox page, as a developer opens it from npm start's printout.
    const context = await openContext(browser, "desktop", { baseURL: inject("mailboxUrl") });
    const mailboxPage = await context.newPage();
    await mailboxPage.goto("/");
    await mailboxPage.getByText(confirmation!.subject).first().waitFor();
    await saveScreenshot(mailboxPage, "local-mailbox", "desktop");
    await context.close();
  });

  it("e-mails the carrier and tracking number when an admin ships the order", async () => {
    const admin = await adminSession();
    const context = await openContext(browser, "desktop");
    await context.addInitScript(({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
    }, admin);
    const adminPage = await context.newPage();
    const adminErrors = collectPageErrors(adminPage);
    await adminPage.goto(`/admin/orders?orderId=${order._id}`);
    const details = adminPage.getByRole("dialog", { name: `Order ${orderNumber(order._id)}` });
    const invoice = details.getByRole("button", { name: /^Download Tax invoice RZ\// });
    await invoice.waitFor();
    await invoice.scrollIntoViewIfNeeded();
    await saveScreenshot(adminPage, "admin-order-invoice", "desktop");
    const form = details.getByRole("form", { name: "Update Status" });
    await form.getByLabel("Status").selectOption("shipped");
    await form.getByLabel("Carrier").fill("Blue Dart");
    await form.getByLabel("Tracking number").fill("BD70012345IN");
    await form.getByRole("button", { name: "Update Status" }).click();
    await form.getByText("Order status updated to Shipped.").waitFor();
    await saveScreenshot(adminPage, "admin-order-shipped-with-invoice", "desktop");
    expect(adminErrors).toEqual([]);
    await context.close();

    const emails = await emailsFor(buyer.email, order, 2);
    const shipped = emails.find((e) => e.subject === `Order ${orderNumber(order._id)} has shipped`)!;
    expect(shipped.body.text).toContain("Carrier: Blue Dart");
    expect(shipped.body.text).toContain("Tracking number: BD70012345IN");
    await photographEmail(browser, shipped, "email-order-shipped");
    // The shop heard of the paid order too, once.
    const shop = (await mailbox()).filter((e) => e.subject.startsWith(`New order ${orderNumber(order._id)}`));
    expect(shop).toHaveLength(1);
  });
});
