import { randomUUID } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { issueInvoice } from "../../functions/documents/issue-invoice.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { BEING_PREPARED, NOT_PAID } from "../../functions/orders/order-documents.js";
import { financialYear, indianDateText } from "../../shared/tax/financial-year.js";
import type { TaxInvoice } from "../../shared/tax/tax-document.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import { localMailbox, outboxDeps, type Mailbox, type StoredEmail } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { orderNumber } from "../../shared/order-number.js";
import { trackingUrl } from "../../shared/courier-tracking.js";
import { downloadDocument } from "../support/document-download.js";

// Tax invoices, credit notes and the order e-mails, end to end through the API, the Razorpay
// emulator, DynamoDB Local and aws-ses-v2-local: the outbox sender is run the way the local
// poller and the cloud's mailer function run it.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let mailbox: Mailbox;
let outbox: OutboxDeps;

beforeAll(async () => {
  shop = await paymentShop();
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
});

const RAJASTHAN = { ...ADDRESS, name: "Meena Joshi", address: "22 Sardar Patel Marg, C-Scheme", city: "Jaipur", state: "Rajasthan", pincode: "302001" };

interface Line {
  price: number;
  quantity: number;
  name?: string;
  subcategory?: string;
  material?: string;
}

async function checkout(lines: Line[], address = ADDRESS) {
  const buyer = await shop.shopper();
  const items = [];
  for (const [index, line] of lines.entries()) {
    const product = await shop.product({
      name: line.name ?? `Test Piece ${index + 1} ${randomUUID().slice(0, 6)}`,
      price: line.price,
      stock: 50,
      ...(line.subcategory ? { subcategory: line.subcategory } : {}),
      ...(line.material ? { material: line.material, fabric: line.material } : {}),
    });
    items.push({ product: product.id, size: "M", quantity: line.quantity });
  }
  const response = await shop.call("POST", "/api/payments/create-order", buyer.headers, { items, shippingAddress: { ...address, email: buyer.user.email }, source: "cart" });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { order: { id: string }; orderId: string };
  return { buyer, razorpayOrderId: body.order.id, orderId: body.orderId };
}

async function paidOrder(lines: Line[], address = ADDRESS) {
  const started = await checkout(lines, address);
  const paid = await shop.emulator.payOrder(started.razorpayOrderId, { card: SUCCESS_CARD });
  const response = await shop.call("POST", "/api/payments/validate-payment", started.buyer.headers, paid);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { order: Order; payment: Payment };
  return { ...started, ...body };
}

const emailsAbout = (emails: StoredEmail[], order: Pick<Order, "id">, to?: string) =>
  emails.filter((e) => e.subject.includes(`${orderNumber(order.id)}`) && (!to || e.destination.to.includes(to)));

/** The PDF's text, every run of white space (a wrapped line) as one space. */
async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return ((await extractText(pdf, { mergePages: true })).text as string).replace(/\s+/g, " ");
}


describe("a paid order's tax invoice and e-mails", () => {
  it("10 deliveries of the same webhook give one confirmation e-mail, one new-order e-mail and one invoice", async () => {
    const fy = financialYear(new Date());
    const before = await shop.repos.taxDocuments.lastSequence("invoice", fy);
    const { razorpayOrderId, orderId, buyer } = await checkout([{ price: 1999, quantity: 1 }]);
    // The shopper closed the tab: only Razorpay's webhook confirms, delivered 10 times, shuffled.
    const paymentId = await shop.payWith(razorpayOrderId, { withholdCallback: true, duplicateWebhooks: 10, shuffleWebhooks: true });
    // Three senders at once (two pollers and a stream invocation, say), then 10 more replays of the
    // captured event (each with its own event id, as Razorpay's retries have) and a sender again.
    await Promise.all([drainOutbox(outbox), drainOutbox(outbox), drainOutbox(outbox)]);
    const body = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: paymentId, order_id: razorpayOrderId } } } });
    for (let i = 0; i < 10; i++) expect((await shop.webhook(body)).status).toBe(200);
    await drainOutbox(outbox);

    const order = (await shop.repos.orders.get(orderId))!;
    expect(order.isPaid).toBe(true);
    const emails = await mailbox.emails();
    expect(emailsAbout(emails, order, buyer.user.email).map((e) => e.subject)).toEqual([`Order ${orderNumber(orderId)} confirmed: thank you for shopping with Rangrez`]);
    expect(emailsAbout(emails, order, "orders@rangrez.test")).toHaveLength(1);
    const { invoice, creditNotes } = await shop.repos.taxDocuments.forOrder(orderId);
    expect(invoice?.sequence).toBe(before + 1);
    expect(creditNotes).toEqual([]);
    expect(await shop.repos.taxDocuments.lastSequence("invoice", fy)).toBe(before + 1);
  }, 60_000);

  it("gives 20 orders confirmed at once 20 consecutive invoice numbers, none repeated or skipped", async () => {
    const fy = financialYear(new Date());
    const orders = await Promise.all(Array.from({ length: 20 }, () => checkout([{ price: 999, quantity: 1 }])));
    const payments = await Promise.all(orders.map((o) => shop.emulator.payOrder(o.razorpayOrderId, { card: SUCCESS_CARD })));
    const confirmations = await Promise.all(payments.map((paid, i) => shop.call("POST", "/api/payments/validate-payment", orders[i]!.buyer.headers, paid)));
    expect(confirmations.map((r) => r.status)).toEqual(Array(20).fill(200));
    await shop.emulator.waitForWebhooks();
    const before = await shop.repos.taxDocuments.lastSequence("invoice", fy);

    // Every invoice wanted by several hands at the same moment: 20 direct issues and 3 senders.
    const issued = await Promise.all([...orders.map((o) => issueInvoice(outbox, o.orderId)), drainOutbox(outbox, { concurrency: 8 }), drainOutbox(outbox, { concurrency: 8 }), drainOutbox(outbox)]);
    const invoices = issued.slice(0, 20) as TaxInvoice[];

    const stored = await Promise.all(orders.map((o) => shop.repos.taxDocuments.getInvoice(o.orderId)));
    expect(stored.map((i) => i!.number)).toEqual(invoices.map((i) => i.number));
    const sequences = stored.map((i) => i!.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect(await shop.repos.taxDocuments.lastSequence("invoice", fy)).toBe(before + 20);
    for (const invoice of stored) {
      expect(invoice!.number).toMatch(/^RZ\/\d{2}-\d{2}\/\d{6}$/);
      expect(invoice!.number.length).toBeLessThanOrEqual(16);
      expect(invoice!.number).toBe(`RZ/${fy.slice(2)}/${String(invoice!.sequence).padStart(6, "0")}`);
    }
    // And each shopper got exactly one confirmation.
    const emails = await mailbox.emails();
    for (const o of orders) expect(emailsAbout(emails, (await shop.repos.orders.get(o.orderId))!, o.buyer.user.email)).toHaveLength(1);
  }, 120_000);

  it("splits GST into CGST and SGST for a delivery inside Rajasthan, the seller's state", async () => {
    const { orderId, order } = await paidOrder([{ price: 1499, quantity: 2 }, { price: 2999, quantity: 1 }], RAJASTHAN);
    const invoice = await issueInvoice(outbox, orderId);
    expect(invoice.supply).toBe("intra-state");
    expect(invoice.placeOfSupply).toBe("Rajasthan");
    // 2 × ₹1,499 at 5%: tax 5/105 of ₹2,998 = ₹142.76, halves ₹71.38 each.
    expect(invoice.lines[0]).toMatchObject({ hsn: "6204", quantity: 2, grossPaise: 299_800, ratePercent: 5, taxablePaise: 285_524, cgstPaise: 7_138, sgstPaise: 7_138, igstPaise: 0 });
    // ₹2,999 a piece is above ₹2,500: 18%, tax 18/118 of ₹2,999 = ₹457.47, odd paisa to CGST.
    expect(invoice.lines[1]).toMatchObject({ quantity: 1, grossPaise: 299_900, ratePercent: 18, taxablePaise: 254_153, cgstPaise: 22_874, sgstPaise: 22_873, igstPaise: 0 });
    expect(invoice.totals).toEqual({ taxablePaise: 539_677, cgstPaise: 30_012, sgstPaise: 30_011, igstPaise: 0, grossPaise: 599_700 });
    expect(invoice.totals.grossPaise).toBe(Math.round(order.totalPrice * 100));
    // The GST the order showed the shopper is the invoice's.
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(Math.round(order.taxPrice * 100));
    expect(invoice.amountInWords).toBe("Indian Rupees Five Thousand Nine Hundred Ninety-Seven Only");
  });

  it("charges IGST for a delivery to another state, and taxes a silk saree as fabric at 5% whatever its price", async () => {
    const { orderId, order } = await paidOrder([
      { price: 1499, quantity: 2 },
      { price: 12499.5, quantity: 1, name: "Banarasi Katan Silk Saree", subcategory: "Saree", material: "Banarasi Silk" },
    ]);
    const invoice = await issueInvoice(outbox, orderId);
    expect(invoice.supply).toBe("inter-state");
    expect(invoice.placeOfSupply).toBe("Maharashtra");
    expect(invoice.recipient.stateCode).toBe("27");
    expect(invoice.lines[0]).toMatchObject({ grossPaise: 299_800, taxablePaise: 285_524, cgstPaise: 0, sgstPaise: 0, igstPaise: 14_276 });
    expect(invoice.lines[1]).toMatchObject({ hsn: "5007", ratePercent: 5, grossPaise: 1_249_950, taxablePaise: 1_190_429, igstPaise: 59_521 });
    expect(invoice.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 73_797, grossPaise: 1_549_750 });
    expect(Math.round(order.taxPrice * 100)).toBe(73_797);
  });

  it("puts every particular of CGST Rule 46 into the invoice PDF, for the owner and admins only", async () => {
    const { orderId, order, buyer, payment } = await paidOrder([{ price: 1899, quantity: 2, name: "Chikankari Cotton Anarkali Dress" }]);
    const url = `/api/orders/${orderId}/invoice`;
    // Paid, but the sender has not run yet.
    const early = await shop.call("GET", url, buyer.headers);
    expect(early.status).toBe(503);
    expect(await early.json()).toEqual({ success: false, error: BEING_PREPARED });

    await drainOutbox(outbox);
    // A link into the documents' bucket, whose answer is the PDF as an attachment.
    const { file, bytes } = await downloadDocument(shop, url, buyer.headers);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const invoice = (await shop.repos.taxDocuments.getInvoice(orderId))!;
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="Invoice-${invoice.number.replace(/\//g, "-")}.pdf"`);
    const text = await pdfText(bytes);
    const seller = shop.config.seller;
    for (const expected of [
      "TAX INVOICE",
      seller.legalName,
      seller.address,
      "State: Rajasthan (08)",
      `GSTIN: ${seller.gstin}`,
      invoice.number,
      indianDateText(new Date(invoice.issuedAt)),
      // The order by the one number shown everywhere (issue 22), not its 24-character id.
      `Order ${orderNumber(orderId)}`,
      payment.razorpayPaymentId!,
      "Place of supply",
      "Maharashtra (27)",
      "Reverse charge",
      order.shippingAddress.name,
      order.shippingAddress.address,
      `${order.shippingAddress.city} ${order.shippingAddress.pincode}`,
      "Chikankari Cotton Anarkali Dress (size M)",
      "HSN",
      "6204",
      "2 PCS",
      "3,617.14",
      "5%",
      "IGST",
      "180.86",
      "₹3,798.00",
      "Amount in words: Indian Rupees Three Thousand Seven Hundred Ninety-Eight Only",
      "Authorised signatory",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Reverse charge\s+No/);
    expect(text).not.toContain(orderId);

    const admin = await shop.admin();
    expect((await shop.call("GET", url, admin.headers)).status).toBe(200);
    const stranger = await shop.shopper("Kavya Menon");
    const refused = await shop.call("GET", url, stranger.headers);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ success: false, error: "Order not found" });
    expect((await shop.call("GET", url, {})).status).toBe(401);

    const listed = (await (await shop.call("GET", `/api/orders/${orderId}/documents`, buyer.headers)).json()) as { data: { invoice: { number: string; amount: number; url: string } } };
    expect(listed.data.invoice).toMatchObject({ number: invoice.number, amount: 3798, url });
  });

  it("answers 409 for the invoice of an order that was never paid", async () => {
    const { orderId, buyer } = await checkout([{ price: 799, quantity: 1 }]);
    const response = await shop.call("GET", `/api/orders/${orderId}/invoice`, buyer.headers);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: NOT_PAID });
    const documents = (await (await shop.call("GET", `/api/orders/${orderId}/documents`, buyer.headers)).json()) as { data: unknown };
    expect(documents.data).toEqual({ invoice: null, invoicePending: false, creditNotePending: false, creditNotes: [] });
    await drainOutbox(outbox);
    expect(await shop.repos.taxDocuments.getInvoice(orderId)).toBeUndefined();
  });
});

describe("refunds", () => {
  it("issues a credit note for a partial refund against the invoice, e-mails it, and another for the rest", async () => {
    const { orderId, order, payment, buyer } = await paidOrder([{ price: 1000, quantity: 2 }, { price: 2999, quantity: 1 }], RAJASTHAN);
    await drainOutbox(outbox);
    const invoice = (await shop.repos.taxDocuments.getInvoice(orderId))!;
    const admin = await shop.admin();

    const partial = await shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: payment.id, amount: 500.5, reason: "Late delivery" });
    expect(partial.status).toBe(200);
    // Until the outbox has issued it, the order's documents say its credit note is on its way (issue 40).
    const pending = async () => ((await (await shop.call("GET", `/api/orders/${orderId}/documents`, buyer.headers)).json()) as { data: { creditNotePending: boolean } }).data.creditNotePending;
    expect(await pending()).toBe(true);
    await drainOutbox(outbox);
    expect(await pending()).toBe(false);
    const refundId = ((await partial.json()) as { payment: Payment }).payment.refundId!;
    const note = (await shop.repos.taxDocuments.getCreditNote(orderId, refundId))!;
    expect(note.invoice).toEqual({ number: invoice.number, issuedAt: invoice.issuedAt });
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note.reason).toBe("Late delivery");
    expect(note.supply).toBe("intra-state");
    // ₹500.50 shared by value: 2,000 and 2,999 of 4,999 → ₹200.24 and ₹300.26, each at its line's rate.
    expect(note.lines.map((l) => [l.grossPaise, l.ratePercent, l.cgstPaise, l.sgstPaise])).toEqual([
      [20_024, 5, 477, 477],
      [30_026, 18, 2_290, 2_290],
    ]);
    expect(note.totals.grossPaise).toBe(50_050);
    expect(note.totals.taxablePaise + note.totals.cgstPaise + note.totals.sgstPaise).toBe(50_050);
    expect(note.amountInWords).toBe("Indian Rupees Five Hundred and Fifty Paise Only");

    const mail = emailsAbout(await mailbox.emails(), order, buyer.user.email).find((e) => e.subject.startsWith("Refund"))!;
    expect(mail.subject).toBe(`Refund of ₹500.50 for order ${orderNumber(orderId)}`);
    expect(mail.body.text).toContain(`Credit note (Against invoice ${invoice.number}): ${note.number}`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`Credit-note-${note.number.replace(/\//g, "-")}.pdf`, "application/pdf"]]);
    const attached = await pdfText(Buffer.from(mail.attachments[0]!.content, "base64"));
    for (const expected of ["CREDIT NOTE", note.number, "Against invoice", invoice.number, "Reason: Late delivery", "₹500.50", "CGST", "SGST"]) expect(attached, expected).toContain(expected);

    // The credit note is downloadable from the order too.
    const pdf = await downloadDocument(shop, `/api/orders/${orderId}/credit-notes/${refundId}`, buyer.headers);
    expect(await pdfText(pdf.bytes)).toContain(note.number);
    expect((await shop.call("GET", `/api/orders/${orderId}/credit-notes/rfnd_NotOneOfOurs1`, buyer.headers)).status).toBe(404);

    const rest = await shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: payment.id, reason: "Returned" });
    expect(rest.status).toBe(200);
    await drainOutbox(outbox);
    const { creditNotes } = await shop.repos.taxDocuments.forOrder(orderId);
    expect(creditNotes.map((n) => n.totals.grossPaise)).toEqual([50_050, 499_900 - 50_050]);
    expect(creditNotes[1]!.sequence).toBe(creditNotes[0]!.sequence + 1);
    expect(creditNotes.reduce((sum, n) => sum + n.totals.grossPaise, 0)).toBe(invoice.totals.grossPaise);
    const listed = (await (await shop.call("GET", `/api/orders/${orderId}/documents`, buyer.headers)).json()) as { data: { creditNotes: Array<{ amount: number; invoiceNumber: string }> } };
    expect(listed.data.creditNotes.map((n) => [n.amount, n.invoiceNumber])).toEqual([
      [500.5, invoice.number],
      [4498.5, invoice.number],
    ]);
  }, 60_000);
});

describe("the e-mails", () => {
  it("confirm an order with its lines, total, delivery address and invoice, and tell of shipping with carrier and tracking number", async () => {
    const { orderId, order, buyer } = await paidOrder([{ price: 1899, quantity: 2, name: "Indigo Block-Print Kurta Dress" }]);
    await drainOutbox(outbox);
    const confirmation = emailsAbout(await mailbox.emails(), order, buyer.user.email)[0]!;
    const invoice = (await shop.repos.taxDocuments.getInvoice(orderId))!;
    for (const part of [confirmation.body.text!, confirmation.body.html!]) {
      for (const expected of ["Indigo Block-Print Kurta Dress", "2 × ₹1,899.00", "₹3,798.00", order.shippingAddress.address, "Pune, Maharashtra 411001", invoice.number]) {
        expect(part, expected).toContain(expected);
      }
    }
    expect(confirmation.body.html).toContain('name="viewport"');
    // "View your order" opens this order through "Track an order" (a code or her password is the key).
    expect(confirmation.body.html).toContain(`/track?number=${orderId.slice(-6).toUpperCase()}"`);
    expect(confirmation.attachments.map((a) => a.filename)).toEqual([`Invoice-${invoice.number.replace(/\//g, "-")}.pdf`]);

    const admin = await shop.admin();
    const shipped = await shop.call("PATCH", `/api/orders/${orderId}/status`, admin.headers, { status: "shipped", carrier: "Blue Dart", trackingNumber: "BD123456789IN" });
    expect(shipped.status).toBe(200);
    const delivered = await shop.call("PATCH", `/api/orders/${orderId}/status`, admin.headers, { status: "delivered", reason: "Blue Dart's proof of delivery" });
    expect(delivered.status).toBe(200);
    // Saving the same status again (a note added) tells the shopper nothing new.
    await shop.call("PATCH", `/api/orders/${orderId}/status`, admin.headers, { status: "delivered", notes: "Left with the neighbour", reason: "Blue Dart's proof of delivery" });
    await drainOutbox(outbox);
    const mails = emailsAbout(await mailbox.emails(), order, buyer.user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${orderNumber(orderId)} confirmed: thank you for shopping with Rangrez`,
      `Order ${orderNumber(orderId)} has shipped`,
      `Order ${orderNumber(orderId)} has been delivered`,
    ]);
    expect(mails[1]!.body.text).toContain("Carrier: Blue Dart");
    expect(mails[1]!.body.text).toContain("Tracking number: BD123456789IN");
    expect(mails[1]!.body.html).toContain("BD123456789IN");
    // Blue Dart is a courier the shop knows: the e-mail links to its tracking page for the number.
    expect(mails[1]!.body.text).toContain(`Track your parcel: ${trackingUrl("Blue Dart", "BD123456789IN")}`);
  });

  it("escape what a shopper typed", async () => {
    const { order, buyer } = await paidOrder([{ price: 999, quantity: 1 }], { ...ADDRESS, name: "Asha <b>Rao</b>", address: '12 MG Road <img src=x onerror="alert(1)">' });
    await drainOutbox(outbox);
    const mail = emailsAbout(await mailbox.emails(), order, buyer.user.email)[0]!;
    expect(mail.body.html).not.toContain("<img src=x");
    expect(mail.body.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.body.text).toContain('12 MG Road <img src=x onerror="alert(1)">');
  });

  it("wait while SES is down and all arrive once when it is back", async () => {
    await drainOutbox(outbox);
    await mailbox.stop();
    const orders = [await paidOrder([{ price: 1299, quantity: 1 }]), await paidOrder([{ price: 2599, quantity: 1 }], RAJASTHAN)];
    const admin = await shop.admin();
    expect((await shop.call("PATCH", `/api/orders/${orders[0]!.orderId}/status`, admin.headers, { status: "shipped", carrier: "Delhivery", trackingNumber: "DLV0001" })).status).toBe(200);
    const down = await drainOutbox(outbox);
    expect(down).toEqual({ done: 0, retry: 3, gaveUp: 0 });
    // Invoices do not wait for SES.
    for (const o of orders) expect(await shop.repos.taxDocuments.getInvoice(o.orderId)).toBeDefined();
    // Retried after its back-off, still down.
    expect(await drainOutbox(outbox, { now: new Date(Date.now() + 15_000) })).toEqual({ done: 0, retry: 3, gaveUp: 0 });

    await mailbox.restart();
    // Not due yet: nothing is sent before the back-off ends.
    expect(await drainOutbox(outbox, { now: new Date(Date.now() + 16_000) })).toEqual({ done: 0, retry: 0, gaveUp: 0 });
    expect(await drainOutbox(outbox, { now: new Date(Date.now() + 60_000) })).toEqual({ done: 3, retry: 0, gaveUp: 0 });
    expect(await drainOutbox(outbox, { now: new Date(Date.now() + 3_600_000) })).toEqual({ done: 0, retry: 0, gaveUp: 0 });

    const emails = await mailbox.emails();
    for (const o of orders) {
      const order = (await shop.repos.orders.get(o.orderId))!;
      expect(emailsAbout(emails, order, o.buyer.user.email).filter((e) => e.subject.includes("confirmed"))).toHaveLength(1);
      expect(emailsAbout(emails, order, "orders@rangrez.test")).toHaveLength(1);
    }
    const first = (await shop.repos.orders.get(orders[0]!.orderId))!;
    expect(emailsAbout(emails, first, orders[0]!.buyer.user.email).map((e) => e.subject)).toContain(`Order ${orderNumber(first.id)} has shipped`);
    expect(first.totalPaise).toBe(129_900);
  }, 60_000);
});
