import { beforeAll, describe, expect, it } from "vitest";
import { bumpCounter } from "../../functions/data/counters.js";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import type { OrderRecord } from "../../functions/data/orders.js";
import type { Order } from "../../shared/schemas/order.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { sampleProduct } from "../support/sample-product.js";
import { json, testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
type Stats = { totalUsers: number; totalProducts: number; totalOrders: number; totalRevenue: number; openReturns: number; returnRatePercent: number; recentOrders: Order[]; lowStock: Array<{ productId: string; name: string; size: string; left: number }> };

function order(n: number, userId: string): OrderRecord {
  const id = `65f00000000000000000000${n.toString(16)}`;
  const createdAt = new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString();
  return {
    id,
    userId,
    user: { _id: userId, name: `Customer ${n}`, email: `c${n}@example.in` },
    orderItems: [{ product: "p1", name: "Chanderi Saree", image: "", size: "M", quantity: 1, pricePaise: 249_900 }],
    paymentMethod: "card",
    itemsPaise: 249_900,
    taxPaise: 11_900,
    shippingPaise: 0,
    totalPaise: 249_900,
    isPaid: n % 2 === 0,
    status: "pending",
    shippingAddress: { name: "C", email: `c${n}@example.in`, phone: "9876543210", address: "1 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
    statusHistory: [],
    createdAt,
    updatedAt: createdAt,
  };
}

describe("GET /api/admin/stats", () => {
  let shop: Shop;
  let admin: SignedIn;

  beforeAll(async () => {
    shop = await testApp();
    admin = await signIn(shop.app, shop.repos, { role: "admin" });
  });

  const stats = async () => {
    const response = await shop.app.request("/api/admin/stats", { headers: authHeader(admin.token) });
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; data: Stats }>(response);
    expect(body.success).toBe(true);
    return body.data;
  };

  it("answers zeros and no recent orders for an empty shop (the admin counts as a user)", async () => {
    expect(await stats()).toEqual({ totalUsers: 1, totalProducts: 0, totalOrders: 0, totalRevenue: 0, openReturns: 0, returnRatePercent: 0, recentOrders: [], lowStock: [] });
  });

  it("counts users, products and paid orders, gives revenue in rupees and the latest 5 paid orders newest first", async () => {
    await signIn(shop.app, shop.repos);
    await signIn(shop.app, shop.repos);
    await shop.repos.products.create(sampleProduct());
    await shop.repos.products.create(sampleProduct({ name: "Retired Dress", isActive: false }));
    for (let n = 1; n <= 7; n++) await shop.repos.orders.create(order(n, admin.user.id));
    // Revenue is paid less refunded: ₹4,998.00 paid, ₹2,499.00 refunded, ₹0.50 paid.
    await transactWrite(shop.repos.db, labelled("counter", bumpCounter(shop.repos.db, "revenuePaise", 499_800)));
    await transactWrite(shop.repos.db, labelled("counter", bumpCounter(shop.repos.db, "revenuePaise", -249_900)));
    await transactWrite(shop.repos.db, labelled("counter", bumpCounter(shop.repos.db, "revenuePaise", 50)));

    const data = await stats();
    expect(data.totalUsers).toBe(3);
    expect(data.totalProducts).toBe(2);
    // Only the paid ones are orders (issue 22): the odd-numbered checkouts were never paid.
    expect(data.totalOrders).toBe(3);
    expect(data.totalRevenue).toBe(2499.5);
    expect(data.recentOrders.map((o) => o.user.name)).toEqual(["Customer 6", "Customer 4", "Customer 2"]);
    expect(data.recentOrders[0]).toMatchObject({ _id: data.recentOrders[0]!.id, totalPrice: 2499 });
  });

  it("refuses query parameters and non-admins", async () => {
    const withQuery = await shop.app.request("/api/admin/stats?refresh=1", { headers: authHeader(admin.token) });
    expect(withQuery.status).toBe(400);
    expect(await withQuery.json()).toEqual({ success: false, error: "Unknown field: refresh" });
    const shopper = await signIn(shop.app, shop.repos);
    const forbidden = await shop.app.request("/api/admin/stats", { headers: authHeader(shopper.token) });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ success: false, error: "Access denied. Admin privileges required." });
    expect((await shop.app.request("/api/admin/stats")).status).toBe(401);
  });
});
