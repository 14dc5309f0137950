import { returnUploads } from "../../functions/data/return-uploads.js";
import { beforeAll, describe, expect, it } from "vitest";
import { readCounters } from "../../functions/data/counters.js";
import { orderLinesCsv } from "../support/whole-exports.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import type { ReturnJson } from "../../functions/returns/return-json.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { expectStockToEqualReplay } from "../support/stock-replay.js";
import { auditTable, scanTable } from "../support/table-audit.js";
import { phonePhoto, postUploadForm } from "../support/test-photo.js";

// Issue 25, returns and size exchanges through the API, DynamoDB Local, the Razorpay emulator, the
// courier emulator, the local S3 and the local SES: a return for store credit from request to
// credit; an exchange whose new size is held at once and shipped as a linked order; a damaged
// item refunded to source; a rejection that gives the held piece back; replays that change nothing.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let outbox: OutboxDeps;
let mailbox: Mailbox;
let admin: Awaited<ReturnType<Shop["admin"]>>;

beforeAll(async () => {
  shop = await paymentShop();
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
  admin = await shop.admin();
});

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

type Answer<T> = { status: number; body: { success: boolean; error?: string; data: T; message?: string } };

async function call<T = ReturnJson>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer<T>> {
  const response = await shop.call(method, path, headers, body);
  return { status: response.status, body: (await response.json()) as Answer<T>["body"] };
}

/** A shopper's paid order of an Anarkali dress in M (₹3,299), delivered `daysAgo` days ago. */
async function deliveredDress(options: { daysAgo?: number; product?: Partial<ProductRecord>; quantity?: number } = {}) {
  const buyer = await shop.shopper();
  const dress = await shop.product({ name: "Rani Pink Anarkali Dress", price: 3299, sizes: ["S", "M", "L"], stockBySize: { S: 2, M: 5, L: 2 }, ...options.product });
  const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, {
    items: [{ product: dress.id, size: "M", quantity: options.quantity ?? 1 }],
    shippingAddress: { ...ADDRESS, email: buyer.user.email },
    source: "cart",
  });
  expect(started.status).toBe(201);
  const { order: razorpayOrder } = (await started.json()) as { order: { id: string } };
  const paid = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid);
  expect(confirmed.status).toBe(200);
  const { order, payment } = (await confirmed.json()) as { order: Order; payment: Payment };
  const deliveredAt = new Date(Date.now() - (options.daysAgo ?? 1) * 24 * 3600 * 1000).toISOString();
  await shop.repos.orders.updateStatus(order.id, { status: "delivered", by: "Courier (test)", deliveredAt });
  await drainOutbox(outbox);
  return { buyer, dress, order, payment, razorpayPaymentId: paid.razorpay_payment_id };
}

const figures = async (product: ProductRecord) => {
  const p = (await shop.repos.products.get(product.id))!;
  return { available: p.stockBySize, held: p.heldBySize, onHand: p.onHandBySize };
};

const subjectsTo = async (to: string) => (await mailbox.emails()).filter((e) => e.destination.to.includes(to)).map((e) => e.subject);

/** Every admin step of a return, replayed: the second time nothing changes. */
async function approvePickUpReceive(id: string, receive: unknown) {
  const approved = await call("POST", `/api/returns/${id}/approve`, admin.headers);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  expect(approved.body.data.state).toBe("approved");
  const pickedUp = await call("POST", `/api/returns/${id}/picked-up`, admin.headers, { courier: "Delhivery", trackingNumber: "DLV123456" });
  expect(pickedUp.status).toBe(200);
  const received = await call("POST", `/api/returns/${id}/receive`, admin.headers, receive);
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  return received.body.data;
}

async function replayEverything(id: string, receive: unknown) {
  const before = await shop.repos.returns.get(id);
  const audit = (await shop.repos.audit.list({}, { limit: 100 })).items.length;
  for (const [path, body] of [
    ["approve", undefined],
    ["picked-up", { courier: "Delhivery", trackingNumber: "DLV123456" }],
    ["receive", receive],
  ] as const) {
    const again = await call("POST", `/api/returns/${id}/${path}`, admin.headers, body);
    expect([200, 409], `${path}: ${JSON.stringify(again.body)}`).toContain(again.status);
  }
  expect(await shop.repos.returns.get(id)).toEqual(before);
  expect((await shop.repos.audit.list({}, { limit: 100 })).items.length).toBe(audit);
}

describe("a return for store credit", () => {
  it("goes from request to ₹3,299 of credit, puts the dress back on the shelf, issues a credit note and e-mails each step", async () => {
    const { buyer, dress, order } = await deliveredDress();
    const offered = await call<{ windowDays: number; lines: Array<{ piecesLeft: number; notReturnable?: string }> }>("GET", `/api/orders/${order.id}/returnable`, buyer.headers);
    expect(offered.body.data.windowDays).toBe(7);
    expect(offered.body.data.lines[0]).toMatchObject({ piecesLeft: 1 });

    const asked = await call("POST", `/api/orders/${order.id}/returns`, buyer.headers, {
      items: [{ product: dress.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "store-credit" }],
      note: "Too tight at the waist",
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data).toMatchObject({ state: "requested", value: 3299, resolution: "store-credit" });
    expect(asked.body.data.number).toMatch(/^RET-[0-9A-F]{6}$/);
    const id = asked.body.data.id;

    const mine = await call<ReturnJson[]>("GET", "/api/returns/mine", buyer.headers);
    expect(mine.body.data.map((r) => [r.number, r.state])).toEqual([[asked.body.data.number, "requested"]]);
    const requested = await call<ReturnJson[]>("GET", "/api/returns?state=requested", admin.headers);
    expect(requested.body.data.map((r) => r.id)).toContain(id);
    // The queue's default shelf: every open return, whatever its step (issue 40).
    const open = await call<ReturnJson[]>("GET", "/api/returns?state=open", admin.headers);
    expect(open.body.data.map((r) => r.id)).toContain(id);
    expect(open.body.data.every((r) => ["requested", "approved", "picked-up", "received"].includes(r.state))).toBe(true);

    const stockBefore = await figures(dress);
    const done = await approvePickUpReceive(id, { items: [{ product: dress.id, size: "M", quantity: 1, condition: "restockable" }] });
    expect(done).toMatchObject({ state: "resolved", credit: 3299 });
    expect(done.history.map((h) => h.state)).toEqual(["requested", "approved", "picked-up", "received", "resolved"]);
    expect(await shop.repos.storeCredit.balance(buyer.user.id)).toBe(329_900);
    expect((await figures(dress)).onHand!.M).toBe(stockBefore.onHand!.M! + 1);
    // Resolved, it leaves the open shelf.
    expect((await call<ReturnJson[]>("GET", "/api/returns?state=open", admin.headers)).body.data.map((r) => r.id)).not.toContain(id);

    await replayEverything(id, { items: [{ product: dress.id, size: "M", quantity: 1, condition: "restockable" }] });
    expect(await shop.repos.storeCredit.balance(buyer.user.id)).toBe(329_900);
    expect((await figures(dress)).onHand!.M).toBe(stockBefore.onHand!.M! + 1);

    // My Orders looks again while the return's credit note is on its way (issue 40), and stops once it is there.
    const documents = async () => (await call<{ creditNotePending: boolean; creditNotes: unknown[] }>("GET", `/api/orders/${order.id}/documents`, buyer.headers)).body.data;
    expect(await documents()).toMatchObject({ creditNotePending: true, creditNotes: [] });
    await drainOutbox(outbox);
    expect(await documents()).toMatchObject({ creditNotePending: false, creditNotes: [expect.objectContaining({ refundId: id })] });
    const { creditNotes } = await shop.repos.taxDocuments.forOrder(order.id);
    expect(creditNotes.map((n) => [n.refundId, n.totals.grossPaise])).toEqual([[id, 329_900]]);
    // The accountant's orders CSV carries the return's credit note, as it does a refund's.
    const csv = await orderLinesCsv(shop.repos, today(), today());
    expect(csv.split("\n").filter((row) => row.includes(creditNotes[0]!.number)).length).toBeGreaterThan(0);
    const subjects = await subjectsTo(buyer.user.email);
    for (const expected of [`Return ${asked.body.data.number} received for order`, `Return ${asked.body.data.number} approved: pickup booked`, `Return ${asked.body.data.number} picked up`, `₹3,299.00 store credit for return ${asked.body.data.number}`]) {
      expect(subjects.some((s) => s.startsWith(expected)), `${expected} in ${subjects.join(" | ")}`).toBe(true);
    }
    // The same pieces cannot be asked back twice.
    const again = await call("POST", `/api/orders/${order.id}/returns`, buyer.headers, { items: [{ product: dress.id, size: "M", quantity: 1, reason: "other", resolution: "store-credit" }] });
    expect(again).toEqual({ status: 409, body: { success: false, error: `Rani Pink Anarkali Dress (size M): Return received — credit added (${asked.body.data.number}).` } });
    await expectStockToEqualReplay(shop.repos, dress.id);
  }, 60_000);
});

describe("a size exchange", () => {
  it("a piece credited by a return is not refunded again from the Payments screen", async () => {
    const { buyer, dress, order, payment } = await deliveredDress({ quantity: 2 });
    const asked = await call("POST", `/api/orders/${order.id}/returns`, buyer.headers, {
      items: [{ product: dress.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "store-credit" }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    await approvePickUpReceive(asked.body.data.id, { items: [{ product: dress.id, size: "M", quantity: 1, condition: "restockable" }] });

    const refund = (body: Record<string, unknown>) => call<{ amountRefunded: number }>("POST", "/api/payments/admin/refund", admin.headers, { paymentId: payment._id, reason: "Asked by phone", ...body });
    // Both pieces named: one of them was credited already.
    const both = await refund({ items: [{ product: dress.id, size: "M", quantity: 2 }] });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe("items.quantity for Rani Pink Anarkali Dress in size M can be at most 1 (2 bought, 1 refunded already)");
    // Everything left is the one piece she kept: ₹3,299, not ₹6,598.
    const rest = await refund({});
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect((await shop.repos.payments.get(payment._id))!.amountRefundedPaise).toBe(329_900);
  });

  it("holds the L at once, and on receipt ships it as a paid order at no charge with its own invoice", async () => {
    const { buyer, dress, order } = await deliveredDress();
    const before = await figures(dress);
    const asked = await call("POST", `/api/orders/${order.id}/returns`, buyer.headers, {
      items: [{ product: dress.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "exchange", exchangeSize: "L" }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const held = await figures(dress);
    expect(held.available.L).toBe(before.available.L! - 1);
    expect(held.held!.L).toBe((before.held!.L ?? 0) + 1);
    expect(held.onHand!.L).toBe(before.onHand!.L);

    const done = await approvePickUpReceive(asked.body.data.id, { items: [{ product: dress.id, size: "M", quantity: 1, condition: "restockable" }] });
    expect(done.state).toBe("resolved");
    const exchange = (await shop.repos.orders.get(done.exchangeOrderId!))!;
    expect(exchange).toMatchObject({ isPaid: true, status: "processing", paymentMethod: "Exchange", totalPaise: 329_900, shippingPaise: 0, exchangeOf: { orderId: order.id, returnId: done.id } });
    expect(exchange.orderItems.map((l) => [l.product, l.size, l.quantity])).toEqual([[dress.id, "L", 1]]);
    expect(await figures(dress)).toEqual({
      available: { ...before.available, L: before.available.L! - 1, M: before.available.M! + 1 },
      held: before.held,
      onHand: { ...before.onHand, L: before.onHand!.L! - 1, M: before.onHand!.M! + 1 },
    });
    await replayEverything(done.id, { items: [{ product: dress.id, size: "M", quantity: 1, condition: "restockable" }] });

    await drainOutbox(outbox);
    const invoice = await shop.repos.taxDocuments.getInvoice(exchange.id);
    expect(invoice?.totals.grossPaise).toBe(329_900);
    expect((await shop.repos.taxDocuments.forOrder(order.id)).creditNotes.map((n) => n.refundId)).toEqual([done.id]);
    const subjects = await subjectsTo(buyer.user.email);
    expect(subjects).toContain(`Exchange order #${exchange.id.slice(-6).toUpperCase()}: your new size, at no charge`);
    await expectStockToEqualReplay(shop.repos, dress.id);
  }, 60_000);

  it("gives the held piece back when the return is rejected, and when the shopper cancels", async () => {
    const { buyer, dress, order } = await deliveredDress();
    const before = await figures(dress);
    const ask = () =>
      call("POST", `/api/orders/${order.id}/returns`, buyer.headers, { items: [{ product: dress.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "exchange", exchangeSize: "S" }] });
    const first = await ask();
    expect((await figures(dress)).held!.S).toBe((before.held!.S ?? 0) + 1);
    const rejected = await call("POST", `/api/returns/${first.body.data.id}/reject`, admin.headers, { reason: "Worn and washed" });
    expect(rejected.body.data).toMatchObject({ state: "rejected", rejectReason: "Worn and washed" });
    expect(await figures(dress)).toEqual(before);
    const again = await call("POST", `/api/returns/${first.body.data.id}/reject`, admin.headers, { reason: "Worn and washed" });
    expect(again.status).toBe(200);
    expect(await figures(dress)).toEqual(before);

    // A rejected return frees the pieces: she may ask again, then change her mind.
    const second = await ask();
    expect(second.status).toBe(201);
    const cancelled = await call("POST", `/api/returns/${second.body.data.id}/cancel`, buyer.headers);
    expect(cancelled.body.data.state).toBe("cancelled");
    expect(await figures(dress)).toEqual(before);
    const late = await call("POST", `/api/returns/${second.body.data.id}/approve`, admin.headers);
    expect(late).toEqual({ status: 409, body: { success: false, error: `Return ${second.body.data.number} cannot be approved now: Return cancelled.` } });
    await expectStockToEqualReplay(shop.repos, dress.id);
  }, 60_000);
});

describe("a damaged item", () => {
  async function uploadPhoto(headers: Record<string, string>, orderId: string) {
    const photo = await phonePhoto({ width: 800, height: 600 });
    const started = await call<{ mediaId: string; upload: { url: string; fields: Record<string, string> } }>("POST", "/api/returns/media", headers, { contentType: "image/jpeg", bytes: photo.length, orderId });
    expect(started.status).toBe(201);
    expect((await postUploadForm(started.body.data.upload, photo)).status).toBe(204);
    return started.body.data.mediaId;
  }

  it("needs a photo, is refunded to the card once, and its pieces stay off the shelf", async () => {
    const { buyer, dress, order, payment, razorpayPaymentId } = await deliveredDress();
    const item = { product: dress.id, size: "M", quantity: 1, reason: "damaged", resolution: "refund" };
    const noPhoto = await call("POST", `/api/orders/${order.id}/returns`, buyer.headers, { items: [item] });
    expect(noPhoto).toEqual({ status: 400, body: { success: false, error: 'media: "Damaged" needs photos or the uncut unboxing video; add at least one.' } });
    const notDamaged = await call("POST", `/api/orders/${order.id}/returns`, buyer.headers, { items: [{ ...item, reason: "size-does-not-fit" }] });
    expect(notDamaged.status).toBe(400);
    expect(notDamaged.body.error).toBe("items[0].resolution: a refund to the original payment method is only for damaged or wrong items; choose an exchange or store credit.");
    const video = await call("POST", "/api/returns/media", buyer.headers, { contentType: "video/mp4", bytes: 101 * 1024 * 1024, orderId: order.id });
    expect(video).toEqual({ status: 413, body: { success: false, error: "This video is 101 MB; a video can be at most 100 MB." } });
    const exe = await call("POST", "/api/returns/media", buyer.headers, { contentType: "application/x-msdownload", bytes: 1000, orderId: order.id });
    expect(exe.status).toBe(415);

    const mediaId = await uploadPhoto(buyer.headers, order.id);
    const asked = await call("POST", `/api/orders/${order.id}/returns`, buyer.headers, { items: [item], media: [{ mediaId }] });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data.media).toEqual([{ mediaId, contentType: "image/jpeg", kind: "photo" }]);
    const seen = await shop.call("GET", `/api/returns/${asked.body.data.id}/media/${mediaId}`, admin.headers);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-type")).toBe("image/jpeg");
    expect((await shop.call("GET", `/api/returns/${asked.body.data.id}/media/${mediaId}`, buyer.headers)).status).toBe(403);

    const stock = await figures(dress);
    const done = await approvePickUpReceive(asked.body.data.id, { items: [{ product: dress.id, size: "M", quantity: 1, condition: "damaged" }] });
    expect(done.state).toBe("resolved");
    expect((await shop.gateway.fetchPayment(razorpayPaymentId)).amount_refunded).toBe(329_900);
    const refunds = (await shop.repos.payments.get(payment.id))!.refunds;
    expect(refunds.map((r) => [r.id, r.amountPaise, r.reason])).toEqual([[done.refundId, 329_900, `Return ${done.number}`]]);
    expect(await figures(dress)).toEqual(stock);

    await replayEverything(done.id, { items: [{ product: dress.id, size: "M", quantity: 1, condition: "damaged" }] });
    expect((await shop.gateway.fetchPayment(razorpayPaymentId)).amount_refunded).toBe(329_900);
    expect((await shop.repos.payments.get(payment.id))!.refunds).toHaveLength(1);
    await drainOutbox(outbox);
    expect((await shop.repos.taxDocuments.forOrder(order.id)).creditNotes.map((n) => n.refundId)).toEqual([done.refundId]);
  }, 60_000);

  it("may cite only a photo its shopper uploaded for that order, never another shopper's or order's", async () => {
    const mine = await deliveredDress();
    const theirs = await deliveredDress();
    const item = { product: mine.dress.id, size: "M", quantity: 1, reason: "damaged", resolution: "refund" };
    const forTheirOrder = await call("POST", "/api/returns/media", mine.buyer.headers, { contentType: "image/jpeg", bytes: 2048, orderId: theirs.order.id });
    expect(forTheirOrder).toEqual({ status: 404, body: { success: false, error: "Order not found" } });
    const othersPhoto = await uploadPhoto(theirs.buyer.headers, theirs.order.id);
    const cited = await call("POST", `/api/orders/${mine.order.id}/returns`, mine.buyer.headers, { items: [item], media: [{ mediaId: othersPhoto }] });
    expect(cited).toEqual({ status: 400, body: { success: false, error: `media: ${othersPhoto} is not a photo or video you added for this order; add the file again.` } });
    // Hers, but recorded for another order (a fixture: her second order would take a whole checkout).
    const elsewhere = await uploadPhoto(mine.buyer.headers, mine.order.id);
    await returnUploads(shop.repos.db).record({ mediaId: elsewhere, userId: mine.buyer.user.id, orderId: theirs.order.id });
    const crossed = await call("POST", `/api/orders/${mine.order.id}/returns`, mine.buyer.headers, { items: [item], media: [{ mediaId: elsewhere }] });
    expect(crossed.status).toBe(400);
    expect(await shop.repos.returns.byUser(mine.buyer.user.id)).toEqual([]);
    // Her own, for this order, is taken.
    const own = await uploadPhoto(mine.buyer.headers, mine.order.id);
    expect((await call("POST", `/api/orders/${mine.order.id}/returns`, mine.buyer.headers, { items: [item], media: [{ mediaId: own }] })).status).toBe(201);
  }, 60_000);
});

describe("a return of three pieces, each with its own resolution", () => {
  it("credits one, exchanges one and refunds the damaged one, each once", async () => {
    const { buyer, dress, order, payment, razorpayPaymentId } = await deliveredDress({ quantity: 3 });
    const photo = await phonePhoto({ width: 640, height: 480 });
    const started = await call<{ mediaId: string; upload: { url: string; fields: Record<string, string> } }>("POST", "/api/returns/media", buyer.headers, { contentType: "image/jpeg", bytes: photo.length, orderId: order.id });
    expect((await postUploadForm(started.body.data.upload, photo)).status).toBe(204);
    const asked = await call("POST", `/api/orders/${order.id}/returns`, buyer.headers, {
      items: [
        { product: dress.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "store-credit" },
        { product: dress.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "exchange", exchangeSize: "L" },
        { product: dress.id, size: "M", quantity: 1, reason: "damaged", resolution: "refund" },
      ],
      media: [{ mediaId: started.body.data.mediaId }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data).toMatchObject({ resolution: "mixed", value: 3 * 3299 });
    const receive = { items: [{ product: dress.id, size: "M", quantity: 2, condition: "restockable" }, { product: dress.id, size: "M", quantity: 1, condition: "damaged" }] };
    const done = await approvePickUpReceive(asked.body.data.id, receive);
    expect(done).toMatchObject({ state: "resolved", credit: 3299, refunded: 3299 });
    expect(done.history.map((h) => h.state)).toEqual(["requested", "approved", "picked-up", "received", "resolved"]);
    expect(await shop.repos.storeCredit.balance(buyer.user.id)).toBe(329_900);
    expect((await shop.gateway.fetchPayment(razorpayPaymentId)).amount_refunded).toBe(329_900);
    const exchange = (await shop.repos.orders.get(done.exchangeOrderId!))!;
    expect(exchange.orderItems.map((l) => [l.size, l.quantity])).toEqual([["L", 1]]);
    expect(exchange.totalPaise).toBe(329_900);

    await replayEverything(done.id, receive);
    expect(await shop.repos.storeCredit.balance(buyer.user.id)).toBe(329_900);
    expect((await shop.gateway.fetchPayment(razorpayPaymentId)).amount_refunded).toBe(329_900);
    expect((await shop.repos.payments.get(payment.id))!.refunds).toHaveLength(1);
    await drainOutbox(outbox);
    const notes = (await shop.repos.taxDocuments.forOrder(order.id)).creditNotes;
    expect(notes.map((n) => [n.refundId, n.totals.grossPaise]).sort()).toEqual([[done.id, 659_800], [done.refundId, 329_900]].sort());
    await expectStockToEqualReplay(shop.repos, dress.id);
  }, 60_000);
});

describe("two requests at once", () => {
  it("for the one piece: one is taken, the other is told to reload; one exchange piece held", async () => {
    const { buyer, dress, order } = await deliveredDress();
    const before = await figures(dress);
    const body = { items: [{ product: dress.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "exchange", exchangeSize: "L" }] };
    const answers = await Promise.all([1, 2, 3].map(() => call("POST", `/api/orders/${order.id}/returns`, buyer.headers, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect((await shop.repos.returns.forOrder({ id: order.id, userId: buyer.user.id })).length).toBe(1);
    expect((await figures(dress)).held!.L).toBe((before.held!.L ?? 0) + 1);
  }, 60_000);
});

describe("lines that cannot be returned", () => {
  it("say why: past the window, custom-made, not delivered", async () => {
    const late = await deliveredDress({ daysAgo: 8 });
    const lines = await call<{ lines: Array<{ notReturnable?: string }> }>("GET", `/api/orders/${late.order.id}/returnable`, late.buyer.headers);
    expect(lines.body.data.lines[0]!.notReturnable).toBe("The 7-day return window has closed.");
    const asked = await call("POST", `/api/orders/${late.order.id}/returns`, late.buyer.headers, { items: [{ product: late.dress.id, size: "M", quantity: 1, reason: "other", resolution: "store-credit" }] });
    expect(asked).toEqual({ status: 409, body: { success: false, error: "Rani Pink Anarkali Dress (size M): The 7-day return window has closed." } });

    const custom = await deliveredDress({ product: { customMade: true } });
    const refused = await call("POST", `/api/orders/${custom.order.id}/returns`, custom.buyer.headers, { items: [{ product: custom.dress.id, size: "M", quantity: 1, reason: "other", resolution: "store-credit" }] });
    expect(refused).toEqual({ status: 409, body: { success: false, error: "Rani Pink Anarkali Dress (size M): Custom-made pieces cannot be returned." } });

    const other = await shop.shopper();
    const notHers = await call("POST", `/api/orders/${custom.order.id}/returns`, other.headers, { items: [{ product: custom.dress.id, size: "M", quantity: 1, reason: "other", resolution: "store-credit" }] });
    expect(notHers.status).toBe(404);
    const bad = await call("POST", `/api/orders/${late.order.id}/returns`, late.buyer.headers, { items: [{ product: late.dress.id, size: "M", quantity: 1, reason: "bored", resolution: "store-credit" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("reason must be one of size-does-not-fit, damaged, wrong-item, not-as-pictured, other");
  }, 60_000);
});

describe("the recount", () => {
  it("the hardening audit holds: counters, stock and holds (open exchanges too) equal a recount", async () => {
    const { problems } = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(problems).toEqual([]);
  });

  it("open returns and returns counters equal the returns stored; credit balances equal their ledgers", async () => {
    const counters = await readCounters(shop.repos.db);
    const all = await shop.repos.returns.all();
    expect(counters.openReturns).toBe(all.filter((r) => ["requested", "approved", "picked-up", "received"].includes(r.state)).length);
    expect(counters.returns).toBe(all.filter((r) => r.state !== "rejected" && r.state !== "cancelled").length);
    for (const userId of new Set(all.map((r) => r.userId))) {
      const ledger = (await shop.repos.storeCredit.all(userId)).reduce((sum, e) => sum + e.amountPaise, 0);
      expect(await shop.repos.storeCredit.balance(userId)).toBe(ledger);
    }
  });
});

describe("the return window setting", () => {
  it("is the owner's to change on the Settings page's PUT, and moves the window the lines are judged by", async () => {
    const { buyer, order } = await deliveredDress({ daysAgo: 4 });
    const read = await call<{ version: number; shipping: unknown; returns: { windowDays: number } }>("GET", "/api/settings", admin.headers);
    expect(read.body.data.returns).toEqual({ windowDays: 7 });
    const saved = await call<{ returns: { windowDays: number } }>("PUT", "/api/settings", admin.headers, { version: read.body.data.version, shipping: read.body.data.shipping, returns: { windowDays: 3 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.returns).toEqual({ windowDays: 3 });
    const lines = await call<{ windowDays: number; lines: Array<{ notReturnable?: string }> }>("GET", `/api/orders/${order.id}/returnable`, buyer.headers);
    expect(lines.body.data.windowDays).toBe(3);
    expect(lines.body.data.lines[0]!.notReturnable).toBe("The 3-day return window has closed.");
    const tooLong = await call("PUT", "/api/settings", admin.headers, { version: read.body.data.version + 1, shipping: read.body.data.shipping, returns: { windowDays: 400 } });
    expect(tooLong).toEqual({ status: 400, body: { success: false, error: "returns.windowDays is at most 90" } });
  }, 60_000);
});
