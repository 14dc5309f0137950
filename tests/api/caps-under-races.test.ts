import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_CLOSED_MEANWHILE } from "@functions/checkout/create-checkout.js";
import { releaseLapsedHolds } from "@functions/checkout/release-hold.js";
import { accountHolding } from "@functions/data/open-checkouts.js";
import type { OrderRecord } from "@functions/data/orders.js";
import { toOrder } from "@functions/data/orders.js";
import { ADDRESS, DECLINED_CARD, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { auditTable, scanTable } from "../support/table-audit.js";

// Issue 39, item 4: a discount code's uses and what one account may hold are counters kept in the
// checkout's own transaction, each take conditional on the cap, so fifty requests at once never
// pass them. Every request goes through the real HTTP routes, the payments through the Razorpay
// emulator; after each round the table is recounted (tests/support/table-audit.ts).

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

type Shop = Awaited<ReturnType<typeof paymentShop>>;
type Headers = Record<string, string>;
type Shopper = Awaited<ReturnType<Shop["shopper"]>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;

beforeAll(async () => {
  shop = await paymentShop({ now });
  admin = await shop.admin();
});

const ROUNDS = 20;
const AT_ONCE = 50;
const HOLD_SECONDS = 900;
const TOO_MANY_CHECKOUTS = "You have 3 checkouts waiting for their payments to be confirmed. Please wait for them before starting another.";
const TOO_MANY_PIECES = /^You can hold at most 10 pieces at a time while paying\. Please remove \d+ pieces? and try again\.$/;
const usedUp = (code: string) => `The code ${code} has been used up.`;

type Started = { order: { id: string } | null; orderId: string; error?: string };
interface Answer {
  status: number;
  error?: string;
}

async function checkout(headers: Headers, lines: Array<{ product: string; quantity?: number }>, discountCode?: string) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, {
    items: lines.map((line) => ({ product: line.product, size: "M", quantity: line.quantity ?? 1 })),
    shippingAddress: ADDRESS,
    source: "cart",
    ...(discountCode && { discountCode }),
  });
  const body = (await response.json()) as Started;
  return { status: response.status, error: body.error, body };
}

/** Pays at the emulator as Checkout does, then the browser's confirmation. */
async function pay(headers: Headers, razorpayOrderId: string, method: { card: typeof SUCCESS_CARD } | { vpa: string } = { card: SUCCESS_CARD }): Promise<Answer> {
  const handled = await shop.emulator.payOrder(razorpayOrderId, method);
  const response = await shop.call("POST", "/api/payments/validate-payment", headers, handled);
  return { status: response.status, error: ((await response.json()) as { error?: string }).error };
}

async function createCode(code: string, fields: Record<string, unknown> = {}) {
  const response = await shop.call("POST", "/api/admin/discounts", admin.headers, { code, kind: "percent", value: 10, maxUses: 3, ...fields });
  expect(response.status).toBe(201);
}

/** How many answers of each status and message: the failure message shows the whole spread. */
function spread(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = `${answer.status}${answer.error ? ` ${answer.error}` : ""}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function audit() {
  expect(auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName)).problems).toEqual([]);
}

/** Every order of one shopper, read past the lists. */
async function ordersOf(userId: string): Promise<OrderRecord[]> {
  const result = await shop.repos.db.doc.send(
    new QueryCommand({ TableName: shop.repos.db.tableName, IndexName: "gsi2", KeyConditionExpression: "gsi2pk = :p", ExpressionAttributeValues: { ":p": `USER_ORDERS#${userId}` } }),
  );
  return (result.Items ?? []).map(toOrder);
}

/** The sweep, run until every lapsed hold (of this file's earlier tests too) is released. */
async function sweep() {
  while ((await releaseLapsedHolds(shop.repos)) > 0);
}

/** Paid orders naming the code, from the table. */
async function paidWith(code: string): Promise<OrderRecord[]> {
  const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
  return items.filter((item) => item.entity === "order" && item.discountCode === code && item.isPaid === true).map(toOrder);
}

describe("a code with 3 uses, 50 shoppers paying with it at once", () => {
  let shoppers: Shopper[];
  beforeAll(async () => {
    shoppers = await Promise.all(Array.from({ length: AT_ONCE }, () => shop.shopper()));
  });

  it("is paid for exactly 3 times, the other 47 told it is used up, round after round", async () => {
    const dress = await shop.product({ name: "Bandhani Anarkali", price: 2000, sizes: ["M"], stockBySize: { M: ROUNDS * AT_ONCE } });
    for (let round = 1; round <= ROUNDS; round++) {
      const code = `THREE${round}`;
      await createCode(code);
      const outcomes = await Promise.all(
        shoppers.map(async (shopper) => {
          const started = await checkout(shopper.headers, [{ product: dress.id }], code);
          return { started, paid: started.status === 201 ? await pay(shopper.headers, started.body.order!.id) : undefined };
        }),
      );
      const all = outcomes.flatMap((o) => (o.paid ? [o.started, o.paid] : [o.started]));
      expect(all.filter((a) => a.status >= 500), `round ${round}: ${JSON.stringify(spread(all))}`).toEqual([]);
      expect(spread(outcomes.map((o) => o.started)), `round ${round}`).toEqual({ 201: 3, [`409 ${usedUp(code)}`]: AT_ONCE - 3 });
      expect(spread(outcomes.flatMap((o) => (o.paid ? [o.paid] : []))), `round ${round}`).toEqual({ 200: 3 });
      await shop.emulator.waitForWebhooks();
      const paid = await paidWith(code);
      expect(paid).toHaveLength(3);
      expect(paid.every((order) => (order.discountPaise ?? 0) > 0)).toBe(true);
      expect((await shop.repos.discounts.get(code))!).toMatchObject({ taken: 3, used: 3 });
    }
    await audit();
  }, 600_000);

  it("with one use each, ten shoppers racing five tabs each: nobody pays with it twice, and it is paid at most 3 times", async () => {
    const kurta = await shop.product({ name: "Chikankari Kurta", price: 1800, sizes: ["M"], stockBySize: { M: 5 * AT_ONCE } });
    const racers = shoppers.slice(0, 10);
    for (let round = 1; round <= 5; round++) {
      const code = `ONEEACH${round}`;
      await createCode(code, { maxUsesPerCustomer: 1 });
      const answers = await Promise.all(
        racers.flatMap((shopper) =>
          Array.from({ length: 5 }, async () => {
            const started = await checkout(shopper.headers, [{ product: kurta.id }], code);
            return started.status === 201 ? [started, await pay(shopper.headers, started.body.order!.id)] : [started];
          }),
        ),
      );
      const all = answers.flat();
      expect(all.filter((a) => a.status >= 500 || (a.status >= 400 && !a.error)), JSON.stringify(spread(all))).toEqual([]);
      expect(all.every((a) => [200, 201, 409].includes(a.status)), JSON.stringify(spread(all))).toBe(true);
      await shop.emulator.waitForWebhooks();
      const paid = (await paidWith(code)).filter((order) => order.status !== "cancelled");
      expect(paid.length).toBeGreaterThan(0);
      expect(paid.length).toBeLessThanOrEqual(3);
      expect(new Set(paid.map((order) => order.userId)).size).toBe(paid.length);
    }
    await audit();
  }, 600_000);

  it("takes again exactly the uses given back by a closed, a failed and a lapsed checkout", async () => {
    const saree = await shop.product({ name: "Kanjeevaram Saree", price: 5000, sizes: ["M"], stockBySize: { M: 4 * AT_ONCE } });
    const code = "GIVENBACK";
    await createCode(code);
    // Shoppers other than those holding a use: a shopper's new checkout would let her own go.
    const race = async (holding: ReadonlyArray<{ shopper: Shopper }> = []) => {
      const started = await Promise.all(shoppers.filter((s) => !holding.some((h) => h.shopper === s)).map(async (shopper) => ({ shopper, ...(await checkout(shopper.headers, [{ product: saree.id }], code)) })));
      expect(started.filter((s) => s.status >= 500)).toEqual([]);
      return started.filter((s) => s.status === 201);
    };
    const [closing, failing, keeping] = await race();
    expect(keeping).toBeDefined();
    // One closes Checkout, one's card is declined (Razorpay's payment.failed): two uses come back.
    expect((await shop.call("POST", "/api/payments/cancel-checkout", closing!.shopper.headers, { orderId: closing!.body.orderId })).status).toBe(200);
    await expect(shop.emulator.payOrder(failing!.body.order!.id, { card: DECLINED_CARD })).rejects.toThrow();
    await shop.emulator.waitForWebhooks();
    expect((await shop.repos.discounts.get(code))!.taken).toBe(1);
    const second = await race([keeping!]);
    expect(second).toHaveLength(2);
    await audit();

    // Every hold lapses and the sweep gives the three uses back: three more, and no more.
    offsetMs += (HOLD_SECONDS + 60) * 1000;
    await sweep();
    expect((await shop.repos.discounts.get(code))!.taken).toBe(0);
    const third = await race();
    expect(third).toHaveLength(3);
    expect((await Promise.all(third.map((s) => pay(s.shopper.headers, s.body.order!.id)))).map((a) => a.status)).toEqual([200, 200, 200]);
    // The lapsed checkouts' late payments find no use left: refunded in full, never a fourth.
    const late = await Promise.all(second.map((s) => pay(s.shopper.headers, s.body.order!.id)));
    expect(late.map((a) => a.status)).toEqual([409, 409]);
    expect(late[0]!.error).toMatch(new RegExp(`^Your payment arrived after we stopped holding your order, and the code ${code} has been used up since\\.`));
    await shop.emulator.waitForWebhooks();
    expect(await paidWith(code)).toHaveLength(3);
    expect((await shop.repos.discounts.get(code))!).toMatchObject({ taken: 3, used: 3 });
    await audit();
  }, 300_000);
});

describe("one account starting 50 checkouts at once", () => {
  let products: Array<{ id: string }>;
  beforeAll(async () => {
    products = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => shop.product({ name: `Block Print Dress ${i}`, price: 1200, sizes: ["M"], stockBySize: { M: 4 * ROUNDS } })));
  });

  /** Her 50 checkouts at once, one product each (of `pieces`), and what is open once they are answered. */
  async function burst(shopper: Shopper, pieces: number) {
    const answers = await Promise.all(products.map((product) => checkout(shopper.headers, [{ product: product.id, quantity: pieces }])));
    const orders = await ordersOf(shopper.user.id);
    const open = orders.filter((order) => order.hold?.status === "held");
    return { answers, orders, open, piecesHeld: open.reduce((sum, order) => sum + order.orderItems.reduce((n, line) => n + line.quantity, 0), 0) };
  }

  it("never has more than 3 open or 10 pieces held; the others are told why in words", async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const shopper = await shop.shopper();
      const pieces = round % 2 === 0 ? 4 : 1;
      const { answers, orders, open, piecesHeld } = await burst(shopper, pieces);
      const described = `round ${round}: ${JSON.stringify(spread(answers))}`;
      expect(answers.filter((a) => a.status >= 500), described).toEqual([]);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.status, described).toBe(409);
        expect([TOO_MANY_CHECKOUTS, CHECKOUT_CLOSED_MEANWHILE].includes(refused.error!) || TOO_MANY_PIECES.test(refused.error!), described).toBe(true);
      }
      expect(open.length, described).toBeGreaterThan(0);
      expect(open.length, described).toBeLessThanOrEqual(pieces === 1 ? 3 : 2);
      expect(piecesHeld, described).toBeLessThanOrEqual(10);
      // Each checkout that was started and is not open was let go by her own newer one.
      for (const order of orders.filter((o) => o.hold?.status !== "held")) expect(order.hold?.releasedBecause, described).toBe("new-checkout");
      expect(await accountHolding(shop.repos.db, shopper.user.id)).toEqual({ checkouts: open.length, pieces: piecesHeld });
    }
    await audit();
  }, 600_000);

  it("gets back exactly what a lapse, a payment or a closed checkout frees", async () => {
    const shopper = await shop.shopper();
    const { user, headers } = shopper;
    // Three checkouts whose UPI payments the bank approved and Razorpay has not captured: they stay
    // open (a new checkout leaves them alone), started a minute apart so that one lapses first.
    shop.emulator.updateSettings({ lateCaptureDelayMs: 600_000 });
    const awaiting: Array<{ orderId: string; razorpayOrderId: string }> = [];
    try {
      for (const product of products.slice(0, 3)) {
        const started = await checkout(headers, [{ product: product.id }]);
        expect(started.status).toBe(201);
        expect((await pay(headers, started.body.order!.id, { vpa: "late@razorpay" })).status).toBe(202);
        awaiting.push({ orderId: started.body.orderId, razorpayOrderId: started.body.order!.id });
        offsetMs += 60_000;
      }
    } finally {
      shop.emulator.resetSettings();
    }
    const full = await burst(shopper, 1);
    expect(spread(full.answers)).toEqual({ [`409 ${TOO_MANY_CHECKOUTS}`]: AT_ONCE });

    // The first lapses and the sweep releases it: one checkout's room, taken by exactly one of 50.
    offsetMs += (HOLD_SECONDS - 3 * 60 + 30) * 1000;
    await sweep();
    expect((await shop.repos.orders.get(awaiting[0]!.orderId))!.hold).toMatchObject({ status: "released", releasedBecause: "lapsed" });
    const afterLapse = await burst(shopper, 1);
    expect(afterLapse.answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(afterLapse.open).toHaveLength(3);
    expect(afterLapse.open.filter((order) => order.awaitingConfirmationSince)).toHaveLength(2);
    expect(await accountHolding(shop.repos.db, user.id)).toEqual({ checkouts: 3, pieces: 3 });

    // She closes one that was waiting for its capture: again room for exactly one more open.
    expect((await shop.call("POST", "/api/payments/cancel-checkout", headers, { orderId: awaiting[1]!.orderId })).status).toBe(200);
    const afterClose = await burst(shopper, 1);
    expect(afterClose.answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(afterClose.open).toHaveLength(3);
    expect(afterClose.open.filter((order) => order.awaitingConfirmationSince).map((order) => order.id)).toEqual([awaiting[2]!.orderId]);

    // She pays one of the two new ones: sold, it no longer counts, and one more may open.
    const fresh = afterClose.open.find((order) => !order.awaitingConfirmationSince)!;
    expect((await pay(headers, fresh.razorpayOrderId!)).status).toBe(200);
    expect(await accountHolding(shop.repos.db, user.id)).toEqual({ checkouts: 2, pieces: 2 });
    const afterSale = await burst(shopper, 1);
    expect(afterSale.answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(afterSale.open).toHaveLength(3);
    expect(await accountHolding(shop.repos.db, user.id)).toEqual({ checkouts: 3, pieces: 3 });
    await audit();
  }, 300_000);
});
