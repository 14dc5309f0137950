import { beforeAll, describe, expect, it } from "vitest";
import type { CartQuote, SavedList } from "../../shared/schemas/saved-lists.js";
import type { Order } from "../../shared/schemas/order.js";
import { CART_CHANGED_ELSEWHERE } from "../../functions/routes/cart.js";
import { WISHLIST_CHANGED_ELSEWHERE } from "../../functions/routes/wishlist.js";
import { ADDRESS, paymentShop } from "../support/payment-harness.js";
import { sampleProduct } from "../support/sample-product.js";

// Issue 22 items 2 and 11 against DynamoDB Local: the basket priced now by the server's own rules
// (what create-order then asks), and a signed-in shopper's cart and wishlist kept on the server,
// her own only, with a version so two devices never silently overwrite each other.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
beforeAll(async () => {
  shop = await paymentShop();
});

const JSON_ONLY = { "content-type": "application/json" };

async function quote(items: unknown[]) {
  const response = await shop.call("POST", "/api/cart/quote", JSON_ONLY, { items });
  return { status: response.status, body: (await response.json()) as { data: CartQuote; error?: string } };
}

async function send<T>(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await shop.call(method, path, headers, body);
  return { status: response.status, body: (await response.json()) as { success: boolean; data: T; error?: string } };
}

describe("POST /api/cart/quote", () => {
  it("prices each line with the server's price and pieces left, and says what stands in the way", async () => {
    const input = sampleProduct({ name: "Chanderi Anarkali Dress", price: 1999, originalPrice: 3499, sizes: ["S", "M", "L"], stockBySize: { S: 0, M: 2, L: 5 } });
    const dress = await shop.repos.products.create(input);
    const gone = await shop.product({ name: "Retired Kurta", price: 999, isActive: false });
    // The admin raises the price after the shopper put the dress in her cart at ₹1,999.
    await shop.repos.products.update(dress.id, { ...input, price: 2999 });

    const answer = await quote([
      { product: dress.id, size: "L", quantity: 2 },
      { product: dress.id, size: "M", quantity: 3 },
      { product: dress.id, size: "S", quantity: 1 },
      { product: dress.id, quantity: 1 },
      { product: dress.id, size: "XXL", quantity: 1 },
      { product: gone.id, size: "M", quantity: 1 },
      { product: "0000000000000000000000ff", size: "M", quantity: 1 },
    ]);
    expect(answer.status).toBe(200);
    const lines = answer.body.data.lines;
    expect(lines.map((line) => [line.price, line.left, line.problem, line.message])).toEqual([
      [2999, 5, null, null],
      [2999, 2, "fewer-left", "Only 2 left in size M of Chanderi Anarkali Dress."],
      [2999, 0, "sold-out", "Chanderi Anarkali Dress is sold out in size S."],
      [2999, null, "size-needed", "Choose a size to check out."],
      [2999, null, "size-not-offered", "Size XXL is no longer offered. Choose another size."],
      [null, null, "gone", "This piece is no longer available. Please remove it."],
      [null, null, "gone", "This piece is no longer available. Please remove it."],
    ]);
    expect(lines[0]).toMatchObject({ name: "Chanderi Anarkali Dress", sizes: ["S", "M", "L"], stockBySize: { S: 0, M: 2, L: 5 } });
    // Only the line that can be bought counts: 2 × ₹2,999, GST 18% included.
    expect(answer.body.data).toMatchObject({ itemsPrice: 5998, totalPrice: 5998, taxPrice: 914.95 });
    // Nothing was held.
    expect((await shop.repos.products.get(dress.id))!.stockBySize).toEqual({ S: 0, M: 2, L: 5 });
  });

  it("asks exactly what create-order then charges, discount-free", async () => {
    const saree = await shop.product({ name: "Kanjeevaram Silk Saree", price: 2499.5, sizes: ["Free Size"], stockBySize: { "Free Size": 4 } });
    const kurta = await shop.product({ name: "Cotton Kurta", price: 899, sizes: ["M"], stockBySize: { M: 9 } });
    const items = [
      { product: saree.id, size: "Free Size", quantity: 1 },
      { product: kurta.id, size: "M", quantity: 3 },
    ];
    const priced = (await quote(items)).body.data;
    const shopper = await shop.shopper();
    const created = await send<Order>("POST", "/api/payments/create-order", shopper.headers, { items, shippingAddress: ADDRESS, source: "cart" });
    expect(created.status).toBe(201);
    expect([created.body.data.itemsPrice, created.body.data.taxPrice, created.body.data.totalPrice]).toEqual([priced.itemsPrice, priced.taxPrice, priced.totalPrice]);
  });

  it("refuses bad input with 400 naming the field and rule", async () => {
    const cases: Array<[unknown, string]> = [
      [[], "items must have at least one line"],
      [[{ product: "nope", size: "M", quantity: 1 }], "items.product is not a product id"],
      [[{ product: "0000000000000000000000ff", size: "M", quantity: 0 }], "items.quantity must be at least 1"],
      [[{ product: "0000000000000000000000ff", size: "M", quantity: 1, price: 1 }], "Unknown field: price"],
    ];
    for (const [items, error] of cases) {
      expect(await quote(items as unknown[])).toEqual({ status: 400, body: { success: false, error } });
    }
    expect((await send("POST", "/api/cart/quote", JSON_ONLY, { items: [{ product: "0000000000000000000000ff", size: "M", quantity: 1 }], total: 1 })).body.error).toBe("Unknown field: total");
  });
});

describe("a signed-in shopper's cart and wishlist on the server", () => {
  it("keeps the cart for her devices, refuses a save over a newer version, and a replay changes nothing", async () => {
    const dress = await shop.product({ name: "Mul Cotton Dress", sizes: ["S", "M"], stockBySize: { S: 3, M: 3 } });
    const asha = await shop.shopper("Asha Rao");
    expect(await send<SavedList<unknown>>("GET", "/api/cart", asha.headers)).toMatchObject({ status: 200, body: { data: { items: [], version: 0 } } });

    const phone = [{ product: dress.id, size: "M", quantity: 2 }];
    const saved = await send<SavedList<unknown>>("PUT", "/api/cart", asha.headers, { items: phone, version: 0 });
    expect(saved).toMatchObject({ status: 200, body: { data: { items: phone, version: 1 } } });
    // The same save again (a retried request) finds its own result.
    expect(await send("PUT", "/api/cart", asha.headers, { items: phone, version: 0 })).toMatchObject({ status: 200, body: { data: { items: phone, version: 1 } } });

    // The laptop, which read version 0 earlier, saves something else: refused, and told what is stored now.
    const laptop = [{ product: dress.id, size: "S", quantity: 1 }];
    const refused = await send<SavedList<unknown>>("PUT", "/api/cart", asha.headers, { items: laptop, version: 0 });
    expect(refused).toMatchObject({ status: 409, body: { success: false, error: CART_CHANGED_ELSEWHERE, data: { items: phone, version: 1 } } });
    expect((await send<SavedList<unknown>>("GET", "/api/cart", asha.headers)).body.data).toMatchObject({ items: phone, version: 1 });
    // Merged and saved over the version it now knows.
    const merged = [...phone, ...laptop];
    expect(await send("PUT", "/api/cart", asha.headers, { items: merged, version: 1 })).toMatchObject({ status: 200, body: { data: { items: merged, version: 2 } } });

    // Another shopper sees only her own (empty) cart, and has no way to name Asha's.
    const meera = await shop.shopper("Meera Iyer");
    expect((await send<SavedList<unknown>>("GET", "/api/cart", meera.headers)).body.data).toMatchObject({ items: [], version: 0 });
    expect((await send("GET", `/api/cart?userId=${asha.user.id}`, meera.headers)).body.data).toMatchObject({ items: [], version: 0 });
    expect((await send("PUT", "/api/cart", meera.headers, { items: [], version: 0, userId: asha.user.id })).body.error).toBe("Unknown field: userId");
    expect((await send<SavedList<unknown>>("GET", "/api/cart", asha.headers)).body.data.version).toBe(2);
    // Nobody signed in has no cart on the server.
    expect((await send("GET", "/api/cart", JSON_ONLY)).status).toBe(401);
  });

  it("keeps the wishlist with the sizes chosen, and a pick without a size", async () => {
    const saree = await shop.product({ name: "Banarasi Silk Saree", sizes: ["Free Size"] });
    const dress = await shop.product({ name: "Georgette Dress", sizes: ["S", "M", "L"] });
    const asha = await shop.shopper("Asha Wishlist");
    const items = [{ product: dress.id, size: "M" }, { product: saree.id }];
    expect(await send("PUT", "/api/wishlist", asha.headers, { items, version: 0 })).toMatchObject({ status: 200, body: { data: { items, version: 1 } } });
    expect((await send<SavedList<unknown>>("GET", "/api/wishlist", asha.headers)).body.data).toMatchObject({ items, version: 1 });
    expect(await send("PUT", "/api/wishlist", asha.headers, { items: [], version: 0 })).toMatchObject({ status: 409, body: { error: WISHLIST_CHANGED_ELSEWHERE } });
    // The cart is a list of its own.
    expect((await send<SavedList<unknown>>("GET", "/api/cart", asha.headers)).body.data.items).toEqual([]);
  });

  it("goes with the account when an admin deletes it", async () => {
    const dress = await shop.product({ name: "Kalamkari Dress", sizes: ["M"] });
    const leaving = await shop.shopper("Ritu Leaving");
    expect((await send("PUT", "/api/cart", leaving.headers, { items: [{ product: dress.id, size: "M", quantity: 1 }], version: 0 })).status).toBe(200);
    expect((await send("PUT", "/api/wishlist", leaving.headers, { items: [{ product: dress.id, size: "M" }], version: 0 })).status).toBe(200);
    const admin = await shop.admin();
    expect((await send("DELETE", `/api/auth/users/${leaving.user.id}`, admin.headers)).status).toBe(200);
    expect(await shop.repos.savedLists.get(leaving.user.id, "CART")).toEqual({ items: [], version: 0, updatedAt: null });
    expect(await shop.repos.savedLists.get(leaving.user.id, "WISHLIST")).toEqual({ items: [], version: 0, updatedAt: null });
  });

  it("refuses what a cart or wishlist cannot hold with 400, storing nothing", async () => {
    const dress = await shop.product({ name: "Rayon Dress", sizes: ["S", "M"] });
    const asha = await shop.shopper("Asha Careful");
    const line = { product: dress.id, size: "M", quantity: 1 };
    const cases: Array<[string, unknown, string]> = [
      ["/api/cart", { items: [{ ...line, size: "XL" }], version: 0 }, "items.0.size: Rayon Dress is not offered in size XL"],
      ["/api/cart", { items: [{ ...line, product: "0000000000000000000000ff" }], version: 0 }, "items.0.product is not a product of the shop"],
      ["/api/cart", { items: [{ ...line, quantity: 21 }], version: 0 }, "items.quantity can be at most 20 per line"],
      ["/api/cart", { items: [{ ...line, quantity: 0 }], version: 0 }, "items.quantity must be at least 1"],
      ["/api/cart", { items: [line, line], version: 0 }, "items must not repeat a product in the same size"],
      ["/api/cart", { items: Array.from({ length: 26 }, () => line), version: 0 }, "A cart holds at most 25 lines"],
      ["/api/cart", { items: [line] }, "version must be a number"],
      ["/api/cart", { items: [line], version: -1 }, "version cannot be negative"],
      ["/api/cart", { items: [{ ...line, price: 1 }], version: 0 }, "Unknown field: price"],
      ["/api/wishlist", { items: [{ product: dress.id }, { product: dress.id, size: "S" }], version: 0 }, "items must not repeat a product"],
      ["/api/wishlist", { items: [{ product: dress.id, size: "XXL" }], version: 0 }, "items.0.size: Rayon Dress is not offered in size XXL"],
    ];
    for (const [path, body, error] of cases) {
      expect(await send("PUT", path, asha.headers, body), `${path} ${error}`).toEqual({ status: 400, body: { success: false, error } });
    }
    expect((await send("PUT", "/api/cart", asha.headers)).status).toBe(400);
    expect((await send<SavedList<unknown>>("GET", "/api/cart", asha.headers)).body.data).toEqual({ items: [], version: 0, updatedAt: null });
    expect((await send<SavedList<unknown>>("GET", "/api/wishlist", asha.headers)).body.data).toEqual({ items: [], version: 0, updatedAt: null });
  });
});
