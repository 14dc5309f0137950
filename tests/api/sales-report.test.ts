import { beforeAll, describe, expect, it } from "vitest";
import { toPaise } from "../../shared/money.js";
import { shopDate } from "../../shared/shop-calendar.js";
import { toOrder } from "../../functions/data/orders.js";
import { toPayment } from "../../functions/data/payments.js";
import type { Payment } from "../../shared/schemas/payment.js";
import type { SalesReport } from "../../shared/schemas/sales-report.js";
import { scanTable } from "../support/table-audit.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

// The dashboard's sales figures come from daily aggregates kept with each payment and refund
// (issue 15); after concurrent payments and refunds they must equal a recount of the orders.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
beforeAll(async () => {
  shop = await paymentShop();
});

async function report(headers: Record<string, string>, days: number): Promise<SalesReport> {
  const response = await shop.call("GET", `/api/admin/sales?days=${days}`, headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: SalesReport }).data;
}

describe("GET /api/admin/sales", () => {
  it("equals a recount of the orders after concurrent payments and refunds", async () => {
    const admin = await shop.admin();
    const before = await report(admin.headers, 7);
    const products = await Promise.all([
      shop.product({ name: "Bandhani Saree", price: 2899.5, sizes: ["M"], stockBySize: { M: 30 } }),
      shop.product({ name: "Ikat Kurta", price: 1299, sizes: ["M", "L"], stockBySize: { M: 30, L: 30 } }),
      shop.product({ name: "Zardozi Lehenga", price: 8999, sizes: ["M"], stockBySize: { M: 30 } }),
    ]);
    await shop.call("POST", "/api/admin/discounts", admin.headers, { code: "REPORT10", kind: "percent", value: 10 });

    const buyers = await Promise.all(Array.from({ length: 12 }, () => shop.shopper()));
    const paid = await Promise.all(
      buyers.map(async (buyer, i) => {
        const product = products[i % 3]!;
        const items = [{ product: product.id, size: "M", quantity: 1 + (i % 2) }, ...(i % 4 === 0 ? [{ product: products[1]!.id, size: "L", quantity: 1 }] : [])];
        const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, { items, shippingAddress: ADDRESS, source: "cart", ...(i % 3 === 0 && { discountCode: "REPORT10" }) });
        expect(started.status).toBe(201);
        const body = (await started.json()) as { order: { id: string }; orderId: string };
        const handled = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
        const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, handled);
        expect(confirmed.status).toBe(200);
        return ((await confirmed.json()) as { payment: Payment }).payment;
      }),
    );
    await shop.emulator.waitForWebhooks();
    // Refunds at once: three partial, two in full.
    await Promise.all(
      paid.slice(0, 5).map((payment, i) => shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: payment.id, reason: "Returned", ...(i < 3 && { amount: 100.5 }) })),
    );

    const after = await report(admin.headers, 7);
    const today = shopDate(new Date());
    const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    const orders = items.filter((item) => item.entity === "order").map(toOrder);
    const payments = items.filter((item) => item.entity === "payment").map(toPayment);
    const paidToday = orders.filter((order) => order.isPaid && shopDate(order.paidAt!) === today);
    const refundsToday = payments.flatMap((payment) => payment.refunds).filter((refund) => shopDate(refund.at) === today);

    const day = after.days.at(-1)!;
    expect(day.date).toBe(today);
    expect(after.days).toHaveLength(7);
    expect(toPaise(day.revenue)).toBe(paidToday.reduce((sum, order) => sum + order.totalPaise, 0));
    expect(day.paidOrders).toBe(paidToday.length);
    expect(toPaise(day.refunds)).toBe(refundsToday.reduce((sum, refund) => sum + refund.amountPaise, 0));
    expect(day.refundCount).toBe(refundsToday.length);
    expect(day.paidOrders - before.days.at(-1)!.paidOrders).toBe(12);
    expect(toPaise(day.refunds) - toPaise(before.days.at(-1)!.refunds)).toBe(3 * 10_050 + toPaise(paid[3]!.amount) + toPaise(paid[4]!.amount));

    // Best sellers: units and what was paid for them (after discounts), recounted from the lines.
    for (const product of products) {
      const lines = paidToday.flatMap((order) => order.orderItems).filter((line) => line.product === product.id);
      const seller = after.bestSellers.find((entry) => entry.productId === product.id)!;
      expect(seller.units).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
      expect(toPaise(seller.revenue)).toBe(lines.reduce((sum, line) => sum + line.pricePaise * line.quantity - (line.discountPaise ?? 0), 0));
    }
    expect(after.bestSellers.map((s) => s.units)).toEqual([...after.bestSellers.map((s) => s.units)].sort((a, b) => b - a));
    expect(toPaise(after.totals.revenue)).toBe(after.days.reduce((sum, d) => sum + toPaise(d.revenue), 0));
    expect((await report(admin.headers, 90)).days).toHaveLength(90);
  }, 120_000);

  it("puts gift cards beside the sales, not in them: issued, voided and what is still owed", async () => {
    const owner = await shop.admin();
    const before = await report(owner.headers, 7);
    expect(before.giftCards).toEqual({ issued: 0, redeemed: 0, expired: 0, voided: 0, outstanding: 0 });
    const issue = async (amount: number) => {
      const response = await shop.call("POST", "/api/admin/gift-cards", owner.headers, { amount, reason: "Festival gift", recipientName: "Asha Rao", recipientEmail: `asha.${amount}@example.in` });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { id: string } }).data.id;
    };
    await issue(1_000);
    const second = await issue(500);
    expect((await shop.call("POST", `/api/admin/gift-cards/${second}/void`, owner.headers, { reason: "Sent to the wrong person" })).status).toBe(200);
    const after = await report(owner.headers, 7);
    expect(after.giftCards).toEqual({ issued: 1_500, redeemed: 0, expired: 0, voided: 500, outstanding: 1_000 });
    // A card is not a sale: the period's revenue and orders did not move.
    expect(after.totals).toEqual(before.totals);
  });

  it("takes only 7, 30 or 90 days, and admins only", async () => {
    const admin = await shop.admin();
    const bad = await shop.call("GET", "/api/admin/sales?days=10", admin.headers);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("days must be 7, 30 or 90");
    expect((await shop.call("GET", "/api/admin/sales", (await shop.shopper()).headers)).status).toBe(403);
  });
});
