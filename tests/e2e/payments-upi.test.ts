// Paying by UPI and net banking through the Razorpay emulator's Checkout in Chromium (issue 12):
// success@razorpay pays at once; late@razorpay is approved by the bank at once but captured only
// later, so the shop says "Awaiting payment confirmation" until Razorpay's webhook confirms it;
// net banking goes through the test bank page.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signInBrowser } from "../support/browser.js";
import { adminToken, checkoutScriptUrl, firstSizeInStock, shopCall, catalogue, newShopper, type Shopper } from "../support/shop-api.js";
import { smallTargets } from "../support/phone-fit.js";

/** How long the emulator waits before capturing a late@razorpay payment, in this file. */
const LATE_CAPTURE_MS = 12_000;

async function emulatorControl(path: string, body?: unknown) {
  const origin = new URL(await checkoutScriptUrl()).origin;
  const response = await fetch(`${origin}/_emulator${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The emulator refused ${path}: ${await response.text()}`);
}

describe.skipIf(!inject("chromium"))("UPI and net banking through Razorpay Checkout", () => {
  let browser: Browser;
  let product: Product;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The product with the most pieces: these payments take a few, and nobody else runs short.
    product = (await catalogue()).reduce((most, next) => (next.stock > most.stock ? next : most));
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    await emulatorControl("/settings/reset");
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A signed-in shopper with one piece in the cart, at Razorpay's window with the method chosen. */
  async function atCheckout(shopper: Shopper, method: "UPI" | "Netbanking"): Promise<{ page: Page; razorpay: Locator; errors: string[] }> {
    context = await openContext(browser, "phone");
    const page = await signInBrowser(context, shopper);
    const errors = collectPageErrors(page);
    await page.goto("/");
    await page.evaluate((line) => localStorage.setItem("cart", JSON.stringify([line])), { product, size: firstSizeInStock(product), quantity: 1 });
    await page.reload();
    await page.getByRole("button", { name: /^Cart,/ }).click();
    await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
    const form = page.getByRole("dialog", { name: "Checkout" });
    await form.getByLabel("Phone").fill("9876543210");
    await form.getByLabel("Address", { exact: true }).fill("Plot 21, Gandhi Nagar, Adyar");
    await form.getByLabel("City").fill("Chennai");
    await form.getByLabel("State").selectOption("Tamil Nadu");
    await form.getByLabel("Pincode").fill("600020");
    await form.getByRole("button", { name: /^Pay/ }).click();
    const razorpay = page.getByRole("dialog", { name: "Rangrez" });
    await razorpay.getByRole("tab", { name: "Card" }).waitFor();
    await razorpay.getByRole("tab", { name: method }).click();
    return { page, razorpay, errors };
  }

  const myOrders = async (shopper: Shopper) => (await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: shopper.token })).body.data;

  it("pays by UPI with success@razorpay", async () => {
    const shopper = await newShopper("Lakshmi Raman");
    const { page, razorpay, errors } = await atCheckout(shopper, "UPI");
    await razorpay.getByLabel("UPI ID").fill("success@razorpay");
    expect(await smallTargets(page, "[data-razorpay-emulator]")).toEqual([]);
    await saveScreenshot(page, "razorpay-upi", "phone");
    await razorpay.getByRole("button", { name: /^Pay/ }).click();
    await page.waitForURL(/\/profile\?order=/);
    await page.getByText("Payment successful! Your order has been placed.").waitFor();
    const row = page.locator("tbody tr").first();
    await expect.poll(() => row.locator(".status-badge").innerText()).toBe("Processing");
    const [order] = await myOrders(shopper);
    expect([order!.isPaid, order!.status]).toEqual([true, "processing"]);
    // The shop records how Razorpay says it was paid.
    expect(await paymentMethodOf(order!)).toBe("upi");
    expect(errors).toEqual([]);
  });

  it("late@razorpay: approved by the bank, not yet captured: the order awaits confirmation, then the webhook pays it", async () => {
    await emulatorControl("/settings", { lateCaptureDelayMs: LATE_CAPTURE_MS });
    const shopper = await newShopper("Nandini Iyer");
    const { page, razorpay, errors } = await atCheckout(shopper, "UPI");
    await razorpay.getByLabel("UPI ID").fill("late@razorpay");
    await razorpay.getByRole("button", { name: /^Pay/ }).click();

    // Not a failure: the cart is cleared and the shopper sees the order waiting.
    await page.waitForURL(/\/profile\?order=.*payment=awaiting/);
    const notice = page.getByRole("status").filter({ hasText: "Your bank has approved the payment" });
    await notice.waitFor();
    expect(await page.getByText("Payment successful! Your order has been placed.").count()).toBe(0);
    const row = page.locator("tbody tr").first();
    await row.getByText("Awaiting payment confirmation").waitFor();
    expect(await row.locator(".status-badge").innerText()).toBe("Pending");
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[]).length)).toBe(0);
    const waiting = (await shopCall<{ data: Order }>("GET", `/orders/${new URL(page.url()).searchParams.get("order")}`, { token: shopper.token })).body.data;
    expect(waiting).toMatchObject({ isPaid: false, status: "pending" });
    expect(waiting.awaitingConfirmationSince).toBeTruthy();
    await saveScreenshot(page, "order-awaiting-confirmation", "phone");
    await row.getByRole("button", { name: /View details/ }).click();
    const details = page.getByRole("dialog", { name: /^Order / });
    await details.getByText("Awaiting payment confirmation").waitFor();

    // Razorpay captures it a few seconds later and its webhook tells the shop; My Orders follows on its own.
    await expect.poll(() => details.getByText(/^Paid on/).count(), { timeout: LATE_CAPTURE_MS + 20_000, interval: 500 }).toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => row.locator(".status-badge").innerText(), { timeout: 10_000 }).toBe("Processing");
    expect(await row.getByText("Awaiting payment confirmation").count()).toBe(0);
    const [paid] = await myOrders(shopper);
    expect(paid).toMatchObject({ isPaid: true, status: "processing" });
    await saveScreenshot(page, "order-confirmed-by-webhook", "phone");
    expect(errors).toEqual([]);
  });

  it("pays by net banking through the test bank page, after a failure", async () => {
    const shopper = await newShopper("Deepa Menon");
    const { page, razorpay, errors } = await atCheckout(shopper, "Netbanking");
    await razorpay.getByLabel("Bank", { exact: true }).selectOption({ label: "HDFC Bank" });
    await razorpay.getByRole("button", { name: /^Pay/ }).click();
    await razorpay.getByRole("heading", { name: "HDFC Bank — test bank page" }).waitFor();
    await saveScreenshot(page, "razorpay-test-bank", "phone");
    await razorpay.getByRole("button", { name: "Failure" }).click();
    await expect.poll(() => razorpay.getByRole("alert").innerText()).toContain("Payment failed: Your payment could not be completed by your bank.");
    await razorpay.getByRole("button", { name: /^Pay/ }).click();
    await razorpay.getByRole("button", { name: "Success" }).click();
    await page.waitForURL(/\/profile\?order=/);
    await page.getByText("Payment successful! Your order has been placed.").waitFor();
    const [order] = await myOrders(shopper);
    expect(order!.isPaid).toBe(true);
    expect(await paymentMethodOf(order!)).toBe("netbanking");
    expect(errors).toEqual([]);
  });
});

/** The method on the shop's payment record for the order, as the admin's payments list gives it. */
async function paymentMethodOf(order: Order): Promise<string | undefined> {
  const token = await adminToken();
  const found = await shopCall<{ payments: Payment[] }>("GET", `/payments/admin/all?search=${encodeURIComponent(order.razorpayOrderId ?? "")}`, { token });
  return found.body.payments.find((payment) => payment.orderId === (order._id || order.id))?.method;
}
