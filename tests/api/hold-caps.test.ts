// The attack: one new account held all 2,717 pieces of the catalogue in 11 requests, renewable
// every 15 minutes. Now an account holds at most 10 pieces at a time, and starting again does not
// renew a hold: the new checkout ends when the one it replaces would have (issue 23).
import { beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, paymentShop } from "../support/payment-harness.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let now = new Date();

beforeAll(async () => {
  shop = await paymentShop({ now: () => now });
});

type Started = { orderId: string; holdExpiresAt: string; checkoutTimeoutSeconds: number; error?: string };

async function checkout(headers: Record<string, string>, items: Array<{ product: string; size: string; quantity: number }>) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, { items, shippingAddress: ADDRESS, source: "cart" });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as Started };
}

const heldBy = async (id: string) => (await shop.repos.products.get(id))!.heldBySize;

describe("what one account may hold", () => {
  it("refuses a checkout of more than 10 pieces before holding anything", async () => {
    const { headers } = await shop.shopper();
    const saree = await shop.product({ name: "Paithani Saree", sizes: ["Free Size"], stockBySize: { "Free Size": 50 } });
    const refused = await checkout(headers, [{ product: saree.id, size: "Free Size", quantity: 11 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("You can hold at most 10 pieces at a time while paying. Please remove 1 piece and try again.");
    expect(await heldBy(saree.id)).toEqual({ "Free Size": 0 });
    expect((await checkout(headers, [{ product: saree.id, size: "Free Size", quantity: 10 }])).status).toBe(201);
    expect(await heldBy(saree.id)).toEqual({ "Free Size": 10 });
  });

  it("holds at most 10 pieces however many checkouts the account starts", async () => {
    const { headers } = await shop.shopper();
    const products = await Promise.all(Array.from({ length: 11 }, (_, i) => shop.product({ name: `Hoarded Dress ${i}`, sizes: ["M"], stockBySize: { M: 10 } })));
    for (const product of products) expect((await checkout(headers, [{ product: product.id, size: "M", quantity: 10 }])).status).toBe(201);
    const held = await Promise.all(products.map(async (product) => (await heldBy(product.id))!.M ?? 0));
    expect(held.reduce((sum, pieces) => sum + pieces, 0)).toBe(10);
  });

  it("does not renew a hold by starting again: the new checkout ends when the first would have", async () => {
    const { headers } = await shop.shopper();
    const kurta = await shop.product({ name: "Kalamkari Kurta", sizes: ["M"], stockBySize: { M: 5 } });
    const started = now;
    try {
      const first = await checkout(headers, [{ product: kurta.id, size: "M", quantity: 1 }]);
      expect(first.status).toBe(201);
      now = new Date(started.getTime() + 10 * 60 * 1000);
      const second = await checkout(headers, [{ product: kurta.id, size: "M", quantity: 1 }]);
      expect(second.status).toBe(201);
      expect(second.body.holdExpiresAt).toBe(first.body.holdExpiresAt);
      expect(second.body.checkoutTimeoutSeconds).toBe(5 * 60 - 60);
      // With too little left to pay in, she is told when to try again.
      now = new Date(started.getTime() + 14 * 60 * 1000);
      const third = await checkout(headers, [{ product: kurta.id, size: "M", quantity: 1 }]);
      expect(third.status).toBe(409);
      expect(third.body.error).toBe("Your earlier checkout still holds these pieces for 60 more seconds. Please try again after that.");
      expect(third.retryAfter).toBe("60");
    } finally {
      now = started;
    }
  });
});
