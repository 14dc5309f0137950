import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startRazorpayEmulator, type RazorpayEmulator } from "../../infra/local/razorpay-emulator/index.js";

// The emulator's own contract over HTTP: what the browser's checkout.js calls, Razorpay's
// REST error shapes, webhook delivery (envelope, retries, delays) and the test controls.

const KEY = { keyId: "rzp_test_emulatortests", keySecret: "emulator-test-key-secret", webhookSecret: "emulator-test-webhook-secret" };
const SUCCESS_CARD = "4100 2800 0000 1007";
const DECLINED_CARD = "4100 2800 0006 0003";
const basicAuth = `Basic ${Buffer.from(`${KEY.keyId}:${KEY.keySecret}`).toString("base64")}`;

interface Received {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

/** A webhook receiver whose answers the test chooses (status per request, in order). */
async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ rawBody: Buffer.concat(chunks).toString("utf8"), headers: request.headers, at: Date.now() });
      response.writeHead(statuses[received.length - 1] ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let emulator: RazorpayEmulator;

async function api(path: string, init: RequestInit & { auth?: boolean } = {}) {
  const headers = new Headers(init.headers);
  if (init.auth !== false) headers.set("Authorization", basicAuth);
  if (init.body) headers.set("Content-Type", "application/json");
  const response = await fetch(`${emulator.url}${path}`, { ...init, headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

async function createOrder(amount = 10_000) {
  const { body } = await api("/v1/orders", { method: "POST", body: JSON.stringify({ amount, currency: "INR", receipt: "receipt_emulator" }) });
  return body as { id: string; amount: number };
}

beforeAll(async () => {
  emulator = await startRazorpayEmulator({ ...KEY, webhookRetry: { attempts: 3, firstRetryDelayMs: 50 } });
});

afterEach(async () => {
  await emulator.waitForWebhooks();
  emulator.resetSettings();
  emulator.setWebhookUrl(undefined);
});

afterAll(async () => {
  await emulator?.stop();
});

describe("REST API", () => {
  it("answers ok on its health route", async () => {
    const response = await fetch(`${emulator.url}/_emulator/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("refuses missing or wrong Basic auth with Razorpay's 401 error envelope", async () => {
    const missing = await api("/v1/orders/order_AAAAAAAAAAAAAA", { auth: false });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed", source: "NA", step: "NA", reason: "NA", metadata: {}, field: null },
    });
    const wrong = await api("/v1/payments/pay_AAAAAAAAAAAAAA", { auth: false, headers: { Authorization: `Basic ${Buffer.from(`${KEY.keyId}:nope`).toString("base64")}` } });
    expect(wrong.status).toBe(401);
  });

  it("returns a Razorpay order entity and refuses bad orders with the field named", async () => {
    const { status, body } = await api("/v1/orders", { method: "POST", body: JSON.stringify({ amount: 50_000, currency: "INR", receipt: "rcpt", notes: { source: "cart" } }) });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      ["id", "entity", "amount", "amount_paid", "amount_due", "currency", "receipt", "offer_id", "status", "attempts", "notes", "created_at"].sort(),
    );
    expect(body.created_at).toBeTypeOf("number");

    const notes = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, "v"]));
    for (const [order, field] of [
      [{ currency: "INR" }, "amount"],
      [{ amount: "abc" }, "amount"],
      [{ amount: 99 }, "amount"],
      [{ amount: 100, currency: "USD" }, "currency"],
      [{ amount: 100, receipt: "r".repeat(41) }, "receipt"],
      [{ amount: 100, notes }, "notes"],
      [{ amount: 100, notes: { long: "x".repeat(257) } }, "notes"],
    ] as const) {
      const refused = await api("/v1/orders", { method: "POST", body: JSON.stringify(order) });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: "BAD_REQUEST_ERROR", field, reason: "input_validation_failed", metadata: {} });
    }
  });

  it("answers an unknown route with Razorpay's envelope", async () => {
    const { status, body } = await api("/v1/subscriptions");
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: "BAD_REQUEST_ERROR" });
  });
});

describe("checkout endpoints (called by checkout.js from the shop's origin)", () => {
  const shopOrigin = "http://localhost:5173";

  it("allow cross-origin calls, preflight included", async () => {
    const preflight = await fetch(`${emulator.url}/v1/checkout/payments`, {
      method: "OPTIONS",
      headers: { Origin: shopOrigin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const refused = await fetch(`${emulator.url}/v1/checkout/preferences?key_id=rzp_test_unknown`, { headers: { Origin: shopOrigin } });
    expect(refused.status).toBe(401);
    // Even the refusal is readable by the page, so checkout can show it.
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("check the key and describe the order", async () => {
    const order = await createOrder(25_000);
    const known = await api(`/v1/checkout/preferences?key_id=${KEY.keyId}&order_id=${order.id}`, { auth: false });
    expect(known.status).toBe(200);
    expect(known.body.order).toEqual({ id: order.id, amount: 25_000, currency: "INR", status: "created" });
    const unknownOrder = await api(`/v1/checkout/preferences?key_id=${KEY.keyId}&order_id=order_AAAAAAAAAAAAAA`, { auth: false });
    expect(unknownOrder.status).toBe(400);
  });

  it("pay an order: signed response for a success card, failure details for a declined one, field errors for bad input", async () => {
    const order = await createOrder(30_000);
    const pay = (card: Record<string, string>, keyId = KEY.keyId) =>
      api("/v1/checkout/payments", { auth: false, method: "POST", body: JSON.stringify({ key_id: keyId, order_id: order.id, card, email: "asha@example.in", contact: "+919876543210" }) });

    expect((await pay({ number: SUCCESS_CARD, expiry: "12/30", cvv: "123" }, "rzp_test_unknown")).status).toBe(401);
    for (const [card, field] of [
      [{ number: "4100 2800 0000 1008", expiry: "12/30", cvv: "123" }, "card[number]"],
      [{ number: "4111 1111 1111 1111", expiry: "12/30", cvv: "123" }, "card[number]"],
      [{ number: SUCCESS_CARD, expiry: "01/20", cvv: "123" }, "card[expiry]"],
      [{ number: SUCCESS_CARD, expiry: "13/30", cvv: "123" }, "card[expiry]"],
      [{ number: SUCCESS_CARD, expiry: "12/30", cvv: "12" }, "card[cvv]"],
    ] as const) {
      const refused = await pay(card);
      expect(refused.status).toBe(400);
      expect((refused.body.error as { field: string }).field).toBe(field);
    }

    const declined = await pay({ number: DECLINED_CARD, expiry: "12/30", cvv: "123" });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "failed", error: { reason: "card_declined", metadata: { order_id: order.id } } });

    const paid = await pay({ number: SUCCESS_CARD, expiry: "12/30", cvv: "123" });
    expect(paid.body).toMatchObject({ status: "captured", callback: "sent" });
    const response = paid.body.response as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    const expected = createHmac("sha256", KEY.keySecret).update(`${order.id}|${response.razorpay_payment_id}`).digest("hex");
    expect(response.razorpay_signature).toBe(expected);
    const payment = await api(`/v1/payments/${response.razorpay_payment_id}`);
    expect(payment.body).toMatchObject({ status: "captured", email: "asha@example.in", contact: "+919876543210" });
  });

  it("with withholdCallback, the page gets no signed response but the webhook still comes", async () => {
    const receiver = await startReceiver();
    try {
      emulator.setWebhookUrl(receiver.url);
      emulator.updateSettings({ withholdCallback: true });
      const order = await createOrder();
      const paid = await api("/v1/checkout/payments", {
        auth: false,
        method: "POST",
        body: JSON.stringify({ key_id: KEY.keyId, order_id: order.id, card: { number: SUCCESS_CARD, expiry: "12/30", cvv: "123" } }),
      });
      expect(paid.body).toEqual({ status: "captured", callback: "withheld" });
      await emulator.waitForWebhooks();
      const events = receiver.received.map((r) => (JSON.parse(r.rawBody) as { event: string }).event);
      expect(events).toEqual(["payment.captured", "order.paid"]);
      expect((await api(`/v1/orders/${order.id}`)).body.status).toBe("paid");
    } finally {
      await receiver.close();
    }
  });
});

describe("UPI and net banking (Razorpay's test mode)", () => {
  interface CheckoutAnswer {
    status: string;
    callback?: string;
    response?: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    error?: { reason: string; description: string; field?: string | null; metadata?: { payment_id: string } };
  }
  const pay = async (orderId: string, paying: Record<string, unknown>) => {
    const answer = await api("/v1/checkout/payments", { auth: false, method: "POST", body: JSON.stringify({ key_id: KEY.keyId, order_id: orderId, ...paying }) });
    return { status: answer.status, body: answer.body as unknown as CheckoutAnswer };
  };
  const signatureOf = (orderId: string, paymentId: string) => createHmac("sha256", KEY.keySecret).update(`${orderId}|${paymentId}`).digest("hex");
  const eventsOf = (receiver: { received: Received[] }) => receiver.received.map((r) => (JSON.parse(r.rawBody) as { event: string }).event);

  it("UPI: success@razorpay is captured, failure@razorpay fails, and an unknown or malformed UPI ID is refused on its field", async () => {
    const order = await createOrder(12_345);
    for (const vpa of ["asha@", "not a upi id", "asha.rao@okhdfcbank"]) {
      const refused = await pay(order.id, { method: "upi", vpa });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ field: "vpa" });
    }
    expect((await api(`/v1/orders/${order.id}`)).body.attempts).toBe(0);

    const failed = await pay(order.id, { method: "upi", vpa: "failure@razorpay" });
    expect(failed.body).toMatchObject({ status: "failed", error: { reason: "payment_failed" } });
    const failedPayment = await api(`/v1/payments/${failed.body.error!.metadata!.payment_id}`);
    expect(failedPayment.body).toMatchObject({ status: "failed", method: "upi", vpa: "failure@razorpay", card_id: null, bank: null, captured: false });

    const paid = await pay(order.id, { method: "upi", vpa: "Success@Razorpay" });
    expect(paid.body).toMatchObject({ status: "captured", callback: "sent" });
    const response = paid.body.response!;
    expect(response.razorpay_signature).toBe(signatureOf(order.id, response.razorpay_payment_id));
    const payment = await api(`/v1/payments/${response.razorpay_payment_id}`);
    expect(payment.body).toMatchObject({ status: "captured", captured: true, method: "upi", vpa: "success@razorpay", card_id: null, bank: null });
    expect((await api(`/v1/orders/${order.id}`)).body).toMatchObject({ status: "paid", attempts: 2, amount_paid: 12_345 });
  });

  it("UPI late@razorpay: authorised at once with a signed response for the page, captured lateCaptureDelayMs later, which only the webhooks tell", async () => {
    const receiver = await startReceiver();
    try {
      emulator.setWebhookUrl(receiver.url);
      emulator.updateSettings({ lateCaptureDelayMs: 400, webhookDelayMs: 0 });
      const order = await createOrder(20_000);
      const paidAt = Date.now();
      const paid = await pay(order.id, { method: "upi", vpa: "late@razorpay" });
      expect(paid.body).toMatchObject({ status: "authorized", callback: "sent" });
      const response = paid.body.response!;
      expect(response.razorpay_signature).toBe(signatureOf(order.id, response.razorpay_payment_id));
      // Until the capture: the bank has approved, Razorpay has not taken the money.
      expect((await api(`/v1/payments/${response.razorpay_payment_id}`)).body).toMatchObject({ status: "authorized", captured: false, method: "upi", fee: null });
      expect((await api(`/v1/orders/${order.id}`)).body).toMatchObject({ status: "attempted", amount_paid: 0 });
      // Nor can it be refunded yet.
      expect((await api(`/v1/payments/${response.razorpay_payment_id}/refund`, { method: "POST", body: "{}" })).status).toBe(400);

      await emulator.waitForWebhooks();
      expect(eventsOf(receiver)).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
      const capturedAt = receiver.received[1]!.at;
      expect(capturedAt - paidAt).toBeGreaterThanOrEqual(380);
      const captured = JSON.parse(receiver.received[1]!.rawBody) as { payload: { payment: { entity: { id: string; status: string; captured: boolean } } } };
      expect(captured.payload.payment.entity).toMatchObject({ id: response.razorpay_payment_id, status: "captured", captured: true });
      expect((await api(`/v1/payments/${response.razorpay_payment_id}`)).body).toMatchObject({ status: "captured", captured: true });
      expect((await api(`/v1/orders/${order.id}`)).body).toMatchObject({ status: "paid", amount_paid: 20_000 });
    } finally {
      await receiver.close();
    }
  });

  it("captures an authorised payment through POST /v1/payments/:id/capture once, for its full amount; the late capture then finds nothing to do", async () => {
    const receiver = await startReceiver();
    try {
      emulator.setWebhookUrl(receiver.url);
      emulator.updateSettings({ lateCaptureDelayMs: 300, webhookDelayMs: 0 });
      const order = await createOrder(15_000);
      const { razorpay_payment_id: paymentId } = await emulator.payOrder(order.id, { vpa: "late@razorpay" });
      const capture = (body: unknown) => api(`/v1/payments/${paymentId}/capture`, { method: "POST", body: JSON.stringify(body) });
      const wrongAmount = await capture({ amount: 14_000, currency: "INR" });
      expect(wrongAmount.status).toBe(400);
      expect(wrongAmount.body.error).toMatchObject({ field: "amount" });
      const captured = await capture({ amount: 15_000, currency: "INR" });
      expect(captured.status).toBe(200);
      expect(captured.body).toMatchObject({ id: paymentId, status: "captured", captured: true });
      expect((await capture({ amount: 15_000, currency: "INR" })).body.error).toMatchObject({ description: "This payment has already been captured" });
      await emulator.waitForWebhooks();
      expect(eventsOf(receiver)).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
      const card = await emulator.payOrder((await createOrder()).id, { card: SUCCESS_CARD });
      expect((await api(`/v1/payments/${card.razorpay_payment_id}/capture`, { method: "POST", body: "{}" })).status).toBe(400);
    } finally {
      await receiver.close();
    }
  });

  it("net banking: preferences list the banks; the test bank's answer decides; a bank not listed is refused", async () => {
    const order = await createOrder(9_900);
    const preferences = await api(`/v1/checkout/preferences?key_id=${KEY.keyId}&order_id=${order.id}`, { auth: false });
    const methods = preferences.body.methods as { card: boolean; upi: boolean; netbanking: Record<string, string> };
    expect(methods).toMatchObject({ card: true, upi: true });
    expect(methods.netbanking).toMatchObject({ HDFC: "HDFC Bank", SBIN: "State Bank of India", ICIC: "ICICI Bank" });

    expect((await pay(order.id, { method: "netbanking", bank: "NOPE", bank_answer: "success" })).body.error).toMatchObject({ field: "bank" });
    expect((await pay(order.id, { method: "netbanking", bank: "HDFC", bank_answer: "maybe" })).status).toBe(400);
    expect((await pay(order.id, { method: "wallet" })).body.error).toMatchObject({ field: "method" });

    const failed = await pay(order.id, { method: "netbanking", bank: "HDFC", bank_answer: "failure" });
    expect(failed.body).toMatchObject({ status: "failed", error: { reason: "payment_failed" } });
    const paid = await pay(order.id, { method: "netbanking", bank: "SBIN", bank_answer: "success" });
    expect(paid.body.status).toBe("captured");
    expect((await api(`/v1/payments/${paid.body.response!.razorpay_payment_id}`)).body).toMatchObject({ method: "netbanking", bank: "SBIN", vpa: null, card_id: null, status: "captured" });
    const inProcess = await emulator.payOrder((await createOrder()).id, { bank: "UTIB" });
    expect((await api(`/v1/payments/${inProcess.razorpay_payment_id}`)).body).toMatchObject({ method: "netbanking", bank: "UTIB" });
    const cardPayment = await emulator.payOrder((await createOrder()).id, { card: SUCCESS_CARD });
    expect((await api(`/v1/payments/${cardPayment.razorpay_payment_id}`)).body).toMatchObject({ method: "card", vpa: null, bank: null, card_id: expect.stringMatching(/^card_/) });
  });

  it("stopping cancels a late capture still to come", async () => {
    const other = await startRazorpayEmulator({ ...KEY });
    other.updateSettings({ lateCaptureDelayMs: 60_000 });
    const order = await (await fetch(`${other.url}/v1/orders`, { method: "POST", headers: { Authorization: basicAuth, "Content-Type": "application/json" }, body: JSON.stringify({ amount: 10_000 }) })).json() as { id: string };
    await other.payOrder(order.id, { vpa: "late@razorpay" });
    const started = Date.now();
    await other.stop();
    await other.waitForWebhooks();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("webhook delivery", () => {
  it("sends Razorpay's envelope, signed over the raw body, with a unique event id per event", async () => {
    const receiver = await startReceiver();
    try {
      emulator.setWebhookUrl(receiver.url);
      const order = await createOrder(42_000);
      const response = await emulator.payOrder(order.id, { card: SUCCESS_CARD });
      await emulator.waitForWebhooks();
      expect(receiver.received).toHaveLength(2);
      const ids = receiver.received.map((r) => r.headers["x-razorpay-event-id"]);
      expect(new Set(ids).size).toBe(2);
      for (const { rawBody, headers } of receiver.received) {
        expect(headers["content-type"]).toBe("application/json");
        expect(headers["x-razorpay-signature"]).toBe(createHmac("sha256", KEY.webhookSecret).update(rawBody).digest("hex"));
        const event = JSON.parse(rawBody) as { entity: string; account_id: string; created_at: number; payload: { payment: { entity: { id: string } } } };
        expect(event.entity).toBe("event");
        expect(event.account_id).toMatch(/^acc_[A-Za-z0-9]{14}$/);
        expect(event.created_at).toBeTypeOf("number");
        expect(event.payload.payment.entity.id).toBe(response.razorpay_payment_id);
      }
      const [captured, orderPaid] = receiver.received.map((r) => JSON.parse(r.rawBody) as { event: string; contains: string[] });
      expect(captured).toMatchObject({ event: "payment.captured", contains: ["payment"] });
      expect(orderPaid).toMatchObject({ event: "order.paid", contains: ["payment", "order"] });
      expect(emulator.deliveries.slice(-2).map((d) => [d.event, d.status, d.attempt])).toEqual([
        ["payment.captured", 200, 1],
        ["order.paid", 200, 1],
      ]);
    } finally {
      await receiver.close();
    }
  });

  it("retries with backoff on non-2xx until it is accepted, logging every attempt", async () => {
    const receiver = await startReceiver([500, 503]);
    try {
      emulator.setWebhookUrl(receiver.url);
      emulator.updateSettings({ webhookDelayMs: 0 });
      const order = await createOrder();
      await emulator.payOrder(order.id, { card: DECLINED_CARD }).catch(() => undefined);
      await emulator.waitForWebhooks();
      const attempts = emulator.deliveries.filter((d) => d.url === receiver.url);
      expect(attempts.map((d) => [d.event, d.attempt, d.status, d.ok])).toEqual([
        ["payment.failed", 1, 500, false],
        ["payment.failed", 2, 503, false],
        ["payment.failed", 3, 200, true],
      ]);
      expect(new Set(attempts.map((d) => d.eventId)).size).toBe(1);
      // 50 ms, then 100 ms between tries.
      const [first, second, third] = receiver.received.map((r) => r.at);
      expect(second! - first!).toBeGreaterThanOrEqual(40);
      expect(third! - second!).toBeGreaterThanOrEqual(90);
    } finally {
      await receiver.close();
    }
  });

  it("logs network errors and gives up after the last try", async () => {
    const receiver = await startReceiver();
    const deadUrl = receiver.url;
    await receiver.close();
    emulator.setWebhookUrl(deadUrl);
    emulator.updateSettings({ webhookDelayMs: 0 });
    const order = await createOrder();
    await emulator.payOrder(order.id, { card: DECLINED_CARD }).catch(() => undefined);
    await emulator.waitForWebhooks();
    const attempts = emulator.deliveries.filter((d) => d.url === deadUrl);
    expect(attempts.map((d) => [d.attempt, d.status, d.ok])).toEqual([
      [1, null, false],
      [2, null, false],
      [3, null, false],
    ]);
    expect(attempts[0]!.error).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it("waits webhookDelayMs before delivering", async () => {
    const receiver = await startReceiver();
    try {
      emulator.setWebhookUrl(receiver.url);
      emulator.updateSettings({ webhookDelayMs: 400 });
      const order = await createOrder();
      const paidAt = Date.now();
      await emulator.payOrder(order.id, { card: SUCCESS_CARD });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(receiver.received).toHaveLength(0);
      await emulator.waitForWebhooks();
      expect(receiver.received[0]!.at - paidAt).toBeGreaterThanOrEqual(380);
    } finally {
      await receiver.close();
    }
  });

  it("duplicates and shuffles refund events too", async () => {
    const receiver = await startReceiver();
    try {
      const order = await createOrder(10_000);
      const paid = await emulator.payOrder(order.id, { card: SUCCESS_CARD });
      emulator.setWebhookUrl(receiver.url);
      emulator.updateSettings({ duplicateWebhooks: 3 });
      await api(`/v1/payments/${paid.razorpay_payment_id}/refund`, { method: "POST", body: JSON.stringify({ amount: 1_000 }) });
      await emulator.waitForWebhooks();
      const events = receiver.received.map((r) => (JSON.parse(r.rawBody) as { event: string }).event);
      expect(events.filter((e) => e === "refund.created")).toHaveLength(3);
      expect(events.filter((e) => e === "refund.processed")).toHaveLength(3);
      expect(new Set(receiver.received.map((r) => r.headers["x-razorpay-event-id"])).size).toBe(2);

      receiver.received.length = 0;
      emulator.updateSettings({ duplicateWebhooks: 1, shuffleWebhooks: true });
      await api(`/v1/payments/${paid.razorpay_payment_id}/refund`, { method: "POST", body: JSON.stringify({}) });
      await emulator.waitForWebhooks();
      expect(receiver.received.map((r) => (JSON.parse(r.rawBody) as { event: string }).event)).toEqual(["refund.processed", "refund.created"]);
    } finally {
      await receiver.close();
    }
  });

  it("only delivers to this machine", () => {
    expect(() => emulator.setWebhookUrl("https://example.com/hook")).toThrow(/on this machine/);
    expect(() => emulator.setWebhookUrl("http://10.0.0.5/hook")).toThrow(/on this machine/);
    expect(() => emulator.setWebhookUrl("http://localhost:3000/api/webhooks/razorpay")).not.toThrow();
    expect(() => emulator.setWebhookUrl("http://[::1]:3000/hook")).not.toThrow();
  });
});

describe("test controls over HTTP", () => {
  it("reads, changes, validates and resets the settings", async () => {
    const settingsUrl = `${emulator.url}/_emulator/settings`;
    const initial = await (await fetch(settingsUrl)).json();
    expect(initial).toEqual({ withholdCallback: false, webhookDelayMs: 50, duplicateWebhooks: 1, shuffleWebhooks: false, lateCaptureDelayMs: 5_000, failFetchPayment: null });

    const changed = await fetch(settingsUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ duplicateWebhooks: true, failFetchPayment: "500", withholdCallback: true }) });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ duplicateWebhooks: 2, failFetchPayment: "500", withholdCallback: true, shuffleWebhooks: false });
    expect(emulator.settings).toMatchObject({ duplicateWebhooks: 2, failFetchPayment: "500" });

    const order = await createOrder();
    const paid = await emulator.payOrder(order.id, { card: SUCCESS_CARD });
    const failing = await api(`/v1/payments/${paid.razorpay_payment_id}`);
    expect(failing.status).toBe(500);
    expect(failing.body.error).toMatchObject({ code: "SERVER_ERROR" });

    for (const bad of [{ failFetchPayment: "404" }, { webhookDelayMs: -1 }, { lateCaptureDelayMs: 1.5 }, { unknownKnob: true }]) {
      const refused = await fetch(settingsUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(bad) });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { description: string } }).error.description).toMatch(/Invalid emulator settings/);
    }
    expect(() => emulator.updateSettings({ duplicateWebhooks: 0 })).toThrow();

    const reset = await fetch(`${settingsUrl}/reset`, { method: "POST" });
    expect((await reset.json()) as object).toEqual(initial);
    expect((await api(`/v1/payments/${paid.razorpay_payment_id}`)).status).toBe(200);
  });

  it("sets the webhook URL and lists deliveries", async () => {
    const receiver = await startReceiver();
    try {
      const set = await fetch(`${emulator.url}/_emulator/webhook-url`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ url: receiver.url }) });
      expect(await set.json()).toEqual({ url: receiver.url });
      const refused = await fetch(`${emulator.url}/_emulator/webhook-url`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ url: "http://192.168.1.2/hook" }) });
      expect(refused.status).toBe(400);
      const order = await createOrder();
      await emulator.payOrder(order.id, { card: SUCCESS_CARD });
      await emulator.waitForWebhooks();
      const log = (await (await fetch(`${emulator.url}/_emulator/deliveries`)).json()) as { items: Array<{ url: string; status: number }> };
      expect(log.items.filter((d) => d.url === receiver.url).map((d) => d.status)).toEqual([200, 200]);
    } finally {
      await receiver.close();
    }
  });

  it("stops promptly even while a fetch hangs", async () => {
    const other = await startRazorpayEmulator({ ...KEY });
    other.updateSettings({ failFetchPayment: "timeout" });
    const hanging = fetch(`${other.url}/v1/payments/pay_AAAAAAAAAAAAAA`, { headers: { Authorization: basicAuth } }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    await hanging;
  });
});
