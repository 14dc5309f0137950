import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { readCounters } from "../../functions/data/counters.js";
import { EMAIL_TAKEN, LAST_ADMIN } from "../../functions/data/users.js";
import { ShopError } from "../../functions/errors.js";
import type { OrderRecord } from "../../functions/data/orders.js";
import { sampleProduct } from "../support/sample-product.js";
import { freshTable, type TestTable } from "../support/test-table.js";

let t: TestTable;
beforeAll(async () => {
  t = await freshTable();
});

function order(id: string, userId: string, createdAt: string): OrderRecord {
  return {
    id,
    userId,
    user: { _id: userId, name: "Asha", email: "asha@example.in" },
    orderItems: [{ product: "p1", name: "Dress", image: "", size: "M", quantity: 1, pricePaise: 149_900 }],
    paymentMethod: "card",
    itemsPaise: 149_900,
    taxPaise: 7_138,
    shippingPaise: 0,
    totalPaise: 149_900,
    isPaid: false,
    status: "pending",
    shippingAddress: { name: "Asha", email: "asha@example.in", phone: "9876543210", address: "1 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
    statusHistory: [],
    createdAt,
    updatedAt: createdAt,
  };
}

describe("users", () => {
  it("lets exactly one of 12 concurrent registrations of one e-mail win", async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        t.repos.users.create({ name: `Racer ${i}`, email: "race@example.in", passwordHash: "x", role: "user" }),
      ),
    );
    const won = attempts.filter((a) => a.status === "fulfilled");
    const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(11);
    for (const failure of lost) {
      expect(failure.reason).toBeInstanceOf(ShopError);
      expect((failure.reason as ShopError).status).toBe(409);
      expect((failure.reason as ShopError).message).toBe(EMAIL_TAKEN);
    }
    const stored = await t.repos.users.getByEmail("race@example.in");
    expect(stored?.id).toBe((won[0] as PromiseFulfilledResult<{ id: string }>).value.id);
  });

  it("moves the e-mail marker on change, freeing the old address and refusing a taken one", async () => {
    const a = await t.repos.users.create({ name: "A", email: "a@example.in", passwordHash: "x", role: "user" });
    await t.repos.users.create({ name: "B", email: "b@example.in", passwordHash: "x", role: "user" });
    await expect(t.repos.users.update(a.id, { email: "b@example.in" })).rejects.toThrow(EMAIL_TAKEN);
    await t.repos.users.update(a.id, { email: "a2@example.in" });
    expect((await t.repos.users.getByEmail("a2@example.in"))?.id).toBe(a.id);
    expect(await t.repos.users.getByEmail("a@example.in")).toBeUndefined();
    const c = await t.repos.users.create({ name: "C", email: "a@example.in", passwordHash: "x", role: "user" });
    expect(c.email).toBe("a@example.in");
  });

  it("never removes or demotes the last active admin, even when two admins are demoted at once", async () => {
    const own = await freshTable();
    const first = await own.repos.users.create({ name: "One", email: "one@shop.in", passwordHash: "x", role: "admin" });
    const second = await own.repos.users.create({ name: "Two", email: "two@shop.in", passwordHash: "x", role: "admin" });
    const results = await Promise.allSettled([
      own.repos.users.update(first.id, { role: "user" }),
      own.repos.users.update(second.id, { isActive: false }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
    expect((rejected.reason as Error).message).toBe(LAST_ADMIN);
    expect((await readCounters(own.repos.db)).activeAdmins).toBe(1);
    const survivor = (await own.repos.users.get(first.id))!.role === "admin" ? first : second;
    await expect(own.repos.users.remove(survivor.id)).rejects.toThrow(LAST_ADMIN);
  });
});

describe("counters", () => {
  it("equal the real item counts after concurrent creates and deletes", async () => {
    const own = await freshTable();
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) => own.repos.products.create(sampleProduct({ name: `Saree ${i}`, isActive: i % 3 !== 0 }))),
    );
    const users = await Promise.all(
      Array.from({ length: 20 }, (_, i) => own.repos.users.create({ name: `U${i}`, email: `u${i}@example.in`, passwordHash: "x", role: "user" })),
    );
    await Promise.all([
      ...created.slice(0, 11).map((p) => own.repos.products.remove(p.id)),
      ...users.slice(0, 7).map((u) => own.repos.users.remove(u.id)),
      ...Array.from({ length: 9 }, (_, i) => own.repos.orders.create(order(`o${i}`.padEnd(24, "0"), users[19]!.id, new Date(2026, 0, i + 1).toISOString()))),
    ]);
    const counters = await readCounters(own.repos.db);
    const products = await own.repos.products.listAll();
    const allUsers = await own.repos.users.list({ limit: 1000 });
    // These orders are unpaid checkouts: their own shelf of the orders index.
    const orders = await own.repos.orders.list({ shelf: "unpaid", limit: 1000 });
    expect(counters.products).toBe(products.length);
    expect(counters.products).toBe(19);
    expect(counters.activeProducts).toBe(products.filter((p) => p.isActive).length);
    expect(counters.users).toBe(allUsers.items.length);
    expect(counters.users).toBe(13);
    expect(counters.orders).toBe(orders.items.length);
    expect(counters.orders).toBe(9);
  });
});

describe("pagination", () => {
  it("reaches every item of a 120-item list exactly once, newest first", async () => {
    const own = await freshTable();
    const userId = "u".repeat(24);
    const ids = Array.from({ length: 120 }, (_, i) => `o${String(i).padStart(23, "0")}`);
    await Promise.all(ids.map((id, i) => own.repos.orders.create(order(id, userId, new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString()))));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await own.repos.orders.listByUser(userId, { limit: 50, cursor });
      seen.push(...page.items.map((o) => o.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen).toEqual([...ids].reverse());
  });

  it("pages a filtered list without skipping matches", async () => {
    const own = await freshTable();
    await Promise.all(Array.from({ length: 60 }, (_, i) => own.repos.products.create(sampleProduct({ name: `Item ${i}`, isActive: i % 4 !== 0 }))));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await own.repos.products.list({ limit: 7, cursor });
      seen.push(...page.items.map((p) => p.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
  });

  it("refuses a cursor it did not make", async () => {
    await expect(t.repos.orders.list({ limit: 5, cursor: "not-a-cursor!" })).rejects.toMatchObject({ status: 400 });
    const forged = Buffer.from(JSON.stringify({ pk: "USER#x", password: "y" })).toString("base64url");
    await expect(t.repos.orders.list({ limit: 5, cursor: forged })).rejects.toMatchObject({ status: 400 });
  });
});

describe("short-lived items", () => {
  it("writes events, throttles and dedupe records with a TTL a few days ahead at most", async () => {
    const now = Math.floor(Date.now() / 1000);
    await t.repos.events.append({ type: "user.registered", text: "Asha registered", refs: {} });
    const feed = await t.repos.events.after(new Date(Date.now() - 60_000).toISOString(), 10);
    expect(feed.events.map((e) => e.text)).toContain("Asha registered");
    const sk = feed.cursor;
    const stored = await t.repos.db.doc.send(new GetCommand({ TableName: t.repos.db.tableName, Key: { pk: "EVENT", sk } }));
    expect(stored.Item?.expiresAt).toBeGreaterThan(now);
    expect(stored.Item?.expiresAt).toBeLessThanOrEqual(now + 7 * 24 * 3600);

    await t.repos.throttle.take("login#a@example.in", 5, 900);
    const throttle = await t.repos.db.doc.send(new GetCommand({ TableName: t.repos.db.tableName, Key: { pk: "THROTTLE#login#a@example.in", sk: "THROTTLE" } }));
    expect(throttle.Item?.expiresAt).toBeGreaterThan(now);
    expect(throttle.Item?.expiresAt).toBeLessThanOrEqual(now + 901);

    expect(await t.repos.dedupe.claim("webhook", "evt_1", 86400)).toBe(true);
    expect(await t.repos.dedupe.claim("webhook", "evt_1", 86400)).toBe(false);
  });

  it("ignores an event whose TTL has passed even before DynamoDB deletes it", async () => {
    let clock = new Date("2026-01-01T00:00:00Z");
    const own = await freshTable({ now: () => clock });
    await own.repos.events.append({ type: "user.logged_in", text: "old", refs: {} });
    clock = new Date("2026-01-10T00:00:00Z");
    const feed = await own.repos.events.after("2025-12-31T00:00:00Z", 10);
    expect(feed.events).toHaveLength(0);
  });
});

describe("stock", () => {
  it("never goes below zero under concurrent holds, and each hold is a movement", async () => {
    const own = await freshTable();
    const product = await own.repos.products.create(sampleProduct({ stockBySize: { XS: 2, S: 0, M: 5, L: 1, XL: 0 } }));
    const { transactWrite } = await import("../../functions/data/transact.js");
    const hold = () => transactWrite(own.repos.db, own.repos.stock.moveActions(product.id, { M: { onHand: 0, held: 1 } }, { reason: "hold", by: "checkout" }));
    const results = await Promise.allSettled(Array.from({ length: 12 }, hold));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const after = await own.repos.products.get(product.id);
    expect(after?.stockBySize).toEqual({ XS: 2, S: 0, M: 0, L: 1, XL: 0 });
    expect(after?.heldBySize).toEqual({ XS: 0, S: 0, M: 5, L: 0, XL: 0 });
    expect(after?.onHandBySize).toEqual({ XS: 2, S: 0, M: 5, L: 1, XL: 0 });
    expect(after?.stock).toBe(3);
    const movements = await own.repos.stock.all(product.id);
    expect(movements.map((m) => m.reason)).toEqual(["create", "hold", "hold", "hold", "hold", "hold"]);
    expect(movements.at(-1)!.sizes).toEqual([{ size: "M", onHandFrom: 5, onHandTo: 5, heldFrom: 4, heldTo: 5 }]);
  });
});
