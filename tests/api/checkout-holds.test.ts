import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { productsTogether } from "../../functions/catalogue/products-together.js";
import { withLapsedHoldsShown } from "../../functions/catalogue/lapsed-holds-shown.js";
import { readCounters } from "../../functions/data/counters.js";
import { releaseLapsedHolds } from "../../functions/checkout/release-hold.js";
import type { OrderRecord } from "../../functions/data/orders.js";
import { fromCardColumns, type CatalogueCardColumns } from "../../shared/catalogue-cards.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { upgradeStockBySize } from "../../scripts/upgrade-stock-by-size.js";
import { ADDRESS, DECLINED_CARD, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { sampleProduct } from "../support/sample-product.js";
import { setStock } from "../support/set-stock.js";

// Holds at checkout (issue 12), against DynamoDB Local and the Razorpay emulator through the real
// SDK. Holds last 10 seconds here, so a lapse can be waited for.
const HOLD_SECONDS = 10;

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
beforeAll(async () => {
  shop = await paymentShop({ env: { CHECKOUT_HOLD_SECONDS: String(HOLD_SECONDS) } });
});

type Started = { order: { id: string }; orderId: string; holdExpiresAt: string; checkoutTimeoutSeconds: number };

async function checkout(headers: Record<string, string>, items: Array<{ product: string; size: string; quantity: number }>) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, { items, shippingAddress: ADDRESS, source: "cart" });
  return { status: response.status, body: (await response.json()) as Started & { error?: string } };
}

async function stockOf(id: string) {
  return (await shop.repos.products.get(id))!.stockBySize;
}

/** The shopper's view: the product page's answer, as the storefront reads it. */
async function shownStock(id: string) {
  const response = await shop.call("GET", `/api/products/${id}`, {});
  return ((await response.json()) as { data: Product }).data.stockBySize;
}

/** The listing's view: the card the storefront lists (GET /api/products/cards). */
async function listedStock(id: string) {
  const response = await shop.call("GET", "/api/products/cards", {});
  const cards = fromCardColumns(((await response.json()) as { data: CatalogueCardColumns }).data);
  return cards.find((card) => card.id === id)?.stockBySize;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a hold", () => {
  it("takes the pieces of every line together, or none of them", async () => {
    const { headers } = await shop.shopper();
    const kurta = await shop.product({ name: "Chikankari Kurta", sizes: ["S", "M", "L"], stockBySize: { S: 1, M: 4, L: 2 } });
    const saree = await shop.product({ name: "Kota Doria Saree", sizes: ["Free Size"], stockBySize: { "Free Size": 1 } });
    const refused = await checkout(headers, [
      { product: kurta.id, size: "M", quantity: 2 },
      { product: kurta.id, size: "S", quantity: 1 },
      { product: saree.id, size: "Free Size", quantity: 2 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Only 1 left in size Free Size of Kota Doria Saree.");
    expect(await stockOf(kurta.id)).toEqual({ S: 1, M: 4, L: 2 });
    expect(await stockOf(saree.id)).toEqual({ "Free Size": 1 });

    const held = await checkout(headers, [
      { product: kurta.id, size: "M", quantity: 2 },
      { product: kurta.id, size: "S", quantity: 1 },
      { product: saree.id, size: "Free Size", quantity: 1 },
    ]);
    expect(held.status).toBe(201);
    expect(await stockOf(kurta.id)).toEqual({ S: 0, M: 2, L: 2 });
    expect((await shop.repos.products.get(kurta.id))!.stock).toBe(4);
    expect(await stockOf(saree.id)).toEqual({ "Free Size": 0 });
    expect(Date.parse(held.body.holdExpiresAt) - Date.now()).toBeGreaterThan((HOLD_SECONDS - 3) * 1000);
  });

  it("is released at once when the shopper closes Checkout, once, and only by its owner", async () => {
    const owner = await shop.shopper();
    const stranger = await shop.shopper();
    const dress = await shop.product({ sizes: ["M"], stockBySize: { M: 2 } });
    const { body } = await checkout(owner.headers, [{ product: dress.id, size: "M", quantity: 2 }]);
    expect(await stockOf(dress.id)).toEqual({ M: 0 });

    const notHers = await shop.call("POST", "/api/payments/cancel-checkout", stranger.headers, { orderId: body.orderId });
    expect(notHers.status).toBe(404);
    expect(await stockOf(dress.id)).toEqual({ M: 0 });

    const closed = await Promise.all(Array.from({ length: 3 }, () => shop.call("POST", "/api/payments/cancel-checkout", owner.headers, { orderId: body.orderId })));
    const answers = await Promise.all(closed.map(async (r) => ({ status: r.status, ...((await r.json()) as { released: boolean }) })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.released)).toHaveLength(1);
    expect(await stockOf(dress.id)).toEqual({ M: 2 });
    const order = (await shop.repos.orders.get(body.orderId))!;
    expect(order.hold).toMatchObject({ status: "released", releasedBecause: "checkout-closed" });
    expect(order.statusHistory.at(-1)?.note).toBe("Pieces released: checkout was closed");
  });

  it("frees its pieces when the payment fails (Razorpay's payment.failed)", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ sizes: ["L"], stockBySize: { L: 1 } });
    const { body } = await checkout(headers, [{ product: dress.id, size: "L", quantity: 1 }]);
    await expect(shop.emulator.payOrder(body.order.id, { card: DECLINED_CARD })).rejects.toThrow();
    await shop.emulator.waitForWebhooks();
    expect(await stockOf(dress.id)).toEqual({ L: 1 });
    // The piece is someone else's to have now.
    const other = await shop.shopper();
    expect((await checkout(other.headers, [{ product: dress.id, size: "L", quantity: 1 }])).status).toBe(201);
  });

  it("returns to stock after CHECKOUT_HOLD_SECONDS when nobody answers: shown on the next read, stored by the sweep", async () => {
    const { headers } = await shop.shopper();
    const other = await shop.shopper();
    const first = await shop.product({ name: "Abandoned One", sizes: ["M"], stockBySize: { M: 3 } });
    const second = await shop.product({ name: "Abandoned Two", sizes: ["M"], stockBySize: { M: 3 } });
    // Two shoppers: a shopper's own new checkout would release her first at once (issue 22).
    const a = await checkout(headers, [{ product: first.id, size: "M", quantity: 2 }]);
    const b = await checkout(other.headers, [{ product: second.id, size: "M", quantity: 3 }]);
    expect(await shownStock(first.id)).toEqual({ M: 1 });
    expect(await releaseLapsedHolds(shop.repos)).toBe(0);

    await sleep(HOLD_SECONDS * 1000 + 500);
    // A shopper opening the product page sees the pieces back; the read writes nothing.
    expect(await shownStock(first.id)).toEqual({ M: 3 });
    expect(await stockOf(second.id)).toEqual({ M: 0 });
    // The minute's sweep puts them back, once, however often it runs.
    await releaseLapsedHolds(shop.repos);
    expect(await releaseLapsedHolds(shop.repos)).toBe(0);
    expect(await stockOf(first.id)).toEqual({ M: 3 });
    expect(await stockOf(second.id)).toEqual({ M: 3 });
    for (const started of [a, b]) {
      expect((await shop.repos.orders.get(started.body.orderId))!.hold).toMatchObject({ status: "released", releasedBecause: "lapsed" });
    }
  }, 30_000);

  it("shows in the listing's cards while held, and back there once lapsed, without waiting for the sweep", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ name: "Abandoned in the Listing", sizes: ["S", "M"], stockBySize: { S: 1, M: 2 } });
    expect((await checkout(headers, [{ product: dress.id, size: "M", quantity: 2 }])).status).toBe(201);
    expect(await listedStock(dress.id)).toEqual({ S: 1, M: 0 });
    await sleep(HOLD_SECONDS * 1000 + 500);
    expect(await listedStock(dress.id)).toEqual({ S: 1, M: 2 });
    // A cold search's page reads its products together, shown the same way.
    expect((await productsTogether(await withLapsedHoldsShown(shop.repos), [dress.id])).get(dress.id)?.stockBySize).toEqual({ S: 1, M: 2 });
    expect(await stockOf(dress.id)).toEqual({ S: 1, M: 0 });
    await releaseLapsedHolds(shop.repos);
    expect(await stockOf(dress.id)).toEqual({ S: 1, M: 2 });
  }, 30_000);

  it("after it lapsed: a payment still gets the piece if nobody took it, and is refunded in full, with the reason, if someone did", async () => {
    const late = await shop.shopper();
    const later = await shop.shopper();
    const quick = await shop.shopper();
    const spare = await shop.product({ name: "Ikat Dress", price: 1800, sizes: ["M"], stockBySize: { M: 1 } });
    const scarce = await shop.product({ name: "Paithani Saree", price: 5200, sizes: ["M"], stockBySize: { M: 1 } });
    // Two shoppers: a shopper's own new checkout would release her first at once (issue 22).
    const kept = await checkout(late.headers, [{ product: spare.id, size: "M", quantity: 1 }]);
    const lost = await checkout(later.headers, [{ product: scarce.id, size: "M", quantity: 1 }]);
    await sleep(HOLD_SECONDS * 1000 + 500);
    expect(await releaseLapsedHolds(shop.repos)).toBe(2);
    // Someone else takes the last Paithani meanwhile.
    expect((await checkout(quick.headers, [{ product: scarce.id, size: "M", quantity: 1 }])).status).toBe(201);

    shop.emulator.setWebhookUrl(undefined);
    try {
      const paidSpare = await shop.emulator.payOrder(kept.body.order.id, { card: SUCCESS_CARD });
      const okay = await shop.call("POST", "/api/payments/validate-payment", late.headers, paidSpare);
      expect(okay.status).toBe(200);
      expect(await stockOf(spare.id)).toEqual({ M: 0 });

      const paidScarce = await shop.emulator.payOrder(lost.body.order.id, { card: SUCCESS_CARD });
      const refused = await shop.call("POST", "/api/payments/validate-payment", later.headers, paidScarce);
      expect(refused.status).toBe(409);
      const reason = "Your payment arrived after we stopped holding Paithani Saree for you, and it has sold out since. Your payment of ₹5,200.00 has been refunded.";
      expect(await refused.json()).toEqual({ success: false, error: reason });
      const order = (await shop.repos.orders.get(lost.body.orderId))!;
      expect(order.status).toBe("cancelled");
      expect(order.cancelReason).toBe(reason);
      expect((await shop.gateway.fetchPayment(paidScarce.razorpay_payment_id)).amount_refunded).toBe(520_000);
      // The other shopper's hold is untouched.
      expect(await stockOf(scarce.id)).toEqual({ M: 0 });
    } finally {
      shop.emulator.setWebhookUrl(`${shop.baseUrl}/api/webhooks/razorpay`);
    }
  }, 30_000);

  it("becomes a sale once, however many times the browser and Razorpay's webhook confirm it", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ price: 2100, sizes: ["S", "M"], stockBySize: { S: 2, M: 2 } });
    const before = await readCounters(shop.repos.db);
    // Razorpay delivers every event 10 times, shuffled, while the browser confirms twice.
    shop.emulator.updateSettings({ duplicateWebhooks: 10, shuffleWebhooks: true });
    try {
      const { body } = await checkout(headers, [{ product: dress.id, size: "S", quantity: 2 }]);
      const paid = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
      const browser = await Promise.all([1, 2].map(() => shop.call("POST", "/api/payments/validate-payment", headers, paid)));
      expect(browser.map((r) => r.status)).toEqual([200, 200]);
      await shop.emulator.waitForWebhooks();
    } finally {
      shop.emulator.resetSettings();
    }
    expect(await stockOf(dress.id)).toEqual({ S: 0, M: 2 });
    const after = await readCounters(shop.repos.db);
    expect(after.paidOrders - before.paidOrders).toBe(1);
    expect(after.revenuePaise - before.revenuePaise).toBe(420_000);
  });
});

describe("a UPI payment captured late", () => {
  it("answers 202 and the order awaits confirmation, then the webhook's capture sells the held piece once", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ price: 1750, sizes: ["M"], stockBySize: { M: 2 } });
    const { body } = await checkout(headers, [{ product: dress.id, size: "M", quantity: 1 }]);
    shop.emulator.updateSettings({ lateCaptureDelayMs: 1_500 });
    try {
      const handled = await shop.emulator.payOrder(body.order.id, { vpa: "late@razorpay" });
      const answer = await shop.call("POST", "/api/payments/validate-payment", headers, handled);
      expect(answer.status).toBe(202);
      const awaiting = (await answer.json()) as { awaitingConfirmation: boolean; message: string; order: Order };
      expect(awaiting.awaitingConfirmation).toBe(true);
      expect(awaiting.message).toBe("Your bank has approved the payment. Your order will show as paid as soon as Razorpay confirms it, usually within a few minutes.");
      expect(awaiting.order).toMatchObject({ isPaid: false, status: "pending", hold: { status: "held" } });
      expect(awaiting.order.awaitingConfirmationSince).toBeTruthy();
      // My Orders lists it while it awaits confirmation (an abandoned checkout stays out).
      const mine = (await (await shop.call("GET", "/api/orders/my-orders", headers)).json()) as { data: Order[] };
      expect(mine.data.map((order) => order.id)).toContain(body.orderId);
      // Asking again while Razorpay still has it authorised changes nothing.
      expect((await shop.call("POST", "/api/payments/validate-payment", headers, handled)).status).toBe(202);
      expect(await stockOf(dress.id)).toEqual({ M: 1 });

      await shop.emulator.waitForWebhooks();
      const paid = (await shop.repos.orders.get(body.orderId))!;
      expect(paid).toMatchObject({ isPaid: true, status: "processing", hold: { status: "sold" } });
      expect(paid.awaitingConfirmationSince).toBeUndefined();
      expect(await stockOf(dress.id)).toEqual({ M: 1 });
      expect((await shop.call("POST", "/api/payments/validate-payment", headers, handled)).status).toBe(200);
    } finally {
      shop.emulator.resetSettings();
    }
  });
});

describe("an unpaid order the admin ends", () => {
  it("cancelled: its pieces go back at once, and a payment that still arrives is refunded in full", async () => {
    const admin = await shop.admin();
    const { headers } = await shop.shopper();
    const dress = await shop.product({ price: 1350, sizes: ["M"], stockBySize: { M: 1 } });
    const { body } = await checkout(headers, [{ product: dress.id, size: "M", quantity: 1 }]);
    const cancelled = await shop.call("PATCH", `/api/orders/${body.orderId}/status`, admin.headers, { status: "cancelled", notes: "Customer asked on WhatsApp" });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(dress.id)).toEqual({ M: 1 });
    expect((await shop.repos.orders.get(body.orderId))!.hold).toMatchObject({ status: "released", releasedBecause: "order-cancelled" });

    shop.emulator.setWebhookUrl(undefined);
    try {
      const paid = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
      const refused = await shop.call("POST", "/api/payments/validate-payment", headers, paid);
      expect(refused.status).toBe(409);
      expect((await refused.json()).error).toBe("This order was cancelled before it was paid. Your payment has been refunded.");
      expect((await shop.gateway.fetchPayment(paid.razorpay_payment_id)).amount_refunded).toBe(135_000);
      const link = (await shop.repos.payments.findByRazorpayOrder(body.order.id))!;
      expect((await shop.repos.payments.get(link.paymentId))!.status).toBe("refunded");
      expect(await stockOf(dress.id)).toEqual({ M: 1 });
    } finally {
      shop.emulator.setWebhookUrl(`${shop.baseUrl}/api/webhooks/razorpay`);
    }
  });

  it("deleted after a day: a hold the sweep has not reached yet is released first", async () => {
    const admin = await shop.admin();
    const { headers } = await shop.shopper();
    const dress = await shop.product({ sizes: ["L"], stockBySize: { L: 2 } });
    const { body } = await checkout(headers, [{ product: dress.id, size: "L", quantity: 2 }]);
    const order = (await shop.repos.orders.get(body.orderId))!;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const { orderItem } = await import("../../functions/data/orders.js");
    await shop.repos.db.doc.send(new PutCommand({ TableName: shop.repos.db.tableName, Item: orderItem({ ...order, createdAt: twoDaysAgo }) }));
    const removed = await shop.call("DELETE", `/api/orders/${body.orderId}`, admin.headers);
    expect(removed.status).toBe(200);
    expect(await shop.repos.orders.get(body.orderId)).toBeUndefined();
    expect(await stockOf(dress.id)).toEqual({ L: 2 });
    expect(await shop.repos.holds.lapsed(new Date(Date.now() + 86_400_000), 100)).not.toContain(body.orderId);
  });
});

describe("products stored before stock per size", () => {
  async function storeOldProduct(stock: number, sizes: string[]): Promise<string> {
    const product = await shop.repos.products.create(sampleProduct({ sizes, stock }));
    // As it was stored before: one total, no stockBySize.
    const { stockBySize, ...item } = { ...product };
    void stockBySize;
    await shop.repos.db.doc.send(
      new PutCommand({ TableName: shop.repos.db.tableName, Item: { ...item, pk: `PRODUCT#${product.id}`, sk: "PRODUCT", entity: "product", gsi1pk: "PRODUCT", gsi1sk: `${product.createdAt}#${product.id}` } }),
    );
    return product.id;
  }

  it("read with the total split over the sizes (the first sizes take the remainder); the script writes it, the read never", async () => {
    const id = await storeOldProduct(7, ["S", "M", "L"]);
    const shown = await shop.call("GET", `/api/products/${id}`, {});
    expect(((await shown.json()) as { data: Product }).data).toMatchObject({ stock: 7, stockBySize: { S: 3, M: 2, L: 2 } });
    const { GetCommand } = await import("@aws-sdk/lib-dynamodb");
    const stored = () => shop.repos.db.doc.send(new GetCommand({ TableName: shop.repos.db.tableName, Key: { pk: `PRODUCT#${id}`, sk: "PRODUCT" } }));
    expect((await stored()).Item!.stockBySize).toBeUndefined();
    await upgradeStockBySize(shop.repos);
    expect((await stored()).Item).toMatchObject({ stock: 7, stockBySize: { S: 3, M: 2, L: 2 } });
  });

  it("a product stored before holds gets its empty heldBySize from the script, once", async () => {
    const product = await shop.repos.products.create(sampleProduct({ sizes: ["M"], stockBySize: { M: 4 } }));
    const { GetCommand, UpdateCommand } = await import("@aws-sdk/lib-dynamodb");
    const key = { pk: `PRODUCT#${product.id}`, sk: "PRODUCT" };
    await shop.repos.db.doc.send(new UpdateCommand({ TableName: shop.repos.db.tableName, Key: key, UpdateExpression: "REMOVE heldBySize" }));
    expect((await shop.repos.products.get(product.id))!.heldBySize).toEqual({ M: 0 });
    expect((await shop.repos.db.doc.send(new GetCommand({ TableName: shop.repos.db.tableName, Key: key }))).Item!.heldBySize).toBeUndefined();
    await upgradeStockBySize(shop.repos);
    await upgradeStockBySize(shop.repos);
    expect((await shop.repos.db.doc.send(new GetCommand({ TableName: shop.repos.db.tableName, Key: key }))).Item).toMatchObject({ heldBySize: {}, stockBySize: { M: 4 } });
  });

  it("are upgraded by the script, idempotently, and sell from their split", async () => {
    const ids = [await storeOldProduct(5, ["XS", "S", "M", "L", "XL"]), await storeOldProduct(0, ["M"]), await storeOldProduct(11, ["S", "M"])];
    const first = await upgradeStockBySize(shop.repos);
    expect(first.upgraded).toBe(3);
    const again = await upgradeStockBySize(shop.repos);
    expect(again.upgraded).toBe(0);
    expect(again.products).toBe(first.products);
    expect((await shop.repos.products.get(ids[0]!))!.stockBySize).toEqual({ XS: 1, S: 1, M: 1, L: 1, XL: 1 });
    expect((await shop.repos.products.get(ids[1]!))!.stockBySize).toEqual({ M: 0 });
    expect((await shop.repos.products.get(ids[2]!))!.stockBySize).toEqual({ S: 6, M: 5 });
    const { headers } = await shop.shopper();
    const other = await shop.shopper();
    expect((await checkout(headers, [{ product: ids[2]!, size: "M", quantity: 5 }])).status).toBe(201);
    expect((await checkout(other.headers, [{ product: ids[2]!, size: "M", quantity: 1 }])).body.error).toMatch(/is sold out in size M\.$/);
  });

  it("a pending order placed before holds (no hold) takes its pieces when it is paid", async () => {
    const { headers } = await shop.shopper();
    const dress = await shop.product({ price: 999, sizes: ["M"], stockBySize: { M: 2 } });
    const { body } = await checkout(headers, [{ product: dress.id, size: "M", quantity: 1 }]);
    // Made to look as it was stored before this change: no hold, nothing taken.
    const order = (await shop.repos.orders.get(body.orderId))!;
    const { hold, ...old } = order;
    void hold;
    await shop.repos.db.doc.send(new PutCommand({ TableName: shop.repos.db.tableName, Item: { ...(await import("../../functions/data/orders.js")).orderItem(old as OrderRecord) } }));
    await shop.repos.db.doc.send(new (await import("@aws-sdk/lib-dynamodb")).DeleteCommand({ TableName: shop.repos.db.tableName, Key: { pk: `ORDER#${order.id}`, sk: "HOLD" } }));
    await setStock(shop.repos.db, dress.id, { M: 2 });

    const paid = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", headers, paid)).status).toBe(200);
    await shop.emulator.waitForWebhooks();
    expect(await stockOf(dress.id)).toEqual({ M: 1 });
  });
});

describe("stock per size from the admin", () => {
  it("a total alone is split; a change of sizes keeps each kept size's figure; the dashboard lists low sizes", async () => {
    const admin = await shop.admin();
    const body = { ...sampleProduct({ name: "Zari Border Lehenga", subcategory: "", sizes: ["S", "M", "L"], size_guide: [] }), stock: undefined, stockBySize: { S: 0, M: 2, L: 9 } };
    const created = await shop.call("POST", "/api/products", admin.headers, body);
    expect(created.status, await created.clone().text()).toBe(201);
    const product = ((await created.json()) as { data: Product }).data;
    expect(product).toMatchObject({ stock: 11, stockBySize: { S: 0, M: 2, L: 9 } });

    const wrong = await shop.call("PUT", `/api/products/${product.id}`, admin.headers, { stockBySize: { S: 1, M: 1, XXL: 4 } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe("stockBySize names XXL, which the product does not offer");
    const negative = await shop.call("PUT", `/api/products/${product.id}`, admin.headers, { stockBySize: { S: -1, M: 1, L: 1 } });
    expect(negative.status).toBe(400);
    expect((await negative.json()).error).toBe("Stock per size must be a whole number of 0 or more");

    const resized = await shop.call("PUT", `/api/products/${product.id}`, admin.headers, { sizes: ["M", "L", "XL"] });
    expect(((await resized.json()) as { data: Product }).data).toMatchObject({ stock: 11, stockBySize: { M: 2, L: 9, XL: 0 } });
    const total = await shop.call("PUT", `/api/products/${product.id}`, admin.headers, { stock: 8 });
    expect(((await total.json()) as { data: Product }).data).toMatchObject({ stock: 8, stockBySize: { M: 3, L: 3, XL: 2 } });
    await shop.call("PUT", `/api/products/${product.id}`, admin.headers, { stockBySize: { M: 1, L: 9, XL: 0 } });

    const stats = await shop.call("GET", "/api/admin/stats", admin.headers);
    const lowStock = ((await stats.json()) as { data: { lowStock: Array<{ productId: string; name: string; size: string; left: number }> } }).data.lowStock;
    expect(lowStock.filter((row) => row.productId === product.id)).toEqual([
      { productId: product.id, name: "Zari Border Lehenga", size: "XL", left: 0 },
      { productId: product.id, name: "Zari Border Lehenga", size: "M", left: 1 },
    ]);
    expect(lowStock.map((row) => row.left)).toEqual([...lowStock.map((row) => row.left)].sort((a, b) => a - b));
  });
});
