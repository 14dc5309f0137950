import { randomUUID } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { NO_STORE_CREDIT } from "../../functions/checkout/create-checkout.js";
import { releaseLapsedHolds } from "../../functions/checkout/release-hold.js";
import { issueInvoice } from "../../functions/documents/issue-invoice.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import type { Order } from "../../shared/schemas/order.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { expectStockToEqualReplay } from "../support/stock-replay.js";
import { auditTable, scanTable } from "../support/table-audit.js";
import { downloadDocument } from "../support/document-download.js";

// Issue 25, store credit at checkout: credit pays first and Razorpay the rest; an order credit
// pays in full is confirmed at once without Razorpay; a checkout that lapses or is closed gives
// its credit back once; the invoice keeps full taxable values and shows the credit as payment.
// Against DynamoDB Local, the Razorpay emulator through the SDK, and the outbox's e-mails.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
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

type Shopper = Awaited<ReturnType<Shop["shopper"]>>;

/** The owner gives a shopper credit, as the admin's adjustment does. */
async function giveCredit(shopper: Shopper, amount: number) {
  const response = await shop.call("POST", `/api/users/${shopper.user.id}/store-credit`, admin.headers, { amount, reason: "Goodwill for a late parcel" });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function myCredit(shopper: Shopper) {
  const response = await shop.call("GET", "/api/store-credit", shopper.headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { balance: number; entries: Array<{ kind: string; amount: number; orderId?: string }> } }).data;
}

async function kurta(price: number) {
  return shop.product({ name: `Cotton Kurta ${randomUUID().slice(0, 6)}`, price, sizes: ["S", "M"], stockBySize: { S: 4, M: 4 } });
}

type Created = { order: { id: string; amount: number } | null; orderId: string; paidWithStoreCredit?: true; data: Order; error?: string };

async function checkout(shopper: Shopper, productId: string, useStoreCredit: boolean) {
  const response = await shop.call("POST", "/api/payments/create-order", shopper.headers, {
    items: [{ product: productId, size: "M", quantity: 1 }],
    shippingAddress: { ...ADDRESS, email: shopper.user.email },
    source: "cart",
    ...(useStoreCredit && { useStoreCredit: true }),
  });
  return { status: response.status, body: (await response.json()) as Created };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  return ((await extractText(pdf, { mergePages: true })).text as string).replace(/\s+/g, " ");
}

describe("paying with store credit", () => {
  it("confirms an order credit pays in full at once, without Razorpay, with the invoice and e-mails", async () => {
    const shopper = await shop.shopper("Ritu Sharma");
    await giveCredit(shopper, 3_000);
    const product = await kurta(1_499);

    const { status, body } = await checkout(shopper, product.id, true);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.paidWithStoreCredit).toBe(true);
    expect(body.order).toBeNull();
    const total = body.data.totalPrice;
    expect(body.data).toMatchObject({ isPaid: true, status: "processing", paymentMethod: "Store credit", storeCreditPrice: total });
    expect(body.data.razorpayOrderId).toBeUndefined();

    // The credit is spent, the piece sold (not held), and My Orders shows it paid.
    const credit = await myCredit(shopper);
    expect(credit.balance).toBe(3_000 - total);
    expect(credit.entries[0]).toMatchObject({ kind: "checkout-spent", amount: -total, orderId: body.orderId });
    const after = (await shop.repos.products.get(product.id))!;
    expect(after.stockBySize).toEqual({ S: 4, M: 3 });
    expect(after.heldBySize).toEqual({ S: 0, M: 0 });
    await expectStockToEqualReplay(shop.repos, product.id);

    // The confirmation's effects: the invoice (full value, credit as the payment) and the e-mails.
    await drainOutbox(outbox);
    const invoice = await issueInvoice(outbox, body.orderId);
    expect(invoice.totals.grossPaise).toBe(Math.round(total * 100));
    expect(invoice.payments).toEqual([{ method: "Store credit", amountPaise: Math.round(total * 100) }]);
    const emails = await mailbox.emails();
    const confirmed = emails.find((e) => e.subject.includes(orderNumber(body.orderId)) && e.destination.to.includes(shopper.user.email));
    expect(confirmed?.body.text).toContain("Paid with store credit");
  });

  it("takes credit first and Razorpay the rest; the invoice shows the full taxable value and both payments", async () => {
    const shopper = await shop.shopper("Anjali Rao");
    await giveCredit(shopper, 500);
    const product = await kurta(1_499);

    const { status, body } = await checkout(shopper, product.id, true);
    expect(status, JSON.stringify(body)).toBe(201);
    const total = body.data.totalPrice;
    expect(body.data).toMatchObject({ isPaid: false, storeCreditPrice: 500, totalPrice: total });
    // Razorpay is asked for the rest only.
    expect(body.order!.amount).toBe(Math.round((total - 500) * 100));
    expect((await myCredit(shopper)).balance).toBe(0);

    const paid = await shop.emulator.payOrder(body.order!.id, { card: SUCCESS_CARD });
    const confirmed = await shop.call("POST", "/api/payments/validate-payment", shopper.headers, paid);
    expect(confirmed.status).toBe(200);
    const answer = (await confirmed.json()) as { order: Order; payment: { amount: number } };
    expect(answer.order).toMatchObject({ isPaid: true, storeCreditPrice: 500, totalPrice: total });
    expect(answer.payment.amount).toBe(total - 500);
    await shop.emulator.waitForWebhooks();
    expect((await myCredit(shopper)).balance).toBe(0);

    const invoice = await issueInvoice(outbox, body.orderId);
    // Not a discount: the lines are taxed on the full price, and the totals are the order's.
    expect(invoice.totals.grossPaise).toBe(Math.round(total * 100));
    expect(invoice.lines[0]).toMatchObject({ grossPaise: 149_900 });
    expect(invoice.payments).toEqual([
      { method: "Store credit", amountPaise: 50_000 },
      { method: "Razorpay", amountPaise: Math.round((total - 500) * 100), reference: paid.razorpay_payment_id },
    ]);
    await drainOutbox(outbox);
    const pdf = await downloadDocument(shop, `/api/orders/${body.orderId}/invoice`, shopper.headers);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(`Paid by store credit ${formatPaise(50_000)}`);
    expect(text).toContain(`Paid by Razorpay ${formatPaise(Math.round((total - 500) * 100))}`);
  });

  it("gives the credit back once when the checkout is closed, and spends it again if the payment lands after", async () => {
    const shopper = await shop.shopper("Kavya Iyer");
    await giveCredit(shopper, 400);
    const product = await kurta(999);
    const { body } = await checkout(shopper, product.id, true);
    expect((await myCredit(shopper)).balance).toBe(0);

    // Closed twice, and the sweep after: the credit comes back once.
    for (let i = 0; i < 2; i++) expect((await shop.call("POST", "/api/payments/cancel-checkout", shopper.headers, { orderId: body.orderId })).status).toBe(200);
    await releaseLapsedHolds(shop.repos);
    const back = await myCredit(shopper);
    expect(back.balance).toBe(400);
    expect(back.entries.filter((e) => e.orderId === body.orderId).map((e) => [e.kind, e.amount])).toEqual([
      ["checkout-returned", 400],
      ["checkout-spent", -400],
    ]);

    // Her bank's payment arrives after all: the order is paid and the credit spent again, once.
    const paid = await shop.emulator.payOrder(body.order!.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", shopper.headers, paid)).status).toBe(200);
    await shop.emulator.waitForWebhooks();
    expect((await shop.repos.orders.get(body.orderId))!.isPaid).toBe(true);
    expect((await myCredit(shopper)).balance).toBe(0);
    await expectStockToEqualReplay(shop.repos, product.id);
  });

  it("refunds a late payment whose credit was spent meanwhile, and never takes the balance below zero", async () => {
    const shopper = await shop.shopper("Sana Khan");
    await giveCredit(shopper, 300);
    const first = await checkout(shopper, (await kurta(999)).id, true);
    expect((await shop.call("POST", "/api/payments/cancel-checkout", shopper.headers, { orderId: first.body.orderId })).status).toBe(200);
    // The credit, back, pays part of another order.
    const second = await checkout(shopper, (await kurta(799)).id, true);
    expect(second.body.data.storeCreditPrice).toBe(300);

    const paid = await shop.emulator.payOrder(first.body.order!.id, { card: SUCCESS_CARD });
    const late = await shop.call("POST", "/api/payments/validate-payment", shopper.headers, paid);
    expect(late.status).toBe(409);
    const due = Math.round(first.body.data.totalPrice * 100) - 30_000;
    expect(((await late.json()) as { error: string }).error).toBe(
      `Your payment arrived after we stopped holding your order, and your store credit has been used since. Your payment of ${formatPaise(due)} has been refunded.`,
    );
    await shop.emulator.waitForWebhooks();
    expect((await shop.repos.orders.get(first.body.orderId))!.status).toBe("cancelled");
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(0);
  });

  it("refuses to use credit a shopper does not have, and charges the full amount without it", async () => {
    const shopper = await shop.shopper("Nisha Das");
    const product = await kurta(1_299);
    const refused = await checkout(shopper, product.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(NO_STORE_CREDIT);
    expect((await shop.repos.products.get(product.id))!.heldBySize).toEqual({ S: 0, M: 0 });

    await giveCredit(shopper, 200);
    const plain = await checkout(shopper, product.id, false);
    expect(plain.status).toBe(201);
    expect(plain.body.order!.amount).toBe(Math.round(plain.body.data.totalPrice * 100));
    expect(plain.body.data.storeCreditPrice).toBeUndefined();
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(20_000);
  });
});

describe("refunding an order paid partly with store credit", () => {
  it("gives credit back its share and Razorpay the rest; a full refund returns each exactly what it took", async () => {
    const shopper = await shop.shopper("Ira Sen");
    await giveCredit(shopper, 1_000);
    const [first, second] = [await kurta(1_500), await kurta(2_500)];
    const response = await shop.call("POST", "/api/payments/create-order", shopper.headers, {
      items: [
        { product: first.id, size: "M", quantity: 1 },
        { product: second.id, size: "M", quantity: 1 },
      ],
      shippingAddress: { ...ADDRESS, email: shopper.user.email },
      source: "cart",
      useStoreCredit: true,
    });
    const created = (await response.json()) as Created;
    const totalPaise = Math.round(created.data.totalPrice * 100);
    const paid = await shop.emulator.payOrder(created.order!.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", shopper.headers, paid)).status).toBe(200);
    await shop.emulator.waitForWebhooks();
    const paymentId = (await shop.repos.orders.get(created.orderId))!.paymentId!;
    const refund = (body: Record<string, unknown>) => shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId, reason: "Damaged in transit", ...body });

    // The ₹1,500 piece: credit paid 1,000 of the whole, so its share comes back as credit.
    const creditShare = Math.round((150_000 * 100_000) / totalPaise);
    const one = await refund({ items: [{ product: first.id, size: "M", quantity: 1 }] });
    expect(one.status, await one.clone().text()).toBe(200);
    const afterOne = ((await one.json()) as { payment: { amountRefunded: number; refunds: Array<{ amount: number; storeCredit?: number }> } }).payment;
    expect(afterOne.refunds[0]).toMatchObject({ amount: 1_500, storeCredit: creditShare / 100 });
    expect(Math.round(afterOne.amountRefunded * 100)).toBe(150_000 - creditShare);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(creditShare);
    // Her e-mail says where the money went.
    await drainOutbox(outbox);
    const letter = (await mailbox.emails()).find((e) => e.destination.to.includes(shopper.user.email) && e.subject.startsWith("Refund of ₹1,500.00"));
    expect(letter?.body.text).toContain(`${formatPaise(creditShare)} to your store credit, which you can use at once, and ${formatPaise(150_000 - creditShare)} to the card or account you paid with.`);

    // Everything left: each gets exactly what is left of what it took.
    const rest = await refund({});
    expect(rest.status, await rest.clone().text()).toBe(200);
    const payment = (await shop.repos.payments.get(paymentId))!;
    expect(payment.status).toBe("refunded");
    expect(payment.amountRefundedPaise).toBe(payment.amountPaise);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(100_000);
    expect((await shop.repos.storeCredit.all(shopper.user.id)).filter((e) => e.kind === "refund").reduce((sum, e) => sum + e.amountPaise, 0)).toBe(100_000);
    // Nothing is left to refund.
    expect((await refund({})).status).toBe(409);
  });
});

describe("cancelling an order paid partly with store credit", () => {
  it("gives the credit back in full and Razorpay its part less the fee, taken on that part alone", async () => {
    const shopper = await shop.shopper("Tara Bose");
    await giveCredit(shopper, 1_000);
    const product = await kurta(3_000);
    const { body } = await checkout(shopper, product.id, true);
    const totalPaise = Math.round(body.data.totalPrice * 100);
    const paid = await shop.emulator.payOrder(body.order!.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", shopper.headers, paid)).status).toBe(200);
    await shop.emulator.waitForWebhooks();

    const cancelled = await shop.call("POST", `/api/orders/${body.orderId}/cancel`, shopper.headers, { reason: "Ordered by mistake" });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    // The ₹1,000 of credit goes back to the ledger whole; 2% of what the card paid is kept (issue 39).
    const cardPaise = totalPaise - 100_000;
    const feePaise = Math.floor((cardPaise * 200) / 10_000);
    const refundPaise = totalPaise - feePaise;
    const creditShare = 100_000;
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(creditShare);
    const payment = (await shop.repos.payments.get((await shop.repos.orders.get(body.orderId))!.paymentId!))!;
    expect(payment.amountRefundedPaise).toBe(refundPaise - creditShare);
    expect(payment.refunds[0]).toMatchObject({ amountPaise: refundPaise, storeCreditPaise: creditShare, cancellation: { by: "shopper", feePaise } });
    // A replay changes nothing.
    expect((await shop.call("POST", `/api/orders/${body.orderId}/cancel`, shopper.headers, { reason: "Ordered by mistake" })).status).toBe(200);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(creditShare);
    // The admin's order details list the order's credit movements, oldest first; a shopper may not read them.
    const movements = await shop.call("GET", `/api/orders/${body.orderId}/store-credit`, admin.headers);
    expect(movements.status).toBe(200);
    const listed = ((await movements.json()) as { data: Array<{ kind: string; amount: number }> }).data;
    expect(listed.map((m) => [m.kind, Math.round(m.amount * 100)])).toEqual([
      ["checkout-spent", -100_000],
      ["refund", creditShare],
    ]);
    expect((await shop.call("GET", `/api/orders/${body.orderId}/store-credit`, shopper.headers)).status).toBe(403);

    // The letter names each part of the refund.
    await drainOutbox(outbox);
    const letter = (await mailbox.emails()).find((e) => e.destination.to.includes(shopper.user.email) && e.subject.includes(`${orderNumber(body.orderId)} is cancelled`));
    expect(letter?.body.text).toContain(
      `in the shares you paid: ${formatPaise(refundPaise - creditShare)} to the card or account you paid with and ${formatPaise(creditShare)} to your store credit`,
    );
  });
});

describe("cancelling an order store credit paid in full", () => {
  /** An order of one ₹1,499 kurta paid wholly with ₹3,000 of credit: no payment record behind it. */
  async function paidWithCredit(name: string) {
    const shopper = await shop.shopper(name);
    await giveCredit(shopper, 3_000);
    const product = await kurta(1_499);
    const { status, body } = await checkout(shopper, product.id, true);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.paidWithStoreCredit).toBe(true);
    return { shopper, product, orderId: body.orderId, totalPaise: Math.round(body.data.totalPrice * 100) };
  }

  it("is offered and done online: all of it goes back to credit (no card, so no fee), the piece to stock, with a credit note and letter", async () => {
    const { shopper, product, orderId, totalPaise } = await paidWithCredit("Lata Menon");
    // The fee is a charge for a card/UPI transaction (issue 39): nothing went through Razorpay.
    const feePaise = 0;
    const refundPaise = totalPaise;

    const offer = await shop.call("GET", `/api/orders/${orderId}/cancellation`, shopper.headers);
    expect(((await offer.json()) as { data: unknown }).data).toMatchObject({ cancellable: true, paid: totalPaise / 100, fee: feePaise / 100, refund: refundPaise / 100, storeCredit: refundPaise / 100 });

    const cancelled = await shop.call("POST", `/api/orders/${orderId}/cancel`, shopper.headers, { reason: "Ordered by mistake" });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(((await cancelled.json()) as { data: Order }).data.cancellation).toMatchObject({ by: "shopper", refund: refundPaise / 100, fee: feePaise / 100, storeCredit: refundPaise / 100 });
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(300_000 - totalPaise + refundPaise);
    expect((await shop.repos.products.get(product.id))!.stockBySize).toEqual({ S: 4, M: 4 });
    await expectStockToEqualReplay(shop.repos, product.id);
    // Nothing is asked of Razorpay: there is no payment behind the order.
    expect((await shop.repos.orders.get(orderId))!.paymentId).toBeUndefined();

    // A replay, and the shop cancelling after, change nothing.
    expect((await shop.call("POST", `/api/orders/${orderId}/cancel`, shopper.headers, { reason: "Ordered by mistake" })).status).toBe(200);
    expect((await shop.call("POST", `/api/orders/${orderId}/cancel-by-shop`, admin.headers, { reason: "Out of fabric" })).status).toBe(200);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(300_000 - totalPaise + refundPaise);
    const ledger = await myCredit(shopper);
    expect(ledger.entries.filter((e) => e.orderId === orderId).map((e) => [e.kind, Math.round(e.amount * 100)])).toEqual([
      ["refund", refundPaise],
      ["checkout-spent", -totalPaise],
    ]);

    // The credit note credits what went back (all of it); the letter says where the money is.
    await drainOutbox(outbox);
    const { creditNotes } = await shop.repos.taxDocuments.forOrder(orderId);
    expect(creditNotes.map((n) => n.totals.grossPaise)).toEqual([refundPaise]);
    const documents = await shop.call("GET", `/api/orders/${orderId}/documents`, shopper.headers);
    const listed = ((await documents.json()) as { data: { creditNotes: Array<{ url: string }> } }).data.creditNotes;
    expect(listed).toHaveLength(1);
    const pdf = await downloadDocument(shop, listed[0]!.url, shopper.headers);
    expect(await pdfText(pdf.bytes)).toContain(creditNotes[0]!.number);
    const letter = (await mailbox.emails()).find((e) => e.destination.to.includes(shopper.user.email) && e.subject.includes(`${orderNumber(orderId)} is cancelled`));
    expect(letter?.body.text).toContain(`refunded the whole ${formatPaise(refundPaise)} to your store credit, ready to spend at once.`);
    expect(letter?.body.text).not.toContain("Banks usually take");
  });

  it("is given back in full when the shop cancels it", async () => {
    const { shopper, orderId, totalPaise } = await paidWithCredit("Gita Pillai");
    const cancelled = await shop.call("POST", `/api/orders/${orderId}/cancel-by-shop`, admin.headers, { reason: "Out of fabric" });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(300_000);
    expect(((await cancelled.json()) as { data: Order }).data.cancellation).toMatchObject({ by: "shop", refund: totalPaise / 100, fee: 0, storeCredit: totalPaise / 100 });
  });
});

describe("the shopper's ledger and the admin's adjustments", () => {
  it("lists entries newest first, a page at a time", async () => {
    const shopper = await shop.shopper("Pooja Nair");
    for (const amount of [100, 200, 300]) await giveCredit(shopper, amount);
    const first = await shop.call("GET", "/api/store-credit?limit=2", shopper.headers);
    const page = (await first.json()) as { data: { balance: number; entries: Array<{ amount: number; reason?: string; by: string }> }; pagination: { nextCursor: string | null } };
    expect(page.data.balance).toBe(600);
    expect(page.data.entries.map((e) => e.amount)).toEqual([300, 200]);
    expect(page.data.entries[0]).toMatchObject({ reason: "Goodwill for a late parcel", by: expect.stringContaining("Meera Admin") });
    const next = await shop.call("GET", `/api/store-credit?limit=2&cursor=${encodeURIComponent(page.pagination.nextCursor!)}`, shopper.headers);
    expect(((await next.json()) as typeof page).data.entries.map((e) => e.amount)).toEqual([100]);
  });

  it("states the owner's expiry term wherever credit shows, and none by default", async () => {
    const shopper = await shop.shopper("Lata Pillai");
    expect((await myCredit(shopper)) as unknown).toMatchObject({ expiryMonths: null, expiryNote: null });
    const current = ((await (await shop.call("GET", "/api/settings", admin.headers)).json()) as { data: { version: number; shipping: unknown } }).data;
    const save = (storeCredit: unknown, version: number) => shop.call("PUT", "/api/settings", admin.headers, { version, shipping: current.shipping, storeCredit });
    const refused = await save({ expiryMonths: 0 }, current.version);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain("storeCredit.expiryMonths must be at least 1");
    expect((await save({ expiryMonths: 12 }, current.version)).status).toBe(200);
    expect((await myCredit(shopper)) as unknown).toMatchObject({ expiryMonths: 12, expiryNote: "Store credit expires 12 months after it is given." });
    // Back to no term, so the other tests see the default.
    expect((await save({ expiryMonths: null }, current.version + 1)).status).toBe(200);
    expect((await myCredit(shopper)) as unknown).toMatchObject({ expiryMonths: null, expiryNote: null });
  });

  it("adjusts with a reason, audited; a replayed key changes nothing; never below zero", async () => {
    const shopper = await shop.shopper("Divya Menon");
    const adjust = (body: unknown) => shop.call("POST", `/api/users/${shopper.user.id}/store-credit`, admin.headers, body);
    const body = { amount: 750.5, reason: "Parcel arrived late", idempotencyKey: "adj-divya-0001" };
    expect((await adjust(body)).status).toBe(200);
    const again = await adjust(body);
    expect(((await again.json()) as { data: { balance: number; replayed: boolean } }).data).toEqual({ balance: 750.5, replayed: true });
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(75_050);

    const tooMuch = await adjust({ amount: -800, reason: "Entered twice by mistake" });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toEqual({ success: false, error: "The shopper has ₹750.50 of store credit; an adjustment cannot take it below zero." });
    expect((await adjust({ amount: -50.5, reason: "Entered twice by mistake" })).status).toBe(200);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(70_000);

    const audit = await shop.call("GET", `/api/audit?entity=store-credit&entityId=${shopper.user.id}`, admin.headers);
    const entries = ((await audit.json()) as { data: Array<{ action: string; after: { amountPaise: number; reason: string } }> }).data;
    expect(entries.map((e) => e.after.amountPaise).sort()).toEqual([-5_050, 75_050]);

    for (const [bad, error] of [
      [{ amount: 0, reason: "Nothing" }, "amount must not be 0"],
      [{ amount: 10.555, reason: "Too fine" }, "amount can have at most 2 decimals"],
      [{ amount: 100 }, "reason is required"],
      [{ amount: 100, reason: "ok" }, "reason must be at least 3 characters"],
    ] as const) {
      const response = await adjust(bad);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(error);
    }
    const nobody = await shop.call("POST", "/api/users/000000000000000000000000/store-credit", admin.headers, { amount: 10, reason: "Nobody" });
    expect(nobody.status).toBe(404);
  });
});

describe("the table afterwards", () => {
  it("holds together: every balance is its ledger's sum, each order's credit spent or given back once", async () => {
    const { problems } = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(problems).toEqual([]);
  });
});
