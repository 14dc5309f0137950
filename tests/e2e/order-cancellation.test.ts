// Issue 25, at phone size in Chromium against the shop as `npm start` runs it: a shopper who has
// just paid opens the order in My Orders, presses "Cancel order", reads what she will get back and
// the 2% fee before confirming, confirms, and sees the order cancelled with the refund figure.
// The cancellation e-mail arrives once and is photographed; the admin's order shows it in its history.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cancellationFeePaise } from "../../shared/cancellation.js";
import { formatPaise, toPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signInBrowser } from "../support/browser.js";
import { adminSession, confirmPayment, shopCall, catalogue, newShopper, payAtCheckout, placeOrder, type Shopper } from "../support/shop-api.js";
import { sidewaysOverflow } from "../support/phone-fit.js";

interface Email {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: Array<{ contentType: string }>;
}

async function mailbox(): Promise<Email[]> {
  const response = await fetch(`${inject("mailboxUrl")}/store`);
  return ((await response.json()) as { emails: Email[] }).emails;
}

describe.skipIf(!inject("chromium"))("a shopper cancels an order from My Orders", () => {
  let browser: Browser;
  let buyer: Shopper;
  let product: Product;
  let order: Order;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    buyer = await newShopper("Kavya Menon");
    product = (await catalogue()).find((p) => p.isActive && p.stock > 3 && p.price <= 2500)!;
    order = await placeOrder(buyer, [{ product, quantity: 2 }]);
    context = await openContext(browser, "phone");
    page = await signInBrowser(context, buyer);
    errors = collectPageErrors(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const paidPaise = () => toPaise(order.totalPrice);
  const feePaise = () => cancellationFeePaise(paidPaise(), 200);
  const refundPaise = () => paidPaise() - feePaise();

  it("shows the refund and the 2% fee before she confirms, then the cancelled order with the refund figure", async () => {
    await page.goto("/profile?tab=orders");
    const row = page.locator("tbody tr", { hasText: orderNumber(order._id) });
    await row.getByRole("button", { name: /View details/ }).click();
    const details = page.getByRole("dialog", { name: `Order ${orderNumber(order._id)}` });
    await details.getByRole("button", { name: "Cancel order" }).click();

    const figures = details.getByTestId("cancel-figures");
    await expect.poll(() => figures.textContent()).toBe(`${formatPaise(refundPaise())} back to your card/UPI (${formatPaise(paidPaise())} less a 2% fee of ${formatPaise(feePaise())})`);
    await details.getByLabel("Why are you cancelling?").selectOption("Wrong size or colour chosen");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await figures.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "cancel-order-confirm", "phone");

    await details.getByRole("button", { name: `Cancel and refund ${formatPaise(refundPaise())}` }).click();
    const summary = details.getByRole("status").filter({ hasText: "Cancelled on" });
    await summary.waitFor();
    expect(await summary.textContent()).toContain(`${formatPaise(refundPaise())} refunded to the card or account you paid with; ${formatPaise(feePaise())} kept as the transaction fee.`);
    expect(await summary.textContent()).toContain("at your request: Wrong size or colour chosen.");
    await expect.poll(() => details.getByText("Cancelled", { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => details.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
    await summary.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "cancel-order-done", "phone");

    // The list behind says so too.
    await details.getByRole("button", { name: /close/i }).first().click();
    await expect.poll(() => row.getByText("Cancelled").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("e-mails the shopper once with the refund, the fee and the credit note", async () => {
    let mine: Email[] = [];
    await expect
      .poll(async () => {
        // The e-mail goes to the order's delivery address (placeOrder's ananya@example.in).
        mine = (await mailbox()).filter((e) => e.destination.to.includes(order.shippingAddress.email) && e.subject.startsWith(`Order ${orderNumber(order._id)} is cancelled`));
        return mine.length;
      }, { timeout: 20_000 })
      .toBe(1);
    const [email] = mine;
    expect(email!.subject).toBe(`Order ${orderNumber(order._id)} is cancelled: ${formatPaise(refundPaise())} refunded`);
    expect(email!.body.text).toContain(`${formatPaise(feePaise())} is the 2% transaction fee.`);
    expect(email!.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
    const phone = await openContext(browser, "phone");
    const letter = await phone.newPage();
    await letter.setContent(email!.body.html ?? "", { waitUntil: "load" });
    expect(await sidewaysOverflow(letter)).toBeLessThanOrEqual(0);
    await saveScreenshot(letter, "email-order-cancelled", "phone", { fullPage: true });
    await phone.close();
  });

  it("shows the admin the cancellation in the order's history", async () => {
    const admin = await adminSession();
    const read = await shopCall<{ data: Order }>("GET", `/orders/${order._id}`, { token: admin.token });
    expect(read.body.data.cancellation).toMatchObject({ by: "shopper", refund: refundPaise() / 100, fee: feePaise() / 100 });
    const adminContext = await openContext(browser, "phone");
    await adminContext.addInitScript(({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
    }, admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/admin/orders?orderId=${order._id}`);
    const modal = adminPage.getByRole("dialog", { name: `Order ${orderNumber(order._id)}` });
    const entry = modal.getByText(`Cancelled by the shopper: Wrong size or colour chosen. ${formatPaise(refundPaise())} refunded; ${formatPaise(feePaise())} kept as the transaction fee.`);
    await entry.waitFor();
    await entry.scrollIntoViewIfNeeded();
    await saveScreenshot(adminPage, "admin-order-cancelled", "phone");
    await adminContext.close();
  });

  it("shows both parts of an order paid partly with store credit: the credit back in full, the fee on the card part alone", async () => {
    const admin = await adminSession();
    const given = await shopCall("POST", `/users/${buyer.user._id}/store-credit`, { token: admin.token, body: { amount: 500, reason: "Goodwill for a late parcel" } });
    expect(given.status).toBe(200);
    const started = await shopCall<{ data: Order; order: { id: string }; keyId: string }>("POST", "/payments/create-order", {
      token: buyer.token,
      body: { items: [{ product: product._id, size: product.sizes.find((size) => (product.stockBySize?.[size] ?? 0) > 0) ?? product.sizes[0], quantity: 1 }], shippingAddress: order.shippingAddress, source: "cart", useStoreCredit: true },
    });
    expect(started.status).toBe(201);
    const handled = await payAtCheckout({ order: started.body.data, razorpayOrderId: started.body.order.id, keyId: started.body.keyId });
    const { order: mixed } = await confirmPayment(buyer, handled!);
    const totalPaise = toPaise(mixed.totalPrice);
    const cardPaise = totalPaise - 50_000;
    const fee = cancellationFeePaise(cardPaise, 200);

    await page.goto("/profile?tab=orders");
    const row = page.locator("tbody tr", { hasText: orderNumber(mixed._id) });
    await row.getByRole("button", { name: /View details/ }).click();
    const details = page.getByRole("dialog", { name: `Order ${orderNumber(mixed._id)}` });
    await details.getByRole("button", { name: "Cancel order" }).click();
    const parts = details.getByTestId("cancel-figures").getByRole("listitem");
    await expect.poll(() => parts.allTextContents()).toEqual([
      `${formatPaise(50_000)} back to your store credit, in full`,
      `${formatPaise(cardPaise - fee)} back to your card/UPI (${formatPaise(cardPaise)} less a 2% fee of ${formatPaise(fee)})`,
    ]);
    expect(await details.getByTestId("cancel-total").textContent()).toBe(`You get back ${formatPaise(totalPaise - fee)} of ${formatPaise(totalPaise)}.`);
    expect(await details.getByTestId("cancel-destination").textContent()).toBe("The 2% transaction fee is taken only on what your card or UPI paid; banks usually take 5-7 business days to show the refund.");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await details.getByTestId("cancel-figures").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "cancel-order-part-credit", "phone");

    await details.getByRole("button", { name: `Cancel and refund ${formatPaise(totalPaise - fee)}` }).click();
    const summary = details.getByRole("status").filter({ hasText: "Cancelled on" });
    await summary.waitFor();
    expect(await summary.textContent()).toContain(
      `${formatPaise(totalPaise - fee)} refunded in the shares you paid: ${formatPaise(cardPaise - fee)} to the card or account you paid with and ${formatPaise(50_000)} to your store credit; ${formatPaise(fee)} kept as the transaction fee.`,
    );
    const credit = await shopCall<{ data: { balance: number } }>("GET", "/store-credit", { token: buyer.token });
    expect(credit.body.data.balance).toBe(500);
    await details.getByRole("button", { name: /close/i }).first().click();
    expect(errors).toEqual([]);
  });

  it("lets the shop cancel a paid order in full from the order's details, and the owner set the terms", async () => {
    const admin = await adminSession();
    const second = await placeOrder(buyer, [{ product, quantity: 1 }]);
    const adminContext = await openContext(browser, "phone");
    await adminContext.addInitScript(({ token, user }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
    }, admin);
    const adminPage = await adminContext.newPage();
    const adminErrors = collectPageErrors(adminPage);
    await adminPage.goto(`/admin/orders?orderId=${second._id}`);
    const modal = adminPage.getByRole("dialog", { name: `Order ${orderNumber(second._id)}` });
    const form = modal.getByRole("form", { name: "Cancel the order" });
    await form.getByLabel("Reason (the shopper reads it)").fill("The last piece failed our quality check");
    await form.scrollIntoViewIfNeeded();
    await saveScreenshot(adminPage, "admin-cancel-order", "phone");
    await form.getByRole("button", { name: "Cancel and refund in full" }).click();
    const done = modal.getByText(`Cancelled by the shop: The last piece failed our quality check. ${formatPaise(toPaise(second.totalPrice))} refunded, in full.`);
    await done.waitFor();
    expect(await modal.getByRole("form", { name: "Cancel the order" }).count()).toBe(0);

    // The terms live in Settings.
    await adminPage.goto("/admin/settings");
    const windowField = adminPage.getByLabel("Cancellation window (hours)");
    await windowField.waitFor();
    expect(await windowField.inputValue()).toBe("24");
    expect(await adminPage.getByLabel("Transaction fee (%)").inputValue()).toBe("2");
    await windowField.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(adminPage)).toBeLessThanOrEqual(0);
    await saveScreenshot(adminPage, "admin-settings-cancellation", "phone");
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });
});
