import { beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../shared/schemas/product-record.js";
import type { StockMovement } from "../../shared/schemas/stock-movement.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { expectStockToEqualReplay } from "../support/stock-replay.js";
import { exportedFile } from "../support/export-job.js";

// Issue 22, items 3 and 6: the owner counts pieces on hand, holds show beside them, every change
// is a movement; and a shopper's own abandoned checkout does not keep the last piece from her.
// Against DynamoDB Local and the Razorpay emulator through the real SDK.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
beforeAll(async () => {
  shop = await paymentShop();
  admin = await shop.admin();
});

type Started = { order: { id: string }; orderId: string; error?: string };

async function checkout(headers: Record<string, string>, product: string, size: string, quantity: number) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, { items: [{ product, size, quantity }], shippingAddress: ADDRESS, source: "cart" });
  return { status: response.status, body: (await response.json()) as Started };
}

/** The product as the admin's screens read it. */
async function adminView(id: string): Promise<Product> {
  const response = await shop.call("GET", `/api/products/${id}`, admin.headers);
  return ((await response.json()) as { data: Product }).data;
}

/** The admin's form saving pieces on hand, as it was opened. */
async function saveOnHand(opened: Product, stockBySize: Record<string, number>) {
  const response = await shop.call("PUT", `/api/products/${opened.id}`, admin.headers, { stockBySize, updatedAt: opened.updatedAt });
  return { status: response.status, body: (await response.json()) as { data?: Product; error?: string } };
}

async function pay(headers: Record<string, string>, razorpayOrderId: string) {
  const paid = await shop.emulator.payOrder(razorpayOrderId, { card: SUCCESS_CARD });
  const response = await shop.call("POST", "/api/payments/validate-payment", headers, paid);
  await shop.emulator.waitForWebhooks();
  return response;
}

async function movements(id: string, query = "", headers: Record<string, string> = admin.headers) {
  const response = await shop.call("GET", `/api/products/${id}/stock-movements${query}`, headers);
  return { status: response.status, body: (await response.json()) as { data: StockMovement[]; pagination: { nextCursor: string | null }; error?: string } };
}

describe("the owner's stock count", () => {
  it("never creates pieces: 3 of M held, the shelf counted as 3, the checkout closes, M is 3 (not 6)", async () => {
    const shopper = await shop.shopper();
    const kurta = await shop.product({ subcategory: "", name: "Chanderi Kurta", sizes: ["S", "M"], stockBySize: { S: 2, M: 3 } });
    const held = await checkout(shopper.headers, kurta.id, "M", 3);
    expect(held.status).toBe(201);

    // The admin opens the product: 3 on the shelf, 3 of them held, none available.
    const opened = await adminView(kurta.id);
    expect(opened.onHandBySize).toEqual({ S: 2, M: 3 });
    expect(opened.heldBySize).toEqual({ S: 0, M: 3 });
    expect(opened.stockBySize).toEqual({ S: 2, M: 0 });

    // She counts the shelf and saves what she sees: 3 of M.
    const saved = await saveOnHand(opened, { S: 2, M: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ onHandBySize: { S: 2, M: 3 }, heldBySize: { S: 0, M: 3 }, stockBySize: { S: 2, M: 0 } });

    // The shopper closes Checkout: the held pieces become available, and there are still 3.
    expect((await shop.call("POST", "/api/payments/cancel-checkout", shopper.headers, { orderId: held.body.orderId })).status).toBe(200);
    const after = await adminView(kurta.id);
    expect(after.stockBySize).toEqual({ S: 2, M: 3 });
    expect(after.onHandBySize).toEqual({ S: 2, M: 3 });
    expect(after.heldBySize).toEqual({ S: 0, M: 0 });
    expect(after.stock).toBe(5);
    await expectStockToEqualReplay(shop.repos, kurta.id);
  });

  it("refuses a count below what open checkouts hold, and dropping a size with pieces held", async () => {
    const shopper = await shop.shopper();
    const saree = await shop.product({ subcategory: "", name: "Kanjivaram Saree", sizes: ["M", "L"], stockBySize: { M: 4, L: 1 } });
    expect((await checkout(shopper.headers, saree.id, "M", 3)).status).toBe(201);
    const opened = await adminView(saree.id);

    const below = await saveOnHand(opened, { M: 2, L: 1 });
    expect(below).toEqual({
      status: 409,
      body: { success: false, error: "Size M cannot have 2 on hand: 3 are held in open checkouts. Enter at least 3, or save again once those checkouts close." },
    });
    const dropped = await shop.call("PUT", `/api/products/${saree.id}`, admin.headers, { sizes: ["L"], stockBySize: { L: 1 }, updatedAt: opened.updatedAt });
    expect(dropped.status).toBe(409);
    expect(((await dropped.json()) as { error: string }).error).toBe("Size M cannot be removed: 3 are held in open checkouts. Remove it once those checkouts close.");
    expect((await adminView(saree.id)).onHandBySize).toEqual({ M: 4, L: 1 });

    // At the count of what is held, nothing is left for shoppers, and nothing is lost.
    const exact = await saveOnHand(opened, { M: 3, L: 1 });
    expect(exact.status).toBe(200);
    expect(exact.body.data).toMatchObject({ stockBySize: { M: 0, L: 1 }, heldBySize: { M: 3, L: 0 } });
    await expectStockToEqualReplay(shop.repos, saree.id);
  });

  it("saved while shoppers hold the same size, neither loses nor creates a piece", async () => {
    const dress = await shop.product({ subcategory: "", name: "Organza Dress", sizes: ["M"], stockBySize: { M: 10 } });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => shop.shopper()));
    for (let round = 0; round < 3; round++) {
      const opened = await adminView(dress.id);
      // The owner's count races six checkouts of one piece each.
      const [saved, ...holds] = await Promise.all([
        shop.call("PUT", `/api/products/${dress.id}`, admin.headers, { stockBySize: { M: 12 + round } }),
        ...shoppers.map((s) => checkout(s.headers, dress.id, "M", 1)),
      ]);
      expect([200, 409]).toContain(saved.status);
      const now = await adminView(dress.id);
      const openHolds = holds.filter((h) => h.status === 201).length;
      // Each shopper's new checkout released her previous one: what is held is this round's holds.
      expect(now.heldBySize).toEqual({ M: openHolds });
      expect(now.onHandBySize).toEqual({ M: saved.status === 200 ? 12 + round : opened.onHandBySize!.M });
      expect(now.stockBySize).toEqual({ M: now.onHandBySize!.M! - openHolds });
      await expectStockToEqualReplay(shop.repos, dress.id);
    }
  }, 60_000);
});

describe("stock movements", () => {
  it("record every hold, sale, release, count, late sale and refund restock; the figures equal their replay", async () => {
    const [asha, bela, chitra] = await Promise.all([shop.shopper("Asha"), shop.shopper("Bela"), shop.shopper("Chitra")]);
    const lehenga = await shop.product({ subcategory: "", name: "Bridal Lehenga", price: 2000, originalPrice: 2500, sizes: ["M", "L"], stockBySize: { M: 5, L: 2 } });

    // Asha buys 2 of M: a hold, then a sale.
    const bought = await checkout(asha.headers, lehenga.id, "M", 2);
    expect((await pay(asha.headers, bought.body.order.id)).status).toBe(200);
    // Bela holds 1 of L and closes Checkout: a hold, then a release.
    const closed = await checkout(bela.headers, lehenga.id, "L", 1);
    expect((await shop.call("POST", "/api/payments/cancel-checkout", bela.headers, { orderId: closed.body.orderId })).status).toBe(200);
    // Chitra holds 1 of M, closes Checkout, and pays anyway: the piece is taken again from the shelf.
    const late = await checkout(chitra.headers, lehenga.id, "M", 1);
    expect((await shop.call("POST", "/api/payments/cancel-checkout", chitra.headers, { orderId: late.body.orderId })).status).toBe(200);
    expect((await pay(chitra.headers, late.body.order.id)).status).toBe(200);
    // The owner counts 1 more of L on the shelf.
    const counted = await saveOnHand(await adminView(lehenga.id), { M: 2, L: 3 });
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    // Asha's order is refunded in full: her 2 pieces go back on the shelf.
    const paymentId = (await shop.repos.orders.get(bought.body.orderId))!.paymentId!;
    expect((await shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId, reason: "Returned unworn" })).status).toBe(200);

    const product = await adminView(lehenga.id);
    expect(product.onHandBySize).toEqual({ M: 4, L: 3 });
    expect(product.heldBySize).toEqual({ M: 0, L: 0 });
    await expectStockToEqualReplay(shop.repos, lehenga.id);

    // The owner's view: newest first, who or what, why, and each size from -> to.
    const listed = await movements(lehenga.id);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((m) => m.reason)).toEqual(["refund-restock", "count", "sale", "release", "hold", "release", "hold", "sale", "hold", "create"]);
    expect(listed.body.data[0]).toMatchObject({ by: "Meera Admin (#" + admin.user.id.slice(-6) + ")", byId: admin.user.id, orderId: bought.body.orderId, sizes: [{ size: "M", onHandFrom: 2, onHandTo: 4, heldFrom: 0, heldTo: 0 }] });
    expect(listed.body.data[1]).toMatchObject({ reason: "count", sizes: [{ size: "L", onHandFrom: 2, onHandTo: 3, heldFrom: 0, heldTo: 0 }] });
    // Confirmed by the browser's call or Razorpay's webhook, whichever lands first.
    expect(listed.body.data[2]).toMatchObject({ reason: "sale", by: expect.stringMatching(/^payment( \(webhook\))?$/), orderId: late.body.orderId, sizes: [{ size: "M", onHandFrom: 3, onHandTo: 2, heldFrom: 0, heldTo: 0 }] });
    expect(listed.body.data[7]).toMatchObject({ reason: "sale", orderId: bought.body.orderId, sizes: [{ size: "M", onHandFrom: 5, onHandTo: 3, heldFrom: 2, heldTo: 0 }] });
    expect(listed.body.data[8]).toMatchObject({ reason: "hold", by: "checkout", sizes: [{ size: "M", onHandFrom: 5, onHandTo: 5, heldFrom: 0, heldTo: 2 }] });
    expect(listed.body.data[9]).toMatchObject({ reason: "create", sizes: [{ size: "M", onHandFrom: 0, onHandTo: 5 }, { size: "L", onHandFrom: 0, onHandTo: 2 }] });

    // Paged with a cursor, nothing skipped or repeated.
    const first = await movements(lehenga.id, "?limit=4");
    const second = await movements(lehenga.id, `?limit=4&cursor=${first.body.pagination.nextCursor}`);
    const third = await movements(lehenga.id, `?limit=4&cursor=${second.body.pagination.nextCursor}`);
    expect([...first.body.data, ...second.body.data, ...third.body.data].map((m) => m.id)).toEqual(listed.body.data.map((m) => m.id));
    expect(third.body.pagination.nextCursor).toBeNull();
  }, 60_000);

  it("are the admin's only, and refuse a bad page or product plainly", async () => {
    const shopper = await shop.shopper();
    const product = await shop.product({ subcategory: "", sizes: ["M"], stockBySize: { M: 1 } });
    expect((await movements(product.id, "", shopper.headers)).status).toBe(403);
    expect((await movements(product.id, "", {})).status).toBe(401);
    expect(await movements(product.id, "?limit=0")).toMatchObject({ status: 400, body: { success: false, error: "limit must be at least 1" } });
    expect(await movements(product.id, "?cursor=nope")).toMatchObject({ status: 400, body: { success: false, error: "The page cursor is not valid. Start again from the first page." } });
    expect(await movements("000000000000000000000000")).toMatchObject({ status: 404, body: { success: false, error: "Product not found" } });
  });

  it("are written by a CSV import's stock columns", async () => {
    const product = await shop.product({ subcategory: "", name: "Mulmul Kurta", sizes: ["S", "M"], stockBySize: { S: 1, M: 1 } });
    const exported = await exportedFile(shop.call, admin.headers, { kind: "products" });
    expect(exported.response.status).toBe(200);
    const lines = exported.bytes.toString("utf8").replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    const header = lines[0]!.split(",");
    const row = lines.find((line) => line.startsWith(product.id))!.split(",");
    row[header.indexOf("stock:M")] = "4";
    const csv = [lines[0], row.join(",")].join("\n");
    const applied = await shop.call("POST", "/api/admin/products/import", admin.headers, { csv, apply: true });
    expect(applied.status, await applied.clone().text()).toBe(200);
    const [latest] = (await movements(product.id)).body.data;
    expect(latest).toMatchObject({ reason: "import", byId: admin.user.id, sizes: [{ size: "M", onHandFrom: 1, onHandTo: 4, heldFrom: 0, heldTo: 0 }] });
    await expectStockToEqualReplay(shop.repos, product.id);
  });
});

describe("a shopper's own open checkout", () => {
  it("does not keep the last piece from her: her new checkout releases it; another shopper is still refused", async () => {
    const [riya, other] = await Promise.all([shop.shopper("Riya"), shop.shopper("Other")]);
    const saree = await shop.product({ subcategory: "", name: "Paithani Saree", price: 5200, originalPrice: 6000, sizes: ["M"], stockBySize: { M: 1 } });
    const first = await checkout(riya.headers, saree.id, "M", 1);
    expect(first.status).toBe(201);

    // Someone else is told it is sold out while Riya's checkout holds it.
    expect(await checkout(other.headers, saree.id, "M", 1)).toMatchObject({ status: 409, body: { error: "Paithani Saree is sold out in size M." } });

    // Riya comes back and checks out again: her abandoned checkout gives her the piece.
    const second = await checkout(riya.headers, saree.id, "M", 1);
    expect(second.status).toBe(201);
    const old = (await shop.repos.orders.get(first.body.orderId))!;
    expect(old.hold).toMatchObject({ status: "released", releasedBecause: "new-checkout" });
    expect(old.statusHistory.at(-1)?.note).toBe("Pieces released: the shopper started a new checkout");
    expect((await shop.repos.orders.get(second.body.orderId))!.hold?.status).toBe("held");
    expect(await checkout(other.headers, saree.id, "M", 1)).toMatchObject({ status: 409, body: { error: "Paithani Saree is sold out in size M." } });
    expect((await adminView(saree.id)).heldBySize).toEqual({ M: 1 });

    // A payment for the old checkout arriving late cannot take the piece her new one holds: refunded in full.
    const paid = await shop.emulator.payOrder(first.body.order.id, { card: SUCCESS_CARD });
    const refused = await shop.call("POST", "/api/payments/validate-payment", riya.headers, paid);
    await shop.emulator.waitForWebhooks();
    expect(refused.status).toBe(409);
    expect((await shop.gateway.fetchPayment(paid.razorpay_payment_id)).amount_refunded).toBe(520_000);
    expect((await shop.repos.orders.get(first.body.orderId))!.status).toBe("cancelled");
    // ...and the new one pays for it.
    expect((await pay(riya.headers, second.body.order.id)).status).toBe(200);
    expect(await adminView(saree.id)).toMatchObject({ onHandBySize: { M: 0 }, heldBySize: { M: 0 }, stockBySize: { M: 0 } });
    await expectStockToEqualReplay(shop.repos, saree.id);
  }, 60_000);
});
