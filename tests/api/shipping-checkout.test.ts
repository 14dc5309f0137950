// create-order prices shipping on the server and refuses a PIN the courier cannot serve; the cart
// quote with a PIN asks exactly what create-order then charges; the invoice carries the charge
// with its GST (issue 24). Through the Razorpay emulator and the courier emulator.
import { beforeAll, describe, expect, it } from "vitest";
import { issueInvoice } from "../../functions/documents/issue-invoice.js";
import type { Order } from "../../shared/schemas/order.js";
import { localMailbox, outboxDeps } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;

beforeAll(async () => {
  shop = await paymentShop({ shipping: "charged" });
});

const BENGALURU = { ...ADDRESS, name: "Kavya Rao", address: "14 Residency Road", city: "Bengaluru", state: "Karnataka", pincode: "560025" };

async function basket() {
  // 800 g and 400 g: 1.2 kg is three slabs; Jaipur to Bengaluru is rest of India, ₹75 + 2 × ₹60.
  const saree = await shop.product({ name: "Kota Doria Saree", subcategory: "Saree", price: 2499, stock: 50 });
  const dress = await shop.product({ name: "Mulmul Dress", subcategory: "Dress", price: 1499, stock: 50 });
  return { saree, dress, items: [{ product: saree.id, size: "M", quantity: 1 }, { product: dress.id, size: "S", quantity: 1 }] };
}

async function startCheckout(headers: Record<string, string>, items: unknown[], address: Record<string, string>, email: string) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, { items, shippingAddress: { ...address, email }, source: "cart" });
  return { status: response.status, body: (await response.json()) as { order: { id: string; amount: number }; orderId: string; data: Order; error?: string } };
}

describe("create-order and shipping", () => {
  it("charges the zone's rate for the parcel's weight, with its GST, and the cart quote asked the same", async () => {
    const buyer = await shop.shopper();
    const { items } = await basket();

    const quoted = await shop.call("POST", "/api/cart/quote", { "content-type": "application/json" }, { items, pincode: "560025" });
    expect(quoted.status).toBe(200);
    const quote = ((await quoted.json()) as { data: { itemsPrice: number; taxPrice: number; totalPrice: number; shipping: { serviceable: boolean; shippingPrice: number; deliveryBy: { from: string; to: string } } } }).data;
    expect(quote.shipping).toMatchObject({ serviceable: true, shippingPrice: 195 });
    expect(quote.shipping.deliveryBy.from <= quote.shipping.deliveryBy.to).toBe(true);
    expect(quote.itemsPrice).toBe(3998);
    expect(quote.totalPrice).toBe(4193);

    const { status, body } = await startCheckout(buyer.headers, items, BENGALURU, buyer.user.email);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ itemsPrice: 3998, shippingPrice: 195, totalPrice: 4193 });
    // GST included: 5/105 of each piece (₹119.00 and ₹71.38) and of the shipping, at the pieces' highest rate (₹9.29).
    expect(body.data.taxPrice).toBe(quote.taxPrice);
    expect(Math.round(body.data.taxPrice * 100)).toBe(11_900 + 7_138 + 929);
    expect(body.order.amount).toBe(419_300);
  });

  it("refuses a PIN the courier cannot serve with 409 and the reason, holding nothing and keeping her open checkout", async () => {
    const buyer = await shop.shopper();
    const { saree, items } = await basket();
    const open = await startCheckout(buyer.headers, items, BENGALURU, buyer.user.email);
    expect(open.status).toBe(201);
    const heldBefore = (await shop.repos.products.get(saree.id))!;

    const refused = await startCheckout(buyer.headers, items, { ...BENGALURU, pincode: "999999" }, buyer.user.email);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("We don't deliver to 999999 yet. Please choose another delivery address.");
    expect(await shop.repos.products.get(saree.id)).toEqual(heldBefore);
    const orders = await shop.repos.orders.listByUser(buyer.user.id, { limit: 10 });
    expect(orders.items.map((order) => order.id)).toEqual([open.body.orderId]);
    expect((await shop.repos.orders.get(open.body.orderId))!.hold?.status).toBe("held");

    const quoted = await shop.call("POST", "/api/cart/quote", { "content-type": "application/json" }, { items, pincode: "999999" });
    const quote = ((await quoted.json()) as { data: { totalPrice: number; shipping: unknown } }).data;
    expect(quote.shipping).toEqual({ serviceable: false, pincode: "999999", reason: "We don't deliver to 999999 yet." });
    expect(quote.totalPrice).toBe(3998);
  });

  it("never takes a shipping figure from the browser", async () => {
    const buyer = await shop.shopper();
    const { items } = await basket();
    const response = await shop.call("POST", "/api/payments/create-order", buyer.headers, { items, shippingAddress: { ...BENGALURU, email: buyer.user.email }, source: "cart", shippingPrice: 0 });
    expect(response.status).toBe(400);
  });

  it("puts the charge on the tax invoice as SAC 9965 at the goods' rate, adding up to what was paid", async () => {
    const buyer = await shop.shopper();
    const { items } = await basket();
    const started = await startCheckout(buyer.headers, items, BENGALURU, buyer.user.email);
    const paid = await shop.emulator.payOrder(started.body.order.id, { card: SUCCESS_CARD });
    const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid);
    expect(confirmed.status).toBe(200);
    const order = ((await confirmed.json()) as { order: Order }).order;

    const invoice = await issueInvoice(outboxDeps(shop, await localMailbox()), started.body.orderId);
    expect(invoice.supply).toBe("inter-state");
    const shipping = invoice.lines.find((line) => line.description === "Shipping charges");
    // ₹195 at 5% IGST: taxable ₹185.71, tax ₹9.29.
    expect(shipping).toMatchObject({ hsn: "9965", grossPaise: 19_500, ratePercent: 5, taxablePaise: 18_571, igstPaise: 929 });
    expect(invoice.totals.grossPaise).toBe(419_300);
    expect(invoice.totals.igstPaise).toBe(Math.round(order.taxPrice * 100));
  });
});
