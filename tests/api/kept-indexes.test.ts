// Issue 29: what the admin's lists and dashboard read instead of whole partitions: counts per
// order status, the orders-by-status index, the stock levels behind the low-stock panel, the
// sharded users counter, and the Razorpay order opened only once the pieces are held. After
// concurrent checkouts, payments with their webhooks repeated and shuffled, status changes,
// refunds and closed checkouts, each must equal a recount from the items themselves.
import { beforeAll, describe, expect, it } from "vitest";
import { DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { readCounters, readStatusCounts } from "../../functions/data/counters.js";
import { newId } from "../../functions/data/ids.js";
import { lowestStockLevels } from "../../functions/data/low-stock.js";
import { orderItem, type OrderRecord } from "../../functions/data/orders.js";
import { buildScaleIndexes } from "../../scripts/build-scale-indexes.js";
import { lowStockSizes } from "../../shared/stock.js";
import { ORDER_STATUSES } from "../../shared/schemas/order-status.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
beforeAll(async () => {
  shop = await paymentShop();
});

const line = (product: string, size: string) => ({ items: [{ product, size, quantity: 1 }], shippingAddress: ADDRESS, source: "cart" });

async function everyOrder(): Promise<OrderRecord[]> {
  const all: OrderRecord[] = [];
  for (const shelf of ["paid", "unpaid"] as const) {
    let cursor: string | undefined;
    do {
      const page = await shop.repos.orders.list({ shelf, limit: 100, cursor });
      all.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return all;
}

/** The admin's list of one status, page by page through its cursors (2 a page, so paging is exercised). */
async function listedByStatus(headers: Record<string, string>, show: "paid" | "unpaid", status: string) {
  const ids: string[] = [];
  let total: number;
  let cursor: string | null = null;
  do {
    const query: string = `/api/orders?show=${show}&status=${status}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
    const response = await shop.call("GET", query, headers);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Array<{ _id: string; id?: string; status: string }>; pagination: { total: number; nextCursor: string | null } };
    for (const order of body.data) expect(order.status).toBe(status);
    ids.push(...body.data.map((order) => order.id ?? order._id));
    total = body.pagination.total;
    cursor = body.pagination.nextCursor;
  } while (cursor);
  return { ids, total };
}

/** The panel as it was worked out before the index: every active product's low sizes, fewest first, then by name. */
async function lowStockRecount(threshold: number) {
  const products = await shop.repos.products.listAll();
  return products
    .filter((product) => product.isActive)
    .flatMap((product) => lowStockSizes(product, threshold).map(({ size, left }) => ({ productId: product.id, name: product.name, size, left })))
    .sort((a, b) => a.left - b.left || a.name.localeCompare(b.name));
}

describe("kept counts and indexes", () => {
  it("a checkout refused as sold out opens no Razorpay order", async () => {
    const saree = await shop.product({ name: "Last Paithani Saree", price: 5999, sizes: ["M"], stockBySize: { M: 2 } });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => shop.shopper()));
    const before = shop.emulator.orderCount;
    const answers = await Promise.all(buyers.map((buyer) => shop.call("POST", "/api/payments/create-order", buyer.headers, line(saree.id, "M"))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    // Razorpay was asked for an order only by the two checkouts that hold a piece.
    expect(shop.emulator.orderCount - before).toBe(2);
    for (const answer of answers.filter((a) => a.status === 201)) {
      const started = (await answer.json()) as { order: { id: string }; orderId: string };
      const order = (await shop.repos.orders.get(started.orderId))!;
      expect(order.razorpayOrderId).toBe(started.order.id);
      expect(await shop.repos.payments.findByRazorpayOrder(started.order.id)).toEqual({ orderId: order.id, paymentId: order.paymentId });
    }
  }, 60_000);

  it("equal a recount after concurrent checkouts, replayed payments, status changes, refunds and closed checkouts", async () => {
    const admin = await shop.admin();
    const kurta = await shop.product({ name: "Chikankari Kurta", price: 1899, sizes: ["S", "M", "L"], stockBySize: { S: 3, M: 4, L: 1 } });
    const lehenga = await shop.product({ name: "Bridal Lehenga", price: 24999, sizes: ["M"], stockBySize: { M: 2 } });
    const hidden = await shop.product({ name: "Archived Anarkali", price: 2999, sizes: ["M"], stockBySize: { M: 1 }, isActive: false });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => shop.shopper()));
    const wants = buyers.map((_, i) => (i % 3 === 2 ? line(lehenga.id, "M") : line(kurta.id, i % 2 === 0 ? "M" : "L")));
    const answers = await Promise.all(buyers.map((buyer, i) => shop.call("POST", "/api/payments/create-order", buyer.headers, wants[i])));
    const started = await Promise.all(
      answers.map(async (answer, i) => (answer.status === 201 ? { buyer: buyers[i]!, body: (await answer.json()) as { order: { id: string }; orderId: string } } : undefined)),
    );
    const held = started.filter((s) => s !== undefined);
    expect(held.length).toBeGreaterThanOrEqual(5);

    // One checkout is closed; the rest are paid at once, each webhook delivered three times, shuffled.
    const [closed, ...paying] = held;
    shop.emulator.updateSettings({ duplicateWebhooks: 3, shuffleWebhooks: true });
    const [closing, ...paid] = await Promise.all([
      shop.call("POST", "/api/payments/cancel-checkout", closed!.buyer.headers, { orderId: closed!.body.orderId }),
      ...paying.map(async ({ buyer, body }) => {
        const payment = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
        return shop.call("POST", "/api/payments/validate-payment", buyer.headers, payment);
      }),
    ]);
    await shop.emulator.waitForWebhooks();
    shop.emulator.resetSettings();
    expect(closing.status).toBe(200);
    expect(paid.map((r) => r.status).every((status) => status === 200)).toBe(true);

    // Status changes at once, two of them on the same order; and refunds in full, one asked twice at once.
    const paidIds = paying.map(({ body }) => body.orderId);
    // Delivered by hand takes the owner's reason, and is refused (409) while the order is not yet shipped.
    const change = (id: string, status: string) => shop.call("PATCH", `/api/orders/${id}/status`, admin.headers, { status, ...(status === "delivered" && { reason: "Seen delivered" }) });
    const payments = await Promise.all(paidIds.map(async (id) => (await shop.repos.orders.get(id))!.paymentId!));
    const changes = await Promise.all([
      change(paidIds[0]!, "shipped"),
      change(paidIds[0]!, "delivered"),
      change(paidIds[1]!, "shipped"),
      // A paid order is cancelled by the cancel action, which refunds and restocks (issue 39).
      shop.call("POST", `/api/orders/${paidIds[2]!}/cancel-by-shop`, admin.headers, { reason: "Out of fabric" }),
      shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: payments[3], reason: "Damaged in transit", restock: true }),
      shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: payments[3], reason: "Damaged in transit", restock: true }),
    ]);
    for (const answer of changes) expect([200, 201, 409]).toContain(answer.status);
    expect(changes.slice(0, 4).filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(3);

    // Counts per shelf and status equal the orders stored, and each status's list is exactly them.
    const orders = await everyOrder();
    const recount = new Map<string, number>();
    for (const order of orders) recount.set(`${order.isPaid ? "paid" : "unpaid"}#${order.status}`, (recount.get(`${order.isPaid ? "paid" : "unpaid"}#${order.status}`) ?? 0) + 1);
    const counted = await readStatusCounts(shop.repos.db);
    for (const shelf of ["paid", "unpaid"] as const) {
      for (const status of ORDER_STATUSES) {
        const name = `${shelf}#${status}`;
        expect(counted.get(name) ?? 0, name).toBe(recount.get(name) ?? 0);
        const listed = await listedByStatus(admin.headers, shelf, status);
        expect(listed.total, name).toBe(recount.get(name) ?? 0);
        const expected = orders.filter((o) => (o.isPaid ? "paid" : "unpaid") === shelf && o.status === status).map((o) => o.id);
        expect(new Set(listed.ids), name).toEqual(new Set(expected));
        expect(listed.ids).toHaveLength(expected.length);
      }
    }

    // The stock levels equal the products' figures: the panel's index answers as the catalogue did.
    for (const threshold of [0, 2, 10]) {
      expect(await lowestStockLevels(shop.repos.db, threshold, 1000), `threshold ${threshold}`).toEqual(await lowStockRecount(threshold));
    }
    const stats = await shop.call("GET", "/api/admin/stats", admin.headers);
    expect(((await stats.json()) as { data: { lowStock: unknown[] } }).data.lowStock).toEqual((await lowStockRecount(2)).slice(0, 50));
    expect((await lowestStockLevels(shop.repos.db, 10, 1000)).some((row) => row.productId === hidden.id)).toBe(false);

    // The sharded users counter equals the accounts stored.
    const users = await shop.repos.users.list({ limit: 1000 });
    expect((await readCounters(shop.repos.db)).users).toBe(users.items.length);
  }, 180_000);

  it("the stock levels follow a product's save, its hiding, a size dropped and its deletion", async () => {
    const admin = await shop.admin();
    // The sample product's subcategory, so the admin's saves pass the form's rules.
    expect((await shop.call("POST", "/api/subcategories", admin.headers, { name: "Dress", category: "clothing" })).status).toBe(201);
    const product = await shop.product({ name: "Ajrakh Dupatta", price: 1499, sizes: ["S", "M"], stockBySize: { S: 1, M: 6 } });
    const put = async (body: unknown) => {
      const answer = await shop.call("PUT", `/api/products/${product.id}`, admin.headers, body);
      return { status: answer.status, error: ((await answer.json()) as { error?: string }).error };
    };
    const rows = async () => (await lowestStockLevels(shop.repos.db, 100, 10_000)).filter((row) => row.productId === product.id);
    expect(await rows()).toEqual([
      { productId: product.id, name: "Ajrakh Dupatta", size: "S", left: 1 },
      { productId: product.id, name: "Ajrakh Dupatta", size: "M", left: 6 },
    ]);
    expect(await put({ name: "Ajrakh Silk Dupatta", sizes: ["M", "L"], stockBySize: { M: 2, L: 0 } })).toEqual({ status: 200, error: undefined });
    expect(await rows()).toEqual([
      { productId: product.id, name: "Ajrakh Silk Dupatta", size: "L", left: 0 },
      { productId: product.id, name: "Ajrakh Silk Dupatta", size: "M", left: 2 },
    ]);
    expect((await put({ isActive: false })).status).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await put({ isActive: true })).status).toBe(200);
    expect(await rows()).toHaveLength(2);
    expect((await shop.call("DELETE", `/api/products/${product.id}`, admin.headers)).status).toBe(200);
    expect(await rows()).toEqual([]);
  }, 60_000);

  it("are built from data stored before them by the upgrade script, and a second run changes nothing", async () => {
    const { db } = shop.repos;
    const buyer = await shop.shopper();
    // Orders stored before gsi3 and the status counters: in neither.
    const old = (status: OrderRecord["status"], isPaid: boolean, daysAgo: number): OrderRecord => {
      const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
      return {
        id: newId(new Date(at)),
        userId: buyer.user.id,
        user: { _id: buyer.user.id, name: buyer.user.name, email: buyer.user.email },
        orderItems: [{ product: "p1", name: "Kalamkari Saree", image: "", size: "M", quantity: 1, pricePaise: 249_900 }],
        paymentMethod: "Razorpay",
        itemsPaise: 249_900,
        taxPaise: 11_900,
        shippingPaise: 0,
        totalPaise: 249_900,
        isPaid,
        status,
        shippingAddress: ADDRESS,
        statusHistory: [],
        createdAt: at,
        updatedAt: at,
      };
    };
    const olds = [old("delivered", true, 40), old("shipped", true, 39), old("pending", false, 38)];
    for (const order of olds) {
      const { gsi3pk: _pk, gsi3sk: _sk, ...item } = orderItem(order);
      void _pk;
      void _sk;
      await db.doc.send(new PutCommand({ TableName: db.tableName, Item: item }));
    }
    // A product stored before the stock levels.
    const product = await shop.product({ name: "Old Ikat Saree", price: 3999, sizes: ["M", "L"], stockBySize: { M: 0, L: 5 } });
    for (const size of product.sizes) await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: { pk: `PRODUCT#${product.id}`, sk: `LEVEL#${size}` } }));
    expect((await lowestStockLevels(shop.repos.db, 100, 10_000)).filter((row) => row.productId === product.id)).toEqual([]);

    const first = await buildScaleIndexes(shop.repos);
    expect(first.ordersIndexed).toBe(olds.length);
    const orders = await everyOrder();
    const counted = await readStatusCounts(db);
    for (const [name, recount] of first.statusCounts) expect(counted.get(name) ?? 0, name).toBe(recount);
    for (const order of orders) {
      const shelf = order.isPaid ? "paid" : "unpaid";
      expect(first.statusCounts.get(`${shelf}#${order.status}`)).toBe(orders.filter((o) => (o.isPaid ? "paid" : "unpaid") === shelf && o.status === order.status).length);
    }
    const admin = await shop.admin();
    expect((await listedByStatus(admin.headers, "paid", "delivered")).ids).toContain(olds[0]!.id);
    expect((await listedByStatus(admin.headers, "unpaid", "pending")).ids).toContain(olds[2]!.id);
    for (const threshold of [0, 2, 10]) expect(await lowestStockLevels(shop.repos.db, threshold, 1000)).toEqual(await lowStockRecount(threshold));

    const second = await buildScaleIndexes(shop.repos);
    expect(second.ordersIndexed).toBe(0);
    expect(second.statusCounts).toEqual(first.statusCounts);
    expect(await readStatusCounts(db)).toEqual(counted);
  }, 120_000);
});
