import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import type { Order } from "../../shared/schemas/order.js";
import type { OrderDocuments } from "../../shared/schemas/order-documents.js";
import type { Payment } from "../../shared/schemas/payment.js";
import { localMailbox, outboxDeps } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

// Orders and payments stored before the server kept amounts in paise hold rupees. They must read
// as they always did (the API's rupee figures), be invoiced and refunded for the right amounts,
// and be stored in paise once written again (docs/money.md).

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let outbox: OutboxDeps;

beforeAll(async () => {
  shop = await paymentShop();
  outbox = outboxDeps(shop, await localMailbox());
});

/** How the server stored an order before paise: the API's Order (rupees) with the table's keys. */
function oldOrderItem(order: Omit<Order, "_id">) {
  return {
    pk: `ORDER#${order.id}`,
    sk: "ORDER",
    entity: "order",
    gsi1pk: "ORDER",
    gsi1sk: `${order.createdAt}#${order.id}`,
    gsi2pk: `USER_ORDERS#${order.userId}`,
    gsi2sk: `${order.createdAt}#${order.id}`,
    ...order,
  };
}

/** How the server stored a payment before paise: the API's Payment (rupees) with the table's keys. */
function oldPaymentItem(payment: Omit<Payment, "_id">) {
  return {
    pk: `PAYMENT#${payment.id}`,
    sk: "PAYMENT",
    entity: "payment",
    gsi1pk: "PAYMENT",
    gsi1sk: `${payment.createdAt}#${payment.id}`,
    gsi2pk: `RZP_ORDER#${payment.razorpayOrderId}`,
    gsi2sk: "PAYMENT",
    ...payment,
  };
}

const stored = async (pk: string, sk: string) =>
  (await shop.repos.db.doc.send(new GetCommand({ TableName: shop.repos.db.tableName, Key: { pk, sk }, ConsistentRead: true }))).Item!;

describe("an order and payment stored in rupees", () => {
  it("read, invoice and refund for the right rupee amounts, and are stored in paise once written again", async () => {
    const admin = await shop.admin();
    const buyer = await shop.shopper();
    // ₹1,899.50 a piece, two of them: ₹3,799.00, GST 5/105 of it = ₹180.90.
    const product = await shop.product({ name: "Mulmul Cotton Kurta", price: 1899.5, sizes: ["M"], stockBySize: { M: 5 } });
    const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, {
      items: [{ product: product.id, size: "M", quantity: 2 }],
      shippingAddress: { ...ADDRESS, email: buyer.user.email },
      source: "cart",
    });
    expect(started.status).toBe(201);
    const { orderId, order: razorpayOrder } = (await started.json()) as { orderId: string; order: { id: string } };
    const paid = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
    const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid);
    expect(confirmed.status).toBe(200);
    const { payment } = (await confirmed.json()) as { payment: Payment };
    // A first refund of ₹100, so the old payment carries a refund of its own.
    const first = await shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: payment.id, amount: 100, reason: "Loose button" });
    expect(first.status).toBe(200);
    const firstRefundId = ((await first.json()) as { payment: Payment }).payment.refundId!;

    // Written back as the server stored them before paise, rupees and all.
    const order = await shop.repos.orders.get(orderId);
    const current = await shop.repos.payments.get(payment.id);
    const { orderItems, itemsPaise, taxPaise, shippingPaise, totalPaise, cancellation: _orderCancellation, ...orderRest } = order!;
    const { amountPaise, amountRefundedPaise, refunds, ...paymentRest } = current!;
    expect([order!.id, current!.id]).toEqual([orderId, payment.id]);
    expect([itemsPaise, taxPaise, shippingPaise, totalPaise, amountPaise, amountRefundedPaise]).toEqual([379_900, 18_090, 0, 379_900, 379_900, 10_000]);
    const line = orderItems[0]!;
    const { pricePaise, ...lineRest } = line;
    expect(pricePaise).toBe(189_950);
    await shop.repos.db.doc.send(
      new PutCommand({
        TableName: shop.repos.db.tableName,
        Item: oldOrderItem({ ...orderRest, orderItems: [{ ...lineRest, price: 1899.5 }], itemsPrice: 3799, taxPrice: 180.9, shippingPrice: 0, totalPrice: 3799 }),
      }),
    );
    const refund = refunds[0]!;
    // Refunds stored in rupees were made before refunds recorded their lines (issue 22).
    const { amountPaise: refundPaise, lines: _lines, goodwill: _goodwill, cancellation: _cancellation, ...refundRest } = refund;
    expect(refundPaise).toBe(10_000);
    await shop.repos.db.doc.send(
      new PutCommand({
        TableName: shop.repos.db.tableName,
        Item: oldPaymentItem({ ...paymentRest, amount: 3799, amountRefunded: 100, refunds: [{ ...refundRest, amount: 100 }] }),
      }),
    );
    const oldOrder = await stored(`ORDER#${orderId}`, "ORDER");
    expect(oldOrder).toMatchObject({ totalPrice: 3799 });
    expect(oldOrder).not.toHaveProperty("totalPaise");

    // The shopper's orders, the admin's orders and the admin's payments show the same rupees.
    const expectedOrder = { id: orderId, itemsPrice: 3799, taxPrice: 180.9, shippingPrice: 0, totalPrice: 3799, isPaid: true, status: "processing" };
    const mine = (await (await shop.call("GET", "/api/orders/my-orders", buyer.headers)).json()) as { data: Order[] };
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject(expectedOrder);
    expect(mine.data[0]!.orderItems).toEqual([expect.objectContaining({ product: product.id, quantity: 2, price: 1899.5 })]);
    expect(mine.data[0]).not.toHaveProperty("totalPaise");
    const listed = (await (await shop.call("GET", `/api/orders?search=${orderId}`, admin.headers)).json()) as { data: Order[] };
    expect(listed.data).toEqual([mine.data[0]]);
    const payments = (await (await shop.call("GET", `/api/payments/admin/all?search=${payment.id}`, admin.headers)).json()) as { data: Payment[] };
    expect(payments.data).toHaveLength(1);
    expect(payments.data[0]).toMatchObject({ id: payment.id, amount: 3799, amountRefunded: 100, status: "completed" });
    expect(payments.data[0]!.refunds).toEqual([expect.objectContaining({ id: firstRefundId, amount: 100 })]);

    // The invoice is made from the old order, the credit note from the old payment's refund.
    await drainOutbox(outbox);
    const documents = (await (await shop.call("GET", `/api/orders/${orderId}/documents`, buyer.headers)).json()) as { data: OrderDocuments };
    expect(documents.data.invoice).toMatchObject({ amount: 3799 });
    expect(documents.data.creditNotes).toEqual([expect.objectContaining({ refundId: firstRefundId, amount: 100 })]);
    const invoice = await shop.repos.taxDocuments.getInvoice(orderId);
    expect(invoice!.totals.cgstPaise + invoice!.totals.sgstPaise + invoice!.totals.igstPaise).toBe(18_090);

    // Refunding the rest of the old payment refunds ₹3,699.00, exactly what is left.
    const rest = await shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: payment.id, reason: "Customer cancelled" });
    expect(rest.status).toBe(200);
    const refunded = (await rest.json()) as { payment: Payment; order: Order };
    expect(refunded.payment).toMatchObject({ amount: 3799, amountRefunded: 3799, status: "refunded" });
    expect(refunded.payment.refunds.map((r) => r.amount)).toEqual([100, 3699]);
    expect(refunded.order).toMatchObject({ totalPrice: 3799, status: "refunded" });
    expect((await shop.gateway.fetchPayment(paid.razorpay_payment_id)).amount_refunded).toBe(379_900);
    await drainOutbox(outbox);
    const after = (await (await shop.call("GET", `/api/orders/${orderId}/documents`, buyer.headers)).json()) as { data: OrderDocuments };
    expect(after.data.creditNotes.map((note) => note.amount).sort((a, b) => a - b)).toEqual([100, 3699]);

    // Written again, both are stored in paise only.
    const newPayment = await stored(`PAYMENT#${payment.id}`, "PAYMENT");
    expect(newPayment).toMatchObject({ amountPaise: 379_900, amountRefundedPaise: 379_900 });
    expect(newPayment).not.toHaveProperty("amount");
    expect(newPayment).not.toHaveProperty("amountRefunded");
    expect((newPayment.refunds as Array<Record<string, unknown>>).map((r) => r.amountPaise)).toEqual([10_000, 369_900]);
    const newOrder = await stored(`ORDER#${orderId}`, "ORDER");
    expect(newOrder).toMatchObject({ totalPaise: 379_900, itemsPaise: 379_900, taxPaise: 18_090, shippingPaise: 0 });
    expect(newOrder).not.toHaveProperty("totalPrice");
    expect((newOrder.orderItems as Array<Record<string, unknown>>)[0]).toMatchObject({ pricePaise: 189_950 });
  }, 120_000);
});
