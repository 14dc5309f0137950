import { beforeAll, describe, expect, it } from "vitest";
import { releaseLapsedHolds } from "../../functions/checkout/release-hold.js";
import { ADDRESS, paymentShop } from "../support/payment-harness.js";

// Issue 25: a checkout paid partly with store credit that lapses unpaid gives the credit back
// exactly once, however many sweeps run at the same moment. The clock is the test's.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let clock = Date.now();
beforeAll(async () => {
  shop = await paymentShop({ now: () => new Date(clock) });
});

describe("a lapsed checkout's store credit", () => {
  it("comes back once when five sweeps find the lapsed hold at once", async () => {
    const admin = await shop.admin();
    const shopper = await shop.shopper("Meghna Das");
    expect((await shop.call("POST", `/api/users/${shopper.user.id}/store-credit`, admin.headers, { amount: 700, reason: "Return credited" })).status).toBe(200);
    const product = await shop.product({ name: "Bandhani Dupatta", price: 1_199, sizes: ["Free Size"], stockBySize: { "Free Size": 3 } });
    const started = await shop.call("POST", "/api/payments/create-order", shopper.headers, {
      items: [{ product: product.id, size: "Free Size", quantity: 1 }],
      shippingAddress: { ...ADDRESS, email: shopper.user.email },
      source: "single",
      useStoreCredit: true,
    });
    expect(started.status).toBe(201);
    const { orderId } = (await started.json()) as { orderId: string };
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(0);

    // Before the hold lapses the sweep leaves it alone.
    expect(await releaseLapsedHolds(shop.repos)).toBe(0);
    clock += (shop.config.checkoutHoldSeconds + 1) * 1000;
    const released = await Promise.all(Array.from({ length: 5 }, () => releaseLapsedHolds(shop.repos)));
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(1);

    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(70_000);
    const entries = (await shop.repos.storeCredit.all(shopper.user.id)).filter((e) => e.orderId === orderId);
    expect(entries.map((e) => [e.kind, e.amountPaise, e.by])).toEqual([
      ["checkout-spent", -70_000, "checkout"],
      ["checkout-returned", 70_000, "sweep"],
    ]);
    expect((await shop.repos.orders.get(orderId))!.hold).toMatchObject({ status: "released", releasedBecause: "lapsed" });
  });
});
