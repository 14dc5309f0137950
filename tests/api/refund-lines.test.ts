import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { b2csSummaryCsv } from "../support/whole-exports.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { GOODWILL_NOTE } from "../../shared/tax/build-tax-documents.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { downloadDocument } from "../support/document-download.js";

// Issue 22, item 4: an admin refund names the lines and pieces it is for, the server works out
// what was paid for them, the credit note reverses exactly those lines' GST, the pieces go back
// to stock when the admin says so, and an amount tied to no pieces is goodwill, labelled so.
// Through the API, the Razorpay emulator and DynamoDB Local; the outbox issues the credit notes.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let outbox: OutboxDeps;
let mailbox: Mailbox;

beforeAll(async () => {
  shop = await paymentShop();
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
});

/** The text of the refund e-mail the shopper got for a refund of `amount`. */
async function refundEmail(to: string, amount: string): Promise<string> {
  const mail = (await mailbox.emails()).find((e) => e.destination.to.includes(to) && e.subject.startsWith(`Refund of ${amount}`));
  return mail?.body.text ?? "";
}

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

/** An 18% dress and a 5% Banarasi silk saree (HSN 5007), paid and delivered to Maharashtra (IGST). */
async function dressAndSaree(dressQuantity = 1) {
  const buyer = await shop.shopper();
  const dress = await shop.product({ name: "Rani Pink Anarkali Dress", price: 3299, sizes: ["S", "M", "L"], stockBySize: { S: 2, M: 5, L: 2 } });
  const saree = await shop.product({ name: "Banarasi Silk Saree", subcategory: "Saree", material: "Banarasi Silk", fabric: "Banarasi Silk", price: 18999, sizes: ["Free"], stockBySize: { Free: 3 } });
  const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, {
    items: [
      { product: dress.id, size: "M", quantity: dressQuantity },
      { product: saree.id, size: "Free", quantity: 1 },
    ],
    shippingAddress: { ...ADDRESS, email: buyer.user.email },
    source: "cart",
  });
  expect(started.status).toBe(201);
  const { order: razorpayOrder } = (await started.json()) as { order: { id: string } };
  const paid = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid);
  expect(confirmed.status).toBe(200);
  const { order, payment } = (await confirmed.json()) as { order: Order; payment: Payment };
  await drainOutbox(outbox);
  return { buyer, dress, saree, order, payment, razorpayPaymentId: paid.razorpay_payment_id };
}

const stockOf = async (product: ProductRecord) => (await shop.repos.products.get(product.id))!.stockBySize;
const refundedAtRazorpay = async (razorpayPaymentId: string) => (await shop.gateway.fetchPayment(razorpayPaymentId)).amount_refunded;

async function refund(body: Record<string, unknown>) {
  const admin = await shop.admin();
  const response = await shop.call("POST", "/api/payments/admin/refund", admin.headers, body);
  return { status: response.status, body: (await response.json()) as { success: boolean; error?: string; payment: Payment; order: Order } };
}

async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return ((await extractText(pdf, { mergePages: true })).text as string).replace(/\s+/g, " ");
}

describe("a refund for a returned dress from an order with a saree", () => {
  it("refunds the dress's ₹3,299, reverses exactly its ₹503.24 of IGST, puts it back in stock, and the GST summary nets it out", async () => {
    const { buyer, dress, saree, order, payment, razorpayPaymentId } = await dressAndSaree();
    expect(await stockOf(dress)).toEqual({ S: 2, M: 4, L: 2 });

    const done = await refund({ paymentId: payment.id, items: [{ product: dress.id, size: "M", quantity: 1 }], restock: true, reason: "Dress returned: too tight" });
    expect(done.status).toBe(200);
    expect(done.body.payment).toMatchObject({ status: "completed", amountRefunded: 3299 });
    expect(done.body.payment.refunds[0]).toMatchObject({ amount: 3299, restocked: true, lines: [{ line: 0, product: dress.id, size: "M", quantity: 1, amount: 3299 }] });
    expect(done.body.payment.refunds[0]!.goodwill).toBeUndefined();
    expect(done.body.order.status).toBe("processing");
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(329_900);
    expect(await stockOf(dress)).toEqual({ S: 2, M: 5, L: 2 });
    expect(await stockOf(saree)).toEqual({ Free: 2 });

    await drainOutbox(outbox);
    const { invoice, creditNotes } = await shop.repos.taxDocuments.forOrder(order.id);
    expect(creditNotes).toHaveLength(1);
    const note = creditNotes[0]!;
    expect(note.supply).toBe("inter-state");
    expect(note.lines.map((l) => [l.hsn, l.quantity, l.ratePercent, l.grossPaise, l.taxablePaise, l.igstPaise])).toEqual([["6204", 1, 18, 329_900, 279_576, 50_324]]);
    expect(note.totals.igstPaise).toBe(invoice!.lines[0]!.igstPaise);
    expect(note.note).toBeUndefined();
    const pdf = await downloadDocument(shop, `/api/orders/${order.id}/credit-notes/${note.refundId}`, buyer.headers);
    const text = await pdfText(pdf.bytes);
    for (const expected of ["CREDIT NOTE", "Rani Pink Anarkali Dress (size M)", "6204", "₹503.24", "₹3,299.00"]) expect(text, expected).toContain(expected);
    expect(text).not.toContain("Banarasi");
    expect(await refundEmail(buyer.user.email, "₹3,299.00")).toContain("This refund is for 1 × Rani Pink Anarkali Dress (size M).");

    // The accountant's GSTR-1 summary: the 18% dress nets to nothing, the 5% saree stays as sold.
    const summary = await b2csSummaryCsv(shop.repos, today(), today());
    expect(summary).toContain("OE,27-Maharashtra,18,,0.00,0.00,,0.00,0.00,0.00");
    expect(summary).toContain(`OE,27-Maharashtra,5,,${((invoice!.lines[1]!.taxablePaise) / 100).toFixed(2)},0.00,,${(invoice!.lines[1]!.igstPaise / 100).toFixed(2)},0.00,0.00`);
  }, 60_000);

  it("refuses the same dress twice (409) and changes nothing", async () => {
    const { dress, payment, razorpayPaymentId } = await dressAndSaree();
    const body = { paymentId: payment.id, items: [{ product: dress.id, size: "M", quantity: 1 }], restock: true, reason: "Returned" };
    expect((await refund(body)).status).toBe(200);
    const stock = await stockOf(dress);
    const again = await refund(body);
    expect(again).toEqual({ status: 409, body: { success: false, error: "Rani Pink Anarkali Dress in size M has already been refunded (1 piece)." } });
    expect(await stockOf(dress)).toEqual(stock);
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(329_900);
    expect((await shop.repos.payments.get(payment.id))!.refunds).toHaveLength(1);
  }, 60_000);

  it("refunds once when the same request arrives twice at once (a double click)", async () => {
    const { dress, payment, razorpayPaymentId } = await dressAndSaree();
    const body = { paymentId: payment.id, items: [{ product: dress.id, size: "M", quantity: 1 }], restock: true, reason: "Returned" };
    const answers = await Promise.all([refund(body), refund(body)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(329_900);
    const stored = (await shop.repos.payments.get(payment.id))!;
    expect(stored.amountRefundedPaise).toBe(329_900);
    expect(stored.refunds).toHaveLength(1);
    expect(await stockOf(dress)).toEqual({ S: 2, M: 5, L: 2 });
  }, 60_000);

  it("puts back exactly the pieces named, or none when the admin says not to", async () => {
    const { dress, saree, payment } = await dressAndSaree(3);
    expect(await stockOf(dress)).toEqual({ S: 2, M: 2, L: 2 });
    const two = await refund({ paymentId: payment.id, items: [{ product: dress.id, size: "M", quantity: 2 }], restock: true, reason: "Two returned" });
    expect(two.status).toBe(200);
    expect(two.body.payment.amountRefunded).toBe(6598);
    expect(await stockOf(dress)).toEqual({ S: 2, M: 4, L: 2 });
    const damaged = await refund({ paymentId: payment.id, items: [{ product: dress.id, size: "M", quantity: 1 }], restock: false, reason: "Arrived torn" });
    expect(damaged.status).toBe(200);
    expect(damaged.body.payment.refunds[1]!.restocked).toBeUndefined();
    expect(await stockOf(dress)).toEqual({ S: 2, M: 4, L: 2 });
    // The rest (no items, no amount) is the saree: it goes back, the dresses refunded before do not again.
    const rest = await refund({ paymentId: payment.id, reason: "Saree returned too" });
    expect(rest.status).toBe(200);
    expect(rest.body.payment.status).toBe("refunded");
    expect(rest.body.order.status).toBe("refunded");
    expect(rest.body.payment.refunds[2]!.lines).toEqual([{ line: 1, product: saree.id, size: "Free", quantity: 1, amount: 18999 }]);
    expect(await stockOf(dress)).toEqual({ S: 2, M: 4, L: 2 });
    expect(await stockOf(saree)).toEqual({ Free: 3 });
  }, 60_000);
});

describe("a goodwill refund", () => {
  it("is shared over the lines by value, returns no pieces, and its credit note says it is goodwill", async () => {
    const { buyer, dress, saree, order, payment } = await dressAndSaree();
    const goodwill = await refund({ paymentId: payment.id, amount: 500, reason: "Parcel arrived a week late" });
    expect(goodwill.status).toBe(200);
    expect(goodwill.body.payment.refunds[0]).toMatchObject({ amount: 500, goodwill: true });
    expect(goodwill.body.payment.refunds[0]!.lines!.map((l) => [l.line, l.quantity, l.amount])).toEqual([[0, 0, 73.98], [1, 0, 426.02]]);
    expect(await stockOf(dress)).toEqual({ S: 2, M: 4, L: 2 });
    expect(await stockOf(saree)).toEqual({ Free: 2 });
    await drainOutbox(outbox);
    const note = (await shop.repos.taxDocuments.getCreditNote(order.id, goodwill.body.payment.refundId!))!;
    expect(note.note).toBe(GOODWILL_NOTE);
    expect(note.lines.map((l) => [l.hsn, l.ratePercent, l.grossPaise, l.quantity])).toEqual([["6204", 18, 7_398, undefined], ["5007", 5, 42_602, undefined]]);
    const pdf = await downloadDocument(shop, `/api/orders/${order.id}/credit-notes/${note.refundId}`, buyer.headers);
    expect(await pdfText(pdf.bytes)).toContain("Goodwill refund, not tied to returned goods");
    expect(await refundEmail(buyer.user.email, "₹500.00")).toContain("This is a goodwill refund, not tied to returned goods.");

    // Asked to restock with no pieces named: refused, nothing refunded.
    const restock = await refund({ paymentId: payment.id, amount: 100, restock: true, reason: "x" });
    expect(restock).toEqual({ status: 400, body: { success: false, error: "restock: this refund returns no pieces (a goodwill amount); name the items to put back in stock." } });
    expect((await shop.repos.payments.get(payment.id))!.amountRefundedPaise).toBe(50_000);
  }, 60_000);
});

describe("bad refund requests", () => {
  it("are refused with 400 naming the field, and change nothing", async () => {
    const { dress, saree, payment, razorpayPaymentId } = await dressAndSaree();
    const other = await shop.product({ name: "Not In This Order", price: 999 });
    const piece = { product: dress.id, size: "M", quantity: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ items: [{ ...piece, product: other.id }] }, `items: product ${other.id} in size M is not in this order`],
      [{ items: [{ ...piece, size: "L" }] }, `items: product ${dress.id} in size L is not in this order`],
      [{ items: [{ ...piece, quantity: 2 }] }, "items.quantity for Rani Pink Anarkali Dress in size M can be at most 1 (1 bought, 0 refunded already)"],
      [{ items: [{ ...piece, quantity: 0 }] }, "items.quantity must be at least 1"],
      [{ items: [{ ...piece, quantity: -1 }] }, "items.quantity must be at least 1"],
      [{ items: [{ ...piece, quantity: 1.5 }] }, "items.quantity must be a whole number"],
      [{ items: [] }, "items must name at least one piece to refund"],
      [{ items: [piece], amount: 3299 }, "Send either items (the pieces refunded, the amount is worked out) or amount (a goodwill refund), not both"],
      [{ items: [piece], restock: "yes" }, "restock must be true or false"],
      [{ amount: -5 }, "amount must be greater than 0"],
    ];
    for (const [body, error] of cases) {
      const answer = await refund({ paymentId: payment.id, reason: "Returned", restock: true, ...body });
      expect(answer, JSON.stringify(body)).toEqual({ status: 400, body: { success: false, error } });
    }
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(0);
    const stored = (await shop.repos.payments.get(payment.id))!;
    expect([stored.status, stored.amountRefundedPaise, stored.refunds.length]).toEqual(["completed", 0, 0]);
    expect(await stockOf(dress)).toEqual({ S: 2, M: 4, L: 2 });
    expect(await stockOf(saree)).toEqual({ Free: 2 });
  }, 60_000);
});

describe("a payment whose order is gone", () => {
  it("still refunds an amount or the rest, but cannot name pieces", async () => {
    const { dress, order, payment, razorpayPaymentId } = await dressAndSaree();
    // Razorpay's webhooks for the payment first: one arriving after the order is gone refunds
    // the payment in full (a payment for an order that no longer exists), as it should.
    await shop.emulator.waitForWebhooks();
    await shop.repos.orders.remove(order.id);
    const pieces = await refund({ paymentId: payment.id, items: [{ product: dress.id, size: "M", quantity: 1 }], restock: true, reason: "Returned" });
    expect(pieces).toEqual({ status: 409, body: { success: false, error: "This payment's order no longer exists, so no pieces can be named; refund an amount instead." } });
    expect((await refund({ paymentId: payment.id, amount: 100, reason: "Goodwill" })).status).toBe(200);
    const rest = await refund({ paymentId: payment.id, reason: "The rest" });
    expect(rest.status).toBe(200);
    expect(rest.body.payment).toMatchObject({ status: "refunded", amountRefunded: 22298 });
    expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(2_229_800);
  }, 60_000);
});
