import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../functions/data/ids.js";
import { readCounters } from "../../functions/data/counters.js";
import type { OrderRecord } from "../../functions/data/orders.js";
import type { Order } from "../../shared/schemas/order.js";
import type { OrderStatus } from "../../shared/schemas/order-status.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { json, testApp } from "../support/test-app.js";
import { orderNumber } from "../../shared/order-number.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
type OrderPage = { success: boolean; data: Order[]; pagination: { total: number; limit: number; nextCursor: string | null } };

let shop: Shop;
let admin: SignedIn;
let asha: SignedIn;
let kavya: SignedIn;

const DAY = 24 * 3600 * 1000;

/** An order as checkout would have stored it (amounts in paise), `daysAgo` days old. */
function anOrder(owner: SignedIn, daysAgo: number, changes: Partial<OrderRecord> = {}): OrderRecord {
  const at = new Date(Date.now() - daysAgo * DAY);
  const id = newId(at);
  const createdAt = at.toISOString();
  return {
    id,
    userId: owner.user.id,
    user: { _id: owner.user.id, name: owner.user.name, email: owner.email },
    orderItems: [{ product: "p1", name: "Banarasi Silk Saree", image: "/images/catalogue/banarasi-1.svg", size: "M", quantity: 1, pricePaise: 899_900 }],
    paymentMethod: "card",
    itemsPaise: 899_900,
    taxPaise: 137_273,
    shippingPaise: 0,
    totalPaise: 899_900,
    isPaid: true,
    paidAt: createdAt,
    status: "processing",
    shippingAddress: { name: owner.user.name, email: owner.email, phone: "9876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
    statusHistory: [{ status: "pending", at: createdAt, by: "shop", note: "Awaiting payment" }],
    createdAt,
    updatedAt: createdAt,
    ...changes,
  };
}

async function stored(order: OrderRecord): Promise<OrderRecord> {
  return shop.repos.orders.create(order);
}

/** What the API answers for one of these orders: the same order with its amounts in rupees. */
function inRupees(order: OrderRecord): Order {
  const { orderItems, itemsPaise, taxPaise, shippingPaise, totalPaise, cancellation: _cancellation, ...rest } = order;
  const rupees = (paise: number) => paise / 100;
  return {
    ...rest,
    _id: order.id,
    orderItems: orderItems.map(({ pricePaise, ...line }) => ({ ...line, price: rupees(pricePaise) })),
    itemsPrice: rupees(itemsPaise),
    taxPrice: rupees(taxPaise),
    shippingPrice: rupees(shippingPaise),
    totalPrice: rupees(totalPaise),
  };
}

function get(path: string, token = admin.token) {
  return shop.app.request(path, { headers: authHeader(token) });
}

function send(method: string, path: string, body?: unknown, token = admin.token) {
  return shop.app.request(path, {
    method,
    headers: { "content-type": "application/json", ...authHeader(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  shop = await testApp();
  admin = await signIn(shop.app, shop.repos, { role: "admin", name: "Meera Admin" });
  asha = await signIn(shop.app, shop.repos, { name: "Asha Rao" });
  kavya = await signIn(shop.app, shop.repos, { name: "Kavya Menon" });
});

describe("GET /api/orders (admin)", () => {
  let own: Shop;
  let ownAdmin: SignedIn;
  let orders: OrderRecord[];

  beforeAll(async () => {
    own = await testApp();
    ownAdmin = await signIn(own.app, own.repos, { role: "admin" });
    const priya = await signIn(own.app, own.repos, { name: "Priya Sharma" });
    const neha = await signIn(own.app, own.repos, { name: "Neha Iyer" });
    const statuses: OrderStatus[] = ["pending", "processing", "shipped", "delivered", "cancelled", "refunded"];
    orders = [];
    for (let i = 0; i < 130; i++) {
      const owner = i % 3 === 0 ? neha : priya;
      orders.push(anOrder(owner, 130 - i, { status: statuses[i % 6]! }));
    }
    await Promise.all(orders.map((o) => own.repos.orders.create(o)));
  });

  const page = async (query: string) => {
    const response = await own.app.request(`/api/orders${query}`, { headers: authHeader(ownAdmin.token) });
    expect(response.status).toBe(200);
    return json<OrderPage>(response);
  };

  it("lists newest first, 50 a page by default, with the total from the orders counter", async () => {
    const first = await page("");
    expect(first.success).toBe(true);
    expect(first.data).toHaveLength(50);
    expect(first.pagination).toMatchObject({ total: 130, limit: 50 });
    expect(first.pagination.nextCursor).toEqual(expect.any(String));
    const newestFirst = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((o) => o.id);
    expect(first.data.map((o) => o.id)).toEqual(newestFirst.slice(0, 50));
    expect((await page("?limit=1")).pagination.total).toBe(130);
    expect((await readCounters(own.repos.db)).orders).toBe(130);
  });

  it("reaches every order exactly once through the cursor", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const current: OrderPage = await page(`?limit=40${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...current.data.map((o) => o.id));
      cursor = current.pagination.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
  });

  it("filters by status, with the total of the matches", async () => {
    const shipped = await page("?status=shipped&limit=10");
    const expected = orders.filter((o) => o.status === "shipped");
    expect(shipped.pagination.total).toBe(expected.length);
    expect(shipped.data).toHaveLength(10);
    expect(shipped.data.every((o) => o.status === "shipped")).toBe(true);
    const all: Order[] = [...shipped.data];
    let cursor = shipped.pagination.nextCursor;
    while (cursor) {
      const next = await page(`?status=shipped&limit=10&cursor=${cursor}`);
      all.push(...next.data);
      cursor = next.pagination.nextCursor;
    }
    expect(all.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
  });

  it("searches by customer name without case, and by order id or its short id", async () => {
    const neha = await page("?search=NEHA&limit=100");
    expect(neha.pagination.total).toBe(orders.filter((o) => o.user.name === "Neha Iyer").length);
    expect(neha.data.every((o) => o.user.name === "Neha Iyer")).toBe(true);
    const target = orders[77]!;
    const byId = await page(`?search=${target.id}`);
    expect(byId.data.map((o) => o.id)).toEqual([target.id]);
    const byShortId = await page(`?search=${encodeURIComponent(orderNumber(target.id))}`);
    expect(byShortId.data.map((o) => o.id)).toContain(target.id);
    const both = await page(`?search=priya&status=cancelled`);
    expect(both.pagination.total).toBe(orders.filter((o) => o.user.name === "Priya Sharma" && o.status === "cancelled").length);
    const none = await page("?search=nobody-by-this-name");
    expect(none).toEqual({ success: true, data: [], pagination: { total: 0, limit: 50, nextCursor: null } });
  });

  it.each([
    ["limit=101", "limit must be at most 100"],
    ["limit=0", "limit must be at least 1"],
    ["limit=ten", "limit must be a whole number"],
    ["status=lost", "status must be one of: pending, processing, shipped, delivered, cancelled, refunded"],
    ["sort=oldest", "Unknown field: sort"],
    ["cursor=not-a-cursor", "The page cursor is not valid. Start again from the first page."],
  ])("refuses ?%s with 400", async (query, text) => {
    const response = await own.app.request(`/api/orders?${query}`, { headers: authHeader(ownAdmin.token) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: text });
  });

  it("is for admins only", async () => {
    const shopper = await signIn(own.app, own.repos);
    const asShopper = await own.app.request("/api/orders", { headers: authHeader(shopper.token) });
    expect(asShopper.status).toBe(403);
    expect(await asShopper.json()).toEqual({ success: false, error: "Access denied. Admin privileges required." });
    expect((await own.app.request("/api/orders")).status).toBe(401);
  });
});

describe("GET /api/orders/my-orders", () => {
  it("gives a shopper their own orders only, newest first, under data", async () => {
    const older = await stored(anOrder(asha, 10));
    const newer = await stored(anOrder(asha, 2));
    await stored(anOrder(kavya, 5));
    const response = await get("/api/orders/my-orders", asha.token);
    expect(response.status).toBe(200);
    const body = await json<OrderPage>(response);
    expect(body.success).toBe(true);
    expect(body.data.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(body.data[0]).toEqual(inRupees(newer));
    const hers = await json<OrderPage>(await get("/api/orders/my-orders", kavya.token));
    expect(hers.data.every((o) => o.userId === kavya.user.id)).toBe(true);
    expect(hers.data.map((o) => o.id)).not.toContain(newer.id);
  });

  it("is empty for a shopper with no orders, and needs a session", async () => {
    const newcomer = await signIn(shop.app, shop.repos);
    expect(await json(await get("/api/orders/my-orders", newcomer.token))).toEqual({ success: true, data: [], pagination: { limit: 100, nextCursor: null } });
    const anonymous = await shop.app.request("/api/orders/my-orders");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, error: "Please log in to continue." });
  });
});

describe("GET /api/orders/:id", () => {
  it("shows an order to its owner and to an admin, and to nobody else", async () => {
    const order = await stored(anOrder(asha, 3));
    expect(await json(await get(`/api/orders/${order.id}`, asha.token))).toEqual({ success: true, data: inRupees(order) });
    expect((await get(`/api/orders/${order.id}`, admin.token)).status).toBe(200);
    const other = await get(`/api/orders/${order.id}`, kavya.token);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ success: false, error: "Order not found" });
    expect((await get("/api/orders/000000000000000000000000", admin.token)).status).toBe(404);
  });
});

describe("PATCH /api/orders/:id/status", () => {
  it("sets the status, tracking number and notes, and records who changed it and when", async () => {
    const order = await stored(anOrder(asha, 1));
    const response = await send("PATCH", `/api/orders/${order.id}/status`, { status: "shipped", trackingNumber: " DTDC-7788123 ", notes: "Sent by DTDC surface" });
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; data: Order; message: string }>(response);
    expect(body.message).toBe("Order status updated successfully!");
    expect(body.data).toMatchObject({ status: "shipped", trackingNumber: "DTDC-7788123", notes: "Sent by DTDC surface", isPaid: true, totalPrice: 8999 });
    const who = `Meera Admin (#${admin.user.id.slice(-6)})`;
    expect(body.data.statusHistory).toEqual([
      ...order.statusHistory,
      { status: "shipped", at: expect.any(String), by: who, note: "Sent by DTDC surface" },
    ]);
    expect(Date.now() - Date.parse(body.data.statusHistory[1]!.at)).toBeLessThan(60_000);
    expect(inRupees((await shop.repos.orders.get(order.id))!)).toEqual(body.data);

    // A second change appends; the tracking number stays unless sent.
    const delivered = await json<{ data: Order }>(await send("PATCH", `/api/orders/${order.id}/status`, { status: "delivered", reason: "DTDC's proof of delivery" }));
    expect(delivered.data.trackingNumber).toBe("DTDC-7788123");
    expect(delivered.data.statusHistory.map((s) => s.status)).toEqual(["pending", "shipped", "delivered"]);
    expect(delivered.data.statusHistory[2]!.by).toBe(who);
  });

  it("lets the admin move a paid order along: shipped, delivered by hand", async () => {
    const order = await stored(anOrder(asha, 1));
    for (const status of ["shipped", "delivered", "delivered"] as const) {
      // Delivered by hand needs the owner's reason (issue 39; tests/api/staff-limits.test.ts).
      const response = await send("PATCH", `/api/orders/${order.id}/status`, { status, ...(status === "delivered" && { reason: "Seen delivered" }) });
      expect(response.status).toBe(200);
      expect((await json<{ data: Order }>(response)).data.status).toBe(status);
    }
    expect((await shop.repos.orders.get(order.id))!.statusHistory).toHaveLength(4);
  });

  it.each([
    ["a paid order", {}, "cancelled", "A paid order is cancelled with Cancel order, which refunds the shopper and puts the pieces back."],
    ["a paid order", {}, "refunded", "A paid order is marked refunded by its refund: refund it from Payments."],
    ["a paid order", {}, "pending", "A paid order cannot go back to pending."],
    ["an unpaid order", { isPaid: false, paidAt: undefined, status: "pending" }, "shipped", "This order is not paid, so it cannot be shipped."],
    ["an unpaid order", { isPaid: false, paidAt: undefined, status: "pending" }, "processing", "This order is not paid, so it cannot be processing."],
    ["a cancelled order", { isPaid: false, paidAt: undefined, status: "cancelled" }, "pending", "This order is cancelled, so it cannot be pending again."],
  ] as const)("refuses to set %s %s by hand (money moves by its action) with 409, changing nothing", async (_what, changes, status, text) => {
    const order = await stored(anOrder(asha, 1, changes as Partial<OrderRecord>));
    const response = await send("PATCH", `/api/orders/${order.id}/status`, { status });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: text });
    expect(await shop.repos.orders.get(order.id)).toEqual(order);
  });

  it("lets the admin cancel an unpaid order", async () => {
    const order = await stored(anOrder(asha, 1, { isPaid: false, paidAt: undefined, status: "pending" }));
    const response = await send("PATCH", `/api/orders/${order.id}/status`, { status: "cancelled" });
    expect(response.status).toBe(200);
    expect((await shop.repos.orders.get(order.id))!.status).toBe("cancelled");
  });

  it.each([
    [{}, "Status is required"],
    [{ status: "" }, "Status is required"],
    [{ status: "lost in transit" }, "Status must be one of: pending, processing, shipped, delivered, cancelled, refunded"],
    [{ status: 3 }, "Status must be text"],
    [{ status: "shipped", trackingNumber: "T".repeat(101) }, "Tracking number is at most 100 characters"],
    [{ status: "shipped", notes: "n".repeat(1001) }, "Notes are at most 1000 characters"],
    [{ status: "shipped", isPaid: false }, "Unknown field: isPaid"],
    [{ status: "shipped", totalPrice: 1 }, "Unknown field: totalPrice"],
  ].map(([body, text]) => ({ body, text })))("refuses with '$text' and changes nothing", async ({ body, text }) => {
    const order = await stored(anOrder(asha, 1));
    const response = await send("PATCH", `/api/orders/${order.id}/status`, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: text });
    expect(await shop.repos.orders.get(order.id)).toEqual(order);
  });

  it("is 404 for an unknown order, and admin-only", async () => {
    const missing = await send("PATCH", "/api/orders/000000000000000000000000/status", { status: "shipped" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: "Order not found" });
    const order = await stored(anOrder(asha, 1));
    const own = await send("PATCH", `/api/orders/${order.id}/status`, { status: "cancelled" }, asha.token);
    expect(own.status).toBe(403);
    expect((await shop.repos.orders.get(order.id))!.status).toBe("processing");
  });
});

describe("DELETE /api/orders/:id", () => {
  it("deletes an abandoned unpaid checkout and counts it out; a second delete is 404", async () => {
    const order = await stored(anOrder(asha, 3, { isPaid: false, paidAt: undefined, status: "pending" }));
    const before = (await readCounters(shop.repos.db)).orders;
    const response = await send("DELETE", `/api/orders/${order.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Order deleted successfully!" });
    expect(await shop.repos.orders.get(order.id)).toBeUndefined();
    expect((await readCounters(shop.repos.db)).orders).toBe(before - 1);
    const again = await send("DELETE", `/api/orders/${order.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, error: "Order not found" });
    expect((await readCounters(shop.repos.db)).orders).toBe(before - 1);
  });

  it("keeps a paid order for the accounts", async () => {
    const order = await stored(anOrder(asha, 30));
    const response = await send("DELETE", `/api/orders/${order.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      error: "This order was paid, so it is kept for the accounts. Set its status to cancelled or refund it instead.",
    });
    expect(await shop.repos.orders.get(order.id)).toEqual(order);
  });

  it("keeps an unpaid order that may still be paid for a day", async () => {
    const order = await stored(anOrder(asha, 0.5, { isPaid: false, paidAt: undefined, status: "pending" }));
    const response = await send("DELETE", `/api/orders/${order.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      error: "This order is awaiting payment. An unpaid order can be deleted 24 hours after checkout began.",
    });
    expect(await shop.repos.orders.get(order.id)).toBeDefined();
  });

  it("is admin-only; a shopper cannot delete even her own order", async () => {
    const order = await stored(anOrder(asha, 3, { isPaid: false, paidAt: undefined, status: "pending" }));
    expect((await send("DELETE", `/api/orders/${order.id}`, undefined, asha.token)).status).toBe(403);
    expect((await shop.app.request(`/api/orders/${order.id}`, { method: "DELETE" })).status).toBe(401);
    expect(await shop.repos.orders.get(order.id)).toBeDefined();
  });
});
