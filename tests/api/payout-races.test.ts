import { beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { auditTable, scanTable } from "../support/table-audit.js";
import { testCourierEmulator } from "../support/test-courier.js";

// Issue 39: two hands paying out one order at the same moment, through the real routes against
// DynamoDB Local, the Razorpay emulator and the courier emulator. Each race runs 20 rounds; in each,
// one payout wins and the other answers 409 in words, and afterwards what Razorpay refunded, the
// store credit given, the exchange sent and the pieces back on the shelf add up to no more than
// was paid and sold, each piece restocked once, and the table's audit (the settlement recount
// included) finds nothing.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let owner: Awaited<ReturnType<Shop["admin"]>>;

const ROUNDS = 20;
/** Rounds run this many at a time: each round is its own order, so they do not meet. */
const AT_ONCE = 5;
const PRICE = 329_900;

beforeAll(async () => {
  shop = await paymentShop({ env: { COURIER_WEBHOOK_KEY: "test-courier-webhook-key" } });
  (await testCourierEmulator()).setWebhookUrl(`${shop.baseUrl}/api/webhooks/courier`);
  owner = await shop.admin();
});

type Answer = { status: number; body: { success: boolean; error?: string; data?: Record<string, unknown> } };

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const response = await shop.call(method, path, headers, body);
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

async function inRounds(round: (n: number) => Promise<void>) {
  for (let start = 0; start < ROUNDS; start += AT_ONCE) await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => round(start + i)));
}

/** A shopper's paid order of one dress in M (₹3,299), by card through the emulator. */
async function paidDress() {
  const buyer = await shop.shopper();
  const dress = await shop.product({ name: "Rani Pink Anarkali Dress", price: 3299, sizes: ["S", "M", "L"], stockBySize: { S: 2, M: 5, L: 2 } });
  const started = await call("POST", "/api/payments/create-order", buyer.headers, { items: [{ product: dress.id, size: "M", quantity: 1 }], shippingAddress: { ...ADDRESS, email: buyer.user.email }, source: "cart" });
  expect(started.status).toBe(201);
  const paid = await shop.emulator.payOrder((started.body as unknown as { order: { id: string } }).order.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid);
  expect(confirmed.status).toBe(200);
  const { order, payment } = (await confirmed.json()) as { order: Order; payment: Payment };
  return { buyer, dress, order, payment, razorpayPaymentId: paid.razorpay_payment_id };
}

/** The same, delivered yesterday, with a return asked for, approved and picked up. */
async function returnOnItsWay(resolution: "store-credit" | "exchange") {
  const sale = await paidDress();
  await shop.repos.orders.updateStatus(sale.order._id, { status: "delivered", by: "Courier (test)", deliveredAt: new Date(Date.now() - 24 * 3600_000).toISOString() });
  const item = { product: sale.dress.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution, ...(resolution === "exchange" ? { exchangeSize: "L" } : {}) };
  const asked = await call("POST", `/api/orders/${sale.order._id}/returns`, sale.buyer.headers, { items: [item] });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const id = String(asked.body.data!.id);
  expect((await call("POST", `/api/returns/${id}/approve`, owner.headers)).status).toBe(200);
  expect((await call("POST", `/api/returns/${id}/picked-up`, owner.headers, { courier: "Delhivery", trackingNumber: "DLV123456" })).status).toBe(200);
  return { ...sale, returnId: id };
}

const receive = (returnId: string, dress: ProductRecord) => call("POST", `/api/returns/${returnId}/receive`, owner.headers, { items: [{ product: dress.id, size: "M", quantity: 1, condition: "restockable" }] });
const refundAll = (payment: Payment, restock = true) => call("POST", "/api/payments/admin/refund", owner.headers, { paymentId: payment._id, reason: "Asked by phone", restock });

const onHand = async (dress: ProductRecord) => (await shop.repos.products.get(dress.id))!.onHandBySize;
const refundedAtRazorpay = async (razorpayPaymentId: string) => (await shop.gateway.fetchPayment(razorpayPaymentId)).amount_refunded;
const creditFor = async (userId: string) => shop.repos.storeCredit.balance(userId);

/** One 200 and one 409 that says in words what happened; never a 5xx. */
function oneWins(answers: Answer[]) {
  expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409]);
  const lost = answers.find((a) => a.status === 409)!;
  expect(lost.body.error).toMatch(/given back|refunded|credited|left|changing|cancelled/i);
  return answers.map((a) => a.status === 200);
}

async function expectAuditClean() {
  const { problems } = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
  expect(problems).toEqual([]);
}

describe("a return received and the payment refunded at the same moment", () => {
  it("pays out once: the card refund or the store credit, never both; the dress back once", async () => {
    await inRounds(async () => {
      const { buyer, dress, payment, returnId, razorpayPaymentId } = await returnOnItsWay("store-credit");
      const [received, refunded] = oneWins(await Promise.all([receive(returnId, dress), refundAll(payment)]));
      const cash = await refundedAtRazorpay(razorpayPaymentId);
      const credit = await creditFor(buyer.user.id);
      expect(cash + credit).toBe(PRICE);
      expect(cash).toBe(refunded ? PRICE : 0);
      expect(credit).toBe(received ? PRICE : 0);
      expect((await onHand(dress))?.M).toBe(5);
    });
    await expectAuditClean();
  }, 240_000);
});

describe("an exchange received and the payment refunded at the same moment", () => {
  it("sends the new size or refunds the card, never both", async () => {
    await inRounds(async () => {
      const { dress, payment, returnId, razorpayPaymentId } = await returnOnItsWay("exchange");
      const [received, refunded] = oneWins(await Promise.all([receive(returnId, dress), refundAll(payment)]));
      const exchangeOrderId = (await shop.repos.returns.get(returnId))!.exchangeOrderId;
      expect(Boolean(exchangeOrderId)).toBe(received);
      expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(refunded ? PRICE : 0);
      // The returned M is back on the shelf once either way; the L left only with an exchange.
      expect(await onHand(dress)).toMatchObject({ M: 5, L: received ? 1 : 2 });
    });
    await expectAuditClean();
  }, 240_000);
});

describe("a shop cancellation and a refund of the same order at the same moment", () => {
  it("refunds once at Razorpay and restocks the dress once", async () => {
    await inRounds(async () => {
      const { dress, order, payment, razorpayPaymentId } = await paidDress();
      const answers = await Promise.all([call("POST", `/api/orders/${order._id}/cancel-by-shop`, owner.headers, { reason: "Out of fabric" }), refundAll(payment)]);
      oneWins(answers);
      expect(await refundedAtRazorpay(razorpayPaymentId)).toBe(PRICE);
      expect((await onHand(dress))?.M).toBe(5);
    });
    await expectAuditClean();
  }, 240_000);
});

describe("a parcel back from RTO and a refund with restock at the same moment", () => {
  it("puts the dress back on the shelf once, whoever comes first", async () => {
    const courier = await testCourierEmulator();
    await inRounds(async () => {
      const { dress, order, payment } = await paidDress();
      expect((await call("POST", `/api/orders/${order._id}/confirmation-call`, owner.headers, { outcome: "confirmed" })).status).toBe(200);
      const booked = await call("POST", `/api/orders/${order._id}/shipments`, owner.headers, {});
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const awb = String(booked.body.data!.awb);
      courier.move(awb, ["shipped", "undelivered", "rto-initiated", "rto-delivered"], { at: new Date().toISOString(), order: "shuffled", repeat: 2 });
      const refunded = await refundAll(payment);
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      await courier.waitForWebhooks();
      expect((await shop.repos.shipments.get(order._id))!.status).toBe("rto-delivered");
      expect((await onHand(dress))?.M).toBe(5);
      const settlement = await shop.repos.settlements.get(order._id);
      expect(settlement.restocked).toEqual({ 0: 1 });
    });
    await expectAuditClean();
  }, 240_000);
});
