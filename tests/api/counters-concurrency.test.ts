// The totals the admin sees (pagination.total, dashboard cards) are counters kept in the same
// transactions as the writes. Here users, products, subcategories and orders are created and
// deleted all at once through the API, and the counters must still equal the items really stored.
import { describe, expect, it } from "vitest";
import { readCounters } from "../../functions/data/counters.js";
import { newId } from "../../functions/data/ids.js";
import type { OrderRecord } from "../../functions/data/orders.js";
import type { Product } from "../../shared/schemas/product-record.js";
import type { Subcategory } from "../../shared/schemas/subcategory-record.js";
import type { User } from "../../shared/schemas/user.js";
import { authHeader, signIn, uniqueEmail } from "../support/auth.js";
import { localMailbox } from "../support/mailbox.js";
import { signupToken } from "../support/signup.js";
import { json, testApp } from "../support/test-app.js";

const DAY = 24 * 3600 * 1000;

function abandonedCheckout(user: User, daysAgo: number, isPaid: boolean): OrderRecord {
  const at = new Date(Date.now() - daysAgo * DAY);
  const id = newId(at);
  return {
    id,
    userId: user.id,
    user: { _id: user.id, name: user.name, email: user.email },
    orderItems: [{ product: "p1", name: "Chikankari Kurta", image: "", size: "M", quantity: 1, pricePaise: 129_900 }],
    paymentMethod: "card",
    itemsPaise: 129_900,
    taxPaise: 6_186,
    shippingPaise: 0,
    totalPaise: 129_900,
    isPaid,
    status: isPaid ? "processing" : "pending",
    shippingAddress: { name: user.name, email: user.email, phone: "9876543210", address: "4 Park Street", city: "Kolkata", state: "West Bengal", pincode: "700016" },
    statusHistory: [],
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
}

describe("counters under concurrent creates and deletes", () => {
  it("equal the real item counts, and the API's totals equal both", async () => {
    const shop = await testApp();
    const mailbox = await localMailbox();
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    const headers = { "content-type": "application/json", ...authHeader(admin.token) };
    const post = (path: string, body: unknown) => shop.app.request(path, { method: "POST", headers, body: JSON.stringify(body) });
    const remove = (path: string) => shop.app.request(path, { method: "DELETE", headers });

    // A starting stock of everything, some of which is deleted while more is being created.
    const dress = (await json<{ data: Subcategory }>(await post("/api/subcategories", { name: "Dress", category: "clothing" }))).data;
    const spareSubcategories = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => (await json<{ data: Subcategory }>(await post("/api/subcategories", { name: `Spare ${i}`, category: "footwear" }))).data),
    );
    const productBody = (i: number) => ({ name: `Block-print Dress ${i}`, category: "clothing", subcategory: dress.name, price: 999 + i, stock: 5, description: "Cotton.", isActive: i % 4 !== 0 });
    const firstProducts = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => (await json<{ data: Product }>(await post("/api/products", productBody(i)))).data),
    );
    // An account is made when its sign-up's e-mailed link is opened (issue 41): 18 sign-ups asked
    // for at once, their e-mails sent in one go, then 10 finished now and 8 in the storm below.
    const emails = Array.from({ length: 18 }, () => uniqueEmail());
    const asked = await Promise.all(emails.map((email, i) => post("/api/auth/register", { name: i < 10 ? `Shopper ${i}` : `Late Shopper ${i - 10}`, email, password: "Saree-Lantern-Ledger-25" })));
    expect(asked.map((r) => r.status)).toEqual(Array(18).fill(202));
    // Reading the first one's link sends every e-mail due.
    const firstLink = await signupToken(shop, mailbox, emails[0]!);
    const sent = await mailbox.emails();
    const tokenFor = (email: string) => decodeURIComponent(/\/finish-signup\?token=([^\s"<>&]+)/.exec(sent.find((e) => e.destination.to.includes(email))?.body.text ?? "")![1]!);
    expect(firstLink).toBe(tokenFor(emails[0]!));
    const finish = (token: string) => post("/api/auth/finish-signup", { token });
    const firstUsers = await Promise.all(
      emails.slice(0, 10).map(async (email) => {
        const response = await finish(tokenFor(email));
        expect(response.status).toBe(201);
        return (await json<{ user: User }>(response)).user;
      }),
    );
    const lateLinks = emails.slice(10).map(tokenFor);
    const firstOrders = await Promise.all(
      Array.from({ length: 14 }, (_, i) => shop.repos.orders.create(abandonedCheckout(firstUsers[i % 10]!, 3 + i, i % 5 === 0))),
    );

    const results = await Promise.all([
      // products: 12 more created, 9 deleted (some active, some not), 4 hidden or shown
      ...Array.from({ length: 12 }, (_, i) => post("/api/products", productBody(100 + i))),
      ...firstProducts.slice(0, 9).map((p) => remove(`/api/products/${p.id}`)),
      ...firstProducts.slice(9, 13).map((p) =>
        shop.app.request(`/api/products/${p.id}`, { method: "PUT", headers, body: JSON.stringify({ isActive: !p.isActive }) }),
      ),
      // users: 8 more registered, 6 deleted
      ...lateLinks.map((token) => finish(token)),
      ...firstUsers.slice(0, 6).map((u) => remove(`/api/auth/users/${u.id}`)),
      // orders: 9 more checkouts stored, the unpaid old ones deleted (the paid ones are refused)
      ...Array.from({ length: 9 }, (_, i) => shop.repos.orders.create(abandonedCheckout(firstUsers[9]!, 2 + i, false)).then(() => new Response(null, { status: 201 }))),
      ...firstOrders.map((o) => remove(`/api/orders/${o.id}`)),
      // subcategories: 4 more created, 5 deleted
      ...Array.from({ length: 4 }, (_, i) => post("/api/subcategories", { name: `Late ${i}`, category: "accessories" })),
      ...spareSubcategories.slice(0, 5).map((s) => remove(`/api/subcategories/${s.id}`)),
    ]);

    // Everything asked for was done, except deleting the paid orders.
    const paid = firstOrders.filter((o) => o.isPaid).length;
    const refused = results.filter((r) => r.status >= 400);
    expect(refused).toHaveLength(paid);
    for (const response of refused) expect(response.status).toBe(409);

    const counters = await readCounters(shop.repos.db);
    const products = await shop.repos.products.listAll();
    const users = await shop.repos.users.list({ limit: 1000 });
    const paidOrders = await shop.repos.orders.list({ limit: 1000 });
    const unpaidCheckouts = await shop.repos.orders.list({ shelf: "unpaid", limit: 1000 });
    const orders = { items: [...paidOrders.items, ...unpaidCheckouts.items] };
    const subcategories = await shop.repos.subcategories.list();

    expect(products).toHaveLength(16 + 12 - 9);
    expect(counters.products).toBe(products.length);
    expect(counters.activeProducts).toBe(products.filter((p) => p.isActive).length);
    // The admin and the shoppers who stayed.
    expect(users.items).toHaveLength(1 + 10 + 8 - 6);
    expect(counters.users).toBe(users.items.length);
    expect(orders.items).toHaveLength(paid + 9);
    expect(counters.orders).toBe(orders.items.length);
    expect(counters.paidOrders).toBe(paidOrders.items.length);
    expect(subcategories).toHaveLength(1 + 6 + 4 - 5);
    expect(counters.subcategories).toBe(subcategories.length);

    // And the totals the admin screens read.
    const total = async (path: string) => (await json<{ pagination: { total: number } }>(await shop.app.request(path, { headers }))).pagination.total;
    expect(await total("/api/products?limit=1")).toBe(products.length);
    expect(await total("/api/products?limit=1&isActive=true")).toBe(counters.activeProducts);
    // Only paid orders are orders; the checkouts never paid are a shelf of their own.
    expect(await total("/api/orders?limit=1")).toBe(paidOrders.items.length);
    expect(await total("/api/orders?limit=1&show=unpaid")).toBe(unpaidCheckouts.items.length);
    expect(await total("/api/auth/users?limit=1")).toBe(users.items.length);
  });
});
