import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWhatsAppEmulator, webhookSignature, type WhatsAppEmulator } from "../../infra/local/whatsapp-emulator/index.js";
import { whatsappTemplateStates } from "../../functions/data/whatsapp-templates.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import { orderNumber } from "../../shared/order-number.js";
import { WHATSAPP_WORDING } from "../../shared/whatsapp/consent.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, paymentShop, SUCCESS_CARD } from "../support/payment-harness.js";
import { scanTable } from "../support/table-audit.js";

// WhatsApp order updates (issue 44), through the real routes and outbox against DynamoDB Local,
// the local SES and the WhatsApp emulator with Meta's shapes: only to a shopper who said yes, once
// per update however often the outbox tries, statuses that only move forward however late, twice
// or shuffled they come, STOP obeyed at once, and a template Meta paused left for the e-mail.

const ACCOUNT = {
  accessToken: "EAA-order-updates-token",
  appSecret: "order-updates-app-secret",
  phoneNumberId: "109000000000001",
  businessAccountId: "102000000000001",
  verifyToken: "order-updates-verify-token",
};

let whatsapp: WhatsAppEmulator;
let shop: Awaited<ReturnType<typeof paymentShop>>;
let mailbox: Mailbox;
let outbox: OutboxDeps;
let numbers = 0;

beforeAll(async () => {
  whatsapp = await startWhatsAppEmulator(ACCOUNT);
  shop = await paymentShop({
    env: {
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_PHONE_NUMBER_ID: ACCOUNT.phoneNumberId,
      WHATSAPP_BUSINESS_ACCOUNT_ID: ACCOUNT.businessAccountId,
      WHATSAPP_ACCESS_TOKEN: ACCOUNT.accessToken,
      WHATSAPP_APP_SECRET: ACCOUNT.appSecret,
      WHATSAPP_VERIFY_TOKEN: ACCOUNT.verifyToken,
    },
  });
  whatsapp.setWebhookUrl(`${shop.baseUrl}/api/webhooks/whatsapp`);
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
});
afterAll(() => whatsapp.stop());

/** A shopper with her own mobile (so messages to her are hers alone), opted in or not. */
async function shopperWithPhone(optIn: { orderUpdates: boolean; offers?: boolean; language?: "en" | "hi" }) {
  const shopper = await shop.shopper("Asha Rao");
  const phone = `98${String(10_000_000 + ++numbers * 7919).slice(-8)}`;
  const saved = await shop.call("PUT", "/api/whatsapp/consent", shopper.headers, { phone, orderUpdates: optIn.orderUpdates, offers: optIn.offers ?? false, ...(optIn.language && { language: optIn.language }), channel: "checkout" });
  expect(saved.status).toBe(200);
  return { ...shopper, phone, waId: `91${phone}` };
}

/** Her paid order (create-order, the success card at Razorpay's emulator, the browser's confirmation). */
async function paidOrderOf(shopper: { headers: Record<string, string>; user: { email: string } }): Promise<string> {
  const product = await shop.product({ stock: 20 });
  const started = await shop.call("POST", "/api/payments/create-order", shopper.headers, { items: [{ product: product.id, size: "M", quantity: 1 }], shippingAddress: { ...ADDRESS, email: shopper.user.email }, source: "cart" });
  const body = (await started.json()) as { orderId: string; order: { id: string } };
  const handled = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
  expect((await shop.call("POST", "/api/payments/validate-payment", shopper.headers, handled)).status).toBe(200);
  return body.orderId;
}

async function trail(orderId: string) {
  const admin = await shop.admin();
  const response = await shop.call("GET", `/api/whatsapp/orders/${orderId}/messages`, admin.headers);
  return ((await response.json()) as { data: Array<{ template: string; status: string; to: string; wamid?: string; reason?: string; code?: number; history: Array<{ status: string; reason?: string }> }> }).data;
}

const mailsTo = async (email: string) => (await mailbox.emails()).filter((mail) => mail.destination.to.includes(email));

describe("WhatsApp order updates", () => {
  it("tells a shopper who said yes that her order is confirmed, once, and follows its statuses to read", async () => {
    const shopper = await shopperWithPhone({ orderUpdates: true });
    const orderId = await paidOrderOf(shopper);
    await drainOutbox(outbox);
    await drainOutbox(outbox);
    await whatsapp.waitForWebhooks();

    const sent = whatsapp.messages(shopper.waId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template).toMatchObject({ name: "order_confirmed", language: "en", parameters: ["Asha", orderNumber(orderId), expect.stringMatching(/^₹/)], buttonParameter: `track?number=${orderNumber(orderId).slice(1)}` });
    // The e-mail with the invoice went as well: WhatsApp is beside it, never instead of it.
    expect((await mailsTo(shopper.user.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining(orderNumber(orderId))]);

    const [message] = await trail(orderId);
    expect(message).toMatchObject({ template: "order_confirmed", to: shopper.waId, wamid: sent[0]!.id, status: "read" });
    expect(message!.history.map((step) => step.status)).toEqual(["sending", "accepted", "sent", "delivered", "read"]);
  });

  it("tells her a delivery failed, with the courier's reason, and a button to the order where she chooses a new day", async () => {
    const shopper = await shopperWithPhone({ orderUpdates: true });
    const orderId = await paidOrderOf(shopper);
    await drainOutbox(outbox);
    // As the courier's "undelivered" event queues it (tests/api/courier-webhook.test.ts), without a shipment to read.
    await transactWrite(shop.repos.db, labelled("outbox", shop.repos.outbox.enqueueAction({ id: `order.delivery-failed#${orderId}#2026-12-02T04:00:00.000Z`, kind: "order.delivery-failed", orderId })));
    await drainOutbox(outbox);
    const failed = whatsapp.messages(shopper.waId).filter((message) => message.template.name === "delivery_failed");
    expect(failed.map((message) => message.template)).toEqual([
      expect.objectContaining({ parameters: ["Asha", orderNumber(orderId), "the courier could not reach you"], buttonParameter: `track?number=${orderNumber(orderId).slice(1)}` }),
    ]);
    expect((await mailsTo(shopper.user.email)).map((mail) => mail.subject)).toContain(`We could not deliver order ${orderNumber(orderId)}: choose a new day`);
  });

  it("says a size is back in stock only to a shopper who said yes to offers, beside the e-mail every waiting shopper gets", async () => {
    const offers = await shopperWithPhone({ orderUpdates: true, offers: true, language: "hi" });
    const updatesOnly = await shopperWithPhone({ orderUpdates: true });
    const product = await shop.product({ name: "Kota Doria Saree Restock", sizes: ["S", "M"], stockBySize: { S: 2, M: 0 } });
    for (const shopper of [offers, updatesOnly]) expect((await shop.call("POST", `/api/products/${product.id}/back-in-stock`, shopper.headers, { size: "M" })).status).toBe(201);
    const admin = await shop.admin();
    // The admin's form saves a product only into a subcategory that exists (made once; a second time is a 409).
    expect([201, 409]).toContain((await shop.call("POST", "/api/subcategories", admin.headers, { name: "Dress", category: "clothing", description: "Dresses.", sortOrder: 1 })).status);
    const restocked = await shop.call("PUT", `/api/products/${product.id}`, admin.headers, { stockBySize: { S: 2, M: 2 } });
    expect(restocked.status, await restocked.clone().text()).toBe(200);
    await drainOutbox(outbox);
    await drainOutbox(outbox);

    const told = whatsapp.messages(offers.waId).filter((message) => message.template.name === "back_in_stock");
    expect(told.map((message) => message.template)).toEqual([expect.objectContaining({ language: "hi", parameters: ["Asha", "Kota Doria Saree Restock", "M"], buttonParameter: `product/${product.id}` })]);
    expect(told[0]!.category).toBe("MARKETING");
    expect(whatsapp.messages(updatesOnly.waId).filter((message) => message.template.name === "back_in_stock")).toEqual([]);
    for (const shopper of [offers, updatesOnly]) expect((await mailsTo(shopper.user.email)).map((mail) => mail.subject)).toContain("Back in stock: Kota Doria Saree Restock in size M");
  });

  it("statuses arriving twice and out of order leave the furthest one standing", async () => {
    const shopper = await shopperWithPhone({ orderUpdates: true });
    whatsapp.updateSettings({ duplicateStatuses: 3, shuffleStatuses: true, statusDelayMs: 0 });
    try {
      const orderId = await paidOrderOf(shopper);
      await drainOutbox(outbox);
      await whatsapp.waitForWebhooks();
      const [message] = await trail(orderId);
      expect(message!.status).toBe("read");
      // Each status counted at most once, and none after "read".
      const statuses = message!.history.map((step) => step.status);
      expect(new Set(statuses).size).toBe(statuses.length);
      expect(statuses.at(-1)).toBe("read");
    } finally {
      whatsapp.resetSettings();
    }
  });

  it("a rate limit or an outage is tried again with the outbox's backoff, and the message still goes once", async () => {
    const shopper = await shopperWithPhone({ orderUpdates: true, language: "hi" });
    whatsapp.updateSettings({ failNext: { status: 429, code: 130429, count: 1 } });
    try {
      const orderId = await paidOrderOf(shopper);
      const first = await drainOutbox(outbox);
      expect(first.retry).toBeGreaterThan(0);
      expect(whatsapp.messages(shopper.waId)).toHaveLength(0);
      // The e-mail did not wait for WhatsApp.
      expect(await mailsTo(shopper.user.email)).toHaveLength(1);
      await drainOutbox(outbox, { now: new Date(Date.now() + 60_000) });
      await drainOutbox(outbox, { now: new Date(Date.now() + 120_000) });
      await whatsapp.waitForWebhooks();
      expect(whatsapp.messages(shopper.waId).map((m) => [m.template.name, m.template.language])).toEqual([["order_confirmed", "hi"]]);
      expect(await mailsTo(shopper.user.email)).toHaveLength(1);
      const [message] = await trail(orderId);
      // Two tries, the first refused with Meta's rate limit on the trail.
      const history = message!.history as Array<{ status: string; reason?: string }>;
      expect(history.filter((step) => step.status === "sending" && !step.reason)).toHaveLength(2);
      expect(history.filter((step) => step.reason?.includes("130429"))).toHaveLength(1);
    } finally {
      whatsapp.resetSettings();
    }
  });

  it("sends nothing to a shopper who did not say yes", async () => {
    const shopper = await shopperWithPhone({ orderUpdates: false, offers: true });
    const orderId = await paidOrderOf(shopper);
    await drainOutbox(outbox);
    expect(whatsapp.messages(shopper.waId)).toEqual([]);
    expect(await trail(orderId)).toEqual([]);
    expect(await mailsTo(shopper.user.email)).toHaveLength(1);
  });

  it("an undeliverable number is recorded as failed with Meta's code, and not tried again", async () => {
    const shopper = await shopperWithPhone({ orderUpdates: true });
    whatsapp.updateSettings({ undeliverable: [shopper.waId] });
    try {
      const orderId = await paidOrderOf(shopper);
      await drainOutbox(outbox);
      await whatsapp.waitForWebhooks();
      await drainOutbox(outbox, { now: new Date(Date.now() + 3_600_000) });
      const [message] = await trail(orderId);
      expect(message).toMatchObject({ status: "failed", code: 131026 });
      expect(whatsapp.messages(shopper.waId)).toHaveLength(1);
    } finally {
      whatsapp.resetSettings();
    }
  });

  it("STOP replied on WhatsApp stops her updates at once, recorded with where and when", async () => {
    const shopper = await shopperWithPhone({ orderUpdates: true, offers: true });
    await whatsapp.reply(shopper.waId, "  stop ");
    const consent = (await (await shop.call("GET", "/api/whatsapp/consent", shopper.headers)).json()) as { data: { orderUpdates: boolean; offers: boolean; phone: string } };
    expect(consent.data).toMatchObject({ orderUpdates: false, offers: false, phone: shopper.phone });
    const stored = (await scanTable(shop.repos.db.doc, shop.repos.db.tableName)).find((item) => item.entity === "whatsappConsent" && item.userId === shopper.user.id)!;
    expect((stored.history as Array<{ purpose: string; on: boolean; channel: string; wording: string }>).map((h) => [h.purpose, h.on, h.channel])).toEqual([
      ["orderUpdates", true, "checkout"],
      ["offers", true, "checkout"],
      ["orderUpdates", false, "whatsapp-reply"],
      ["offers", false, "whatsapp-reply"],
    ]);
    expect((stored.history as Array<{ wording: string }>)[0]!.wording).toBe(WHATSAPP_WORDING.orderUpdates);

    await paidOrderOf(shopper);
    await drainOutbox(outbox);
    expect(whatsapp.messages(shopper.waId)).toEqual([]);
  });

  it("a template Meta paused is left alone: the e-mail goes, the trail and the owner's feed say why", async () => {
    const shopper = await shopperWithPhone({ orderUpdates: true });
    await whatsapp.setTemplateStatus("order_confirmed", "PAUSED", "en");
    try {
      expect((await whatsappTemplateStates(shop.repos.db).of("order_confirmed", "en"))?.status).toBe("PAUSED");
      const orderId = await paidOrderOf(shopper);
      await drainOutbox(outbox);
      expect(whatsapp.messages(shopper.waId)).toEqual([]);
      expect(await mailsTo(shopper.user.email)).toHaveLength(1);
      const [message] = await trail(orderId);
      expect(message).toMatchObject({ status: "not-sent", reason: "template paused by Meta: the e-mail went alone" });
      const events = (await scanTable(shop.repos.db.doc, shop.repos.db.tableName)).filter((item) => item.entity === "event" && item.type === "whatsapp.template");
      expect(events.map((event) => event.text)).toContain("WhatsApp template order_confirmed (en) is paused by Meta. Its updates go by e-mail alone until Meta approves it again.");
    } finally {
      await whatsapp.setTemplateStatus("order_confirmed", "APPROVED", "en");
    }
    expect((await whatsappTemplateStates(shop.repos.db).of("order_confirmed", "en"))?.status).toBe("APPROVED");
  });

  it("the owner's templates say what Meta last said of each, and a test message reaches her own number", async () => {
    const owner = await shop.admin();
    await whatsapp.setTemplateStatus("order_shipped", "PAUSED", "hi");
    try {
      const listed = (await (await shop.call("GET", "/api/whatsapp/templates", owner.headers)).json()) as { set: boolean; data: Array<{ name: string; language: string; status: string; category: string }> };
      expect(listed.set).toBe(true);
      expect(listed.data.find((t) => t.name === "order_shipped" && t.language === "hi")).toMatchObject({ status: "PAUSED", category: "UTILITY" });
      expect(listed.data.find((t) => t.name === "order_shipped" && t.language === "en")).toMatchObject({ status: "APPROVED" });
      const test = await shop.call("POST", "/api/whatsapp/templates/order_shipped/test", owner.headers, { phone: "98765 00011" });
      expect(test.status).toBe(200);
      expect(whatsapp.messages("919876500011").map((m) => [m.template.name, m.template.parameters[2]])).toEqual([["order_shipped", "Delhivery"]]);
      // Meta refuses a paused template: the owner reads Meta's refusal, not a 500.
      const refused = await shop.call("POST", "/api/whatsapp/templates/order_shipped/test", owner.headers, { phone: "9876500011", language: "hi" });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/^WhatsApp refused the message \(132015\)/);
    } finally {
      await whatsapp.setTemplateStatus("order_shipped", "APPROVED", "hi");
    }
  });

  it("answers Meta's handshake for the verify token alone, and refuses a delivery not signed with the app secret", async () => {
    const handshake = await fetch(`${shop.baseUrl}/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${ACCOUNT.verifyToken}&hub.challenge=1158201444`);
    expect(await handshake.text()).toBe("1158201444");
    const wrong = await fetch(`${shop.baseUrl}/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1`);
    expect(wrong.status).toBe(403);

    const shopper = await shopperWithPhone({ orderUpdates: true });
    const body = JSON.stringify({ object: "whatsapp_business_account", entry: [{ id: ACCOUNT.businessAccountId, changes: [{ field: "messages", value: { messages: [{ from: shopper.waId, id: "wamid.forged", timestamp: "1", type: "text", text: { body: "STOP" } }] } }] }] });
    const forged = await fetch(`${shop.baseUrl}/api/webhooks/whatsapp`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": webhookSignature(body, "not-the-app-secret") }, body });
    expect(forged.status).toBe(400);
    expect(((await (await shop.call("GET", "/api/whatsapp/consent", shopper.headers)).json()) as { data: { orderUpdates: boolean } }).data.orderUpdates).toBe(true);
    const signed = await fetch(`${shop.baseUrl}/api/webhooks/whatsapp`, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": webhookSignature(body, ACCOUNT.appSecret) }, body });
    expect(signed.status).toBe(200);
    expect(((await (await shop.call("GET", "/api/whatsapp/consent", shopper.headers)).json()) as { data: { orderUpdates: boolean } }).data.orderUpdates).toBe(false);
  });
});
