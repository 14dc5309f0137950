import { createHmac } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { readCounters } from "../../functions/data/counters.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import { ADDRESS, DECLINED_CARD, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
beforeAll(async () => {
  shop = await paymentShop();
});

interface Started {
  order: { id: string; amount: number; currency: string };
  orderId: string;
  amount: number;
  keyId: string;
}

async function startCheckout(headers: Record<string, string>, items: Array<{ product: string; size: string; quantity: number }>) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, { items, shippingAddress: ADDRESS, source: "cart" });
  return { status: response.status, body: (await response.json()) as Started & { error?: string } };
}

const sign = (orderId: string, paymentId: string) => createHmac("sha256", shop.keys.keySecret).update(`${orderId}|${paymentId}`).digest("hex");

describe("create-order", () => {
  it("prices the basket from stored prices and opens a Razorpay order for that amount", async () => {
    const { headers } = await shop.shopper();
    const saree = await shop.product({ name: "Banarasi Silk Saree", price: 2899.5, sizes: ["M", "L"], stockBySize: { M: 2, L: 2 } });
    const dress = await shop.product({ name: "Cotton Dress", price: 999, sizes: ["S", "M"], stockBySize: { S: 2, M: 2 } });
    const { status, body } = await startCheckout(headers, [
      { product: saree.id, size: "M", quantity: 1 },
      { product: saree.id, size: "L", quantity: 1 },
      { product: dress.id, size: "S", quantity: 2 },
    ]);
    expect(status).toBe(201);
    // 2 × 2899.50 + 2 × 999 = 7797.00 rupees = 779700 paise
    expect(body.order.amount).toBe(779_700);
    expect(body.order.currency).toBe("INR");
    expect(body.amount).toBe(7797);
    expect(body.keyId).toBe(shop.keys.keyId);
    const order = (await shop.repos.orders.get(body.orderId))!;
    expect(order.status).toBe("pending");
    expect(order.isPaid).toBe(false);
    expect(order.totalPaise).toBe(779_700);
    // GST included, each line rounded to the paisa: 18/118 of 2899.50 (above ₹2,500) twice,
    // 442.30 + 442.30, plus 5/105 of 2 × 999 = 95.14
    expect(order.taxPaise).toBe(97_974);
    expect((await shop.gateway.fetchOrder(body.order.id)).amount).toBe(779_700);
    // The pieces are held for the shopper while she pays: no one else can have them.
    expect((await shop.repos.products.get(saree.id))!.stockBySize).toEqual({ M: 1, L: 1 });
    expect((await shop.repos.products.get(dress.id))!.stockBySize).toEqual({ S: 0, M: 2 });
    expect(order.hold?.status).toBe("held");
    const heldFor = (Date.parse(order.hold!.expiresAt) - Date.parse(order.createdAt)) / 1000;
    expect(heldFor).toBe(shop.config.checkoutHoldSeconds);
    expect((body as unknown as { checkoutTimeoutSeconds: number }).checkoutTimeoutSeconds).toBe(shop.config.checkoutHoldSeconds - 60);
  });

  it("refuses an amount from the browser, unknown sizes, missing stock and inactive products", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ name: "Organza Dress", price: 3499, sizes: ["S", "M"], stockBySize: { S: 2, M: 0 } });
    const hidden = await shop.product({ name: "Retired Dress", isActive: false });
    const withAmount = await shop.call("POST", "/api/payments/create-order", headers, {
      items: [{ product: dress.id, size: "S", quantity: 1 }],
      shippingAddress: ADDRESS,
      source: "cart",
      amount: 1,
    });
    expect(withAmount.status).toBe(400);
    expect(await withAmount.json()).toEqual({ success: false, error: "Unknown field: amount" });
    expect((await startCheckout(headers, [{ product: dress.id, size: "XL", quantity: 1 }])).body.error).toBe("Size XL is not offered for Organza Dress.");
    const tooMany = await startCheckout(headers, [{ product: dress.id, size: "S", quantity: 3 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe("Only 2 left in size S of Organza Dress.");
    const soldOutSize = await startCheckout(headers, [{ product: dress.id, size: "M", quantity: 1 }]);
    expect(soldOutSize.status).toBe(409);
    expect(soldOutSize.body.error).toBe("Organza Dress is sold out in size M.");
    // Nothing was held by the refusals.
    expect((await shop.repos.products.get(dress.id))!.stockBySize).toEqual({ S: 2, M: 0 });
    expect((await startCheckout(headers, [{ product: hidden.id, size: "S", quantity: 1 }])).status).toBe(409);
    const badPin = await shop.call("POST", "/api/payments/create-order", headers, {
      items: [{ product: dress.id, size: "S", quantity: 1 }],
      shippingAddress: { ...ADDRESS, pincode: "011001" },
      source: "cart",
    });
    expect(badPin.status).toBe(400);
    expect((await badPin.json()).error).toBe("Pincode must be 6 digits and cannot start with 0");
  });

  it("needs a signed-in shopper", async () => {
    const response = await shop.call("POST", "/api/payments/create-order", { "content-type": "application/json" }, { items: [], shippingAddress: ADDRESS, source: "cart" });
    expect(response.status).toBe(401);
  });
});

describe("confirming a payment", () => {
  it("marks the order paid, takes stock once, and a replay changes nothing", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ name: "Satin Dress", price: 1500, sizes: ["M"], stockBySize: { M: 3 } });
    const before = await readCounters(shop.repos.db);
    const { body } = await startCheckout(headers, [{ product: dress.id, size: "M", quantity: 2 }]);
    const paid = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
    const first = await shop.call("POST", "/api/payments/validate-payment", headers, paid);
    expect(first.status).toBe(200);
    const confirmed = (await first.json()) as { message: string; order: Order; payment: Payment };
    expect(confirmed.message).toBe("Payment successful! Your order has been placed.");
    expect(confirmed.order.isPaid).toBe(true);
    expect(confirmed.order.status).toBe("processing");
    expect(confirmed.payment.status).toBe("completed");

    // The same confirmation again, through both of the spec's paths, and the webhook's too.
    const again = await shop.call("POST", "/api/payments/validate-payment", headers, paid);
    expect(again.status).toBe(200);
    const processed = await shop.call("POST", "/api/payments/process", headers, {
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
      amount: 1,
      items: [],
    });
    expect(processed.status).toBe(200);
    await shop.emulator.waitForWebhooks();

    expect((await shop.repos.products.get(dress.id))!.stockBySize).toEqual({ M: 1 });
    expect((await shop.repos.orders.get(body.orderId))!.hold?.status).toBe("sold");
    const after = await readCounters(shop.repos.db);
    expect(after.paidOrders - before.paidOrders).toBe(1);
    expect(after.revenuePaise - before.revenuePaise).toBe(300_000);
    const mine = await shop.call("GET", "/api/orders/my-orders", headers);
    expect(mine.status).toBe(200);
    const orders = ((await mine.json()) as { data: Order[] }).data;
    expect(orders.map((o) => [o.id, o.isPaid])).toEqual([[body.orderId, true]]);
  });

  it("keeps a checkout that was never paid out of the shopper's orders", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ price: 650, stock: 5 });
    await startCheckout(headers, [{ product: dress.id, size: "M", quantity: 1 }]);
    const mine = (await (await shop.call("GET", "/api/orders/my-orders", headers)).json()) as { data: Order[] };
    expect(mine.data).toEqual([]);
  });

  it("refuses a tampered signature with 400 and pays nothing", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ price: 800, sizes: ["M"], stockBySize: { M: 5 } });
    const { body } = await startCheckout(headers, [{ product: dress.id, size: "M", quantity: 1 }]);
    shop.emulator.setWebhookUrl(undefined);
    try {
      const paid = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
      const tampered = { ...paid, razorpay_signature: paid.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a")) };
      const response = await shop.call("POST", "/api/payments/validate-payment", headers, tampered);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: "Payment validation failed" });
      const order = (await shop.repos.orders.get(body.orderId))!;
      expect(order.isPaid).toBe(false);
      // Still held for the shopper (4 left for others), not sold.
      expect(order.hold?.status).toBe("held");
      expect((await shop.repos.products.get(dress.id))!.stock).toBe(4);
    } finally {
      shop.emulator.setWebhookUrl(`${shop.baseUrl}/api/webhooks/razorpay`);
    }
  });

  it("refuses a payment of another (cheaper) order, even correctly signed for this one", async () => {
    const { headers } = await shop.shopper();
    const cheap = await shop.product({ price: 500, sizes: ["M"], stockBySize: { M: 5 } });
    const dear = await shop.product({ price: 9000, sizes: ["M"], stockBySize: { M: 5 } });
    const small = (await startCheckout(headers, [{ product: cheap.id, size: "M", quantity: 1 }])).body;
    const big = (await startCheckout(headers, [{ product: dear.id, size: "M", quantity: 1 }])).body;
    const paidSmall = await shop.emulator.payOrder(small.order.id, { card: SUCCESS_CARD });
    const response = await shop.call("POST", "/api/payments/validate-payment", headers, {
      razorpay_order_id: big.order.id,
      razorpay_payment_id: paidSmall.razorpay_payment_id,
      razorpay_signature: sign(big.order.id, paidSmall.razorpay_payment_id),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("Payment validation failed: the payment belongs to another order.");
    expect((await shop.repos.orders.get(big.orderId))!.isPaid).toBe(false);
    expect((await shop.repos.orders.get(big.orderId))!.hold?.status).toBe("held");
    expect((await shop.repos.products.get(dear.id))!.stock).toBe(4);
  });

  it("keeps another shopper out of an order", async () => {
    const owner = await shop.shopper();
    const stranger = await shop.shopper();
    const dress = await shop.product({ price: 700, stock: 5 });
    const { body } = await startCheckout(owner.headers, [{ product: dress.id, size: "M", quantity: 1 }]);
    shop.emulator.setWebhookUrl(undefined);
    try {
      const paid = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
      const response = await shop.call("POST", "/api/payments/validate-payment", stranger.headers, paid);
      expect(response.status).toBe(404);
      expect((await shop.repos.orders.get(body.orderId))!.isPaid).toBe(false);
    } finally {
      shop.emulator.setWebhookUrl(`${shop.baseUrl}/api/webhooks/razorpay`);
    }
  });

  it("records a declined card on the pending payment and frees its hold at once; a later success still confirms", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ price: 1200, sizes: ["M"], stockBySize: { M: 5 } });
    const { body } = await startCheckout(headers, [{ product: dress.id, size: "M", quantity: 1 }]);
    await expect(shop.emulator.payOrder(body.order.id, { card: DECLINED_CARD })).rejects.toThrow();
    await shop.emulator.waitForWebhooks();
    const failed = (await shop.repos.payments.findByRazorpayOrder(body.order.id))!;
    const payment = (await shop.repos.payments.get(failed.paymentId))!;
    expect(payment.status).toBe("failed");
    expect(payment.failureReason).toBeTruthy();
    const released = (await shop.repos.orders.get(body.orderId))!;
    expect(released.isPaid).toBe(false);
    expect(released.hold).toMatchObject({ status: "released", releasedBecause: "payment-failed" });
    expect((await shop.repos.products.get(dress.id))!.stockBySize).toEqual({ M: 5 });

    const paid = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", headers, paid)).status).toBe(200);
    expect((await shop.repos.payments.get(failed.paymentId))!.status).toBe("completed");
    // Paid after the release: the piece is taken again, once.
    expect((await shop.repos.products.get(dress.id))!.stockBySize).toEqual({ M: 4 });
  });
});
