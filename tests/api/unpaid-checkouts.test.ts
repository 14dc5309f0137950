import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { releaseLapsedHolds } from "../../functions/checkout/release-hold.js";
import { readCounters } from "../../functions/data/counters.js";
import { orderItem, PAID_ORDERS, UNPAID_CHECKOUTS } from "../../functions/data/orders.js";
import { checkoutState } from "../../shared/checkout-state.js";
import type { Order } from "../../shared/schemas/order.js";
import { indexUnpaidCheckouts } from "../../scripts/index-unpaid-checkouts.js";
import { ADDRESS, DECLINED_CARD, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

// Issue 22 item 5: only paid orders are orders. Checkouts closed, lapsed or failed are not counted
// in Total Orders nor listed by default; they sit under the "Unpaid checkouts" filter, saying what
// became of them. Against DynamoDB Local and the Razorpay emulator through the real SDK, with a
// clock the test moves to let a hold lapse.

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

type Shop = Awaited<ReturnType<typeof paymentShop>>;
type Stats = { totalOrders: number; recentOrders: Order[] };
type OrderPage = { data: Order[]; pagination: { total: number; nextCursor: string | null } };

let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;

beforeAll(async () => {
  shop = await paymentShop({ now });
  admin = await shop.admin();
});

async function getJson<T>(path: string, headers: Record<string, string> = admin.headers): Promise<T> {
  const response = await shop.call("GET", path, headers);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function checkout(headers: Record<string, string>, product: string) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, { items: [{ product, size: "M", quantity: 1 }], shippingAddress: ADDRESS, source: "cart" });
  expect(response.status).toBe(201);
  return (await response.json()) as { order: { id: string }; orderId: string };
}

/** Every order item in the table, read past the lists: what a recount finds. */
async function recount() {
  const items: Record<string, unknown>[] = [];
  for (const partition of [PAID_ORDERS, UNPAID_CHECKOUTS]) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await shop.repos.db.doc.send(
        new QueryCommand({ TableName: shop.repos.db.tableName, IndexName: "gsi1", KeyConditionExpression: "gsi1pk = :p", ExpressionAttributeValues: { ":p": partition }, ExclusiveStartKey: startKey }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return { paid: items.filter((item) => item.isPaid === true).length, unpaid: items.filter((item) => item.isPaid !== true).length };
}

describe("dead checkouts", () => {
  const ids = { paid: "", closed: "", lapsed: "", failed: "", open: "" };
  let shopperHeaders: Record<string, string>;

  beforeAll(async () => {
    const shopper = await shop.shopper("Anjali Deshpande");
    shopperHeaders = shopper.headers;
    // A product per checkout, so no checkout is another's "same pieces".
    const dress = async () => (await shop.product({ name: "Ikat Cotton Dress", sizes: ["M"], stockBySize: { M: 2 } })).id;

    // Paid: the one order of the five.
    const paid = await checkout(shopper.headers, await dress());
    const payment = await shop.emulator.payOrder(paid.order.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", shopper.headers, payment)).status).toBe(200);
    ids.paid = paid.orderId;

    // Closed: she shut Razorpay Checkout without paying.
    const closed = await checkout(shopper.headers, await dress());
    expect((await shop.call("POST", "/api/payments/cancel-checkout", shopper.headers, { orderId: closed.orderId })).status).toBe(200);
    ids.closed = closed.orderId;

    // Failed: the bank declined the card (Razorpay's payment.failed webhook).
    const failed = await checkout(shopper.headers, await dress());
    await expect(shop.emulator.payOrder(failed.order.id, { card: DECLINED_CARD })).rejects.toThrow();
    await shop.emulator.waitForWebhooks();
    ids.failed = failed.orderId;

    // Lapsed: nobody paid before the hold ran out and the sweep put the piece back.
    const lapsed = await checkout(shopper.headers, await dress());
    offsetMs = 20 * 60_000;
    expect(await releaseLapsedHolds(shop.repos)).toBe(1);
    ids.lapsed = lapsed.orderId;

    // Open: a checkout she is paying for right now.
    ids.open = (await checkout(shopper.headers, await dress())).orderId;
  });

  it("are not counted in Total Orders, and the dashboard's Recent Orders are the paid one only", async () => {
    const { data } = await getJson<{ data: Stats }>("/api/admin/stats");
    expect(data.totalOrders).toBe(1);
    expect(data.recentOrders.map((order) => order.id)).toEqual([ids.paid]);
  });

  it("are not in the admin's default list, whose total is the paid orders", async () => {
    const page = await getJson<OrderPage>("/api/orders");
    expect(page.data.map((order) => order.id)).toEqual([ids.paid]);
    expect(page.pagination.total).toBe(1);
    const pending = await getJson<OrderPage>("/api/orders?status=pending");
    expect(pending.data).toEqual([]);
    expect(pending.pagination.total).toBe(0);
  });

  it("sit under the Unpaid checkouts filter, newest first, each saying what became of it", async () => {
    const page = await getJson<OrderPage>("/api/orders?show=unpaid");
    expect(page.data.map((order) => order.id)).toEqual([ids.open, ids.lapsed, ids.failed, ids.closed]);
    expect(page.pagination.total).toBe(4);
    expect(page.data.every((order) => !order.isPaid && order.status === "pending")).toBe(true);
    expect(page.data.map(checkoutState)).toEqual(["Checkout open — pieces held", "Hold lapsed", "Payment failed", "Checkout closed — pieces released"]);

    const found = await getJson<OrderPage>(`/api/orders?show=unpaid&search=${ids.closed.slice(-6)}`);
    expect(found.data.map((order) => order.id)).toEqual([ids.closed]);
    expect(found.pagination.total).toBe(1);
  });

  it("refuses a shelf that does not exist, naming the field", async () => {
    const response = await shop.call("GET", "/api/orders?show=everything", admin.headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "show must be one of: paid, unpaid" });
  });

  it("are not in the shopper's My Orders, except the paid order", async () => {
    const mine = await getJson<{ data: Order[] }>("/api/orders/my-orders", shopperHeaders);
    expect(mine.data.map((order) => order.id)).toEqual([ids.paid]);
  });

  it("leave the counters equal to a recount of the orders stored", async () => {
    const counters = await readCounters(shop.repos.db);
    const counted = await recount();
    expect(counted).toEqual({ paid: 1, unpaid: 4 });
    expect(counters.paidOrders).toBe(counted.paid);
    expect(counters.orders - counters.paidOrders).toBe(counted.unpaid);
  });

  it("move to the paid orders when a late payment is confirmed", async () => {
    const shopper = await shop.shopper("Farah Khan");
    const saree = await shop.product({ name: "Maheshwari Saree", sizes: ["M"], stockBySize: { M: 1 } });
    const late = await checkout(shopper.headers, saree.id);
    expect((await getJson<OrderPage>("/api/orders?show=unpaid")).data[0]!.id).toBe(late.orderId);
    const payment = await shop.emulator.payOrder(late.order.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", shopper.headers, payment)).status).toBe(200);
    await shop.emulator.waitForWebhooks();

    const paid = await getJson<OrderPage>("/api/orders");
    expect(paid.data[0]!.id).toBe(late.orderId);
    expect(paid.pagination.total).toBe(2);
    const unpaid = await getJson<OrderPage>("/api/orders?show=unpaid");
    expect(unpaid.data.map((order) => order.id)).not.toContain(late.orderId);
    expect(unpaid.pagination.total).toBe(4);
    expect((await getJson<{ data: Stats }>("/api/admin/stats")).data.totalOrders).toBe(2);
  });
});

describe("deleting an order", () => {
  it("is refused for a paid order, 409 with the reason, and nothing changes", async () => {
    const shopper = await shop.shopper();
    const kurta = await shop.product({ name: "Chikankari Kurta", sizes: ["M"], stockBySize: { M: 3 } });
    const started = await checkout(shopper.headers, kurta.id);
    const payment = await shop.emulator.payOrder(started.order.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", shopper.headers, payment)).status).toBe(200);
    const before = await readCounters(shop.repos.db);

    const response = await shop.call("DELETE", `/api/orders/${started.orderId}`, admin.headers);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: "This order was paid, so it is kept for the accounts. Set its status to cancelled or refund it instead." });
    expect((await shop.repos.orders.get(started.orderId))?.isPaid).toBe(true);
    expect(await readCounters(shop.repos.db)).toEqual(before);
  });
});

describe("orders stored before paid orders had their own shelf", () => {
  it("are listed right: an old unpaid checkout never as an order, and the backfill moves it, once", async () => {
    const shopper = await shop.shopper("Old Customer");
    const dress = await shop.product({ name: "Mulmul Dress", sizes: ["M"], stockBySize: { M: 5 } });
    const old = await checkout(shopper.headers, dress.id);
    expect((await shop.call("POST", "/api/payments/cancel-checkout", shopper.headers, { orderId: old.orderId })).status).toBe(200);
    // Put it back as the code before this change stored every order: in the ORDER partition.
    const record = (await shop.repos.orders.get(old.orderId))!;
    await shop.repos.db.doc.send(new PutCommand({ TableName: shop.repos.db.tableName, Item: { ...orderItem(record), gsi1pk: "ORDER" } }));

    const paidIds = async () => (await getJson<OrderPage>("/api/orders?limit=100")).data.map((order) => order.id);
    const unpaidIds = async () => (await getJson<OrderPage>("/api/orders?show=unpaid&limit=100")).data.map((order) => order.id);
    expect(await paidIds()).not.toContain(old.orderId);
    expect((await getJson<{ data: Stats }>("/api/admin/stats")).data.recentOrders.map((order) => order.id)).not.toContain(old.orderId);

    expect(await indexUnpaidCheckouts(shop.repos)).toMatchObject({ moved: 1 });
    expect(await unpaidIds()).toContain(old.orderId);
    expect(await paidIds()).not.toContain(old.orderId);
    // Running it again changes nothing.
    expect(await indexUnpaidCheckouts(shop.repos)).toMatchObject({ moved: 0 });
    const counted = await recount();
    const counters = await readCounters(shop.repos.db);
    expect(counters.paidOrders).toBe(counted.paid);
    expect(counters.orders - counters.paidOrders).toBe(counted.unpaid);
  });
});
