// Razorpay on a bad day, against the local stack: fetching the payment times out or answers 500
// while the shopper's page confirms. The shopper hears a clear 503, the order stays pending with
// its piece still held for her, and Razorpay's webhook, retried as Razorpay retries it, completes the order
// once the gateway answers again: paid once, stock taken once, counted once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import { readCounters } from "../../functions/data/counters.js";
import { freePort } from "../../infra/local/free-port.js";
import type { RazorpayEmulator } from "../../infra/local/razorpay-emulator/index.js";
import { startLocalStack, type LocalStack } from "../../infra/local/stack.js";
import { shopClient, type Session, type ShopClient } from "../support/shop-client.js";
import { auditTable, scanTable } from "../support/table-audit.js";

const PROVIDER_DOWN = "Payment validation failed: the payment provider is not answering. Please try again in a moment.";

let stack: LocalStack;
let emulator: RazorpayEmulator;
let client: ShopClient;
let admin: Session;

beforeAll(async () => {
  stack = await startLocalStack({ port: await freePort() });
  if (!stack.razorpay) throw new Error("The local stack should run the Razorpay emulator");
  emulator = stack.razorpay;
  client = shopClient(`http://127.0.0.1:${stack.server.port}`, { mailboxUrl: stack.mail.endpoint });
  admin = await client.adminSession(stack.admin);
});

afterAll(async () => {
  await stack?.stop();
});

/** A shopper who has paid at Razorpay's checkout for one piece, and whose page is about to confirm. */
async function paidAtRazorpay(name: string) {
  const shopper = await client.newShopper(name);
  const product = await client.createProduct(admin.token, { name: `${name}'s Kota Doria Saree`, price: 2199, originalPrice: 2999, stock: 3 });
  const checkout = await client.startCheckout(shopper.token, [{ productId: product.id, size: "M", quantity: 1 }]);
  return { shopper, product, checkout, handled: await client.payAtCheckout(checkout) };
}

async function readOrder(token: string, id: string): Promise<Order> {
  const answer = await client.call<{ data: Order }>("GET", `/orders/${id}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function stockOf(productId: string): Promise<number> {
  return (await stack.repos.products.get(productId))!.stock;
}

const deliveriesFor = (razorpayOrderId: string) => emulator.deliveries.filter((d) => d.body.includes(razorpayOrderId));

async function until(what: string, condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each([
  ["answers 500", "500"],
  ["does not answer in time", "timeout"],
] as const)("when Razorpay %s during confirmation", (_, fault) => {
  it("the order stays pending with a clear 503, and the webhook completes it once Razorpay is back", async () => {
    const before = await readCounters(stack.repos.db);
    emulator.updateSettings({ failFetchPayment: fault });
    let cleared = false;
    try {
      const { shopper, product, checkout, handled } = await paidAtRazorpay(fault === "500" ? "Ira Sen" : "Tara Iyer");

      const confirmation = await client.confirmCall(shopper.token, handled);
      expect(confirmation.status).toBe(503);
      expect(confirmation.body).toEqual({ success: false, error: PROVIDER_DOWN });

      // Nothing moved: not paid, nothing counted; the piece stays held for her (3 less the 1 held).
      expect(await readOrder(shopper.token, checkout.order.id)).toMatchObject({ isPaid: false, status: "pending", hold: { status: "held" } });
      expect(await stockOf(product.id)).toBe(2);
      const during = await readCounters(stack.repos.db);
      expect(during.paidOrders).toBe(before.paidOrders);
      expect(during.revenuePaise).toBe(before.revenuePaise);

      // Razorpay's webhooks meet the same fault (no 2xx yet) and are retried.
      await until("a webhook delivery to fail", () => deliveriesFor(checkout.razorpayOrderId).some((d) => !d.ok));
      expect(deliveriesFor(checkout.razorpayOrderId).filter((d) => d.ok)).toEqual([]);
      emulator.updateSettings({ failFetchPayment: null });
      cleared = true;
      await emulator.waitForWebhooks();

      const paid = await readOrder(shopper.token, checkout.order.id);
      expect(paid).toMatchObject({ isPaid: true, status: "processing" });
      expect(await stockOf(product.id)).toBe(2);
      const after = await readCounters(stack.repos.db);
      expect(after.paidOrders - before.paidOrders).toBe(1);
      // ₹2,199 and the shipping the order charged (the local shop's default rates, issue 24).
      expect(after.revenuePaise - before.revenuePaise).toBe(219_900 + Math.round(paid.shippingPrice * 100));
      expect(paid.shippingPrice).toBeGreaterThan(0);

      // The shopper's page tries again: the same order, nothing taken twice.
      const retried = await client.confirmCall(shopper.token, handled);
      expect(retried.status).toBe(200);
      expect(retried.body.order).toMatchObject({ id: checkout.order.id, isPaid: true });
      expect(await stockOf(product.id)).toBe(2);
      const events = await stack.repos.events.after("2000-01-01T00:00:00Z", 1000);
      expect(events.events.filter((e) => e.type === "payment.confirmed" && e.refs.orderId === checkout.order.id)).toHaveLength(1);
    } finally {
      if (!cleared) emulator.updateSettings({ failFetchPayment: null });
    }
  }, 90_000);
});

describe("after the faults", () => {
  it("the table adds up", async () => {
    const audit = auditTable(await scanTable(stack.repos.db.doc, stack.config.tableName));
    expect(audit.problems).toEqual([]);
  });
});
