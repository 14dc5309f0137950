import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GatewayError, toGatewayError } from "../../functions/payments/gateway-error.js";
import { createPaymentGateway, type PaymentGateway } from "../../functions/payments/gateway.js";
import { createRazorpayClient } from "../../functions/payments/sdk-client.js";
import {
  CheckoutPaymentFailed,
  startRazorpayEmulator,
  type RazorpayEmulator,
} from "../../infra/local/razorpay-emulator/index.js";

// The shop's payment gateway driving the real `razorpay` SDK against the local emulator.

const KEY = { keyId: "rzp_test_gatewaytests", keySecret: "gateway-test-key-secret", webhookSecret: "gateway-test-webhook-secret" };
const SUCCESS_CARD = "4100 2800 0000 1007";
const MASTERCARD_SUCCESS = "5500 6700 0000 1002";
const DECLINED_CARD = "4100 2800 0006 0003";
const INSUFFICIENT_FUNDS_CARD = "4100 2800 0008 0001";

interface ReceivedWebhook {
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
  event: string;
}

/** A stand-in for the shop's webhook route: records what arrives, answers 200. */
async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      received.push({
        rawBody,
        signature: request.headers["x-razorpay-signature"] as string | undefined,
        eventId: request.headers["x-razorpay-event-id"] as string | undefined,
        event: (JSON.parse(rawBody) as { event: string }).event,
      });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/razorpay`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function expectGatewayError(promise: Promise<unknown>, kind: GatewayError["kind"], description?: RegExp | string): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(GatewayError);
  const gatewayError = error as GatewayError;
  expect(gatewayError.kind).toBe(kind);
  if (description !== undefined) expect(gatewayError.description).toMatch(description);
  return gatewayError;
}

let emulator: RazorpayEmulator;
let gateway: PaymentGateway;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  emulator = await startRazorpayEmulator({ port: 0, ...KEY });
  gateway = createPaymentGateway({ ...KEY, apiBaseUrl: emulator.url, timeoutMs: 2_000 });
  receiver = await startWebhookReceiver();
});

afterEach(async () => {
  await emulator.waitForWebhooks();
  emulator.resetSettings();
  emulator.setWebhookUrl(undefined);
  receiver.received.length = 0;
});

afterAll(async () => {
  await emulator?.stop();
  await receiver?.close();
});

async function paidOrder(amountPaise = 249_950) {
  const order = await gateway.createOrder({ amountPaise, receipt: `receipt_${Date.now()}` });
  const response = await emulator.payOrder(order.id, { card: SUCCESS_CARD });
  return { order, response };
}

describe("orders", () => {
  it("creates a Razorpay order in paise and INR and reads it back", async () => {
    const order = await gateway.createOrder({ amountPaise: 249_950, receipt: "receipt_1758000000000", notes: { source: "cart", itemCount: 2 } });
    expect(order).toMatchObject({ entity: "order", amount: 249_950, amount_paid: 0, amount_due: 249_950, currency: "INR", receipt: "receipt_1758000000000", status: "created", attempts: 0 });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(order.notes).toEqual({ source: "cart", itemCount: 2 });
    expect(await gateway.fetchOrder(order.id)).toEqual(order);
  });

  it("reads Razorpay's empty notes ([]) as an empty object", async () => {
    const order = await gateway.createOrder({ amountPaise: 100, receipt: "r-empty-notes" });
    expect(order.notes).toEqual({});
  });

  it("refuses an amount that is not whole paise of at least ₹1 and a receipt over 40 characters, before calling Razorpay", async () => {
    await expectGatewayError(gateway.createOrder({ amountPaise: 99, receipt: "r" }), "bad_request", "The amount must be atleast INR 1.00");
    await expectGatewayError(gateway.createOrder({ amountPaise: 100.5, receipt: "r" }), "bad_request", /integer/);
    await expectGatewayError(gateway.createOrder({ amountPaise: Number.NaN, receipt: "r" }), "bad_request");
    const longReceipt = await expectGatewayError(gateway.createOrder({ amountPaise: 1_000, receipt: "r".repeat(41) }), "bad_request", /receipt may not be greater than 40/);
    expect(longReceipt.field).toBe("receipt");
    // Exactly 40 is allowed.
    await expect(gateway.createOrder({ amountPaise: 1_000, receipt: "r".repeat(40) })).resolves.toMatchObject({ receipt: "r".repeat(40) });
  });

  it("maps Razorpay's own refusals (seen through the bare SDK) to bad_request with Razorpay's description and field", async () => {
    const sdk = await createRazorpayClient({ keyId: KEY.keyId, keySecret: KEY.keySecret, apiBaseUrl: emulator.url, timeoutMs: 2_000 });
    const refusal = async (body: Record<string, unknown>) => {
      try {
        await sdk.orders.create(body as unknown as Parameters<typeof sdk.orders.create>[0]);
      } catch (error) {
        return toGatewayError(error);
      }
      throw new Error("expected Razorpay to refuse the order");
    };
    expect(await refusal({ amount: 50, currency: "INR" })).toMatchObject({ kind: "bad_request", description: "The amount must be atleast INR 1.00", field: "amount", statusCode: 400, code: "BAD_REQUEST_ERROR" });
    expect(await refusal({ amount: 150.25, currency: "INR" })).toMatchObject({ kind: "bad_request", field: "amount" });
    expect(await refusal({ amount: 1_000, currency: "INR", receipt: "x".repeat(41) })).toMatchObject({ kind: "bad_request", field: "receipt", description: "The receipt may not be greater than 40 characters." });
    expect(await refusal({ amount: 1_000, currency: "USD" })).toMatchObject({ kind: "bad_request", field: "currency" });
    const sixteenNotes = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`n${i}`, "v"]));
    expect(await refusal({ amount: 1_000, currency: "INR", notes: sixteenNotes })).toMatchObject({ kind: "bad_request", field: "notes" });
  });

  it("reports wrong credentials as unauthorized", async () => {
    const wrongSecret = createPaymentGateway({ ...KEY, keySecret: "not-the-secret", apiBaseUrl: emulator.url });
    const error = await expectGatewayError(wrongSecret.createOrder({ amountPaise: 1_000, receipt: "r" }), "unauthorized", "Authentication failed");
    expect(error.statusCode).toBe(401);
    const wrongKeyId = createPaymentGateway({ ...KEY, keyId: "rzp_test_someoneelse", apiBaseUrl: emulator.url });
    await expectGatewayError(wrongKeyId.fetchOrder("order_AAAAAAAAAAAAAA"), "unauthorized");
  });

  it("reports an unknown order or payment id as not_found (Razorpay says 400 'The id provided does not exist')", async () => {
    await expectGatewayError(gateway.fetchOrder("order_AAAAAAAAAAAAAA"), "not_found", "The id provided does not exist");
    await expectGatewayError(gateway.fetchPayment("pay_AAAAAAAAAAAAAA"), "not_found");
    await expectGatewayError(gateway.fetchOrderPayments("order_AAAAAAAAAAAAAA"), "not_found");
  });

  it("never puts a malformed id into a URL path", async () => {
    await expectGatewayError(gateway.fetchPayment("pay_abc/../../orders"), "not_found");
    await expectGatewayError(gateway.fetchOrder(""), "not_found");
    await expectGatewayError(gateway.refund("order_ABC", { idempotencyKey: "refund-key-0001" }), "not_found");
  });
});

describe("payments", () => {
  it("a success card gives a correctly signed response, a captured payment of the exact amount and a paid order", async () => {
    const order = await gateway.createOrder({ amountPaise: 123_456, receipt: "receipt_success" });
    const response = await emulator.payOrder(order.id, { card: SUCCESS_CARD, email: "asha@example.in", contact: "+919876543210" });
    expect(response.razorpay_order_id).toBe(order.id);
    expect(response.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(gateway.verifyPaymentSignature(order.id, response.razorpay_payment_id, response.razorpay_signature)).toBe(true);

    const payment = await gateway.fetchPayment(response.razorpay_payment_id);
    expect(payment).toMatchObject({ status: "captured", captured: true, amount: 123_456, currency: "INR", order_id: order.id, method: "card", amount_refunded: 0, refund_status: null, email: "asha@example.in", contact: "+919876543210" });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "paid", amount_paid: 123_456, amount_due: 0, attempts: 1 });
    expect((await gateway.fetchOrderPayments(order.id)).map((p) => p.id)).toEqual([response.razorpay_payment_id]);
  });

  it("the Mastercard test card succeeds too", async () => {
    const { order, response } = await paidOrder(5_000);
    expect(gateway.verifyPaymentSignature(order.id, response.razorpay_payment_id, response.razorpay_signature)).toBe(true);
    const mastercardOrder = await gateway.createOrder({ amountPaise: 5_000, receipt: "receipt_mc" });
    await emulator.payOrder(mastercardOrder.id, { card: MASTERCARD_SUCCESS });
    expect((await gateway.fetchOrder(mastercardOrder.id)).status).toBe("paid");
  });

  it("a declined card leaves a failed payment and an unpaid order, and the shopper can pay again", async () => {
    const order = await gateway.createOrder({ amountPaise: 99_900, receipt: "receipt_declined" });
    const failure = await emulator.payOrder(order.id, { card: DECLINED_CARD }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CheckoutPaymentFailed);
    const { error } = failure as CheckoutPaymentFailed;
    expect(error).toMatchObject({ code: "BAD_REQUEST_ERROR", source: "bank", step: "payment_authorization", reason: "card_declined", metadata: { order_id: order.id } });
    expect(error.description).toMatch(/declined/);

    const failed = await gateway.fetchPayment(error.metadata.payment_id);
    expect(failed).toMatchObject({ status: "failed", captured: false, order_id: order.id, amount: 99_900, error_code: "BAD_REQUEST_ERROR", error_reason: "card_declined" });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "attempted", amount_paid: 0, amount_due: 99_900, attempts: 1 });

    const retry = await emulator.payOrder(order.id, { card: SUCCESS_CARD });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "paid", attempts: 2 });
    expect((await gateway.fetchOrderPayments(order.id)).map((p) => [p.id, p.status])).toEqual([
      [retry.razorpay_payment_id, "captured"],
      [error.metadata.payment_id, "failed"],
    ]);
  });

  it("insufficient funds fails with Razorpay's reason", async () => {
    const order = await gateway.createOrder({ amountPaise: 10_000, receipt: "receipt_funds" });
    const failure = (await emulator.payOrder(order.id, { card: INSUFFICIENT_FUNDS_CARD }).catch((error: unknown) => error)) as CheckoutPaymentFailed;
    expect(failure.error).toMatchObject({ reason: "insufficient_funds", source: "customer" });
    expect((await gateway.fetchPayment(failure.error.metadata.payment_id)).status).toBe("failed");
  });

  it("a paid order takes no further payment", async () => {
    const { order } = await paidOrder(1_000);
    await expect(emulator.payOrder(order.id, { card: SUCCESS_CARD })).rejects.toThrow(/already been paid/);
  });

  it("rejects tampered or malformed payment signatures without throwing", async () => {
    const { order, response } = await paidOrder(2_000);
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } = response;
    const flipped = (signature[0] === "a" ? "b" : "a") + signature.slice(1);
    const other = await paidOrder(2_000);

    expect(gateway.verifyPaymentSignature(order.id, paymentId, signature)).toBe(true);
    expect(gateway.verifyPaymentSignature(order.id, paymentId, flipped)).toBe(false);
    expect(gateway.verifyPaymentSignature(other.order.id, paymentId, signature)).toBe(false);
    expect(gateway.verifyPaymentSignature(order.id, other.response.razorpay_payment_id, signature)).toBe(false);
    expect(gateway.verifyPaymentSignature(order.id, paymentId, signature.toUpperCase())).toBe(false);
    expect(gateway.verifyPaymentSignature(order.id, paymentId, signature.slice(0, 63))).toBe(false);
    expect(gateway.verifyPaymentSignature(order.id, paymentId, `${signature}0`)).toBe(false);
    expect(gateway.verifyPaymentSignature(order.id, paymentId, "")).toBe(false);
    expect(gateway.verifyPaymentSignature(order.id, paymentId, "é".repeat(64))).toBe(false);
    const garbage = [undefined, null, 42, {}, ["x"]] as unknown as string[];
    for (const value of garbage) {
      expect(gateway.verifyPaymentSignature(order.id, paymentId, value)).toBe(false);
      expect(gateway.verifyPaymentSignature(value, paymentId, signature)).toBe(false);
      expect(gateway.verifyPaymentSignature(order.id, value, signature)).toBe(false);
    }
    // A gateway holding another key secret does not accept it either.
    const otherShop = createPaymentGateway({ ...KEY, keySecret: "another-secret", apiBaseUrl: emulator.url });
    expect(otherShop.verifyPaymentSignature(order.id, paymentId, signature)).toBe(false);
  });
});

describe("webhooks", () => {
  it("a delivered payment webhook verifies against its raw body; a tampered body or another secret does not", async () => {
    emulator.setWebhookUrl(receiver.url);
    const { order, response } = await paidOrder(75_000);
    await emulator.waitForWebhooks();

    expect(receiver.received.map((w) => w.event)).toEqual(["payment.captured", "order.paid"]);
    for (const webhook of receiver.received) {
      expect(gateway.verifyWebhookSignature(webhook.rawBody, webhook.signature)).toBe(true);
      expect(gateway.verifyWebhookSignature(Buffer.from(webhook.rawBody, "utf8"), webhook.signature)).toBe(true);
    }
    const orderPaid = receiver.received[1]!;
    const payload = JSON.parse(orderPaid.rawBody) as {
      entity: string;
      payload: { payment: { entity: { id: string; status: string; amount: number } }; order: { entity: { id: string; status: string } } };
    };
    expect(payload.entity).toBe("event");
    expect(payload.payload.payment.entity).toMatchObject({ id: response.razorpay_payment_id, status: "captured", amount: 75_000 });
    expect(payload.payload.order.entity).toMatchObject({ id: order.id, status: "paid" });

    const tampered = orderPaid.rawBody.replace('"amount":75000', '"amount":75');
    expect(tampered).not.toBe(orderPaid.rawBody);
    expect(gateway.verifyWebhookSignature(tampered, orderPaid.signature)).toBe(false);
    // Re-serialising the parsed body is not the raw body Razorpay signed.
    expect(gateway.verifyWebhookSignature(`${orderPaid.rawBody} `, orderPaid.signature)).toBe(false);
    const otherSecret = createPaymentGateway({ ...KEY, webhookSecret: "someone-elses-webhook-secret", apiBaseUrl: emulator.url });
    expect(otherSecret.verifyWebhookSignature(orderPaid.rawBody, orderPaid.signature)).toBe(false);
    // Signed with the key secret instead of the webhook secret: not valid.
    const keySecretGateway = createPaymentGateway({ ...KEY, webhookSecret: KEY.keySecret, apiBaseUrl: emulator.url });
    expect(keySecretGateway.verifyWebhookSignature(orderPaid.rawBody, orderPaid.signature)).toBe(false);
    for (const garbage of [undefined, null, "", "zz", 7, orderPaid.signature?.toUpperCase()] as unknown as string[]) {
      expect(gateway.verifyWebhookSignature(orderPaid.rawBody, garbage)).toBe(false);
    }
    expect(gateway.verifyWebhookSignature(undefined as unknown as string, orderPaid.signature)).toBe(false);
    expect(gateway.verifyWebhookSignature({} as unknown as string, orderPaid.signature)).toBe(false);
  });

  it("a failed payment sends payment.failed", async () => {
    emulator.setWebhookUrl(receiver.url);
    const order = await gateway.createOrder({ amountPaise: 5_000, receipt: "receipt_failed_hook" });
    await emulator.payOrder(order.id, { card: DECLINED_CARD }).catch(() => undefined);
    await emulator.waitForWebhooks();
    expect(receiver.received.map((w) => w.event)).toEqual(["payment.failed"]);
    expect(gateway.verifyWebhookSignature(receiver.received[0]!.rawBody, receiver.received[0]!.signature)).toBe(true);
  });

  it("duplicated delivery repeats each event with the same event id; shuffled delivery changes the order", async () => {
    emulator.setWebhookUrl(receiver.url);
    emulator.updateSettings({ duplicateWebhooks: 2 });
    await paidOrder(3_000);
    await emulator.waitForWebhooks();
    expect(receiver.received).toHaveLength(4);
    const byEventId = new Map<string, string[]>();
    for (const webhook of receiver.received) byEventId.set(webhook.eventId!, [...(byEventId.get(webhook.eventId!) ?? []), webhook.rawBody]);
    expect(byEventId.size).toBe(2);
    for (const bodies of byEventId.values()) expect(new Set(bodies).size).toBe(1);
    expect(receiver.received.every((w) => gateway.verifyWebhookSignature(w.rawBody, w.signature))).toBe(true);

    receiver.received.length = 0;
    emulator.updateSettings({ duplicateWebhooks: 1, shuffleWebhooks: true });
    await paidOrder(3_000);
    await emulator.waitForWebhooks();
    expect(receiver.received.map((w) => w.event)).toEqual(["order.paid", "payment.captured"]);
  });
});

describe("refunds", () => {
  it("a partial and then a full refund leave the payment refunded for its whole amount, with refund webhooks", async () => {
    emulator.setWebhookUrl(receiver.url);
    const { response } = await paidOrder(249_950);
    const paymentId = response.razorpay_payment_id;
    await emulator.waitForWebhooks();
    receiver.received.length = 0;

    const partial = await gateway.refund(paymentId, { amountPaise: 50_000, idempotencyKey: `partial-${paymentId}`, notes: { reason: "One saree returned" } });
    expect(partial).toMatchObject({ entity: "refund", amount: 50_000, currency: "INR", payment_id: paymentId, status: "processed", notes: { reason: "One saree returned" } });
    expect(partial.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: "captured", amount_refunded: 50_000, refund_status: "partial" });
    // Each refund's events go out as one batch; two batches may interleave (as Razorpay's may), so
    // the first refund's webhooks are awaited before the second refund.
    await emulator.waitForWebhooks();
    expect(receiver.received.map((w) => w.event)).toEqual(["refund.created", "refund.processed"]);

    const rest = await gateway.refund(paymentId, { idempotencyKey: `rest-of-${paymentId}` });
    expect(rest.amount).toBe(199_950);
    const refunded = await gateway.fetchPayment(paymentId);
    expect(refunded).toMatchObject({ status: "refunded", refund_status: "full" });
    expect(refunded.amount_refunded).toBe(refunded.amount);

    await emulator.waitForWebhooks();
    expect(receiver.received.map((w) => w.event)).toEqual(["refund.created", "refund.processed", "refund.created", "refund.processed"]);
    const processed = JSON.parse(receiver.received[3]!.rawBody) as { contains: string[]; payload: { refund: { entity: { id: string } }; payment: { entity: { status: string } } } };
    expect(processed.contains).toEqual(["refund", "payment"]);
    expect(processed.payload.refund.entity.id).toBe(rest.id);
    expect(processed.payload.payment.entity.status).toBe("refunded");
    expect(receiver.received.every((w) => gateway.verifyWebhookSignature(w.rawBody, w.signature))).toBe(true);
  });

  it("refuses to refund more than was captured, or anything once fully refunded", async () => {
    const { response } = await paidOrder(10_000);
    const paymentId = response.razorpay_payment_id;
    const over = await expectGatewayError(gateway.refund(paymentId, { amountPaise: 10_001, idempotencyKey: `over-${paymentId}` }), "bad_request", /greater than/);
    expect(over.statusCode).toBe(400);
    await gateway.refund(paymentId, { amountPaise: 6_000, idempotencyKey: `first-${paymentId}` });
    await expectGatewayError(gateway.refund(paymentId, { amountPaise: 4_001, idempotencyKey: `second-${paymentId}` }), "bad_request", /greater than/);
    await gateway.refund(paymentId, { amountPaise: 4_000, idempotencyKey: `third-${paymentId}` });
    await expectGatewayError(gateway.refund(paymentId, { amountPaise: 100, idempotencyKey: `fourth-${paymentId}` }), "bad_request", /fully refunded/);
    expect((await gateway.fetchPayment(paymentId)).amount_refunded).toBe(10_000);
  });

  it("refuses to refund a failed payment", async () => {
    const order = await gateway.createOrder({ amountPaise: 10_000, receipt: "receipt_refund_failed" });
    const failure = (await emulator.payOrder(order.id, { card: DECLINED_CARD }).catch((error: unknown) => error)) as CheckoutPaymentFailed;
    await expectGatewayError(gateway.refund(failure.error.metadata.payment_id, { idempotencyKey: "refund-failed-payment" }), "bad_request", /captured/);
  });

  it("the same idempotency key twice makes one refund", async () => {
    const { response } = await paidOrder(20_000);
    const paymentId = response.razorpay_payment_id;
    const key = `admin-refund-${paymentId}`;
    const first = await gateway.refund(paymentId, { amountPaise: 5_000, idempotencyKey: key });
    const again = await gateway.refund(paymentId, { amountPaise: 5_000, idempotencyKey: key });
    expect(again).toEqual(first);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ amount_refunded: 5_000, refund_status: "partial" });

    // A full refund retried after it went through still answers with that refund.
    const full = await gateway.refund(paymentId, { idempotencyKey: `full-${paymentId}` });
    expect(await gateway.refund(paymentId, { idempotencyKey: `full-${paymentId}` })).toEqual(full);
    const sdk = await createRazorpayClient({ keyId: KEY.keyId, keySecret: KEY.keySecret, apiBaseUrl: emulator.url, timeoutMs: 2_000 });
    const refunds = (await sdk.payments.fetchMultipleRefund(paymentId)) as { count: number; items: Array<{ id: string }> };
    expect(refunds.items.map((refund) => refund.id).sort()).toEqual([first.id, full.id].sort());
  });

  it("refuses a reused key for a different refund, and a key too short", async () => {
    const { response } = await paidOrder(20_000);
    const paymentId = response.razorpay_payment_id;
    await gateway.refund(paymentId, { amountPaise: 1_000, idempotencyKey: `reuse-${paymentId}` });
    await expectGatewayError(gateway.refund(paymentId, { amountPaise: 2_000, idempotencyKey: `reuse-${paymentId}` }), "bad_request", /idempotency key/);
    await expectGatewayError(gateway.refund(paymentId, { idempotencyKey: "short" }), "bad_request");
    await expectGatewayError(gateway.refund(paymentId, { amountPaise: 50, idempotencyKey: `tiny-${paymentId}` }), "bad_request");
  });
});

describe("faults", () => {
  it("a 500 from Razorpay on fetching a payment is unavailable, and clears when the fault does", async () => {
    const { response } = await paidOrder(1_000);
    emulator.updateSettings({ failFetchPayment: "500" });
    const error = await expectGatewayError(gateway.fetchPayment(response.razorpay_payment_id), "unavailable");
    expect(error.statusCode).toBe(500);
    // Only fetching a payment is affected.
    await expect(gateway.fetchOrderPayments(response.razorpay_order_id)).resolves.toHaveLength(1);
    emulator.updateSettings({ failFetchPayment: null });
    await expect(gateway.fetchPayment(response.razorpay_payment_id)).resolves.toMatchObject({ status: "captured" });
  });

  it("a Razorpay that does not answer in time is unavailable", async () => {
    const { response } = await paidOrder(1_000);
    emulator.updateSettings({ failFetchPayment: "timeout" });
    const impatient = createPaymentGateway({ ...KEY, apiBaseUrl: emulator.url, timeoutMs: 300 });
    const started = Date.now();
    await expectGatewayError(impatient.fetchPayment(response.razorpay_payment_id), "unavailable", /did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a Razorpay that cannot be reached is unavailable, for SDK calls and for refunds", async () => {
    const closed = await startRazorpayEmulator({ ...KEY });
    const url = closed.url;
    await closed.stop();
    const unreachable = createPaymentGateway({ ...KEY, apiBaseUrl: url, timeoutMs: 1_000 });
    await expectGatewayError(unreachable.createOrder({ amountPaise: 1_000, receipt: "r" }), "unavailable", /could not be reached/);
    await expectGatewayError(unreachable.refund("pay_AAAAAAAAAAAAAA", { idempotencyKey: "refund-unreachable" }), "unavailable");
  });
});
