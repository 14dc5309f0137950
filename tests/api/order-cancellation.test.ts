import { beforeAll, describe, expect, it } from "vitest";
import { startSession } from "../../functions/accounts/sessions.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { orderNumber } from "../../shared/order-number.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { auditTable, scanTable } from "../support/table-audit.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { testCourierEmulator } from "../support/test-courier.js";

// Issue 25, "Cancellation by the shopper": My Orders' "Cancel order" while paid, not dispatched
// and within 24 hours; the fee (2%) kept, the rest refunded through Razorpay, the pieces back,
// the credit note, the two e-mails, exactly once. The shop's own cancellation refunds in full.
// Through the API, the Razorpay and courier emulators and DynamoDB Local.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let outbox: OutboxDeps;
let mailbox: Mailbox;
/** The shop's clock runs this far ahead of the wall clock (to step past the window). */
let aheadMs = 0;

beforeAll(async () => {
  shop = await paymentShop({ now: () => new Date(Date.now() + aheadMs) });
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
});

interface Offer {
  cancellable: boolean;
  paid?: number;
  fee?: number;
  refund?: number;
  storeCredit?: number;
  cardPaid?: number;
  card?: number;
  feePercent?: string;
  reason?: string;
}

/** Two pieces of a ₹1,499 kurta (₹2,998 paid, shipping free), paid by card. */
async function paidOrder(product?: Partial<ProductRecord>) {
  const buyer = await shop.shopper("Asha Rao");
  const kurta = await shop.product({ name: "Indigo Cotton Kurta", price: 1499, sizes: ["S", "M", "L"], stockBySize: { S: 3, M: 5, L: 3 }, ...product });
  const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, {
    items: [{ product: kurta.id, size: "M", quantity: 2 }],
    shippingAddress: { ...ADDRESS, email: buyer.user.email },
    source: "cart",
  });
  expect(started.status).toBe(201);
  const { order: razorpayOrder } = (await started.json()) as { order: { id: string } };
  const paid = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid);
  expect(confirmed.status).toBe(200);
  const { order, payment } = (await confirmed.json()) as { order: Order; payment: Payment };
  expect(order.totalPrice).toBe(2998);
  await drainOutbox(outbox);
  return { buyer, kurta, order, payment, razorpayPaymentId: paid.razorpay_payment_id };
}

const stockOf = async (product: ProductRecord) => (await shop.repos.products.get(product.id))!.stockBySize;
const refundedAtRazorpay = async (razorpayPaymentId: string) => (await shop.gateway.fetchPayment(razorpayPaymentId)).amount_refunded;

async function offer(orderId: string, headers: Record<string, string>): Promise<Offer> {
  const response = await shop.call("GET", `/api/orders/${orderId}/cancellation`, headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Offer }).data;
}

async function cancel(orderId: string, headers: Record<string, string>, body: unknown = { reason: "Ordered by mistake" }, path = "cancel") {
  const response = await shop.call("POST", `/api/orders/${orderId}/${path}`, headers, body);
  return { status: response.status, body: (await response.json()) as { success: boolean; error?: string; message?: string; data: Order } };
}

/** The cancellation e-mails sent to `to`. */
async function mailTo(to: string) {
  return (await mailbox.emails()).filter((e) => e.destination.to.includes(to) && / cancelled/.test(e.subject));
}

describe("the shopper cancels within 24 hours", () => {
  it("is shown ₹2,938.04 back of ₹2,998 with ₹59.96 kept, and gets exactly that: refund, stock, credit note, e-mails", async () => {
    const { buyer, kurta, order, payment, razorpayPaymentId } = await paidOrder();
    expect(await stockOf(kurta)).toEqual({ S: 3, M: 3, L: 3 });

    expect(await offer(order.id, buyer.headers)).toMatchObject({ cancellable: true, paid: 2998, fee: 59.96, refund: 2938.04, feePercent: "2%" });

    const done = await cancel(order.id, buyer.headers, { reason: "Ordered by mistake" });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Order cancelled.");
    expect(done.body.data.status).toBe("cancelled");
    expect(done.body.data.cancellation).toMatchObject({ by: "shopper", reason: "Ordered by mistake", refund: 2938.04, fee: 59.96 });
    expect(done.body.data.statusHistory.at(-1)).toMatchObject({ status: "cancelled", note: "Cancelled by the shopper: Ordered by mistake. ₹2,938.04 refunded; ₹59.96 kept as the transaction fee." });

    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(293_804);
    expect(await stockOf(kurta)).toEqual({ S: 3, M: 5, L: 3 });
    const movements = await shop.repos.stock.all(kurta.id);
    expect(movements.find((m) => m.reason === "cancellation")).toMatchObject({ orderId: order.id, sizes: [{ size: "M", onHandFrom: 3, onHandTo: 5, heldFrom: 0, heldTo: 0 }] });
    const stored = (await shop.repos.payments.get(payment.id))!;
    expect(stored).toMatchObject({ status: "completed", amountRefundedPaise: 293_804 });
    expect(stored.refunds[0]).toMatchObject({ amountPaise: 293_804, restocked: true, cancellation: { by: "shopper", feePaise: 5_996 } });

    await drainOutbox(outbox);
    // The credit note credits exactly the ₹2,938.04 refunded, at the kurta's 5%; the fee stays invoiced.
    const { invoice, creditNotes } = await shop.repos.taxDocuments.forOrder(order.id);
    expect(creditNotes).toHaveLength(1);
    const note = creditNotes[0]!;
    expect(note.totals.grossPaise).toBe(293_804);
    expect(note.lines.map((l) => [l.quantity, l.ratePercent, l.grossPaise])).toEqual([[2, 5, 293_804]]);
    const taxOn = (gross: number) => gross - Math.round((gross * 100) / 105);
    expect(note.totals.igstPaise + note.totals.cgstPaise + note.totals.sgstPaise).toBe(taxOn(293_804));
    expect(invoice!.totals.grossPaise).toBe(299_800);
    expect(note.note).toBe("Order cancelled by the shopper before dispatch. The transaction fee of ₹59.96 is not refunded and not credited: it stays in the invoice's taxable value.");

    const [toShopper] = await mailTo(buyer.user.email);
    expect(toShopper!.subject).toMatch(/is cancelled: ₹2,938\.04 refunded$/);
    expect(toShopper!.body.text).toContain("refunded ₹2,938.04 of ₹2,998.00 to the card or account you paid with; ₹59.96 is the 2% transaction fee.");
    const toShop = (await mailTo("orders@rangrez.test")).filter((e) => e.subject.includes(orderNumber(order.id)) && e.subject.includes("cancelled by the shopper"));
    expect(toShop).toHaveLength(1);
    expect(toShop[0]!.body.text).toContain("do not pack or ship it");
  }, 60_000);

  it("cancels once when the shopper presses twice at once and again later: one refund, one restock, one e-mail", async () => {
    const { buyer, kurta, order, payment, razorpayPaymentId } = await paidOrder();
    const results = await Promise.all(Array.from({ length: 5 }, () => cancel(order.id, buyer.headers)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.message === "Order cancelled.")).toHaveLength(1);
    const replay = await cancel(order.id, buyer.headers);
    expect(replay).toMatchObject({ status: 200, body: { message: "This order was cancelled already." } });

    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(293_804);
    expect((await shop.repos.payments.get(payment.id))!.refunds).toHaveLength(1);
    expect(await stockOf(kurta)).toEqual({ S: 3, M: 5, L: 3 });
    expect((await shop.repos.stock.all(kurta.id)).filter((m) => m.reason === "cancellation")).toHaveLength(1);
    await drainOutbox(outbox);
    expect(await mailTo(buyer.user.email)).toHaveLength(1);
    expect((await shop.repos.taxDocuments.forOrder(order.id)).creditNotes).toHaveLength(1);
  }, 60_000);

  it("refuses another shopper's order as if it did not exist, and a blank reason with 400", async () => {
    const { order, buyer } = await paidOrder();
    const stranger = await shop.shopper("Other Shopper");
    expect(await cancel(order.id, stranger.headers)).toMatchObject({ status: 404, body: { success: false, error: "Order not found" } });
    expect(await cancel(order.id, buyer.headers, { reason: "  " })).toMatchObject({ status: 400, body: { success: false, error: "Reason is required" } });
    expect(await cancel(order.id, buyer.headers, { reason: "x", refund: 3000 })).toMatchObject({ status: 400 });
    expect((await shop.repos.orders.get(order.id))!.status).toBe("processing");
  }, 60_000);
});

describe("when the shopper can no longer cancel", () => {
  it("refuses past the 24 hours with 409, the reason and the next step, and changes nothing", async () => {
    const { buyer, kurta, order, razorpayPaymentId } = await paidOrder();
    aheadMs = 24 * 3600_000 + 60_000;
    try {
      const refused = await cancel(order.id, buyer.headers);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/^Orders can be cancelled within 24 hours of payment; this one was paid on .+\. Once it is delivered you can return it within 7 days for store credit or an exchange/);
      expect(await offer(order.id, buyer.headers)).toMatchObject({ cancellable: false, reason: refused.body.error });
    } finally {
      aheadMs = 0;
    }
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(0);
    expect(await stockOf(kurta)).toEqual({ S: 3, M: 3, L: 3 });
    expect((await shop.repos.orders.get(order.id))!.status).toBe("processing");
  }, 60_000);

  it("says a custom-made order past the window is in production", async () => {
    const { buyer, order } = await paidOrder({ subcategory: "Custom Made", name: "Made-to-measure Lehenga" });
    aheadMs = 25 * 3600_000;
    try {
      const refused = await cancel(order.id, buyer.headers);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/^Custom-made orders can be cancelled only within 24 hours of payment, before production begins/);
    } finally {
      aheadMs = 0;
    }
  }, 60_000);

  it("refuses after dispatch with 409 and the next step: a return after delivery", async () => {
    const { buyer, order, razorpayPaymentId } = await paidOrder();
    const admin = await shop.admin();
    expect((await shop.call("PATCH", `/api/orders/${order.id}/status`, admin.headers, { status: "shipped", trackingNumber: "DLV123456" })).status).toBe(200);
    const refused = await cancel(order.id, buyer.headers);
    expect(refused).toEqual({
      status: 409,
      body: {
        success: false,
        error: "This order has been dispatched, so it can no longer be cancelled. Once it is delivered you can return it within 7 days for store credit or an exchange (My Orders, “Return or exchange”).",
      },
    });
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(0);
  }, 60_000);

  it("refuses once the courier has picked the parcel up, though the order still says processing", async () => {
    const { buyer, order } = await paidOrder();
    const admin = await shop.admin();
    await shop.call("POST", `/api/orders/${order.id}/confirmation-call`, admin.headers, { outcome: "confirmed" });
    expect((await shop.call("POST", `/api/orders/${order.id}/shipments`, admin.headers, {})).status).toBe(201);
    const shipment = (await shop.repos.shipments.get(order.id))!;
    await shop.repos.db.doc.send(
      new (await import("@aws-sdk/lib-dynamodb")).UpdateCommand({
        TableName: shop.repos.db.tableName,
        Key: { pk: `ORDER#${order.id}`, sk: "SHIPMENT" },
        UpdateExpression: "SET #s = :shipped",
        ExpressionAttributeNames: { "#s": "status" },
        ExpressionAttributeValues: { ":shipped": "shipped" },
      }),
    );
    expect(shipment.state).toBe("booked");
    expect((await cancel(order.id, buyer.headers)).status).toBe(409);
  }, 60_000);
});

describe("a parcel booked but not picked up", () => {
  it("is cancelled at the courier with the order", async () => {
    const { buyer, order } = await paidOrder();
    const admin = await shop.admin();
    await shop.call("POST", `/api/orders/${order.id}/confirmation-call`, admin.headers, { outcome: "confirmed" });
    const booked = await shop.call("POST", `/api/orders/${order.id}/shipments`, admin.headers, {});
    expect(booked.status).toBe(201);
    const { data } = (await booked.json()) as { data: { awb: string } };
    const done = await cancel(order.id, buyer.headers);
    expect(done.status).toBe(200);
    const courier = await testCourierEmulator();
    expect(courier.shipmentByAwb(data.awb)!.cancelled).toBeTruthy();
    expect((await shop.repos.shipments.get(order.id))!.status).toBe("cancelled");
  }, 60_000);
});

describe("the shop cancels", () => {
  it("refunds in full with no fee, puts the pieces back, writes the audit log, and a replay changes nothing", async () => {
    const { kurta, order, payment, razorpayPaymentId, buyer } = await paidOrder();
    const admin = await shop.admin();
    // Even past the shopper's window: the shop may cancel until dispatch.
    aheadMs = 30 * 3600_000;
    let done;
    try {
      done = await cancel(order.id, admin.headers, { reason: "Sold out in size M after a miscount" }, "cancel-by-shop");
    } finally {
      aheadMs = 0;
    }
    expect(done.status).toBe(200);
    expect(done.body.data.cancellation).toMatchObject({ by: "shop", refund: 2998, fee: 0 });
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(299_800);
    expect((await shop.repos.payments.get(payment.id))!).toMatchObject({ status: "refunded", amountRefundedPaise: 299_800 });
    expect(await stockOf(kurta)).toEqual({ S: 3, M: 5, L: 3 });
    const again = await cancel(order.id, admin.headers, { reason: "again" }, "cancel-by-shop");
    expect(again).toMatchObject({ status: 200, body: { message: "This order was cancelled already." } });
    expect((await shop.repos.payments.get(payment.id))!.refunds).toHaveLength(1);
    const audit = await shop.call("GET", `/api/audit?entity=order&entityId=${order.id}`, admin.headers);
    expect(JSON.stringify(await audit.json())).toContain(order.id);

    // The shop's clock was ahead when it cancelled: the e-mails are due from then.
    await drainOutbox(outbox, { now: new Date(Date.now() + 30 * 3600_000) });
    const [toShopper] = await mailTo(buyer.user.email);
    expect(toShopper!.body.text).toContain("We have refunded the whole ₹2,998.00 to the card or account you paid with, with no fee.");
    expect((await shop.repos.taxDocuments.forOrder(order.id)).creditNotes[0]!.totals.grossPaise).toBe(299_800);
  }, 60_000);

  it("refunds once when the shopper and the shop cancel at the same moment", async () => {
    const { buyer, kurta, order, payment, razorpayPaymentId } = await paidOrder();
    const admin = await shop.admin();
    const [mine, theirs] = await Promise.all([cancel(order.id, buyer.headers), cancel(order.id, admin.headers, { reason: "Out of stock" }, "cancel-by-shop")]);
    const stored = (await shop.repos.orders.get(order.id))!;
    const refund = stored.cancellation!.refundPaise;
    // Whoever reached Razorpay first decided the amount; the other hears it was cancelled, or why not.
    expect([293_804, 299_800]).toContain(refund);
    expect([mine.status, theirs.status].filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of [mine, theirs]) if (answer.status !== 200) expect(answer.body.success).toBe(false);
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(refund);
    expect((await shop.repos.payments.get(payment.id))!.refunds).toHaveLength(1);
    expect(await stockOf(kurta)).toEqual({ S: 3, M: 5, L: 3 });
  }, 60_000);

  it("above a staff member's ₹2,000 a day, waits for the owner's approval (tests/api/staff-limits.test.ts)", async () => {
    const { order, razorpayPaymentId } = await paidOrder();
    const staff = await shop.repos.users.create({ name: "Ravi Staff", email: `ravi.${Math.random().toString(36).slice(2)}@shop.in`, passwordHash: "x", role: "staff" });
    const token = await startSession(shop.repos, shop.config.jwtSecret, staff);
    const refused = await cancel(order.id, { authorization: `Bearer ${token}`, "content-type": "application/json" }, { reason: "Out of stock" }, "cancel-by-shop");
    expect(refused).toMatchObject({ status: 202, body: { success: true, message: "Refunds over ₹2,000 a day need the owner's approval: sent for approval" } });
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(0);
    expect((await shop.repos.orders.get(order.id))!.status).toBe("processing");
  }, 60_000);

  it("is not open to a shopper", async () => {
    const { buyer, order } = await paidOrder();
    expect((await cancel(order.id, buyer.headers, undefined, "cancel-by-shop")).status).toBe(403);
  }, 60_000);
});

describe("the settings", () => {
  it("set the window and the fee, refuse a fee out of range naming the field, and the offer follows", async () => {
    const admin = await shop.admin();
    const read = (await (await shop.call("GET", "/api/settings", admin.headers)).json()) as { data: { version: number; shipping: unknown; cancellation: unknown } };
    expect(read.data.cancellation).toEqual({ windowHours: 24, feeBasisPoints: 200 });
    const bad = await shop.call("PUT", "/api/settings", admin.headers, { version: read.data.version, shipping: read.data.shipping, cancellation: { windowHours: 24, feeBasisPoints: 5000 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("cancellation.feeBasisPoints is at most 1000");
    const saved = await shop.call("PUT", "/api/settings", admin.headers, { version: read.data.version, shipping: read.data.shipping, cancellation: { windowHours: 48, feeBasisPoints: 250 } });
    expect(saved.status).toBe(200);
    try {
      const { buyer, order } = await paidOrder();
      expect(await offer(order.id, buyer.headers)).toMatchObject({ cancellable: true, fee: 74.95, refund: 2923.05, feePercent: "2.5%" });
      // An older form without the section keeps the terms.
      const version = ((await (await shop.call("GET", "/api/settings", admin.headers)).json()) as { data: { version: number } }).data.version;
      expect((await shop.call("PUT", "/api/settings", admin.headers, { version, shipping: read.data.shipping })).status).toBe(200);
      expect(await offer(order.id, buyer.headers)).toMatchObject({ fee: 74.95 });
    } finally {
      const version = ((await (await shop.call("GET", "/api/settings", admin.headers)).json()) as { data: { version: number } }).data.version;
      await shop.call("PUT", "/api/settings", admin.headers, { version, shipping: read.data.shipping, cancellation: { windowHours: 24, feeBasisPoints: 200 } });
    }
  }, 60_000);
});

describe("an order paid partly with store credit", () => {
  /** ₹1,000 of credit and the card for the rest of two ₹1,499 kurtas: ₹2,998, ₹1,998 of it through Razorpay. */
  async function paidPartlyWithCredit() {
    const buyer = await shop.shopper("Tara Bose");
    const admin = await shop.admin();
    const given = await shop.call("POST", `/api/users/${buyer.user.id}/store-credit`, admin.headers, { amount: 1000, reason: "Goodwill for a late parcel" });
    expect(given.status, await given.clone().text()).toBe(200);
    const kurta = await shop.product({ name: "Indigo Cotton Kurta", price: 1499, sizes: ["M"], stockBySize: { M: 5 } });
    const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, {
      items: [{ product: kurta.id, size: "M", quantity: 2 }],
      shippingAddress: { ...ADDRESS, email: buyer.user.email },
      source: "cart",
      useStoreCredit: true,
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const { order: razorpayOrder, orderId } = (await started.json()) as { order: { id: string; amount: number }; orderId: string };
    expect(razorpayOrder.amount).toBe(199_800);
    const paid = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid)).status).toBe(200);
    await shop.emulator.waitForWebhooks();
    await drainOutbox(outbox);
    return { buyer, kurta, orderId, razorpayPaymentId: paid.razorpay_payment_id };
  }

  it("gives the credit back in full and takes the 2% fee only on the ₹1,998 the card paid", async () => {
    const { buyer, kurta, orderId, razorpayPaymentId } = await paidPartlyWithCredit();
    expect(await shop.repos.storeCredit.balance(buyer.user.id)).toBe(0);

    // The offer names both parts: ₹1,000 back to credit in full; ₹1,998 less 2% (₹39.96) to the card.
    expect(await offer(orderId, buyer.headers)).toMatchObject({
      cancellable: true,
      paid: 2998,
      storeCredit: 1000,
      cardPaid: 1998,
      fee: 39.96,
      card: 1958.04,
      refund: 2958.04,
      feePercent: "2%",
    });

    const done = await cancel(orderId, buyer.headers);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.cancellation).toMatchObject({ by: "shopper", refund: 2958.04, fee: 39.96, storeCredit: 1000 });
    expect(done.body.data.statusHistory.at(-1)!.note).toBe("Cancelled by the shopper: Ordered by mistake. ₹2,958.04 refunded; ₹39.96 kept as the transaction fee.");

    // Each part as a recount sees it: the ledger is back where it was, Razorpay gave back its part less the fee.
    expect(await shop.repos.storeCredit.balance(buyer.user.id)).toBe(100_000);
    const ledger = await shop.repos.storeCredit.all(buyer.user.id);
    expect(ledger.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(100_000);
    expect(ledger.filter((e) => e.orderId === orderId).map((e) => [e.kind, e.amountPaise])).toEqual([
      ["checkout-spent", -100_000],
      ["refund", 100_000],
    ]);
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(195_804);
    const order = (await shop.repos.orders.get(orderId))!;
    const payment = (await shop.repos.payments.get(order.paymentId!))!;
    expect(payment).toMatchObject({ amountPaise: 199_800, amountRefundedPaise: 195_804, status: "completed" });
    expect(payment.refunds).toHaveLength(1);
    expect(payment.refunds[0]).toMatchObject({ amountPaise: 295_804, storeCreditPaise: 100_000, cancellation: { by: "shopper", feePaise: 3_996 } });
    // What was paid (credit spent + card) = what went back (credit + card) + the fee the shop keeps.
    const creditGivenBack = ledger.filter((e) => e.orderId === orderId && e.kind === "refund").reduce((sum, e) => sum + e.amountPaise, 0);
    expect(100_000 + payment.amountPaise).toBe(creditGivenBack + payment.amountRefundedPaise + order.cancellation!.feePaise);
    expect(order.cancellation!.refundPaise).toBe(creditGivenBack + payment.amountRefundedPaise);
    expect(await stockOf(kurta)).toEqual({ M: 5 });

    // The credit note credits what was given back; the fee stays invoiced. The letter names both parts.
    await drainOutbox(outbox);
    const { creditNotes } = await shop.repos.taxDocuments.forOrder(orderId);
    expect(creditNotes.map((n) => n.totals.grossPaise)).toEqual([295_804]);
    expect(creditNotes[0]!.note).toBe("Order cancelled by the shopper before dispatch. The transaction fee of ₹39.96 is not refunded and not credited: it stays in the invoice's taxable value.");
    const [letter] = await mailTo(buyer.user.email);
    expect(letter!.body.text).toContain(
      "refunded ₹2,958.04 of ₹2,998.00 in the shares you paid: ₹1,958.04 to the card or account you paid with and ₹1,000.00 to your store credit; ₹39.96 is the 2% transaction fee on the ₹1,998.00 paid by card or UPI (store credit comes back in full).",
    );
  }, 60_000);
});

describe("afterwards", () => {
  it("stock per size equals a replay of its movements, and counters and revenue equal a recount", async () => {
    const audit = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(audit.problems).toEqual([]);
  }, 60_000);
});
