// Made to measure, ordering (issue 26), in Chromium at phone size against the shop as `npm start`
// runs it: a shopper opens a saree sold both ways, chooses its blouse stitched to her measurements
// (a saree is Free size, issue 40), follows "Add your
// measurements" to her profile, saves a profile (an unusual chest is asked about, then kept),
// comes back, ticks fall & pico and blouse stitching with a boat neck, sees the price follow,
// ticks that custom pieces cannot be returned, pays through the Razorpay emulator and sees the
// order with its options, her profile and the lead time. The screens are photographed.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signInBrowser } from "../support/browser.js";
import { catalogue, newShopper, shopCall, type Shopper } from "../support/shop-api.js";
import { fillShipping, payByCard } from "../support/storefront-checkout.js";

describe.skipIf(!inject("chromium"))("ordering a saree stitched to measure", () => {
  let browser: Browser;
  let context: BrowserContext;
  let shopper: Shopper;
  let saree: Product;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await openContext(browser, "phone");
    shopper = await newShopper("Lakshmi Iyer");
    saree = (await catalogue()).find((product) => product.name === "Handloom Tant Cotton Saree")!;
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("creates a profile, orders fall & pico and a stitched blouse to it, pays, and sees the order", async () => {
    expect(saree.buyAs).toBe("both");
    const page = await signInBrowser(context, shopper);
    const errors = collectPageErrors(page);
    await page.goto(`/product/${saree._id}`);
    await page.getByRole("radio", { name: /Stitched to your measurements/ }).check();
    await page.getByText("Ships in 10-12 days").waitFor();
    // Nothing is ticked for her: the price is the saree's own.
    await expect.poll(() => page.getByTestId("custom-price").innerText()).toBe(formatRupees(saree.price));
    for (const box of await page.getByRole("checkbox").all()) expect(await box.isChecked()).toBe(false);

    // No measurements yet: the link goes to her profile and back.
    await page.getByRole("link", { name: "Add your measurements" }).click();
    const form = page.getByRole("form", { name: "New measurements" });
    await form.getByLabel("Profile name").fill("Me");
    await form.getByLabel("Blouse length (in)").fill("14.5");
    await form.getByLabel("Chest (in)", { exact: true }).fill("70");
    await form.getByLabel("Waist (in)").fill("30");
    await form.getByLabel("Shoulder (in)").fill("14");
    await form.getByLabel("Notes for the tailor").fill("Slightly loose at the waist");
    await form.getByRole("button", { name: "Save measurements" }).click();
    // 70 in is outside the usual chest range: asked, not refused.
    await form.getByText("Are you sure?").waitFor();
    await form.getByText("Are you sure?").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "measurements-are-you-sure", "phone");
    await form.getByRole("button", { name: "Let me check" }).click();
    await form.getByLabel("Chest (in)", { exact: true }).fill("36");
    await form.getByRole("button", { name: "Save measurements" }).click();
    await page.getByText('Measurements "Me" saved.').waitFor();
    // In the form's order, each with its unit (issue 40).
    await page.getByText("Blouse length 14.5 in · Chest 36 in · Waist 30 in · Shoulder 14 in", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "My measurements" }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, "my-measurements", "phone");
    await page.getByRole("link", { name: "Back to the product" }).click();

    await page.getByRole("radio", { name: /Stitched to your measurements/ }).check();
    await page.getByRole("checkbox", { name: /Fall & pico/ }).check();
    await page.getByRole("checkbox", { name: /Blouse stitching/ }).check();
    await page.getByRole("checkbox", { name: /Blouse neck/ }).check();
    await page.getByRole("combobox", { name: "Blouse neck" }).selectOption("Boat neck");
    const price = saree.price + 150 + 850;
    await expect.poll(() => page.getByTestId("custom-price").innerText()).toBe(formatRupees(price));
    await expect.poll(() => page.getByLabel("Measurements", { exact: true }).inputValue()).not.toBe("");
    // Without the tick the piece is not added.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText('Please tick "I understand custom-made items cannot be returned".').waitFor();
    await page.getByRole("checkbox", { name: "I understand custom-made items cannot be returned" }).check();
    await page.getByTestId("custom-price").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "product-custom-fit", "phone");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText(`${saree.name} (custom fit) added to cart!`).waitFor();

    await page.getByRole("button", { name: /^Cart,/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    const line = cart.getByTestId("custom-line");
    await expect.poll(() => line.innerText()).toContain("Ships in 10-12 days");
    const shown = await line.innerText();
    // The saree's one size and what the shop stitches (issue 40).
    await cart.getByText("Free size · Blouse stitched to measure", { exact: true }).waitFor();
    expect(shown).toContain("measurements: Me");
    expect(shown).toContain("Fall & pico");
    expect(shown).toContain("Blouse neck: Boat neck");
    expect(await cart.innerText()).toContain(formatRupees(price));
    await saveScreenshot(page, "cart-custom-line", "phone");
    await cart.getByRole("button", { name: "Checkout" }).click();

    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await fillShipping(checkout);
    await payByCard(page, checkout);

    const row = page.locator("tbody tr").first();
    await row.getByRole("button").last().click();
    const details = page.getByRole("dialog", { name: /^Order / });
    await expect.poll(() => details.innerText()).toContain("Ships in 10-12 days");
    const text = await details.innerText();
    expect(text).toContain("Blouse stitching");
    expect(text).toContain("measurements: Me");
    await details.getByTestId("custom-line").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "order-custom-line", "phone");

    const mine = (await shopCall<{ data: Order[] }>("GET", "/orders/my-orders", { token: shopper.token })).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0]!.isPaid).toBe(true);
    expect(mine[0]!.orderItems[0]!.price).toBe(price);
    expect(mine[0]!.orderItems[0]).toMatchObject({ size: "Free size", blouse: { stitch: "measure" } });
    expect(mine[0]!.orderItems[0]!.custom?.measurements).toMatchObject({ profileName: "Me", unit: "in", values: { chest: 36, waist: 30, shoulder: 14, blouseLength: 14.5 } });
    expect(errors).toEqual([]);
  });
});
