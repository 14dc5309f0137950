// A size exchange end to end, at phone size, in Chromium against the shop as `npm start` runs it
// (issue 25): the shopper asks for another size of a delivered dress with a photo; the admin sees
// the photo, approves (a reverse pickup at the courier emulator), records the pickup, marks the
// piece received, and ships the exchange order it made; the shopper sees each state and gets the
// e-mails. Screens are saved to look at.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { orderNumber } from "../../shared/order-number.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, saveScreenshot, signedInContext } from "../support/browser.js";
import { adminSession, buyAndPay, catalogue, newShopper, shopCall, type Session, type Shopper } from "../support/shop-api.js";
import { phonePhoto } from "../support/test-photo.js";

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function photograph(page: Page, screen: string) {
  expect(await overflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
  await saveScreenshot(page, screen, "phone");
}

/** Subjects of the e-mails the local SES has for an address. */
async function subjectsTo(address: string): Promise<string[]> {
  const store = (await (await fetch(`${inject("mailboxUrl")}/store`)).json()) as { emails: Array<{ subject: string; destination: { to: string[] } }> };
  return store.emails.filter((e) => e.destination.to.includes(address)).map((e) => e.subject);
}

describe.skipIf(!inject("chromium"))("a size exchange with a photo", () => {
  let browser: Browser;
  let admin: Session;
  let shopper: Shopper;
  let order: Order;
  let product: Product;
  let from: string;
  let to: string;
  let returnNumber = "";
  let photoPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    shopper = await newShopper("Kavya Iyer");
    // A product with two sizes in stock: one bought, the other asked for instead.
    product = (await catalogue()).find((p) => p.sizes.filter((size) => (p.stockBySize[size] ?? 0) > 1).length >= 2)!;
    [from, to] = product.sizes.filter((size) => (product.stockBySize[size] ?? 0) > 1) as [string, string];
    order = (await buyAndPay(shopper, [{ product, quantity: 1, size: from }])).order;
    // The courier delivered it (the webhook would stamp the same): the return window opens.
    const delivered = await shopCall("PATCH", `/orders/${order._id}/status`, { token: admin.token, body: { status: "delivered" } });
    expect(delivered.status).toBe(200);
    photoPath = join(mkdtempSync(join(tmpdir(), "return-photo-")), "torn-seam.jpg");
    writeFileSync(photoPath, await phonePhoto({ width: 900, height: 1200 }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the shopper asks for another size from My Orders, with a photo", async () => {
    const context = await signedInContext(browser, "phone", shopper);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/profile?tab=orders");
    await page.getByRole("button", { name: `View details of order ${orderNumber(order._id)}` }).click();
    const details = page.getByRole("dialog", { name: `Order ${orderNumber(order._id)}` });
    const offer = details.getByRole("button", { name: `Return or exchange ${product.name}` });
    await offer.click();
    const form = details.getByRole("form", { name: `Return ${product.name}` });
    await form.getByLabel("Reason").selectOption("size-does-not-fit");
    await form.getByLabel("Another size").check();
    await form.getByLabel("New size").selectOption(to);
    await form.getByLabel("Photos (optional)").setInputFiles(photoPath);
    await form.getByLabel("Anything else? (optional)").fill("Lovely colour, but tight at the shoulders.");
    await form.scrollIntoViewIfNeeded();
    await photograph(page, "shopper-return-form");
    await form.getByRole("button", { name: "Send return request" }).click();

    const asked = details.getByText(/^RET-[0-9A-F]{6}$/);
    await asked.waitFor();
    returnNumber = (await asked.textContent())!;
    await details.getByText(`${returnNumber}: Requested`).waitFor();
    await details.getByText("Already returned.").waitFor();
    await details.getByText(`${returnNumber}: Requested`).scrollIntoViewIfNeeded();
    await photograph(page, "shopper-return-requested");
    // The new size is held for her at once.
    const held = (await shopCall<{ data: Product }>("GET", `/products/${product._id}`)).body.data;
    expect(held.stockBySize[to]).toBe(product.stockBySize[to]! - 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the admin sees the photo, approves, records the pickup, receives and ships the exchange", async () => {
    const context = await signedInContext(browser, "phone", admin);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/admin/returns");
    const card = page.getByRole("listitem", { name: `Return ${returnNumber}` });
    await card.getByRole("img", { name: `Photo sent with ${returnNumber}` }).waitFor();
    await expect.poll(() => card.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await card.textContent()).toContain(`(size ${from} → ${to})`);
    await card.scrollIntoViewIfNeeded();
    await photograph(page, "admin-return-requested");

    await card.getByRole("button", { name: "Approve and book pickup" }).click();
    await page.getByText(`${returnNumber} approved: pickup booked.`).waitFor();
    await page.getByLabel("Show").selectOption("");
    await card.getByLabel("Courier").fill("Delhivery");
    await card.getByLabel("Tracking number").fill("DLV7788990011");
    await card.getByRole("button", { name: "Record pickup" }).click();
    await page.getByText(`${returnNumber} picked up.`).waitFor();
    await card.getByText("Pickup: Delhivery · DLV7788990011").waitFor();
    await card.getByRole("button", { name: "Mark received" }).click();
    await page.getByText(`${returnNumber} received and resolved.`).waitFor();
    const sent = card.getByText(/^Exchange sent as order #[0-9A-F]{6}$/);
    await sent.waitFor();
    await card.scrollIntoViewIfNeeded();
    await photograph(page, "admin-return-resolved");
    const exchangeNumber = (await sent.textContent())!.replace("Exchange sent as order ", "");

    // The exchange is an order like any other: it ships from its details.
    const orders = (await shopCall<{ data: Order[] }>("GET", "/orders?limit=50", { token: admin.token })).body.data;
    const exchange = orders.find((o) => orderNumber(o._id) === exchangeNumber)!;
    expect(exchange).toMatchObject({ isPaid: true, paymentMethod: "Exchange", status: "processing" });
    expect(exchange.orderItems.map((line) => [line.product, line.size])).toEqual([[product._id, to]]);
    await page.goto(`/admin/orders?orderId=${exchange._id}`);
    const ship = page.getByRole("dialog", { name: `Order ${exchangeNumber}` }).getByRole("form", { name: "Ship" });
    await ship.getByRole("button", { name: "Ship" }).click();
    await page.getByRole("link", { name: "Print label" }).waitFor();
    await photograph(page, "admin-exchange-shipped");
    expect(errors).toEqual([]);
    await context.close();

    // The shopper heard of every step at the order's address, and got the exchange's own invoice.
    const mine = async () => (await subjectsTo(order.shippingAddress.email)).filter((s) => s.includes(returnNumber) || s.includes(exchangeNumber));
    await expect.poll(async () => (await mine()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
    const subjects = await mine();
    for (const expected of [`Return ${returnNumber} received for order`, `Return ${returnNumber} approved: pickup booked`, `Return ${returnNumber} picked up`, `Your exchange for return ${returnNumber} is on its way`, `Exchange order ${exchangeNumber}: your new size, at no charge`]) {
      expect(subjects.some((s) => s.startsWith(expected)), `${expected} in ${subjects.join(" | ")}`).toBe(true);
    }
  });

  it("the shopper sees the return resolved", async () => {
    const context = await signedInContext(browser, "phone", shopper);
    const page = await context.newPage();
    await page.goto("/profile?tab=orders");
    await page.getByRole("button", { name: `View details of order ${orderNumber(order._id)}` }).click();
    const details = page.getByRole("dialog", { name: `Order ${orderNumber(order._id)}` });
    await details.getByText(`${returnNumber}: Resolved`).waitFor();
    await details.getByText(/^Your new size goes out as order #[0-9A-F]{6}, at no charge\.$/).waitFor();
    await details.getByText(`${returnNumber}: Resolved`).scrollIntoViewIfNeeded();
    await photograph(page, "shopper-return-resolved");
    await context.close();
  });
});
