import { beforeAll, describe, expect, it } from "vitest";
import { giftCardRepository } from "../../functions/data/gift-cards.js";
import { giftCardPurchases } from "../../functions/data/gift-card-purchases.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { GIFT_CARD_AWAITING, GIFT_CARD_PAID } from "../../functions/gift-cards/purchase-view.js";
import { VALIDATION_FAILED } from "../../functions/checkout/confirm-payment.js";
import { GIFT_CARD_ALPHABET } from "../../shared/gift-cards/gift-card-code.js";
import { addDays, shopDate } from "../../shared/shop-calendar.js";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { paymentShop, SUCCESS_CARD } from "../support/payment-harness.js";
import { scanTable } from "../support/table-audit.js";

// Buying a gift card in the shop (issue 45), through the real routes, the real razorpay SDK and
// the Razorpay emulator's signed webhooks, against DynamoDB Local and the local SES: the amount
// is one the shop sells, the card is issued once when its payment is confirmed (by the browser,
// the webhook, or both at once, repeated and shuffled), and its code reaches the recipient on the
// day the buyer chose.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let mailbox: Mailbox;
let outbox: OutboxDeps;
let network = 0;
const fromNetwork = (headers: Record<string, string>) => ({ ...headers, [VIEWER_ADDRESS_HEADER]: `203.0.113.${++network}` });

interface Started {
  purchaseId: string;
  order: { id: string; amount: number; currency: string };
  amount: number;
  data: { status: string; amount: number; deliverOn?: string };
  error?: string;
}

/** How far the shop's clock runs ahead of the machine's (a month on, for a purchase left unpaid). */
let clockAhead = 0;

beforeAll(async () => {
  shop = await paymentShop({ now: () => new Date(Date.now() + clockAhead) });
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
});

const recipient = (name: string) => ({ recipientName: name, recipientEmail: `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}.${++network}@example.in` });

async function start(headers: Record<string, string>, body: Record<string, unknown>) {
  const response = await shop.call("POST", "/api/gift-cards/purchases", fromNetwork(headers), body);
  return { status: response.status, body: (await response.json()) as Started };
}

async function confirm(headers: Record<string, string>, handled: unknown) {
  const response = await shop.call("POST", "/api/gift-cards/purchases/confirm", headers, handled);
  return { status: response.status, body: (await response.json()) as { message?: string; error?: string; awaitingConfirmation?: boolean; data?: { status: string } } };
}

/** Every card a purchase issued, and the table's gift card items. */
async function cardsOf(purchaseId: string) {
  const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
  const cards = items.filter((item) => item.entity === "giftCard" && (item.origin as { purchaseId?: string }).purchaseId === purchaseId);
  const entries = items.filter((item) => item.entity === "giftCardEntry" && cards.some((card) => card.id === item.cardId));
  return { cards, entries };
}

const codesTo = async (email: string) =>
  (await mailbox.emails())
    .filter((mail) => mail.destination.to.includes(email))
    .map((mail) => new RegExp(`([${GIFT_CARD_ALPHABET}]{4}(?:-[${GIFT_CARD_ALPHABET}]{4}){3})`).exec(mail.body.text ?? "")?.[1])
    .filter((code): code is string => Boolean(code));

describe("buying a gift card", () => {
  it("a ₹2,500 card paid by card is issued once, its code mailed to the recipient, and the buyer sees it", async () => {
    const buyer = await shop.shopper("Meena Iyer");
    const to = recipient("Asha Rao");
    const totalsBefore = await giftCardRepository(shop.repos.db).totals();
    const started = await start(buyer.headers, { amount: 2_500, ...to, from: "Meena", message: "Happy Diwali!" });
    expect(started.status).toBe(201);
    expect(started.body.order).toMatchObject({ amount: 250_000, currency: "INR" });
    expect(started.body.data).toMatchObject({ status: "awaiting-payment", amount: 2_500 });
    // Nothing is owed before the money comes in.
    expect((await cardsOf(started.body.purchaseId)).cards).toEqual([]);

    const handled = await shop.emulator.payOrder(started.body.order.id, { card: SUCCESS_CARD });
    const confirmed = await confirm(buyer.headers, handled);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ message: GIFT_CARD_PAID, data: { status: "paid" } });
    await shop.emulator.waitForWebhooks();

    const { cards, entries } = await cardsOf(started.body.purchaseId);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ issuedPaise: 250_000, balancePaise: 250_000, recipient: { name: "Asha Rao", email: to.recipientEmail }, message: "Happy Diwali!", from: "Meena" });
    expect(cards[0]!.origin).toEqual({ kind: "purchase", purchaseId: started.body.purchaseId, buyer: "Meena Iyer", buyerId: buyer.user.id });
    expect(entries.map((entry) => [entry.kind, entry.amountPaise])).toEqual([["issued", 250_000]]);
    const totals = await giftCardRepository(shop.repos.db).totals();
    expect(totals.issuedPaise - totalsBefore.issuedPaise).toBe(250_000);

    await drainOutbox(outbox);
    const [code] = await codesTo(to.recipientEmail);
    expect(code).toBeDefined();
    // The buyer's receipt: what she paid, for whom, and that no GST is charged on a voucher; never the code.
    const receipts = (await mailbox.emails()).filter((mail) => mail.destination.to.includes(buyer.user.email));
    expect(receipts.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your ₹2,500 .+ gift card for Asha Rao$/)]);
    expect(receipts[0]!.body.text).toContain(`We e-mail its code to ${to.recipientEmail} now`);
    expect(receipts[0]!.body.text).toContain("no GST is charged on it now");
    expect(receipts[0]!.body.text).not.toContain(code!);
    const balance = await shop.call("POST", "/api/gift-cards/balance", fromNetwork({ "content-type": "application/json" }), { code });
    expect(((await balance.json()) as { data: { balance: number } }).data.balance).toBe(2_500);

    const mine = await shop.call("GET", "/api/gift-cards/purchases", buyer.headers);
    expect(((await mine.json()) as { data: Array<{ id: string; status: string; amount: number; recipientEmail: string }> }).data).toEqual([
      expect.objectContaining({ id: started.body.purchaseId, status: "paid", amount: 2_500, recipientEmail: to.recipientEmail }),
    ]);
  });

  it("takes the fixed amounts and a custom one in the owner's range, and refuses the rest with what is wrong", async () => {
    const buyer = await shop.shopper();
    const countPurchases = async () => (await scanTable(shop.repos.db.doc, shop.repos.db.tableName)).filter((item) => item.entity === "giftCardPurchase").length;
    const before = await countPurchases();
    const range = "amount must be ₹1,000, ₹2,500, ₹5,000, or a custom amount from ₹500 to ₹50,000";
    for (const [amount, error] of [
      [499, range],
      [50_001, range],
      [1_000.5, "amount must be whole rupees"],
      ["2500", "amount must be a number of rupees"],
    ] as const) {
      const refused = await start(buyer.headers, { amount, ...recipient("Kavya") });
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.body.error).toBe(error);
    }
    const past = await start(buyer.headers, { amount: 1_000, ...recipient("Kavya"), deliverOn: addDays(shopDate(shop.repos.db.now()), -1) });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe("deliverOn is in the past: leave it out to send the card now");
    const far = await start(buyer.headers, { amount: 1_000, ...recipient("Kavya"), deliverOn: addDays(shopDate(shop.repos.db.now()), 91) });
    expect(far.body.error).toBe("deliverOn can be at most 90 days ahead");
    expect(await countPurchases()).toBe(before);

    for (const amount of [1_000, 5_000, 500, 1_234, 50_000]) {
      const taken = await start(buyer.headers, { amount, ...recipient("Kavya") });
      expect(taken.status, String(amount)).toBe(201);
      expect(taken.body.order.amount).toBe(amount * 100);
    }
    const signedOut = await shop.call("POST", "/api/gift-cards/purchases", fromNetwork({ "content-type": "application/json" }), { amount: 1_000, ...recipient("Kavya") });
    expect(signedOut.status).toBe(401);
  });

  it("a card for a later day is issued at payment, and its code goes out at 09:00 in India that day", async () => {
    const buyer = await shop.shopper();
    const to = recipient("Nisha Patel");
    const day = addDays(shopDate(shop.repos.db.now()), 10);
    const started = await start(buyer.headers, { amount: 1_000, ...to, deliverOn: day });
    expect(started.body.data.deliverOn).toBe(day);
    expect((await confirm(buyer.headers, await shop.emulator.payOrder(started.body.order.id, { card: SUCCESS_CARD }))).status).toBe(200);
    const { cards } = await cardsOf(started.body.purchaseId);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.deliverOn).toBe(day);

    await drainOutbox(outbox);
    expect(await codesTo(to.recipientEmail)).toEqual([]);
    await drainOutbox(outbox, { now: new Date(`${day}T08:59:00+05:30`) });
    expect(await codesTo(to.recipientEmail)).toEqual([]);
    await drainOutbox(outbox, { now: new Date(`${day}T09:00:00+05:30`) });
    expect(await codesTo(to.recipientEmail)).toHaveLength(1);
  });

  it("ten browser confirmations racing repeated, shuffled webhooks issue one card", async () => {
    const buyer = await shop.shopper();
    const started = await start(buyer.headers, { amount: 5_000, ...recipient("Ritu Singh") });
    shop.emulator.updateSettings({ duplicateWebhooks: 3, shuffleWebhooks: true, webhookDelayMs: 0 });
    try {
      const handled = await shop.emulator.payOrder(started.body.order.id, { card: SUCCESS_CARD });
      const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(buyer.headers, handled)));
      await shop.emulator.waitForWebhooks();
      // Each caller hears it is paid (or, rarely, that another is confirming it right now).
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    } finally {
      shop.emulator.resetSettings();
    }
    const { cards, entries } = await cardsOf(started.body.purchaseId);
    expect(cards).toHaveLength(1);
    expect(entries.filter((entry) => entry.kind === "issued")).toHaveLength(1);
    await drainOutbox(outbox);
    expect((await mailbox.emails()).filter((mail) => mail.destination.to.includes(buyer.user.email))).toHaveLength(1);
    // The shop's totals equal a recount of every card's ledger.
    const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    const issued = items.filter((item) => item.entity === "giftCardEntry" && item.kind === "issued").reduce((sum, entry) => sum + Number(entry.amountPaise), 0);
    expect((await giftCardRepository(shop.repos.db).totals()).issuedPaise).toBe(issued);
  });

  it("the webhook alone issues the card when the browser never comes back", async () => {
    const buyer = await shop.shopper();
    const started = await start(buyer.headers, { amount: 1_000, ...recipient("Leela Das") });
    const paid = await shop.payWith(started.body.order.id, { withholdCallback: true });
    expect(paid).toMatch(/^pay_/);
    expect((await cardsOf(started.body.purchaseId)).cards).toHaveLength(1);
    const purchase = (await (await shop.call("GET", "/api/gift-cards/purchases", buyer.headers)).json()) as { data: Array<{ status: string }> };
    expect(purchase.data[0]!.status).toBe("paid");
  });

  it("a UPI payment the bank approved waits for Razorpay's capture, then the webhook issues the card", async () => {
    const buyer = await shop.shopper();
    const started = await start(buyer.headers, { amount: 2_500, ...recipient("Divya Nair") });
    shop.emulator.updateSettings({ lateCaptureDelayMs: 300 });
    try {
      const handled = await shop.emulator.payOrder(started.body.order.id, { vpa: "late@razorpay" });
      const waiting = await confirm(buyer.headers, handled);
      expect(waiting.status).toBe(202);
      expect(waiting.body).toMatchObject({ awaitingConfirmation: true, message: GIFT_CARD_AWAITING, data: { status: "awaiting-payment" } });
      expect((await cardsOf(started.body.purchaseId)).cards).toEqual([]);
      await shop.emulator.waitForWebhooks();
    } finally {
      shop.emulator.resetSettings();
    }
    expect((await cardsOf(started.body.purchaseId)).cards).toHaveLength(1);
  });

  it("a purchase left unpaid goes after 30 days, and money paid for it later goes back", async () => {
    const buyer = await shop.shopper();
    const started = await start(buyer.headers, { amount: 1_000, ...recipient("Uma Pillai") });
    clockAhead = 31 * 24 * 3600 * 1000;
    try {
      expect(await giftCardPurchases(shop.repos.db).ofBuyer(buyer.user.id)).toEqual([]);
      const paymentId = await shop.payWith(started.body.order.id, { withholdCallback: true });
      expect((await cardsOf(started.body.purchaseId)).cards).toEqual([]);
      const payment = await shop.gateway.fetchPayment(paymentId);
      expect(payment.amount_refunded).toBe(100_000);
    } finally {
      clockAhead = 0;
    }
  });

  it("nobody else confirms a buyer's card, and a forged signature changes nothing", async () => {
    const buyer = await shop.shopper();
    const other = await shop.shopper();
    shop.emulator.updateSettings({ webhookDelayMs: 600_000 });
    try {
      const started = await start(buyer.headers, { amount: 1_000, ...recipient("Gita Rao") });
      const handled = await shop.emulator.payOrder(started.body.order.id, { card: SUCCESS_CARD });
      const stranger = await confirm(other.headers, handled);
      expect(stranger.status).toBe(404);
      expect(stranger.body.error).toBe("Gift card purchase not found");
      const forged = await confirm(buyer.headers, { ...handled, razorpay_signature: "0".repeat(64) });
      expect(forged.status).toBe(400);
      expect(forged.body.error).toBe(VALIDATION_FAILED);
      expect((await cardsOf(started.body.purchaseId)).cards).toEqual([]);
      expect((await confirm(buyer.headers, handled)).status).toBe(200);
      expect((await cardsOf(started.body.purchaseId)).cards).toHaveLength(1);
    } finally {
      shop.emulator.resetSettings();
    }
  });
});
