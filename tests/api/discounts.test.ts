import { beforeAll, describe, expect, it } from "vitest";
import type { DiscountCode, DiscountQuote } from "../../shared/schemas/discount-code.js";
import type { Order } from "../../shared/schemas/order.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

// Discount codes (issue 15) against DynamoDB Local and the Razorpay emulator: the server alone
// decides what a code takes off, GST is charged on the discounted price, and a use is honoured
// once even when many shoppers race for the last one.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
beforeAll(async () => {
  shop = await paymentShop();
  admin = await shop.admin();
});

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function createCode(fields: Record<string, unknown>) {
  const response = await shop.call("POST", "/api/admin/discounts", admin.headers, { kind: "percent", value: 10, ...fields });
  return { status: response.status, body: (await response.json()) as { data: DiscountCode; error?: string } };
}

async function check(headers: Record<string, string>, code: string, items: Array<{ product: string; size: string; quantity: number }>) {
  const response = await shop.call("POST", "/api/discounts/check", headers, { code, items });
  return { status: response.status, body: (await response.json()) as { data: DiscountQuote; error?: string } };
}

async function checkout(headers: Record<string, string>, items: Array<{ product: string; size: string; quantity: number }>, discountCode?: string) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, { items, shippingAddress: ADDRESS, source: "cart", ...(discountCode && { discountCode }) });
  return { status: response.status, body: (await response.json()) as { order: { id: string; amount: number }; orderId: string; data: Order; error?: string } };
}

describe("admins manage codes", () => {
  it("create, list, change and delete; bad terms are refused with the field named", async () => {
    const made = await createCode({ code: "diwali10", description: "Diwali: 10% off", minOrder: 1999, maxUses: 100, maxUsesPerCustomer: 1, endsAt: iso(30 * DAY) });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ code: "DIWALI10", kind: "percent", value: 10, minOrder: 1999, maxUses: 100, maxUsesPerCustomer: 1, isActive: true, uses: 0, held: 0 });
    expect((await createCode({ code: "DIWALI10" })).body.error).toBe("A discount code DIWALI10 already exists.");
    expect((await createCode({ code: "X" })).body.error).toBe("A discount code is 3 to 20 letters, digits, - or _");
    expect((await createCode({ code: "TOO-MUCH", value: 120 })).body.error).toBe("A percentage is a whole number from 1 to 100");
    expect((await createCode({ code: "FLAT", kind: "amount", value: 99.999 })).body.error).toBe("An amount is rupees with at most 2 decimals, up to 1000000");
    expect((await createCode({ code: "BACKWARDS", startsAt: iso(DAY), endsAt: iso(-DAY) })).body.error).toBe("endsAt must be after startsAt");
    expect((await createCode({ code: "SNEAKY", uses: 0 })).body.error).toBe("Unknown field: uses");

    const listed = (await (await shop.call("GET", "/api/admin/discounts", admin.headers)).json()) as { data: DiscountCode[] };
    expect(listed.data.map((d) => d.code)).toContain("DIWALI10");
    const changed = await shop.call("PUT", "/api/admin/discounts/diwali10", admin.headers, { kind: "amount", value: 250, maxUses: null, isActive: false });
    expect(((await changed.json()) as { data: DiscountCode }).data).toMatchObject({ kind: "amount", value: 250, maxUses: null, isActive: false, minOrder: 0 });
    expect((await shop.call("DELETE", "/api/admin/discounts/DIWALI10", admin.headers)).status).toBe(200);
    expect((await shop.call("DELETE", "/api/admin/discounts/DIWALI10", admin.headers)).status).toBe(404);

    const shopper = await shop.shopper();
    expect((await shop.call("GET", "/api/admin/discounts", shopper.headers)).status).toBe(403);
    expect((await shop.call("POST", "/api/admin/discounts", shopper.headers, { code: "FREE100", kind: "percent", value: 100 })).status).toBe(403);
  });
});

describe("a shopper applying a code", () => {
  it("sees the new total, or a reason: unknown, switched off, not yet, expired, too small an order", async () => {
    const saree = await shop.product({ name: "Mysore Silk Saree", price: 1500, sizes: ["M"], stockBySize: { M: 9 } });
    const items = [{ product: saree.id, size: "M", quantity: 2 }];
    await createCode({ code: "WELCOME15", value: 15, minOrder: 2000 });
    await createCode({ code: "FLAT500", kind: "amount", value: 500 });
    await createCode({ code: "PAUSED", isActive: false });
    await createCode({ code: "NEWYEAR", startsAt: "2099-01-01T00:00:00+05:30" });
    await createCode({ code: "MONSOON", startsAt: iso(-10 * DAY), endsAt: iso(-DAY) });
    await createCode({ code: "BIGSPEND", minOrder: 5000 });

    const quote = await check({ "content-type": "application/json" }, " welcome15 ", items);
    expect(quote.status).toBe(200);
    expect(quote.body.data).toEqual({ code: "WELCOME15", description: "15% off", itemsPrice: 3000, discount: 450, totalPrice: 2550 });
    expect((await check({ "content-type": "application/json" }, "FLAT500", items)).body.data).toMatchObject({ description: "₹500.00 off", discount: 500, totalPrice: 2500 });

    const reasons = await Promise.all(["NOSUCH", "PAUSED", "NEWYEAR", "MONSOON", "BIGSPEND"].map((code) => check({ "content-type": "application/json" }, code, items)));
    expect(reasons.map((r) => r.status)).toEqual([404, 409, 409, 409, 409]);
    expect(reasons[0]!.body.error).toBe("There is no discount code NOSUCH. Check the spelling.");
    expect(reasons[1]!.body.error).toBe("The code PAUSED is not active.");
    expect(reasons[2]!.body.error).toBe("The code NEWYEAR can be used from 1 Jan 2099.");
    expect(reasons[3]!.body.error).toMatch(/^The code MONSOON expired on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
    expect(reasons[4]!.body.error).toBe("The code BIGSPEND needs an order of at least ₹5,000.00.");
  });

  it("create-order takes the discount off each line in proportion and charges GST on what is paid", async () => {
    const { headers } = await shop.shopper();
    // ₹3,000 (18% GST) and 2 × ₹1,000 (5%): 10% off ₹5,000 is ₹500, ₹300 and ₹200 of it per line.
    const lehenga = await shop.product({ name: "Georgette Lehenga", price: 3000, sizes: ["M"], stockBySize: { M: 3 } });
    const kurta = await shop.product({ name: "Cotton Kurta", price: 1000, sizes: ["M"], stockBySize: { M: 3 } });
    await createCode({ code: "FESTIVE10", value: 10 });
    const { status, body } = await checkout(headers, [{ product: lehenga.id, size: "M", quantity: 1 }, { product: kurta.id, size: "M", quantity: 2 }], "festive10");
    expect(status).toBe(201);
    expect(body.order.amount).toBe(450_000);
    const order = body.data;
    expect(order).toMatchObject({ itemsPrice: 5000, discountCode: "FESTIVE10", discountPrice: 500, totalPrice: 4500 });
    expect(order.orderItems.map((line) => line.discount)).toEqual([300, 200]);
    // ₹2,700 for one piece is above ₹2,500: 18/118 of it is ₹411.86; ₹1,800 for two at ₹900: 5/105 is ₹85.71.
    expect(order.taxPrice).toBe(497.57);
    expect((await shop.gateway.fetchOrder(body.order.id)).amount).toBe(450_000);
  });

  it("a discount that brings a piece to ₹2,500 or less moves it to the 5% rate", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ name: "Organza Anarkali", price: 2600, sizes: ["M"], stockBySize: { M: 2 } });
    await createCode({ code: "ANARKALI10", value: 10 });
    const { body } = await checkout(headers, [{ product: dress.id, size: "M", quantity: 1 }], "ANARKALI10");
    expect(body.data).toMatchObject({ totalPrice: 2340, discountPrice: 260, taxPrice: 111.43 });
  });

  it("a code with one use left that ten shoppers pay with at once is honoured once: the nine are told before paying", async () => {
    const dress = await shop.product({ name: "Last-Use Dress", price: 1200, sizes: ["M"], stockBySize: { M: 20 } });
    await createCode({ code: "LASTONE", kind: "amount", value: 200, maxUses: 1 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shop.shopper()));
    const started = await Promise.all(shoppers.map((s) => checkout(s.headers, [{ product: dress.id, size: "M", quantity: 1 }], "LASTONE")));
    expect(started.filter((s) => s.status === 201)).toHaveLength(1);
    const refused = started.filter((s) => s.status === 409);
    expect(refused).toHaveLength(9);
    expect(new Set(refused.map((s) => s.body.error))).toEqual(new Set(["The code LASTONE has been used up."]));
    // Nobody who was refused holds a piece.
    expect((await shop.repos.products.get(dress.id))!.stockBySize).toEqual({ M: 19 });

    const winner = started.findIndex((s) => s.status === 201);
    const paid = await shop.emulator.payOrder(started[winner]!.body.order.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", shoppers[winner]!.headers, paid)).status).toBe(200);
    await shop.emulator.waitForWebhooks();
    const code = ((await (await shop.call("GET", "/api/admin/discounts", admin.headers)).json()) as { data: DiscountCode[] }).data.find((d) => d.code === "LASTONE")!;
    expect(code).toMatchObject({ uses: 1, held: 0 });
    expect((await check(shoppers[0]!.headers, "LASTONE", [{ product: dress.id, size: "M", quantity: 1 }])).body.error).toBe("The code LASTONE has been used up.");
  });

  it("a use held by a checkout the shopper closes comes back; a shopper's own limit holds; a held code cannot be deleted", async () => {
    const dress = await shop.product({ price: 999, sizes: ["M"], stockBySize: { M: 10 } });
    const items = [{ product: dress.id, size: "M", quantity: 1 }];
    await createCode({ code: "ONCEEACH", value: 5, maxUsesPerCustomer: 1 });
    const asha = await shop.shopper();
    const first = await checkout(asha.headers, items, "ONCEEACH");
    expect(first.status).toBe(201);
    const deleting = await shop.call("DELETE", "/api/admin/discounts/ONCEEACH", admin.headers);
    expect(deleting.status).toBe(409);
    expect((await deleting.json()).error).toBe("Shoppers are paying with ONCEEACH right now. Switch it off instead, or delete it once their checkouts end.");
    // Checking out again replaces her open checkout (issue 22): its use comes back for the new one.
    const second = await checkout(asha.headers, items, "ONCEEACH");
    expect(second.status).toBe(201);
    expect((await shop.repos.orders.get(first.body.orderId))!.hold).toMatchObject({ status: "released", releasedBecause: "new-checkout" });

    // She closes Razorpay Checkout: the pieces and the use go back.
    await shop.call("POST", "/api/payments/cancel-checkout", asha.headers, { orderId: second.body.orderId });
    const again = await checkout(asha.headers, items, "ONCEEACH");
    expect(again.status).toBe(201);
    const paid = await shop.emulator.payOrder(again.body.order.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", asha.headers, paid)).status).toBe(200);
    await shop.emulator.waitForWebhooks();
    expect((await check(asha.headers, "ONCEEACH", items)).body.error).toBe("You have already used the code ONCEEACH.");
    // Someone else may still use it.
    expect((await check((await shop.shopper()).headers, "ONCEEACH", items)).status).toBe(200);
  });
});

describe("the attack: a single-use code paid for again after checkouts gave its use back", () => {
  it("pays at most one order at the discounted price when two cancelled checkouts are both paid", async () => {
    await createCode({ code: "ONCEONLY", kind: "percent", value: 50, maxUses: 1 });
    const saree = await shop.product({ name: "Gadwal Silk Saree", price: 4000, sizes: ["Free Size"], stockBySize: { "Free Size": 10 } });
    const line = [{ product: saree.id, size: "Free Size", quantity: 1 }];
    // Two shoppers each start a checkout with the code, one after the other, and close it.
    const started = [];
    for (const name of ["Uma", "Lata"]) {
      const who = await shop.shopper(name);
      const checkoutStarted = await checkout(who.headers, line, "ONCEONLY");
      expect(checkoutStarted.status).toBe(201);
      expect((await shop.call("POST", "/api/payments/cancel-checkout", who.headers, { orderId: checkoutStarted.body.orderId })).status).toBe(200);
      started.push(checkoutStarted);
    }
    // Their still-open Razorpay orders are then both paid, at the discounted price.
    for (const one of started) await shop.emulator.payOrder(one.body.order.id, { card: SUCCESS_CARD });
    await shop.emulator.waitForWebhooks();

    const orders = await Promise.all(started.map(async (one) => (await shop.repos.orders.get(one.body.orderId))!));
    const paidAtDiscount = orders.filter((order) => order.isPaid && order.discountCode === "ONCEONLY");
    expect(paidAtDiscount.length).toBeLessThanOrEqual(1);
    const refused = orders.filter((order) => !order.isPaid);
    for (const order of refused) {
      expect(order.status).toBe("cancelled");
      expect(order.cancelReason).toMatch(/^Your payment arrived after we stopped holding your order, and the code ONCEONLY has been used up since\. Your payment of ₹2,000\.00 has been refunded\.$/);
      expect((await shop.repos.payments.get(order.paymentId!))!.status).toBe("refunded");
    }
    const code = (await shop.repos.discounts.get("ONCEONLY"))!;
    expect(code.used).toBeLessThanOrEqual(1);
  });
});
