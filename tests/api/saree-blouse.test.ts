import { beforeAll, describe, expect, it } from "vitest";
import { FREE_SIZE, SAREE_MEASURES } from "../../shared/saree-blouse.js";
import type { CustomOption } from "../../shared/made-to-measure/custom-options.js";
import type { Order } from "../../shared/schemas/order.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { auditTable, scanTable } from "../support/table-audit.js";

// Sarees (issue 40): one length of cloth sold Free size, with one stock count whatever the blouse;
// the order line keeps the blouse so the shop knows what to stitch. Through the real routes, the
// real razorpay SDK against the emulator, and DynamoDB Local, recounted from the table after.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
beforeAll(async () => {
  shop = await paymentShop();
  await shop.repos.subcategories.create({ name: "Saree", category: "clothing", description: "Sarees.", sortOrder: 2, isActive: true });
});

const BLOUSE = { sizes: ["XS", "S", "M", "L", "XL"], ...SAREE_MEASURES };
const STITCHING: CustomOption[] = [
  { id: "blouse-stitching", label: "Blouse stitching", price: 850 },
  { id: "blouse-neck", label: "Blouse neck", price: 0, choices: ["Round neck", "Boat neck"], under: "blouse-stitching" },
];

function saree(pieces: number, extra: Record<string, unknown> = {}) {
  return shop.product({ name: "Handloom Tant Cotton Saree", subcategory: "Saree", price: 1299, originalPrice: 1799, sizes: [FREE_SIZE], stockBySize: { [FREE_SIZE]: pieces }, stock: pieces, size_guide: [], blouse: BLOUSE, sleeve_type: undefined, neck_type: undefined, length: undefined, ...extra });
}

async function start(headers: Record<string, string>, items: unknown[]) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, { items, shippingAddress: ADDRESS, source: "cart" });
  return { status: response.status, body: (await response.json()) as { orderId: string; order: { id: string }; error?: string } };
}

async function pay(headers: Record<string, string>, razorpayOrderId: string) {
  const handled = await shop.emulator.payOrder(razorpayOrderId, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", headers, handled);
  expect(confirmed.status).toBe(200);
}

const pieces = async (id: string) => {
  const product = (await shop.repos.products.get(id))!;
  return { available: product.stockBySize, held: product.heldBySize, sizes: product.sizes };
};

describe("a saree order", () => {
  it("carries the blouse as chosen, says it in words, and takes one piece from the one count", async () => {
    const tant = await saree(3);
    const { headers } = await shop.shopper();
    const { status, body } = await start(headers, [{ product: tant.id, size: FREE_SIZE, quantity: 1, blouse: { stitch: "standard", size: "M" } }]);
    expect(status).toBe(201);
    expect(await pieces(tant.id)).toEqual({ sizes: [FREE_SIZE], available: { [FREE_SIZE]: 2 }, held: { [FREE_SIZE]: 1 } });
    await pay(headers, body.order.id);

    const order = (await (await shop.call("GET", `/api/orders/${body.orderId}`, headers)).json()).data as Order;
    expect(order.isPaid).toBe(true);
    expect(order.orderItems).toEqual([expect.objectContaining({ size: FREE_SIZE, quantity: 1, price: 1299, blouse: { stitch: "standard", size: "M" } })]);
    // Sold: out of held, nothing else moved.
    expect(await pieces(tant.id)).toEqual({ sizes: [FREE_SIZE], available: { [FREE_SIZE]: 2 }, held: { [FREE_SIZE]: 0 } });
  });

  it("keeps two blouses of one saree as two lines, from the same count, and an unsaid blouse is the unstitched piece", async () => {
    const tant = await saree(2);
    const { headers } = await shop.shopper();
    const { status, body } = await start(headers, [
      { product: tant.id, size: FREE_SIZE, quantity: 1 },
      { product: tant.id, size: FREE_SIZE, quantity: 1, blouse: { stitch: "standard", size: "L" } },
    ]);
    expect(status).toBe(201);
    const order = (await shop.repos.orders.get(body.orderId))!;
    expect(order.orderItems.map((line) => line.blouse)).toEqual([{ stitch: "unstitched" }, { stitch: "standard", size: "L" }]);
    expect(await pieces(tant.id)).toEqual({ sizes: [FREE_SIZE], available: { [FREE_SIZE]: 0 }, held: { [FREE_SIZE]: 2 } });
    // A third piece of it, with any blouse, is more than there is.
    const other = await shop.shopper();
    const third = await start(other.headers, [{ product: tant.id, size: FREE_SIZE, quantity: 1, blouse: { stitch: "standard", size: "S" } }]);
    expect(third.status).toBe(409);
    expect(third.body.error).toBe("Handloom Tant Cotton Saree is sold out in size Free size.");
  });

  it("stitches to measure from the saree's own count, and the line says so", async () => {
    const tant = await saree(1, { buyAs: "both", customOptions: STITCHING, customStock: "none" });
    const { headers } = await shop.shopper();
    const me = ((await (await shop.call("POST", "/api/measurements", headers, { name: "Me", unit: "in", values: { chest: 36, waist: 30 } })).json()) as { data: { id: string } }).data;
    const custom = { options: [{ id: "blouse-stitching" }, { id: "blouse-neck", choice: "Boat neck" }], profileId: me.id, acknowledged: true };
    const { status, body } = await start(headers, [{ product: tant.id, size: FREE_SIZE, quantity: 1, custom, blouse: { stitch: "measure" } }]);
    expect(status).toBe(201);
    const line = (await shop.repos.orders.get(body.orderId))!.orderItems[0]!;
    expect(line).toMatchObject({ size: FREE_SIZE, pricePaise: 214_900, blouse: { stitch: "measure" }, custom: { measurements: { profileName: "Me" } } });
    expect(await pieces(tant.id)).toEqual({ sizes: [FREE_SIZE], available: { [FREE_SIZE]: 0 }, held: { [FREE_SIZE]: 1 } });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a blouse size the saree is not stitched in", { blouse: { stitch: "standard", size: "XXL" } }, "The blouse of Handloom Tant Cotton Saree is stitched in XS, S, M, L, XL, not XXL."],
    ["to measure without measurements", { blouse: { stitch: "measure" } }, "Choose your measurements for the blouse of Handloom Tant Cotton Saree."],
    ["a standard blouse with no size", { blouse: { stitch: "standard" } }, "items.blouse.size is required: choose the blouse size"],
    ["a size other than Free size", { size: "M" }, "Size M is not offered for Handloom Tant Cotton Saree."],
  ])("refuses %s with 400 and holds nothing", async (_, change, error) => {
    const tant = await saree(2);
    const { headers } = await shop.shopper();
    const { status, body } = await start(headers, [{ product: tant.id, size: FREE_SIZE, quantity: 1, ...change }]);
    expect(status).toBe(400);
    expect(body.error).toBe(error);
    expect(await pieces(tant.id)).toEqual({ sizes: [FREE_SIZE], available: { [FREE_SIZE]: 2 }, held: { [FREE_SIZE]: 0 } });
  });

  it("refuses a blouse on what is not a saree", async () => {
    const dress = await shop.product({ name: "Kurta Dress" });
    const { headers } = await shop.shopper();
    const { status, body } = await start(headers, [{ product: dress.id, size: "M", quantity: 1, blouse: { stitch: "unstitched" } }]);
    expect(status).toBe(400);
    expect(body.error).toBe("Kurta Dress is not a saree: it has no blouse to choose.");
  });
});

describe("the last saree", () => {
  it("goes to exactly one of two buyers with different blouses, 20 rounds, and the table adds up", async () => {
    const buyers = [await shop.shopper("Asha Rao"), await shop.shopper("Kavya Nair")];
    const blouses = [{ stitch: "unstitched" }, { stitch: "standard", size: "M" }];
    const initialStock = new Map<string, number>();
    for (let round = 0; round < 20; round++) {
      const last = await saree(1);
      initialStock.set(last.id, 1);
      const tries = await Promise.all(buyers.map((buyer, i) => start(buyer.headers, [{ product: last.id, size: FREE_SIZE, quantity: 1, blouse: blouses[i] }])));
      const statuses = tries.map((t) => t.status).sort();
      expect(statuses, `round ${round}`).toEqual([201, 409]);
      const winner = tries.findIndex((t) => t.status === 201);
      expect(tries[1 - winner]!.body.error).toBe("Handloom Tant Cotton Saree is sold out in size Free size.");
      await pay(buyers[winner]!.headers, tries[winner]!.body.order.id);
      const sold = (await shop.repos.orders.get(tries[winner]!.body.orderId))!;
      expect(sold.orderItems[0]!.blouse).toEqual(blouses[winner]);
      expect(await pieces(last.id)).toEqual({ sizes: [FREE_SIZE], available: { [FREE_SIZE]: 0 }, held: { [FREE_SIZE]: 0 } });
    }
    expect(auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName), { initialStock }).problems).toEqual([]);
  }, 240_000);
});

describe("a saree stored before issue 40 (XS-XL with stock per size)", () => {
  it("keeps selling in its sizes, and becomes Free size with every piece once the admin marks it a saree", async () => {
    const old = await shop.product({ name: "Kota Doria Saree", subcategory: "Saree", stockBySize: { XS: 1, S: 2, M: 3, L: 2, XL: 1 }, stock: 9 });
    const { headers } = await shop.shopper();
    const bought = await start(headers, [{ product: old.id, size: "M", quantity: 1 }]);
    expect(bought.status).toBe(201);
    await pay(headers, bought.body.order.id);

    const admin = await shop.admin();
    const saved = await shop.call("PUT", `/api/products/${old.id}`, admin.headers, { blouse: { sizes: ["S", "M", "L"] } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await pieces(old.id)).toEqual({ sizes: [FREE_SIZE], available: { [FREE_SIZE]: 8 }, held: { [FREE_SIZE]: 0 } });
    const listed = (await (await shop.call("GET", `/api/products/${old.id}`, {})).json()) as { data?: { sizes: string[]; blouse: unknown }; sizes?: string[]; blouse?: unknown };
    expect(listed.data ?? listed).toMatchObject({ sizes: [FREE_SIZE], blouse: { sizes: ["S", "M", "L"], sareeLength: 5.5 } });
    // A piece of the old order in M, refunded and put back, goes to the one count: none is lost.
    const order = (await shop.repos.orders.get(bought.body.orderId))!;
    const refunded = await shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: order.paymentId, reason: "Returned unworn", items: [{ product: old.id, size: "M", quantity: 1 }], restock: true });
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect(await pieces(old.id)).toEqual({ sizes: [FREE_SIZE], available: { [FREE_SIZE]: 9 }, held: { [FREE_SIZE]: 0 } });
    expect(auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName)).problems).toEqual([]);
  });

  it("is not made Free size while a piece of it is held in an open checkout, and nothing changes", async () => {
    const old = await shop.product({ name: "Chettinad Saree", subcategory: "Saree", stockBySize: { XS: 0, S: 1, M: 2, L: 1, XL: 0 }, stock: 4 });
    const { headers } = await shop.shopper();
    expect((await start(headers, [{ product: old.id, size: "M", quantity: 1 }])).status).toBe(201);
    const admin = await shop.admin();
    const saved = await shop.call("PUT", `/api/products/${old.id}`, admin.headers, { blouse: {} });
    expect(saved.status, await saved.clone().text()).toBe(409);
    expect(((await saved.json()) as { error: string }).error).toBe("Size M cannot be removed: 1 is held in open checkouts. Remove it once those checkouts close.");
    expect(await pieces(old.id)).toEqual({ sizes: ["XS", "S", "M", "L", "XL"], available: { XS: 0, S: 1, M: 1, L: 1, XL: 0 }, held: { XS: 0, S: 0, M: 1, L: 0, XL: 0 } });
  });
});
