// Issue 40, "Delivery dates lie for custom orders", in Chromium at phone size against the shop as
// `npm start` runs it, with the demo catalogue: a made-to-measure piece's product page promises a
// later date than a ready-made one's (its stitching lead time, then the courier's working days),
// choosing Custom fit on a piece sold both ways moves the date, and a holiday the owner adds in
// Settings moves it again: no promised date is a Sunday or one of her holidays.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { deliveryDateLabel, isWorkingDay, type DeliveryPromise } from "../../shared/shipping/delivery-dates.js";
import type { Holiday } from "../../shared/shipping/holidays.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signInBrowser } from "../support/browser.js";
import { orderNumber } from "../../shared/order-number.js";
import { adminSession, BENGALURU_ADDRESS, buyAndPay, catalogue, newShopper, shopCall, type Session } from "../support/shop-api.js";

const PIN = "560025";

interface SettingsAnswer {
  version: number;
  shipping: Record<string, unknown>;
  holidays: Holiday[];
}

async function settings(admin: Session): Promise<SettingsAnswer> {
  return (await shopCall<{ data: SettingsAnswer }>("GET", "/settings", { token: admin.token })).body.data;
}

/** The server's promise for one piece: what every page must show. */
async function promised(product: Product, size?: string, pincode = PIN): Promise<DeliveryPromise> {
  const answer = await shopCall<{ data: { serviceable: boolean; deliveryBy: DeliveryPromise } }>("POST", "/shipping/quote", {
    body: { pincode, items: [{ product: product._id, ...(size ? { size } : {}), quantity: 1 }] },
  });
  expect(answer.body.data.serviceable).toBe(true);
  return answer.body.data.deliveryBy;
}

describe.skipIf(!inject("chromium"))("delivery dates for made-to-measure pieces", () => {
  let browser: Browser;
  let admin: Session;
  let holidaysBefore: Holiday[];
  let ready: Product;
  let lehenga: Product;
  let anarkali: Product;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    holidaysBefore = (await settings(admin)).holidays;
    const products = await catalogue();
    ready = products.find((product) => product.name === "Indigo Block-Print Cotton A-Line Dress")!;
    lehenga = products.find((product) => product.name === "Made-to-Measure Raw Silk Bridal Lehenga")!;
    anarkali = products.find((product) => product.name === "Custom Georgette Anarkali Suit with Dupatta")!;
    expect([ready.buyAs ?? "ready", lehenga.buyAs, anarkali.buyAs]).toEqual(["ready", "custom", "both"]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    // The holidays as they were, for the files after this one.
    const now = await settings(admin);
    await shopCall("PUT", "/settings", { token: admin.token, body: { version: now.version, shipping: now.shipping, holidays: holidaysBefore } });
    await browser?.close();
  });

  async function productPage(product: Product): Promise<{ page: Page; errors: string[] }> {
    const context = await openContext(browser, "phone");
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/product/${product._id}`);
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    // The app has taken the rendered page over (a check sent before it would reload the page).
    await page.waitForLoadState("networkidle");
    return { page, errors };
  }

  async function checkPin(page: Page) {
    await page.getByLabel("Check delivery to your PIN code").fill(PIN);
    await page.getByRole("button", { name: "Check", exact: true }).click();
  }

  it("promises the bridal lehenga weeks after a ready-made dress, on no Sunday or holiday", async () => {
    const readyDates = await promised(ready, "M");
    const stitchedDates = await promised(lehenga);
    const { holidays } = await settings(admin);
    const dates = holidays.map((holiday) => holiday.date);
    // 28 days' stitching before it leaves: weeks later than the dress, and on working days only.
    expect(stitchedDates.to > readyDates.to).toBe(true);
    expect(stitchedDates.dispatchBy > readyDates.to).toBe(true);
    for (const date of [...Object.values(readyDates), ...Object.values(stitchedDates)]) expect(isWorkingDay(date, dates), date).toBe(true);

    const dress = await productPage(ready);
    await checkPin(dress.page);
    await dress.page.getByTestId("delivery-answer").getByText(`Delivery by ${deliveryDateLabel(readyDates.to)}`).waitFor();
    expect(dress.errors).toEqual([]);

    const bridal = await productPage(lehenga);
    // Sold only made to measure: the custom panel with its lead time and options, no size picker.
    await bridal.page.getByText("Ships in 21-28 days").waitFor();
    await bridal.page.getByText("Choli neck").waitFor();
    await checkPin(bridal.page);
    const answer = bridal.page.getByTestId("delivery-answer");
    await answer.getByText(`Delivery by ${deliveryDateLabel(stitchedDates.to)}`).waitFor();
    await answer.scrollIntoViewIfNeeded();
    await saveScreenshot(bridal.page, "made-to-measure-delivery-date", "phone");
    await bridal.page.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
    await saveScreenshot(bridal.page, "made-to-measure-product", "phone");
    expect(bridal.errors).toEqual([]);
  });

  it("moves the date when she chooses Custom fit on a piece sold both ways", async () => {
    const readyDates = await promised(anarkali, "M");
    const stitchedDates = await promised(anarkali, "Made to order");
    expect(stitchedDates.to > readyDates.to).toBe(true);
    const { page, errors } = await productPage(anarkali);
    await checkPin(page);
    const answer = page.getByTestId("delivery-answer");
    await answer.getByText(`Delivery by ${deliveryDateLabel(readyDates.to)}`).waitFor();
    await page.getByRole("button", { name: "Custom fit" }).click();
    await answer.getByText(`Delivery by ${deliveryDateLabel(stitchedDates.to)}`).waitFor();
    await page.getByRole("button", { name: "Standard size" }).click();
    await answer.getByText(`Delivery by ${deliveryDateLabel(readyDates.to)}`).waitFor();
    expect(errors).toEqual([]);
  });

  it("moves it again when the owner adds that day to her holidays in Settings", async () => {
    const before = await promised(lehenga);
    const context = await openContext(browser, "phone");
    contexts.push(context);
    const page = await signInBrowser(context, admin);
    const errors = collectPageErrors(page);
    await page.goto("/admin/settings");
    const box = page.getByLabel("Days the shop does not work, one a line");
    await expect.poll(() => box.inputValue()).toContain("Republic Day");
    await box.fill(`${await box.inputValue()}\n${before.to} Workshop outing`);
    await box.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "admin-settings-holidays", "phone");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Settings saved").waitFor();
    expect((await settings(admin)).holidays).toContainEqual({ date: before.to, name: "Workshop outing" });
    expect(errors).toEqual([]);

    const after = await promised(lehenga);
    expect(after.to > before.to).toBe(true);
    const bridal = await productPage(lehenga);
    await checkPin(bridal.page);
    await bridal.page.getByTestId("delivery-answer").getByText(`Delivery by ${deliveryDateLabel(after.to)}`).waitFor();
  });

  it("keeps the checkout's date on her order: My Orders says the same Delivery by", async () => {
    const shopper = await newShopper("Ritu Sharma");
    const profile = await shopCall<{ data: { id: string } }>("POST", "/measurements", { token: shopper.token, body: { name: "Me", unit: "in", values: { chest: 36, waist: 30, hip: 40, garmentLength: 46 } } });
    expect(profile.status).toBe(201);
    const stitchedDates = await promised(anarkali, "Made to order", BENGALURU_ADDRESS.pincode);
    const custom = { options: [{ id: "lining" }], profileId: profile.body.data.id, acknowledged: true as const };
    const { order } = await buyAndPay(shopper, [{ product: anarkali, quantity: 1, size: "Made to order", custom }], BENGALURU_ADDRESS);
    expect(order.deliveryPromise).toEqual(stitchedDates);

    const context = await openContext(browser, "phone");
    contexts.push(context);
    const page = await signInBrowser(context, shopper);
    const errors = collectPageErrors(page);
    await page.goto("/profile?tab=orders");
    await page.locator("tbody tr", { hasText: orderNumber(order._id) }).getByRole("button", { name: /View details/ }).click();
    const details = page.getByRole("dialog", { name: `Order ${orderNumber(order._id)}` });
    const said = details.getByTestId("order-delivery-promise");
    await expect.poll(() => said.innerText()).toBe(`Delivery by ${deliveryDateLabel(stitchedDates.to)}`);
    await saveScreenshot(page, "order-delivery-promise", "phone");
    expect(errors).toEqual([]);
  });
});
