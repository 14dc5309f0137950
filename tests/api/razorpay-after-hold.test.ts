// Issue 29: a checkout asks Razorpay for an order only once its pieces are held. When Razorpay
// cannot open one (here the gateway points at a closed port), the pieces go back at once and the
// checkout is not kept: nothing is left held, listed or counted.
import { describe, expect, it } from "vitest";
import { readCounters, readStatusCounts } from "../../functions/data/counters.js";
import { authHeader, signIn } from "../support/auth.js";
import { ADDRESS } from "../support/payment-harness.js";
import { sampleProduct } from "../support/sample-product.js";
import { testApp } from "../support/test-app.js";

describe("a checkout whose Razorpay order cannot be opened", () => {
  it("gives its pieces back and leaves no order, payment or count behind", async () => {
    const shop = await testApp();
    const shopper = await signIn(shop.app, shop.repos);
    const product = await shop.repos.products.create(sampleProduct({ name: "Mulmul Kurta", sizes: ["M"], stockBySize: { M: 2 } }));
    const before = await readCounters(shop.repos.db);
    const answer = await shop.app.request("/api/payments/create-order", {
      method: "POST",
      headers: { "content-type": "application/json", ...authHeader(shopper.token) },
      body: JSON.stringify({ items: [{ product: product.id, size: "M", quantity: 1 }], shippingAddress: ADDRESS, source: "cart" }),
    });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.status).toBeLessThan(600);
    expect(((await answer.json()) as { success: boolean }).success).toBe(false);
    const stored = (await shop.repos.products.get(product.id))!;
    expect(stored.stockBySize).toEqual({ M: 2 });
    expect(stored.heldBySize).toEqual({ M: 0 });
    const after = await readCounters(shop.repos.db);
    expect(after.orders).toBe(before.orders);
    expect(after.payments).toBe(before.payments);
    expect((await shop.repos.orders.list({ shelf: "unpaid", limit: 10 })).items).toEqual([]);
    expect([...(await readStatusCounts(shop.repos.db)).values()].every((count) => count === 0)).toBe(true);
  }, 60_000);
});
