// The admin's payments screen in Chromium against the shop as `npm start` runs it, with payments
// made through the real API and the Razorpay emulator: list and find a shopper's payment, read
// its details, refund a returned piece (back to stock), a goodwill amount and then the rest, and
// watch the dashboard's revenue fall by exactly what was refunded; each refund's credit note
// credits what it names. Photographed at both sizes.
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { downloadDocument } from "../support/document-download.js";
import { formatPaise, formatRupees, toPaise } from "../../shared/money.js";
import type { CreditNoteSummary } from "../../shared/schemas/order-documents.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, saveScreenshot, SCREENSHOT_DIR, signedInContext } from "../support/browser.js";
import { photographAdminScreen, sidewaysOverflow } from "../support/phone-fit.js";
import { adminSession, buyAndPay, catalogue, newShopper, shopCall, type Session, type Shopper, productsToBuy } from "../support/shop-api.js";
import { orderNumber } from "../../shared/order-number.js";

const tag = randomBytes(3).toString("hex");
const enIN = (iso: string) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(iso));

async function revenue(admin: Session): Promise<number> {
  return (await shopCall<{ data: { totalRevenue: number } }>("GET", "/admin/stats", { token: admin.token })).body.data.totalRevenue;
}

/** Pieces on the shelf now, as an admin reads them (never from the shoppers' cache). */
async function piecesInStock(admin: Session, product: Product, size: string): Promise<number> {
  return (await shopCall<{ data: Product }>("GET", `/products/${product._id}`, { token: admin.token })).body.data.stockBySize?.[size] ?? 0;
}

/** An order's credit notes, once `count` have been issued (the outbox poller runs every second). */
async function creditNotes(admin: Session, order: Order, count: number): Promise<CreditNoteSummary[]> {
  let notes: CreditNoteSummary[] = [];
  await expect
    .poll(async () => {
      notes = (await shopCall<{ data: { creditNotes: CreditNoteSummary[] } }>("GET", `/orders/${order._id}/documents`, { token: admin.token })).body.data.creditNotes;
      return notes.length;
    }, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return notes;
}

/** A credit note's PDF text; the PDF is kept beside the screenshots to be looked at. */
async function creditNoteText(admin: Session, note: CreditNoteSummary, name: string): Promise<string> {
  // As the admin's browser downloads it: the API's link into the documents' bucket, then the file.
  const shop = { call: (method: string, path: string, headers?: Record<string, string>) => fetch(`${inject("shopUrl")}${path}`, { method, headers }) };
  const { bytes } = await downloadDocument(shop, note.url, { authorization: `Bearer ${admin.token}` });
  writeFileSync(join(SCREENSHOT_DIR, `${name}.pdf`), bytes);
  return ((await extractText(await getDocumentProxy(bytes), { mergePages: true })).text as string).replace(/\s+/g, " ");
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
  let dress: Product;
  let saree: Product;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    shopper = await newShopper(`Nandini Rao ${tag}`);
    const products = await catalogue();
    dress = products.find((p) => p.subcategory === "Dress" && p.stock >= 8)!;
    saree = products.find((p) => p.subcategory === "Saree" && p.stock >= 8)!;
    ({ payment, order } = await buyAndPay(shopper, [
      { product: dress, quantity: 2 },
      { product: saree, quantity: 1 },
    ]));
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
      await photographAdminScreen(page, "payments", "desktop");

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

    it("refunds a returned piece back to stock, then a goodwill amount, then the rest, and revenue falls by exactly that", async () => {
      const before = await revenue(admin);
      const [dressLine, sareeLine] = order.orderItems as [Order["orderItems"][number], Order["orderItems"][number]];
      const dressStock = await piecesInStock(admin, dress, dressLine.size);
      await row().getByRole("button", { name: /^Refund payment/ }).click();
      let dialog = page.getByRole("dialog", { name: "Refund payment" });
      const dressTick = () => dialog.getByRole("checkbox", { name: dressLine.name });
      await dressTick().check();
      await dialog.getByText(`Refund amount: ${formatRupees(dressLine.price * 2)}`).waitFor();
      await dialog.getByLabel(`Pieces of ${dressLine.name}, size ${dressLine.size} to refund`).selectOption("1");
      await dialog.getByText(`Refund amount: ${formatRupees(dressLine.price)}`).waitFor();
      expect(await dialog.getByRole("checkbox", { name: "Put the pieces back in stock" }).isChecked()).toBe(true);
      await dialog.getByLabel("Reason").fill("One of the two dresses returned");
      await saveScreenshot(page, "admin-refund", "desktop");
      await dialog.getByRole("button", { name: "Refund" }).click();
      await page.getByText("Payment refunded successfully!").waitFor();
      // Some of it given back: the status says how much of what (issue 40).
      await expect.poll(() => row().textContent()).toContain(`Partly refunded ${formatRupees(dressLine.price)} of ${formatRupees(payment.amount)}`);
      expect(await row().textContent()).not.toContain("Completed");
      const desktop = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      await row().scrollIntoViewIfNeeded();
      await saveScreenshot(page, "admin-payment-partly-refunded", "phone");
      await page.setViewportSize(desktop);
      expect(await revenue(admin)).toBeCloseTo(before - dressLine.price, 2);
      expect(await piecesInStock(admin, dress, dressLine.size)).toBe(dressStock + 1);

      await row().getByRole("button", { name: /^Details/ }).click();
      const details = page.getByRole("dialog", { name: "Payment details" });
      await details.getByText("One of the two dresses returned").waitFor();
      await details.getByText("1 piece, back in stock").waitFor();
      // A goodwill amount, from the details dialog: the dress refunded before shows as such.
      await details.getByRole("button", { name: "Refund" }).click();
      dialog = page.getByRole("dialog", { name: "Refund payment" });
      await dialog.getByText("1 refunded already").waitFor();
      await dialog.getByRole("radio", { name: "Goodwill amount" }).check();
      const amount = dialog.getByLabel("Amount to refund (₹)");
      const left = toPaise(order.totalPrice) - toPaise(dressLine.price);
      await amount.fill(String(order.totalPrice));
      await dialog.getByLabel("Reason").fill("Parcel arrived a week late");
      await dialog.getByRole("button", { name: "Refund" }).click();
      await dialog.getByText(`The amount can be at most ${formatPaise(left)}, what is left to refund.`).waitFor();
      await amount.fill("500");
      await saveScreenshot(page, "admin-refund-goodwill", "desktop");
      await dialog.getByRole("button", { name: "Refund" }).click();
      await page.getByText("Payment refunded successfully!").waitFor();
      await details.getByText("Parcel arrived a week late").waitFor();
      await details.getByText("Goodwill, no pieces returned").waitFor();
      await saveScreenshot(page, "admin-payment-refunds", "desktop");
      expect(await piecesInStock(admin, dress, dressLine.size)).toBe(dressStock + 1);

      // The rest: the other dress and the saree, what is left of their value after the goodwill.
      await details.getByRole("button", { name: "Refund" }).click();
      dialog = page.getByRole("dialog", { name: "Refund payment" });
      await dressTick().check();
      await dialog.getByRole("checkbox", { name: sareeLine.name }).check();
      await dialog.getByText(`Refund amount: ${formatPaise(left - 50_000)}`).waitFor();
      await dialog.getByLabel("Reason").fill("Everything else returned");
      await dialog.getByRole("button", { name: "Refund" }).click();
      await page.getByText("Payment refunded successfully!").waitFor();
      await details.getByText("Everything else returned").waitFor();
      expect(await details.getByRole("button", { name: "Refund" }).count()).toBe(0);
      await details.getByRole("button", { name: "Close" }).click();
      expect(await piecesInStock(admin, dress, dressLine.size)).toBe(dressStock + 2);

      await page.getByLabel("Status").selectOption("");
      await expect.poll(() => row().textContent()).toContain("Refunded");
      expect(await row().getByRole("button", { name: /^Refund payment/ }).count()).toBe(0);
      expect(await revenue(admin)).toBeCloseTo(before - order.totalPrice, 2);
      const refundedOrder = await shopCall<{ data: Order }>("GET", `/orders/${order._id}`, { token: admin.token });
      expect(refundedOrder.body.data.status).toBe("refunded");

      // Each credit note credits what its refund named: the dress alone, then goodwill said so.
      const notes = await creditNotes(admin, order, 3);
      const dressNote = await creditNoteText(admin, notes[0]!, "credit-note-returned-dress");
      expect(dressNote).toContain(`${dressLine.name} (size ${dressLine.size})`);
      expect(dressNote).not.toContain(sareeLine.name);
      expect(await creditNoteText(admin, notes[1]!, "credit-note-goodwill")).toContain("Goodwill refund, not tied to returned goods");

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
      const products = await productsToBuy();
      const second = await buyAndPay(shopper, [{ product: products[6]!, quantity: 1 }]);
      await page.goto("/admin/payments");
      await page.getByLabel("Search by payment id, user name or email").fill(shopper.email);
      const card = page.locator("tbody tr", { hasText: second.payment.razorpayPaymentId! });
      await card.waitFor();
      // Which order the money was for, and whose, without opening anything.
      const text = await card.textContent();
      expect(text).toContain(orderNumber(second.order._id));
      expect(text).toContain(shopper.user.name);
      await photographAdminScreen(page, "payments", "phone");
      await card.getByRole("button", { name: /^Refund payment/ }).click();
      const dialog = page.getByRole("dialog", { name: "Refund payment" });
      await dialog.getByRole("checkbox", { name: second.order.orderItems[0]!.name }).check();
      await dialog.getByText(`Refund amount: ${formatRupees(second.order.orderItems[0]!.price)}`).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
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
