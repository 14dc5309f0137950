// Issue 39, item 5, "Account closure keeps its money": closing an account that holds store credit
// says so and needs the shopper's explicit confirmation naming the amount; the forfeit is a ledger
// entry (the ledger still adds up to the balance, zero after) with its audit entry, and the e-mail
// confirming the closure names what was given up. An order on its way or an open return keeps the
// account open, confirmed or not. Orders, payments and returns stay, detached from the person.
// Through the API, the Razorpay emulator, DynamoDB Local and the local SES.
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { orderNumber } from "../../shared/order-number.js";
import type { Order } from "../../shared/schemas/order.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { auditTable, scanTable } from "../support/table-audit.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
type Shopper = Awaited<ReturnType<Shop["shopper"]>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
let mailbox: Mailbox;
let outbox: OutboxDeps;

beforeAll(async () => {
  shop = await paymentShop();
  admin = await shop.admin();
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
});

/** The harness's shoppers all have this password. */
const PASSWORD = "secret123";

type Closed = { success: boolean; error?: string; message?: string; balance?: number; forfeited?: number };

async function close(shopper: Shopper, body: unknown = { password: PASSWORD }) {
  const response = await shop.call("DELETE", "/api/auth/account", shopper.headers, body);
  return { status: response.status, body: (await response.json()) as Closed };
}

async function giveCredit(shopper: Shopper, amount: number) {
  const response = await shop.call("POST", `/api/users/${shopper.user.id}/store-credit`, admin.headers, { amount, reason: "Goodwill for a late parcel" });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A paid order of one kurta, left processing (on its way) unless delivered. */
async function paidOrder(shopper: Shopper, options: { delivered?: boolean } = {}) {
  const kurta = await shop.product({ name: "Chanderi Kurta", price: 1499, sizes: ["M"], stockBySize: { M: 5 } });
  const started = await shop.call("POST", "/api/payments/create-order", shopper.headers, {
    items: [{ product: kurta.id, size: "M", quantity: 1 }],
    shippingAddress: { ...ADDRESS, email: shopper.user.email },
    source: "cart",
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const { order: razorpayOrder } = (await started.json()) as { order: { id: string } };
  const paid = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", shopper.headers, paid);
  expect(confirmed.status).toBe(200);
  const { order } = (await confirmed.json()) as { order: Order };
  if (options.delivered) await shop.repos.orders.updateStatus(order.id, { status: "delivered", by: "Courier (test)", deliveredAt: new Date(Date.now() - 86_400_000).toISOString() });
  await shop.emulator.waitForWebhooks();
  await drainOutbox(outbox);
  return { order, kurta };
}

/** What closing must leave alone when it refuses: the account, its sign-in, its credit, its orders. */
async function expectUnchanged(shopper: Shopper, balancePaise: number, entries: number, orderIds: string[] = []) {
  expect(await shop.repos.users.get(shopper.user.id)).toBeDefined();
  expect((await shop.call("GET", "/api/auth/me", shopper.headers)).status).toBe(200);
  expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(balancePaise);
  expect(await shop.repos.storeCredit.all(shopper.user.id)).toHaveLength(entries);
  for (const id of orderIds) expect((await shop.repos.orders.get(id))!.userId).toBe(shopper.user.id);
}

const closingLetters = async (to: string) => (await mailbox.emails()).filter((e) => e.destination.to.includes(to) && /account is closed/.test(e.subject));

describe("closing an account that holds store credit", () => {
  it("answers 409 with the balance, naming the amount, and changes nothing until she confirms", async () => {
    const asha = await shop.shopper("Asha Rao");
    await giveCredit(asha, 1250);
    const { order } = await paidOrder(asha, { delivered: true });

    const refused = await close(asha);
    expect(refused).toEqual({
      status: 409,
      body: {
        success: false,
        error: "You have ₹1,250.00 of store credit. Closing your account gives it up. To close it anyway, confirm that you give up ₹1,250.00.",
        balance: 1250,
      },
    });
    // Confirming "no" is no confirmation.
    expect((await close(asha, { password: PASSWORD, confirmForfeitStoreCredit: false })).body.balance).toBe(1250);
    // The confirmation never stands in for the password, and a flag that is not true or false is refused.
    expect(await close(asha, { password: "not-my-password", confirmForfeitStoreCredit: true })).toEqual({ status: 400, body: { success: false, error: "Your password is not correct." } });
    expect(await close(asha, { password: PASSWORD, confirmForfeitStoreCredit: "yes" })).toEqual({ status: 400, body: { success: false, error: "confirmForfeitStoreCredit must be true or false" } });

    // The amount she was shown is pinned: another amount asks again, naming the balance.
    expect(await close(asha, { password: PASSWORD, confirmForfeitStoreCredit: true, confirmedBalance: 1000 })).toEqual({
      status: 409,
      body: {
        success: false,
        error: "Your store credit changed to ₹1,250.00 since you confirmed ₹1,000.00. Closing your account gives it up. To close it anyway, confirm that you give up ₹1,250.00.",
        balance: 1250,
      },
    });
    expect((await close(asha, { password: PASSWORD, confirmForfeitStoreCredit: true, confirmedBalance: 12.505 })).body.error).toBe("confirmedBalance can have at most 2 decimals");

    await expectUnchanged(asha, 125_000, 1, [order.id]);
    await drainOutbox(outbox);
    expect(await closingLetters(asha.user.email)).toEqual([]);
  }, 60_000);

  it("closes when she confirms: the forfeit on the ledger with its audit entry, zero left, the orders detached, and the e-mail names the amount", async () => {
    const meera = await shop.shopper("Meera Iyer");
    await giveCredit(meera, 1250);
    const { order } = await paidOrder(meera, { delivered: true });
    const invoiceBefore = await shop.repos.taxDocuments.getInvoice(order.id);
    expect(invoiceBefore?.number).toBeTruthy();

    const closed = await close(meera, { password: PASSWORD, confirmForfeitStoreCredit: true, confirmedBalance: 1250 });
    expect(closed).toEqual({
      status: 200,
      body: { success: true, message: "Your account has been closed and your personal details erased. ₹1,250.00 of store credit was given up with it.", forfeited: 1250, kept: expect.any(Array) },
    });

    // The account and its sign-ins are gone.
    expect(await shop.repos.users.get(meera.user.id)).toBeUndefined();
    expect((await shop.call("GET", "/api/auth/me", meera.headers)).status).toBe(401);
    // The ledger records the forfeit: it still adds up to the balance, which is zero.
    const ledger = await shop.repos.storeCredit.all(meera.user.id);
    expect(ledger.map((e) => [e.kind, e.amountPaise])).toEqual([
      ["adjustment", 125_000],
      ["forfeited", -125_000],
    ]);
    expect(ledger.at(-1)).toMatchObject({ ref: "account-closed", by: "The shopper, closing her account" });
    expect(await shop.repos.storeCredit.balance(meera.user.id)).toBe(0);
    // With its audit entry.
    const audit = await shop.call("GET", `/api/audit?entity=store-credit&entityId=${meera.user.id}&action=forfeit`, admin.headers);
    const entries = ((await audit.json()) as { data: Array<{ action: string; before: unknown; after: unknown; actor: { role: string } }> }).data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "forfeit", before: { balancePaise: 125_000 }, after: { balancePaise: 0, reason: "The shopper closed her account" }, actor: { role: "user" } });

    // The order, its payment and its invoice stay for the 8 years GST law asks, detached from her.
    const kept = (await shop.repos.orders.get(order.id))!;
    expect(kept.userId).toBe("closed-account");
    expect(JSON.stringify(kept)).not.toContain(meera.user.email);
    expect(JSON.stringify(kept)).not.toContain("Meera");
    const payment = (await shop.repos.payments.get(kept.paymentId!))!;
    expect(payment.userId).toBe("closed-account");
    expect(JSON.stringify(payment)).not.toContain(meera.user.email);
    expect(JSON.stringify(payment)).not.toContain("Meera");
    expect(await shop.repos.taxDocuments.getInvoice(order.id)).toEqual(invoiceBefore);

    // The e-mail confirming it names what was given up, once.
    await drainOutbox(outbox);
    await drainOutbox(outbox);
    const letters = await closingLetters(meera.user.email);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.subject).toBe("Your Rangrez account is closed");
    expect(letters[0]!.body.text).toContain("You gave up ₹1,250.00 of store credit when you closed it");

    // A replay of the same request finds no account.
    expect((await close(meera, { password: PASSWORD, confirmForfeitStoreCredit: true })).status).toBe(401);
  }, 60_000);

  it("closes an account with no credit without asking, and its e-mail gives up nothing", async () => {
    const lata = await shop.shopper("Lata Menon");
    const closed = await close(lata);
    expect(closed).toEqual({ status: 200, body: { success: true, message: "Your account has been closed and your personal details erased.", forfeited: 0, kept: expect.any(Array) } });
    expect(await shop.repos.storeCredit.all(lata.user.id)).toEqual([]);
    await drainOutbox(outbox);
    const [letter] = await closingLetters(lata.user.email);
    expect(letter!.body.text).toContain("we have closed your account");
    expect(letter!.body.text).not.toContain("store credit");
  }, 60_000);
});

describe("what keeps an account open, confirmed or not", () => {
  it("an order on its way: 409 naming it and the credit, nothing changed", async () => {
    const kavya = await shop.shopper("Kavya Menon");
    await giveCredit(kavya, 300);
    const { order } = await paidOrder(kavya);

    const refused = await close(kavya, { password: PASSWORD, confirmForfeitStoreCredit: true });
    expect(refused).toEqual({
      status: 409,
      body: {
        success: false,
        error: `Your order ${orderNumber(order.id)} is on its way. You can close your account once it has been delivered or cancelled; write to us if you need it sooner. You also have ₹300.00 of store credit: closing your account gives it up.`,
        balance: 300,
      },
    });
    await expectUnchanged(kavya, 30_000, 1, [order.id]);
  }, 60_000);

  it("an open return: 409 naming it; once she cancels the return the account closes", async () => {
    const ritu = await shop.shopper("Ritu Sen");
    const { order, kurta } = await paidOrder(ritu, { delivered: true });
    const asked = await shop.call("POST", `/api/orders/${order.id}/returns`, ritu.headers, {
      items: [{ product: kurta.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "store-credit" }],
      note: "Too tight at the waist",
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const request = ((await asked.json()) as { data: { id: string; number: string } }).data;

    const refused = await close(ritu, { password: PASSWORD, confirmForfeitStoreCredit: true });
    expect(refused).toEqual({
      status: 409,
      body: {
        success: false,
        error: `Your return ${request.number} is still open. You can close your account once it is resolved, or cancel the return first if the courier has not picked it up; write to us if you need help.`,
        balance: 0,
      },
    });
    await expectUnchanged(ritu, 0, 0, [order.id]);

    expect((await shop.call("POST", `/api/returns/${request.id}/cancel`, ritu.headers)).status).toBe(200);
    expect((await close(ritu)).status).toBe(200);
    // The finished return stays, detached from her as her order is.
    const kept = (await shop.repos.returns.get(request.id))!;
    expect(kept.userId).toBe("closed-account");
    expect(JSON.stringify(kept)).not.toContain(ritu.user.email);
    expect(JSON.stringify(kept)).not.toContain("Ritu");
    expect(kept.note).toBeUndefined();
  }, 60_000);

  it("a checkout being paid: 409, and its pieces and credit stay with her", async () => {
    const uma = await shop.shopper("Uma Das");
    await giveCredit(uma, 200);
    const kurta = await shop.product({ name: "Mulmul Kurta", price: 1499, sizes: ["M"], stockBySize: { M: 5 } });
    const started = await shop.call("POST", "/api/payments/create-order", uma.headers, {
      items: [{ product: kurta.id, size: "M", quantity: 1 }],
      shippingAddress: { ...ADDRESS, email: uma.user.email },
      source: "cart",
      useStoreCredit: true,
    });
    expect(started.status).toBe(201);
    const { orderId } = (await started.json()) as { orderId: string };
    const refused = await close(uma, { password: PASSWORD, confirmForfeitStoreCredit: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`You are paying for order ${orderNumber(orderId)} just now. Finish or close that payment first, then close your account.`);
    expect((await shop.repos.orders.get(orderId))!.userId).toBe(uma.user.id);
    expect(await shop.repos.users.get(uma.user.id)).toBeDefined();
  }, 60_000);
});

describe("closing while the owner adds credit at the same moment", () => {
  it("never leaves credit on a closed account nor forfeits more than she confirmed: 20 rounds, and the ledger always adds up", async () => {
    const outcomes = { closed: 0, refused: 0, creditsBefore: 0, creditsRefused: 0 };
    // How long a closure takes here, so that each round's eight credits spread across it: some land
    // before the closure reads the balance, some between its read and its write, some after.
    let closingMs = 0;
    for (const name of ["Timing Shopper", "Timing Shopper Again"]) {
      const timing = await shop.shopper(name);
      const started = Date.now();
      expect((await close(timing)).status).toBe(200);
      closingMs = Date.now() - started;
    }
    // The eight credits span one and a half closures: the last ones come after it is done.
    const gapMs = Math.max(2, Math.round((closingMs * 1.5) / 8));
    for (let round = 0; round < 20; round++) {
      const shopper = await shop.shopper(`Racing Shopper ${round}`);
      await giveCredit(shopper, 500);
      const credit = (j: number) =>
        sleep(j * gapMs + ((round % 4) * gapMs) / 4).then(() => shop.call("POST", `/api/users/${shopper.user.id}/store-credit`, admin.headers, { amount: 100, reason: "Goodwill for a late parcel" }));
      const [closed, ...credited] = await Promise.all([close(shopper, { password: PASSWORD, confirmForfeitStoreCredit: true }), ...Array.from({ length: 8 }, (_, j) => credit(j))]);
      const ledger = await shop.repos.storeCredit.all(shopper.user.id);
      const balance = await shop.repos.storeCredit.balance(shopper.user.id);
      const given = credited.filter((answer) => answer.status === 200).length;
      // No 5xx, and an adjustment refused says why in words.
      for (const answer of credited) {
        expect([200, 404, 409], `round ${round}: adjustment ${answer.status}`).toContain(answer.status);
        if (answer.status === 409) expect(((await answer.json()) as { error: string }).error).toBe("This account was closed just now: its store credit cannot be adjusted.");
      }
      expect(ledger.reduce((sum, e) => sum + e.amountPaise, 0), `round ${round}`).toBe(balance);
      expect([200, 409], `round ${round}: ${JSON.stringify(closed.body)}`).toContain(closed.status);
      if (closed.status === 200) {
        // Closed: nothing is left, no credit came after, and the forfeit is exactly what she held before it.
        expect(await shop.repos.users.get(shopper.user.id)).toBeUndefined();
        expect(balance, `round ${round}`).toBe(0);
        expect(ledger.at(-1)!.kind).toBe("forfeited");
        const held = ledger.slice(0, -1).reduce((sum, e) => sum + e.amountPaise, 0);
        expect(held).toBe(50_000 + given * 10_000);
        expect(-ledger.at(-1)!.amountPaise).toBe(held);
        expect(closed.body.forfeited! * 100).toBe(held);
        outcomes.closed++;
      } else {
        // Refused: credit came after she was told, so she is told the new amount and keeps it all.
        expect(closed.body.error).toMatch(/^You have ₹[\d,]+\.\d\d of store credit\. Closing your account gives it up\./);
        expect(await shop.repos.users.get(shopper.user.id)).toBeDefined();
        expect(ledger.some((e) => e.kind === "forfeited")).toBe(false);
        expect(balance).toBe(50_000 + given * 10_000);
        expect(closed.body.balance! * 100).toBeLessThanOrEqual(balance);
        outcomes.refused++;
      }
      outcomes.creditsBefore += given;
      outcomes.creditsRefused += credited.length - given;
    }
    console.info("closing against eight credits, 20 rounds:", outcomes);
  }, 300_000);
});

describe("afterwards", () => {
  it("the table audit finds every ledger adding up to its balance, and stock and money as recounted", async () => {
    const audit = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(audit.problems).toEqual([]);
  }, 60_000);
});
