// Shipping through the courier emulator, in Chromium against the shop as `npm start` runs it:
// the admin's "To call" list, booking a parcel and printing its label (the PDF rendered and
// looked at), the call asked for before an order not yet confirmed can be booked, and the
// shopper's tracking timeline once the emulator has delivered the parcel.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { courierReference, orderNumber } from "../../shared/order-number.js";
import { shippingWeightOf } from "../../shared/shipping/weights.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, SCREENSHOT_DIR, signedInContext, type ViewportName } from "../support/browser.js";
import { adminSession, buyAndPay, catalogue, newShopper, type Session, type Shopper } from "../support/shop-api.js";

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function photograph(page: Page, screen: string, viewport: ViewportName) {
  expect(await overflow(page), `${screen} scrolls sideways on ${viewport}`).toBeLessThanOrEqual(0);
  await saveScreenshot(page, screen, viewport);
}

/** Moves a parcel along at the courier emulator, which pushes each scan to the shop's webhook. */
async function courierMoves(awb: string, statuses: string[]) {
  const response = await fetch(`${inject("courierControlUrl")}/shipments/${awb}/statuses`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ statuses }),
  });
  expect(response.status).toBe(200);
}

describe.skipIf(!inject("chromium"))("shipping with the courier", () => {
  let browser: Browser;
  let admin: Session;
  let shopper: Shopper;
  let order: Order;
  let product: Product;
  let awb: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    shopper = await newShopper("Sunita Menon");
    product = (await catalogue()).find((p) => p.stock > 2)!;
    order = (await buyAndPay(shopper, [{ product, quantity: 2 }])).order;
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe("the admin on a phone", () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      context = await signedInContext(browser, "phone", admin);
      page = await context.newPage();
      errors = collectPageErrors(page);
    });
    afterAll(() => context?.close());

    it("lists the new order to call, with a tap-to-call number and the time left, and records the call", async () => {
      await page.goto("/admin/to-call");
      const card = page.getByRole("listitem", { name: `Order ${orderNumber(order._id)}` });
      await expect.poll(() => card.count()).toBe(1);
      await expect.poll(() => card.getByRole("link", { name: /9876543210/ }).getAttribute("href")).toBe("tel:+919876543210");
      expect(await card.textContent()).toMatch(/(2[0-3]|1\d) h \d+ min left/);
      await card.scrollIntoViewIfNeeded();
      await photograph(page, "admin-to-call", "phone");

      await card.getByLabel(`Note for order ${orderNumber(order._id)}`).fill("No answer, will try after lunch");
      await card.getByRole("button", { name: "Could not reach" }).click();
      await page.getByText("No answer, will try after lunch").waitFor();
      await card.getByRole("button", { name: "Confirmed" }).click();
      await page.getByText(`Order ${orderNumber(order._id)} confirmed.`).waitFor();
      await expect.poll(() => card.count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it("books the parcel from the order and prints its label", async () => {
      await page.goto(`/admin/orders?orderId=${order._id}`);
      const details = page.getByRole("dialog", { name: `Order ${orderNumber(order._id)}` });
      const form = details.getByRole("form", { name: "Ship" });
      await form.waitFor();
      // Two pieces at the weight their shipping was charged for, and 100 g of packing.
      expect(await form.getByLabel("Weight (g)").inputValue()).toBe(String(2 * shippingWeightOf(product) + 100));
      await form.scrollIntoViewIfNeeded();
      await photograph(page, "admin-ship-form", "phone");
      await form.getByRole("button", { name: "Ship" }).click();

      const label = details.getByRole("link", { name: "Print label" });
      await label.waitFor();
      awb = (await details.locator("dt:has-text('AWB') + dd").textContent())!.trim();
      expect(awb).toMatch(/^\d{13}$/);
      await label.scrollIntoViewIfNeeded();
      await photograph(page, "admin-shipment-booked", "phone");

      // The label as the printer gets it: the PDF rendered to a picture.
      const pdf = Buffer.from(await (await fetch((await label.getAttribute("href"))!)).arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const pdfPath = join(SCREENSHOT_DIR, "shipping-label.pdf");
      writeFileSync(pdfPath, pdf);
      execFileSync("pdftoppm", ["-png", "-r", "110", "-singlefile", pdfPath, join(SCREENSHOT_DIR, "shipping-label")]);
      const text = execFileSync("pdftotext", [pdfPath, "-"]).toString();
      for (const expected of [`AWB ${awb}`, "Asha Rao", "Flat 12, Shanti Kunj", "PIN 411001", `ORDER ${courierReference(order._id)}`]) expect(text).toContain(expected);
      // The label names the order as the packing slip does ("#3F9A2C"), not by its 24-character id.
      expect(courierReference(order._id)).toBe(orderNumber(order._id).slice(1));
      expect(text).not.toContain(order._id);
      // Sent back, if undelivered, to where it was collected: the shop's pickup PIN (Jaipur), not a fixed city.
      expect(text.replace(/\s+/g, " ")).toContain("IF UNDELIVERED, RETURN TO Rangrez Ethnic Wear Private Limited, 14 Bapu Bazaar Lane, Johari Bazaar, Jaipur, Rajasthan, PIN 302003");
      expect(errors).toEqual([]);
    });
  });

  describe("the admin at a desk", () => {
    it("is asked for the confirmation call before booking, then books orders together with one PDF of labels", async () => {
      const second = (await buyAndPay(await newShopper("Farah Khan"), [{ product: (await catalogue()).find((p) => p.stock > 1)!, quantity: 1 }])).order;
      const context = await signedInContext(browser, "desktop", admin);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      // Not yet called: Shipping offers no checkbox for it, only the way to the call.
      await page.goto("/admin/shipping");
      const waiting = page.getByRole("listitem", { name: `Order ${orderNumber(second._id)}: confirm by phone first` });
      await waiting.getByText("Confirm by phone first").waitFor();
      expect(await waiting.getByRole("checkbox").count()).toBe(0);
      await waiting.scrollIntoViewIfNeeded();
      await photograph(page, "admin-shipping-call-first", "desktop");
      const phone = await signedInContext(browser, "phone", admin);
      const onPhone = await phone.newPage();
      await onPhone.goto("/admin/shipping");
      const waitingOnPhone = onPhone.getByRole("listitem", { name: `Order ${orderNumber(second._id)}: confirm by phone first` });
      await waitingOnPhone.scrollIntoViewIfNeeded();
      await photograph(onPhone, "admin-shipping-call-first", "phone");
      await phone.close();
      await waiting.getByRole("link", { name: `Call about order ${orderNumber(second._id)}` }).click();

      // The order's Shipping offers the call in place of Ship.
      const dialog = page.getByRole("dialog", { name: `Order ${orderNumber(second._id)}` });
      const callFirst = dialog.getByRole("region", { name: "Confirm by phone first" });
      await callFirst.waitFor();
      expect(await dialog.getByRole("form", { name: "Ship" }).count()).toBe(0);
      await callFirst.scrollIntoViewIfNeeded();
      await photograph(page, "admin-ship-call-first", "desktop");
      await callFirst.getByRole("button", { name: "Confirmed" }).click();
      await dialog.getByRole("form", { name: "Ship" }).waitFor();

      await page.goto("/admin/shipping");
      const row = page.getByRole("listitem").filter({ hasText: `Order ${orderNumber(second._id)}` });
      await row.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Book 1 and print labels" }).click();
      const labels = page.getByRole("link", { name: "Print all labels" });
      await labels.waitFor();
      await page.getByText("Booked 1 of 1.").waitFor();
      await photograph(page, "admin-shipping", "desktop");
      const pdf = Buffer.from(await (await fetch((await labels.getAttribute("href"))!)).arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it("shows the parcel on the courier emulator's control page, with a button per status", async () => {
    const context = await openContext(browser, "desktop");
    const page = await context.newPage();
    await page.goto(inject("courierControlUrl"));
    const row = page.getByRole("row").filter({ hasText: awb });
    await row.getByRole("button", { name: "out-for-delivery" }).waitFor();
    expect(await row.textContent()).toContain(courierReference(order._id));
    await saveScreenshot(page, "courier-emulator-control", "desktop");
    await context.close();
  });

  describe("the shopper", () => {
    for (const viewport of ["phone", "desktop"] as const) {
      it(`sees the parcel's journey once the courier has delivered it (${viewport})`, async () => {
        if (viewport === "phone") await courierMoves(awb, ["shipped", "in-transit", "out-for-delivery", "delivered"]);
        const context = await signedInContext(browser, viewport, shopper);
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        const details = page.getByRole("dialog", { name: /^Order / });
        const timeline = details.getByRole("region", { name: "Tracking" });
        // The webhooks land in a moment: the shopper looks again until her parcel shows delivered.
        await expect
          .poll(
            async () => {
              await page.goto(`/profile?order=${order._id}`);
              await page.getByRole("button", { name: `View details of order ${orderNumber(order._id)}` }).click();
              await details.waitFor();
              await page.waitForLoadState("networkidle");
              return timeline.getByText("Delivered", { exact: true }).count();
            },
            { timeout: 20_000 },
          )
          .toBeGreaterThan(0);
        const steps = await timeline.getByRole("listitem").allTextContents();
        expect(steps.map((step) => step.split(/\d/)[0])).toEqual(["Delivered", "Out for delivery", "In transit: arrived at hub", "Shipment picked up from the seller"]);
        await timeline.scrollIntoViewIfNeeded();
        await photograph(page, "shopper-timeline", viewport);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  });
});
