// WhatsApp order updates (issue 44) in Chromium at 390 px against the shop as `npm start` runs it,
// with the WhatsApp emulator standing in for Meta: a shopper ticks the one WhatsApp box at checkout
// (unticked until she does) and pays; the order-confirmed message reaches her number once; her
// account shows the box ticked; she replies STOP and her account shows it unticked, and ticking it
// again there and saving keeps it. The owner sees the message with its status and time on the
// order's screen, and her templates screen lists every template and language with Meta's status
// (a paused one flagged), and a test message reaches her own phone. Photographed.
import { randomInt } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { orderNumber } from "../../shared/order-number.js";
import { WHATSAPP_TEMPLATES } from "../../shared/whatsapp/templates.js";
import { WHATSAPP_WORDING } from "../../shared/whatsapp/consent.js";
import { collectPageErrors, keepSignedIn, saveScreenshot } from "../support/browser.js";
import { browserPerFile } from "../support/browser-per-file.js";
import { sidewaysOverflow } from "../support/phone-fit.js";
import { adminSession, firstSizeInStock, newShopper, productsToBuy } from "../support/shop-api.js";
import { fillShipping, payByCard, signedInWithCart } from "../support/storefront-checkout.js";

interface SentMessage {
  to: string;
  template: { name: string; language: string; parameters: string[] };
}

/** A mobile no other test uses: 10 digits starting with 9. */
const freshMobile = () => `9${String(randomInt(100_000_000, 999_999_999))}`;
/** "+91 95135 33212", as the screens write a number (unbroken on the account, so a phone keeps it on one line). */
const spaced = (phone: string, gap = " ") => `+91${gap}${phone.slice(0, 5)}${gap}${phone.slice(5)}`;

/** What the emulator's Meta was asked to send to this number. */
async function messagesTo(phone: string): Promise<SentMessage[]> {
  const response = await fetch(`${inject("whatsappUrl")}/_emulator/messages?to=91${phone}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: SentMessage[] }).items;
}

async function emulator(path: string, body: unknown) {
  const response = await fetch(`${inject("whatsappUrl")}/_emulator${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe.skipIf(!inject("chromium") || !inject("whatsappUrl"))("WhatsApp order updates, on a phone", () => {
  const shop = browserPerFile();
  // The order the shopper pays for, read by the owner's test after it.
  let paid: { orderId: string; phone: string } | undefined;

  const whatsappSection = (page: Page) => page.getByRole("region", { name: "WhatsApp updates" });
  const orderUpdatesBox = (scope: Locator) => scope.getByRole("checkbox", { name: WHATSAPP_WORDING.orderUpdates });

  it("ticks the box at checkout, gets the confirmation once on WhatsApp, and a STOP unticks her account", async () => {
    const shopper = await newShopper("Kavya Menon");
    const phone = freshMobile();
    const product = (await productsToBuy(1)).find((candidate) => !candidate.blouse)!;
    const context = await shop.context("phone");
    const page = await signedInWithCart(context, shopper, [{ product, size: firstSizeInStock(product), quantity: 1 }]);
    const errors = collectPageErrors(page);

    await page.getByRole("button", { name: /^Cart,/ }).click();
    await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await fillShipping(checkout);
    await checkout.getByLabel("Phone").fill(phone);
    // One box, the server's own words, never ticked for her; offers are not asked here.
    const box = orderUpdatesBox(checkout);
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    expect(await checkout.getByRole("checkbox", { name: WHATSAPP_WORDING.offers }).count()).toBe(0);
    await box.check();
    await box.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "checkout-whatsapp-box", "phone");
    await payByCard(page, checkout);
    const orderId = new URL(page.url()).searchParams.get("order")!;
    paid = { orderId, phone };

    // The outbox sends the confirmation to her number, with her order's number, and only once.
    await expect.poll(async () => (await messagesTo(phone)).length, { timeout: 20_000, interval: 500 }).toBeGreaterThanOrEqual(1);
    // The local outbox drains every second: a few more rounds show nothing goes twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const sent = await messagesTo(phone);
    expect(sent.map((message) => message.template.name)).toEqual(["order_confirmed"]);
    expect(sent[0]!.template.language).toBe("en");
    expect(sent[0]!.template.parameters).toContain(orderNumber(orderId));

    // Her account keeps what she said at checkout, with the delivery phone.
    await page.goto("/profile");
    const section = whatsappSection(page);
    await section.waitFor();
    expect(await orderUpdatesBox(section).isChecked()).toBe(true);
    expect(await section.getByRole("checkbox", { name: WHATSAPP_WORDING.offers }).isChecked()).toBe(false);
    expect(await section.getByLabel("WhatsApp mobile number").inputValue()).toBe(phone);
    expect(await section.getByTestId("whatsapp-saved").innerText()).toBe(`You get order updates on WhatsApp at ${spaced(phone, "\u00a0")}.`);

    // She replies STOP on WhatsApp: her account shows both boxes unticked.
    await emulator("/reply", { from: `91${phone}`, text: "STOP" });
    await expect
      .poll(
        async () => {
          await page.reload();
          await whatsappSection(page).waitFor();
          return orderUpdatesBox(whatsappSection(page)).isChecked();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(false);
    expect(await section.getByTestId("whatsapp-saved").innerText()).toBe("You get no WhatsApp messages from us.");
    expect(await section.getByRole("checkbox", { name: WHATSAPP_WORDING.offers }).isChecked()).toBe(false);

    // In her account she says yes again, in Hindi, and it stays after a reload.
    await orderUpdatesBox(section).check();
    await section.getByRole("radio", { name: "हिन्दी" }).check();
    await section.getByRole("button", { name: "Save WhatsApp choices" }).click();
    await section.getByRole("status").filter({ hasText: "Your WhatsApp choices are saved." }).waitFor();
    await page.reload();
    await whatsappSection(page).waitFor();
    expect(await orderUpdatesBox(section).isChecked()).toBe(true);
    expect(await section.getByRole("radio", { name: "हिन्दी" }).isChecked()).toBe(true);
    await section.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "profile-whatsapp-updates", "phone");

    // Withdrawing is one untick and Save.
    await orderUpdatesBox(section).uncheck();
    await section.getByRole("button", { name: "Save WhatsApp choices" }).click();
    await section.getByRole("status").filter({ hasText: "Your WhatsApp choices are saved." }).waitFor();
    expect(await section.getByTestId("whatsapp-saved").innerText()).toBe("You get no WhatsApp messages from us.");
    expect(errors).toEqual([]);
  });

  it("shows the owner the message with its status on the order, and her templates with a test message", async () => {
    expect(paid, "the shopper's test paid an order").toBeDefined();
    const { orderId, phone } = paid!;
    const context = await shop.context("phone");
    await keepSignedIn(context, await adminSession());
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The order's WhatsApp block: the update in words, her number, and how far it got, when.
    await page.goto(`/admin/orders?orderId=${encodeURIComponent(orderId)}`);
    const details = page.getByRole("dialog", { name: `Order ${orderNumber(orderId)}` });
    const block = details.getByRole("region", { name: "WhatsApp" });
    await block.waitFor();
    const messages = block.getByRole("listitem");
    await expect.poll(() => messages.first().innerText(), { timeout: 10_000 }).toMatch(/Read \d{1,2}:\d{2}\s?[ap]m/i);
    expect(await messages.count()).toBe(1);
    const line = (await messages.first().innerText()).replace(/\s+/g, " ");
    expect(line).toContain("Order confirmed");
    expect(line).toContain(`To ${spaced(phone)}`);
    await block.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "admin-order-whatsapp", "phone");

    // Meta pauses the Hindi back-in-stock template: the owner's screen flags it.
    await emulator("/templates/back_in_stock/status", { status: "PAUSED", language: "hi" });
    try {
      await page.goto("/admin/settings");
      const list = page.getByRole("list", { name: "WhatsApp templates" });
      await list.waitFor();
      const rows = list.getByRole("listitem");
      expect(await rows.count()).toBe(WHATSAPP_TEMPLATES.reduce((sum, template) => sum + template.languages.length, 0));
      const confirmed = list.getByRole("listitem", { name: "Order confirmed (English)" });
      expect((await confirmed.innerText()).replace(/\s+/g, " ")).toMatch(/Order confirmed English Approved Utility · order_confirmed/);
      const paused = list.getByRole("listitem", { name: "Back in stock (हिन्दी)" });
      expect(await paused.innerText()).toContain("Paused by Meta");
      expect(await paused.innerText()).toMatch(/Since \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m, its updates go by e-mail alone until Meta approves it again\./i);
      expect(await paused.getAttribute("class")).toContain("whatsapp-template--flagged");
      expect(await list.getByRole("listitem", { name: "Back in stock (English)" }).innerText()).toContain("Approved");

      // A test of "Order confirmed" reaches the owner's own phone, and the screen says so.
      const ownPhone = freshMobile();
      await confirmed.getByRole("button", { name: "Send test: Order confirmed (English)" }).click();
      const test = confirmed.getByRole("form", { name: "Send a test of Order confirmed (English)" });
      await test.getByLabel("Your WhatsApp number").fill(ownPhone);
      await test.getByRole("button", { name: "Send" }).click();
      await test.getByRole("status").filter({ hasText: `Test message sent to +91 ${ownPhone}.` }).waitFor();
      await expect.poll(async () => (await messagesTo(ownPhone)).map((message) => message.template.name), { timeout: 10_000 }).toEqual(["order_confirmed"]);
      await paused.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "admin-whatsapp-templates", "phone");
      await confirmed.scrollIntoViewIfNeeded();
      await saveScreenshot(page, "admin-whatsapp-test-sent", "phone");

      // The same two screens at desktop width, photographed.
      const deskContext = await shop.context("desktop");
      await keepSignedIn(deskContext, await adminSession());
      const desk = await deskContext.newPage();
      await desk.goto(`/admin/orders?orderId=${encodeURIComponent(orderId)}`);
      await desk.getByRole("region", { name: "WhatsApp" }).scrollIntoViewIfNeeded();
      await saveScreenshot(desk, "admin-order-whatsapp", "desktop");
      await desk.goto("/admin/settings");
      await desk.getByRole("list", { name: "WhatsApp templates" }).scrollIntoViewIfNeeded();
      await saveScreenshot(desk, "admin-whatsapp-templates", "desktop");
    } finally {
      await emulator("/templates/back_in_stock/status", { status: "APPROVED", language: "hi" });
    }
    expect(errors).toEqual([]);
  });
});
