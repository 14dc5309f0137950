import { beforeAll, describe, expect, it } from "vitest";
import { confirmPayment } from "../../functions/checkout/confirm-payment.js";
import { readCounters } from "../../functions/data/counters.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
beforeAll(async () => {
  shop = await paymentShop();
});

async function pendingOrder(stock = 5, price = 1999) {
  const { headers, user } = await shop.shopper();
  const product = await shop.product({ price, stock });
  const response = await shop.call("POST", "/api/payments/create-order", headers, {
    items: [{ product: product.id, size: "M", quantity: 1 }],
    shippingAddress: ADDRESS,
    source: "cart",
  });
  const body = (await response.json()) as { order: { id: string }; orderId: string };
  return { headers, user, product, razorpayOrderId: body.order.id, orderId: body.orderId };
}

const signed = (body: string, secret?: string) => shop.signWebhook(body, secret);
const postWebhook = (body: string, signature: string) => shop.webhook(body, { signature });

describe("the Razorpay webhook", () => {
  it("confirms an order alone when the browser's callback never came", async () => {
    const { orderId, razorpayOrderId, product } = await pendingOrder(4);
    await shop.payWith(razorpayOrderId, { withholdCallback: true });
    const order = (await shop.repos.orders.get(orderId))!;
    expect(order.isPaid).toBe(true);
    expect(order.status).toBe("processing");
    expect((await shop.repos.products.get(product.id))!.stock).toBe(3);
    expect(shop.emulator.deliveries.filter((d) => d.status === 200).length).toBeGreaterThan(0);
  });

  it("has one effect when each event is delivered 10 times and out of order", async () => {
    const before = await readCounters(shop.repos.db);
    const { orderId, razorpayOrderId, product } = await pendingOrder(5, 2500);
    await shop.payWith(razorpayOrderId, { duplicateWebhooks: 10, shuffleWebhooks: true });
    const deliveries = shop.emulator.deliveries.filter((d) => JSON.stringify(d).includes(razorpayOrderId));
    expect(deliveries.length).toBeGreaterThanOrEqual(20);
    expect(deliveries.every((d) => d.status !== null && d.status !== undefined && d.status < 300)).toBe(true);
    expect((await shop.repos.products.get(product.id))!.stock).toBe(4);
    const after = await readCounters(shop.repos.db);
    expect(after.paidOrders - before.paidOrders).toBe(1);
    expect(after.revenuePaise - before.revenuePaise).toBe(250_000);
    const events = await shop.repos.events.after("2000-01-01T00:00:00Z", 1000);
    expect(events.events.filter((e) => e.type === "payment.confirmed" && e.refs.orderId === orderId)).toHaveLength(1);
  });

  it("keeps the payment when the webhook read the order after the browser paid it and the payment before", async () => {
    // The two are read side by side, so a webhook can meet the browser's transaction between them:
    // the order paid, the payment not yet. That is not a second payment to give back (issue 39's
    // payout races found Razorpay refunding a paid order this way).
    const { headers, orderId, razorpayOrderId } = await pendingOrder(3);
    const link = (await shop.repos.payments.findByRazorpayOrder(razorpayOrderId))!;
    const before = (await shop.repos.payments.get(link.paymentId))!;
    const paid = await shop.emulator.payOrder(razorpayOrderId, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", headers, paid)).status).toBe(200);
    await shop.emulator.waitForWebhooks();

    let stale = true;
    const payments = { ...shop.repos.payments, get: async (id: string) => (stale && id === before.id ? ((stale = false), before) : shop.repos.payments.get(id)) };
    const confirmed = await confirmPayment({ repos: { ...shop.repos, payments }, gateway: shop.gateway }, razorpayOrderId, paid.razorpay_payment_id, { via: "webhook" });

    expect(confirmed.payment.razorpayPaymentId).toBe(paid.razorpay_payment_id);
    expect((await shop.gateway.fetchPayment(paid.razorpay_payment_id)).amount_refunded).toBe(0);
    expect((await shop.repos.orders.get(orderId))!.status).toBe("processing");
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { orderId, razorpayOrderId } = await pendingOrder();
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_Forged00000001", order_id: razorpayOrderId, amount: 199900, currency: "INR", status: "captured" } } },
    });
    // The right signature with its last digit changed (to another digit, whatever it was).
    const altered = signed(body).replace(/.$/, (last) => (last === "0" ? "1" : "0"));
    for (const signature of [signed(body, "not-the-webhook-secret"), "", "zz", altered]) {
      const response = await postWebhook(body, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: "Invalid webhook signature" });
    }
    expect((await shop.repos.orders.get(orderId))!.isPaid).toBe(false);
  });

  it("acknowledges a correctly signed event for an order it does not know, and one it does not handle", async () => {
    const unknown = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: "pay_Unknown0000001", order_id: "order_Unknown000001" } } } });
    const unknownResponse = await postWebhook(unknown, signed(unknown));
    expect(unknownResponse.status).toBe(200);
    expect(await unknownResponse.json()).toEqual({ success: true, outcome: "ignored" });
    const other = JSON.stringify({ event: "payment.dispute.created", payload: {} });
    expect(await (await postWebhook(other, signed(other))).json()).toEqual({ success: true, outcome: "ignored" });
  });

  it("never moves a paid order back on a late payment.failed", async () => {
    const { orderId, razorpayOrderId, headers } = await pendingOrder();
    const paid = await shop.emulator.payOrder(razorpayOrderId, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", headers, paid)).status).toBe(200);
    const late = JSON.stringify({
      event: "payment.failed",
      payload: { payment: { entity: { id: "pay_LateFailure0001", order_id: razorpayOrderId, error_description: "Card declined" } } },
    });
    expect((await postWebhook(late, signed(late))).status).toBe(200);
    const order = (await shop.repos.orders.get(orderId))!;
    expect(order.isPaid).toBe(true);
    const link = (await shop.repos.payments.findByRazorpayOrder(razorpayOrderId))!;
    expect((await shop.repos.payments.get(link.paymentId))!.status).toBe("completed");
  });
});

describe("a payment for an order deleted meanwhile", () => {
  it("is refunded in full, not kept", async () => {
    const { orderId, razorpayOrderId } = await pendingOrder(5, 1500);
    await shop.repos.orders.remove(orderId);
    const paymentId = await shop.payWith(razorpayOrderId, { withholdCallback: true });
    const atRazorpay = await shop.gateway.fetchPayment(paymentId);
    expect(atRazorpay.amount_refunded).toBe(150_000);
    const link = (await shop.repos.payments.findByRazorpayOrder(razorpayOrderId))!;
    const payment = (await shop.repos.payments.get(link.paymentId))!;
    expect(payment.status).toBe("refunded");
    expect(payment.amountRefundedPaise).toBe(150_000);
  });
});
