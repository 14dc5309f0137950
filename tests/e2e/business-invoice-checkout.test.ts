// A business buyer checks out with her GSTIN (issue 45), in Chromium at phone size against the shop
// as `npm start` runs it: "Add GSTIN for a business invoice" opens the fields, a mistyped last
// character is named beside the GSTIN, "Same as delivery address" fills the billing lines, the
// line under the totals names the buyer and the place of supply, and once paid through the
// Razorpay emulator her order says whom its invoice names. Photographed, and checked by axe.
import type { Browser, BrowserContext, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import { describeViolations, seriousViolations, withAxe } from "../support/axe.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot } from "../support/browser.js";
import { sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { firstSizeInStock, newShopper, productsToBuy, SHIPPING_ADDRESS, shopCall, type Shopper } from "../support/shop-api.js";
import { fillShipping, signedInWithCart, payByCard } from "../support/storefront-checkout.js";

/** The words shown beside a field: its error, tied to it by aria-describedby. */
async function errorBeside(field: Locator): Promise<string | null> {
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const errorId = ids.split(" ").find((id) => id.endsWith("-error"));
  return errorId ? field.page().locator(`[id="${errorId}"]`).innerText() : null;
}

describe.skipIf(!inject("chromium"))("a business invoice at checkout", () => {
  let browser: Browser;
  let context: BrowserContext;
  let shopper: Shopper;

  beforeAll(async () => {
    browser = await launchBrowser();
    shopper = await newShopper("Aarna Shah");
    context = await openContext(browser, "phone");
    await withAxe(context);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("takes her GSTIN, names a wrong check character beside it, and her paid order names the business", async () => {
    const product = (await productsToBuy(1))[0]!;
    const page = await signedInWithCart(context, shopper, [{ product, size: firstSizeInStock(product), quantity: 1 }]);
    const errors = collectPageErrors(page);
    await page.getByRole("button", { name: /^Cart,/ }).click();
    await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await fillShipping(checkout);
    const summary = checkout.getByRole("region", { name: "Order summary" });
    const total = await summary.getByTestId("checkout-total").innerText();

    const choice = checkout.getByRole("checkbox", { name: "Add GSTIN for a business invoice" });
    expect(await choice.isChecked()).toBe(false);
    await choice.check();
    const gstin = checkout.getByLabel("GSTIN", { exact: true });
    await gstin.fill("27AAPFU0939F1ZW");
    await checkout.getByLabel("Legal name").fill("Aarna Boutique LLP");
    await checkout.getByRole("button", { name: "Same as delivery address" }).click();
    expect(await checkout.getByLabel("Billing address").inputValue()).toBe(SHIPPING_ADDRESS.address);
    expect(await checkout.getByLabel("Billing city").inputValue()).toBe(SHIPPING_ADDRESS.city);
    expect(await checkout.getByLabel("Billing state").inputValue()).toBe("Maharashtra");
    expect(await checkout.getByLabel("Billing pincode").inputValue()).toBe(SHIPPING_ADDRESS.pincode);

    await checkout.getByRole("button", { name: /^Pay/ }).click();
    await expect.poll(() => errorBeside(gstin)).toBe("GSTIN's check character (the last one) does not match: look for a typing mistake");
    expect(await gstin.getAttribute("aria-invalid")).toBe("true");
    await page.evaluate(() => document.fonts.ready);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page, ".modal__panel")).toEqual([]);
    const violations = await seriousViolations(page);
    expect(violations.map((violation) => violation.id), describeViolations(violations)).toEqual([]);
    await checkout.getByRole("checkbox", { name: "Add GSTIN for a business invoice" }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, "checkout-business-invoice-error", "phone");
    // The billing lines as "Same as delivery address" filled them, under the GSTIN.
    await checkout.getByLabel("Billing pincode").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "checkout-business-invoice-billing", "phone");

    await gstin.fill("27AAPFU0939F1ZV");
    expect(await errorBeside(gstin)).toBeNull();
    const line = summary.getByTestId("checkout-business-invoice");
    await expect.poll(() => line.innerText()).toBe("Tax invoice to Aarna Boutique LLP, GSTIN 27AAPFU0939F1ZV; place of supply Maharashtra (27).");
    // Prices include GST: the business invoice changes whom it names, not what she pays.
    expect(await summary.getByTestId("checkout-total").innerText()).toBe(total);
    await line.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "checkout-business-invoice-summary", "phone");

    await payByCard(page, checkout);

    await page.locator("tbody tr").first().getByRole("button").last().click();
    const details = page.getByRole("dialog", { name: /^Order / });
    const businessLine = details.getByTestId("order-business-invoice");
    const billed = `Business invoice: Aarna Boutique LLP, GSTIN 27AAPFU0939F1ZV, ${SHIPPING_ADDRESS.address}, ${SHIPPING_ADDRESS.city}, Maharashtra ${SHIPPING_ADDRESS.pincode}`;
    await expect.poll(() => businessLine.innerText()).toBe(billed);
    await businessLine.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "order-business-invoice", "phone");

    const mine = (await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: shopper.token })).body.data;
    expect(mine.map((order) => [order.isPaid, order.businessInvoice?.gstin, order.businessInvoice?.legalName])).toEqual([[true, "27AAPFU0939F1ZV", "Aarna Boutique LLP"]]);
    expect(errors).toEqual([]);
  });
});
