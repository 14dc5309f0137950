import { beforeAll, describe, expect, it } from "vitest";
import { giftCardRepository } from "../../functions/data/gift-cards.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { GIFT_CARD_ALREADY_VOID, OWN_GIFT_CARD } from "../../functions/gift-cards/owner-gift-cards.js";
import { GIFT_CARD_USED_UP, GIFT_CARD_VOIDED, NO_SUCH_GIFT_CARD, NOT_A_GIFT_CARD_CODE } from "../../functions/gift-cards/presented-card.js";
import { GIFT_CARD_ALPHABET } from "../../shared/gift-cards/gift-card-code.js";
import { addDays, shopDate } from "../../shared/shop-calendar.js";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { paymentShop } from "../support/payment-harness.js";
import { scanTable } from "../support/table-audit.js";

// Gift cards (issue 45), through the real routes against DynamoDB Local and the local SES: the
// owner issues a card by hand (audited, never to herself), its code exists only in the e-mail,
// the balance page and the account read it, its balance moves to store credit once however many
// ask at the same moment, and the shop's totals always equal a recount of the cards' ledgers.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let mailbox: Mailbox;
let outbox: OutboxDeps;
let owner: Awaited<ReturnType<Shop["admin"]>>;
let network = 0;
/** Each test from a network of its own: the code budget is per network. */
const fromNetwork = (headers: Record<string, string>, address = `198.51.100.${++network}`) => ({ ...headers, [VIEWER_ADDRESS_HEADER]: address });
const json = { "content-type": "application/json" };

beforeAll(async () => {
  shop = await paymentShop();
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
  owner = await shop.admin();
});

/** The code in the newest gift card e-mail to this address. */
async function codeSentTo(email: string): Promise<string> {
  const mails = (await mailbox.emails()).filter((mail) => mail.destination.to.includes(email) && /gift card/.test(mail.subject));
  const text = mails.at(-1)?.body.text ?? "";
  const found = new RegExp(`Gift card code:?\\s*([${GIFT_CARD_ALPHABET}]{4}(?:-[${GIFT_CARD_ALPHABET}]{4}){3})`).exec(text);
  if (!found) throw new Error(`No gift card code in the e-mail to ${email}: ${text.slice(0, 400)}`);
  return found[1]!;
}

async function issue(amount: number, recipientEmail: string, extra: Record<string, unknown> = {}) {
  const response = await shop.call("POST", "/api/admin/gift-cards", owner.headers, { amount, reason: "Diwali gift to a loyal shopper", recipientName: "Kavya Mehta", recipientEmail, ...extra });
  return { status: response.status, body: (await response.json()) as { data: { _id?: string; id: string; balance: number; lastFour?: string; deliverOn?: string }; message: string; error?: string } };
}

const balanceOf = async (code: string, headers: Record<string, string> = fromNetwork(json)) => {
  const response = await shop.call("POST", "/api/gift-cards/balance", headers, { code });
  return { status: response.status, body: (await response.json()) as { data?: { balance: number; lastFour: string; state: string }; error?: string } };
};

/** The shop's totals, and the same figures summed from every card's entries. */
async function totalsAndRecount() {
  const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
  const entries = items.filter((item) => item.entity === "giftCardEntry");
  const sum = (kinds: string[]) => entries.filter((e) => kinds.includes(String(e.kind))).reduce((total, e) => total + Number(e.amountPaise), 0);
  const recount = { issuedPaise: sum(["issued"]), redeemedPaise: 0 - sum(["spent", "to-store-credit", "refunded"]), expiredPaise: 0 - sum(["expired"]), voidedPaise: 0 - sum(["voided"]) };
  const balances = items.filter((item) => item.entity === "giftCard").reduce((total, card) => total + Number(card.balancePaise), 0);
  return { totals: await giftCardRepository(shop.repos.db).totals(), recount, balances };
}

describe("gift cards issued by the owner", () => {
  it("sends the code only in the recipient's e-mail, shows its last four, and adds it to store credit once", async () => {
    const shopper = await shop.shopper("Kavya Mehta");
    const issued = await issue(2_500, shopper.user.email);
    expect(issued.status).toBe(201);
    expect(issued.body.message).toBe(`Gift card issued: its code goes to ${shopper.user.email} now`);
    expect(issued.body.data).toMatchObject({ balance: 2_500 });
    // No code exists until the e-mail is written: nothing for the owner or the table to hold.
    expect(issued.body.data.lastFour).toBeUndefined();
    await drainOutbox(outbox);
    const code = await codeSentTo(shopper.user.email);
    expect(JSON.stringify(await scanTable(shop.repos.db.doc, shop.repos.db.tableName))).not.toContain(code.replace(/-/g, ""));

    const balance = await balanceOf(code.toLowerCase().replace(/-/g, " "));
    expect(balance.status).toBe(200);
    expect(balance.body.data).toMatchObject({ balance: 2_500, lastFour: code.slice(-4), state: "active" });

    const redeemed = await shop.call("POST", "/api/gift-cards/redeem", fromNetwork(shopper.headers), { code });
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toMatchObject({ message: "₹2,500 added to your store credit", data: { redeemed: 2_500, storeCredit: 2_500 } });
    const again = await shop.call("POST", "/api/gift-cards/redeem", fromNetwork(shopper.headers), { code });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: GIFT_CARD_USED_UP });
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(250_000);
    expect((await balanceOf(code)).body.data).toMatchObject({ balance: 0 });

    const audit = (await scanTable(shop.repos.db.doc, shop.repos.db.tableName)).filter((item) => item.entity === "audit" && item.subject === "gift-card");
    expect(audit.map((entry) => entry.action)).toEqual(["issue"]);
  });

  it("lets one of 20 shoppers redeeming one code at the same moment have it, and no one else", async () => {
    const recipient = `race.${Date.now()}@example.in`;
    await issue(1_000, recipient);
    await drainOutbox(outbox);
    const code = await codeSentTo(recipient);
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, i) => shop.shopper(`Racer ${i}`)));
    const answers = await Promise.all(shoppers.map((s) => shop.call("POST", "/api/gift-cards/redeem", fromNetwork(s.headers), { code })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const credited = await Promise.all(shoppers.map((s) => shop.repos.storeCredit.balance(s.user.id)));
    expect(credited.filter((paise) => paise > 0)).toEqual([100_000]);
    const { totals, recount } = await totalsAndRecount();
    expect(totals).toEqual(recount);
  });

  it("sends a card on the day chosen, at nine in the morning in India, and not before", async () => {
    const recipient = `later.${Date.now()}@example.in`;
    const day = addDays(shopDate(new Date()), 3);
    const issued = await issue(1_000, recipient, { deliverOn: day, from: "Anjali", message: "Happy birthday!" });
    expect(issued.body.message).toBe(`Gift card issued: its code goes to ${recipient} on ${day}`);
    await drainOutbox(outbox);
    expect((await mailbox.emails()).filter((mail) => mail.destination.to.includes(recipient))).toEqual([]);
    await drainOutbox(outbox, { now: new Date(`${day}T08:59:00+05:30`) });
    expect((await mailbox.emails()).filter((mail) => mail.destination.to.includes(recipient))).toEqual([]);
    await drainOutbox(outbox, { now: new Date(`${day}T09:00:30+05:30`) });
    const [mail] = (await mailbox.emails()).filter((m) => m.destination.to.includes(recipient));
    expect(mail?.subject).toBe("Anjali sent you a ₹1,000 Rangrez gift card");
    expect(mail?.body.text).toContain("Happy birthday!");
  });

  it("voids a card: its balance goes, its code says so, and the totals count it voided", async () => {
    const recipient = `void.${Date.now()}@example.in`;
    const issued = await issue(5_000, recipient);
    await drainOutbox(outbox);
    const code = await codeSentTo(recipient);
    const id = issued.body.data.id;
    const voided = await shop.call("POST", `/api/admin/gift-cards/${id}/void`, owner.headers, { reason: "Sold by mistake" });
    expect(voided.status).toBe(200);
    const twice = await shop.call("POST", `/api/admin/gift-cards/${id}/void`, owner.headers, { reason: "Sold by mistake" });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: GIFT_CARD_ALREADY_VOID });
    expect((await balanceOf(code)).body.data).toMatchObject({ balance: 0, state: "voided" });
    const shopper = await shop.shopper();
    const redeem = await shop.call("POST", "/api/gift-cards/redeem", fromNetwork(shopper.headers), { code });
    expect(redeem.status).toBe(409);
    expect(await redeem.json()).toMatchObject({ error: GIFT_CARD_VOIDED });

    const ledger = (await (await shop.call("GET", `/api/admin/gift-cards/${id}`, owner.headers)).json()) as { data: { entries: Array<{ kind: string; amount: number }> } };
    expect(ledger.data.entries.map((entry) => [entry.kind, entry.amount])).toEqual([["issued", 5_000], ["voided", -5_000]]);
    const { totals, recount, balances } = await totalsAndRecount();
    expect(totals).toEqual(recount);
    expect(totals.issuedPaise - totals.redeemedPaise - totals.expiredPaise - totals.voidedPaise).toBe(balances);
    const list = (await (await shop.call("GET", "/api/admin/gift-cards", owner.headers)).json()) as { data: { totals: { outstanding: number } } };
    expect(list.data.totals.outstanding * 100).toBe(balances);
  });

  it("refuses a card to the owner's own address, over the largest amount, and a day in the past; one key issues once", async () => {
    const own = await issue(1_000, owner.user.email.toUpperCase());
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(OWN_GIFT_CARD);
    const huge = await issue(50_001, "someone@example.in");
    expect(huge.status).toBe(400);
    expect(huge.body.error).toBe("amount must be at most ₹50,000, the largest card the shop sells");
    const past = await issue(1_000, "someone@example.in", { deliverOn: "2020-01-01" });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe("deliverOn is in the past: leave it out to send the card now");

    const before = (await totalsAndRecount()).totals.issuedPaise;
    const key = `gift-${Date.now()}`;
    const [first, second] = await Promise.all([issue(1_500, "twice@example.in", { idempotencyKey: key }), issue(1_500, "twice@example.in", { idempotencyKey: key })]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.data.id).toBe(second.body.data.id);
    expect((await totalsAndRecount()).totals.issuedPaise).toBe(before + 150_000);
  });
});

describe("a typed code", () => {
  it("names what is wrong with its shape, finds no card for a guess, and throttles a network after 10 tries", async () => {
    const headers = fromNetwork(json, "203.0.113.99");
    expect(await balanceOf("ABCD-1234", headers)).toEqual({ status: 400, body: { success: false, error: NOT_A_GIFT_CARD_CODE } });
    for (let i = 0; i < 9; i += 1) {
      const guess = await balanceOf("ABCD-EFGH-JKMN-PQR" + GIFT_CARD_ALPHABET[i], headers);
      expect(guess.status, `guess ${i}`).toBe(404);
      expect(guess.body.error).toBe(NO_SUCH_GIFT_CARD);
    }
    const eleventh = await balanceOf("ABCD-EFGH-JKMN-PQRZ", headers);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toMatch(/^Too many gift card codes tried from your network\. Please try again in /);
    // Another network is not held back.
    expect((await balanceOf("ABCD-EFGH-JKMN-PQRZ")).status).toBe(404);
  });
});
