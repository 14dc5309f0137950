// Checking out as a guest (issue 44) in Chromium at 390 px against the shop as `npm start` runs it,
// with the WhatsApp and Razorpay emulators: a signed-out shopper presses Checkout, continues as a
// guest with a code WhatsApp brings to her mobile, gives her name and an e-mail (no password) and
// pays; once the order is delivered she finds it again, signed out, from "Track an order" with its
// number and a new code, and asks for a return from it. Each new screen is photographed and fits
// a phone with finger-sized controls. A shopper whose parcel the courier could not deliver chooses
// a new day and corrects the address on her order's page, and the courier hears it once.
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { orderNumber } from "../../shared/order-number.js";
import { NEW_NUMBER } from "../../shared/schemas/phone-sign-up.js";
import { ANSWER_SENT } from "../../shared/schemas/delivery-answer.js";
import type { Product } from "../../shared/schemas/product-record.js";
import type { User } from "../../shared/schemas/user.js";
import { collectPageErrors, saveScreenshot, signInBrowser } from "../support/browser.js";
import { browserPerFile } from "../support/browser-per-file.js";
import { sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { adminSession, buyAndPay, firstSizeInStock, newShopper, productsToBuy, shopCall } from "../support/shop-api.js";
import { fillShipping, payByCard } from "../support/storefront-checkout.js";
import { codesTo, freshMobile, nextCode, sendCode, spacedMobile } from "../support/whatsapp-codes.js";

const tag = randomBytes(3).toString("hex");

/** The page fits the phone, and every control of `scope` is a fingertip wide. */
async function fitsPhone(page: Page, scope: string) {
  await page.evaluate(() => document.fonts.ready);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await smallTargets(page, scope)).toEqual([]);
}

describe.skipIf(!inject("chromium") || !inject("whatsappUrl"))("checking out as a guest, on a phone", () => {
  const shop = browserPerFile();

  it("pays with a verified mobile and no password, then finds the order from 'Track an order' and asks for a return", async () => {
    const admin = await adminSession();
    const made = await shopCall<{ data: Product }>("POST", "/products", {
      token: admin.token,
      body: { name: `Ikat Cotton Kurta ${tag}`, price: 1850, description: "Handwoven ikat from Pochampally.", category: "clothing", subcategory: "Dress", sizes: ["S", "M", "L"], stockBySize: { S: 4, M: 4, L: 4 } },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const kurta = made.body.data;
    const phone = freshMobile();
    const email = `guest.${tag}@example.in`;

    const page = await (await shop.context("phone")).newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/product/${kurta._id}`);
    await page.locator("html[data-app=on]").waitFor({ state: "attached" });
    await page.getByRole("combobox", { name: "Size" }).selectOption("M");
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[]).length)).toBe(1);
    await page.getByRole("button", { name: /^Cart,/ }).click();
    await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();

    // The login page offers the guest's way first: a code to her mobile, no password.
    await page.waitForURL("**/login");
    const guest = page.getByRole("form", { name: "Continue as guest" });
    await guest.getByLabel("Mobile number").fill(phone);
    await fitsPhone(page, ".phone-sign-in--guest");
    await saveScreenshot(page, "guest-checkout-mobile", "phone");
    const before = (await codesTo(phone)).length;
    await sendCode(guest);
    await guest.getByLabel("6-digit code").fill(await nextCode(phone, before));
    await guest.getByRole("button", { name: "Continue" }).click();

    // A new number: her name and an e-mail for receipts, and nothing else.
    const details = page.getByRole("form", { name: "Your details" });
    await details.waitFor();
    expect(await details.getByRole("status").innerText()).toBe(`${spacedMobile(phone)} is verified. ${NEW_NUMBER}`);
    expect(await details.getByLabel(/password/i).count()).toBe(0);
    await details.getByLabel("Full name").fill("Lakshmi Reddy");
    await details.getByLabel("Email for your receipts and invoices").fill(email);
    await fitsPhone(page, ".phone-sign-in--guest");
    await saveScreenshot(page, "guest-checkout-details", "phone");
    await details.getByRole("button", { name: "Continue to checkout" }).click();

    // Back where she was, the checkout open with what she gave; she pays as anyone does.
    await page.waitForURL(`**/product/${kurta._id}`);
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await checkout.waitFor();
    expect(await checkout.getByLabel("Name").inputValue()).toBe("Lakshmi Reddy");
    expect(await checkout.getByLabel("Email").inputValue()).toBe(email);
    await fillShipping(checkout);
    await payByCard(page, checkout);
    const orderId = new URL(page.url()).searchParams.get("order")!;
    const number = orderNumber(orderId);
    await page.getByRole("button", { name: `View details of order ${number}` }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null") as User | null);
    expect(stored).toMatchObject({ signInPhone: phone, phoneAccount: true, email });

    // The order travels and arrives; she has signed out meanwhile.
    for (const body of [{ status: "shipped" }, { status: "delivered", reason: "Courier confirmed by phone" }]) {
      const moved = await shopCall("PATCH", `/orders/${orderId}/status`, { token: admin.token, body });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // "Track an order", from the footer: the number from her message and a new code open the order.
    await page.getByRole("contentinfo").getByRole("link", { name: "Track an order" }).click();
    await page.waitForURL("**/track");
    await page.getByLabel("Order number").fill(number.slice(1).toLowerCase());
    const track = page.getByRole("form", { name: "Track an order" });
    await track.getByLabel("Mobile number").fill(phone);
    await fitsPhone(page, ".account-card");
    await saveScreenshot(page, "track-order", "phone");
    const beforeTrack = (await codesTo(phone)).length;
    await sendCode(track);
    await track.getByLabel("6-digit code").fill(await nextCode(phone, beforeTrack));
    await track.getByRole("button", { name: "Show my order" }).click();

    const order = page.getByRole("dialog", { name: `Order ${number}` });
    await order.waitFor();
    await order.getByRole("button", { name: `Return or exchange ${kurta.name}` }).click();
    const form = order.getByRole("form", { name: `Return ${kurta.name}` });
    await form.getByLabel("Reason").selectOption("size-does-not-fit");
    await form.getByRole("button", { name: "Send return request" }).click();
    await order.getByRole("region", { name: "Returns and exchanges" }).getByText(/^RET-\w+: Return requested$/).waitFor();
    await saveScreenshot(page, "track-order-return-requested", "phone");

    // The shop's record: the return is on her account, the one her number signs in to.
    const token = (await page.evaluate(() => localStorage.getItem("token")))!;
    const returns = await shopCall<{ data: Array<{ orderId: string; state: string }> }>("GET", "/returns/mine", { token });
    expect(returns.status, JSON.stringify(returns.body)).toBe(200);
    expect(returns.body.data).toEqual([expect.objectContaining({ orderId, state: "requested" })]);
    expect(errors).toEqual([]);
  });

  it("answers a failed delivery from the order's page: a new day and a corrected address reach the courier once", async () => {
    const admin = await adminSession();
    const shopper = await newShopper("Revathi Menon");
    const [kurta] = await productsToBuy(1);
    const { order } = await buyAndPay(shopper, [{ product: kurta!, quantity: 1, size: firstSizeInStock(kurta!) }]);
    const called = await shopCall("POST", `/orders/${order._id}/confirmation-call`, { token: admin.token, body: { outcome: "confirmed" } });
    expect(called.status, JSON.stringify(called.body)).toBe(200);
    const booked = await shopCall<{ data: { awb: string } }>("POST", `/orders/${order._id}/shipments`, { token: admin.token, body: {} });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const { awb } = booked.body.data;
    const moved = await fetch(`${inject("courierControlUrl")}/shipments/${awb}/statuses`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ statuses: ["shipped", "out-for-delivery", "undelivered"] }),
    });
    expect(moved.status).toBe(200);

    const page = await signInBrowser(await shop.context("phone"), shopper);
    const errors = collectPageErrors(page);
    await page.goto(`/profile?open=${order._id}`);
    const details = page.getByRole("dialog", { name: `Order ${orderNumber(order._id)}` });
    const failed = details.getByRole("region", { name: "We could not deliver" });
    await failed.waitFor({ timeout: 20_000 });
    const form = failed.getByRole("form", { name: "Choose a new day" });
    const day = form.getByLabel("Deliver on");
    const days = await day.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(days).toHaveLength(7);
    await day.selectOption(days[2]!);
    await form.getByLabel("Corrected address (optional)").fill("Flat 4B, Shanti Kunj, 45 MG Road, Pune 411001");
    await failed.scrollIntoViewIfNeeded();
    await fitsPhone(page, ".delivery-answer");
    await saveScreenshot(page, "delivery-failed-answer", "phone");
    await form.getByRole("button", { name: "Ask the courier to come again" }).click();
    await details.getByText(ANSWER_SENT).waitFor();
    expect(await failed.getByRole("status").innerText()).toMatch(/^You asked the courier to come again on .+ to Flat 4B, Shanti Kunj, 45 MG Road, Pune 411001\.$/);
    await saveScreenshot(page, "delivery-failed-answered", "phone");

    const told = (await (await fetch(`${inject("courierControlUrl")}/ndr-actions`)).json()) as Array<{ awb: string; action: string; deferredDate?: string; address?: string }>;
    expect(told.filter((action) => action.awb === awb)).toEqual([expect.objectContaining({ action: "re-attempt", deferredDate: days[2], address: "Flat 4B, Shanti Kunj, 45 MG Road, Pune 411001" })]);
    expect(errors).toEqual([]);
  });
});
