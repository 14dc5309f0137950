import { createHmac, randomUUID } from "node:crypto";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, expect } from "vitest";
import { hashPassword } from "../../functions/auth/password.js";
import { startSession } from "../../functions/accounts/sessions.js";
import { createPaymentGateway } from "../../functions/payments/gateway.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { startRazorpayEmulator, type RazorpayEmulator, type SettingsPatch } from "../../infra/local/razorpay-emulator/index.js";
import { sampleProduct } from "./sample-product.js";
import { testApp } from "./test-app.js";

import { DECLINED_CARD, SUCCESS_CARD } from "./shop-client.js";

export { DECLINED_CARD, SUCCESS_CARD };

export const ADDRESS = {
  name: "Asha Rao",
  email: "asha@example.in",
  phone: "9876543210",
  address: "12 MG Road",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
};

/**
 * The real app served over HTTP on loopback (so the emulator's webhooks can reach it), with
 * the real razorpay SDK pointed at the Razorpay emulator. Everything stops after the file.
 */
export async function paymentShop(options: { env?: NodeJS.ProcessEnv; now?: () => Date; shipping?: "free" | "charged" } = {}) {
  const keys = { keyId: "rzp_test_paymentsuite", keySecret: "payment-suite-key-secret", webhookSecret: "payment-suite-webhook-secret" };
  const emulator: RazorpayEmulator = await startRazorpayEmulator(keys);
  const gateway = createPaymentGateway({ ...keys, apiBaseUrl: emulator.url, timeoutMs: 10_000 });
  const shop = await testApp({
    gateway,
    now: options.now,
    shipping: options.shipping,
    env: { ...options.env, RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret },
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: shop.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  emulator.setWebhookUrl(`${baseUrl}/api/webhooks/razorpay`);
  afterAll(async () => {
    await emulator.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  let shoppers = 0;
  async function shopper(name = `Shopper ${++shoppers}`) {
    const user = await shop.repos.users.create({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.in`,
      passwordHash: await hashPassword("secret123"),
      role: "user",
    });
    const token = await startSession(shop.repos, shop.config.jwtSecret, user);
    return { user, token, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } };
  }

  async function admin() {
    const user = await shop.repos.users.create({ name: "Meera Admin", email: `admin.${Math.random().toString(36).slice(2)}@shop.in`, passwordHash: "x", role: "admin" });
    const token = await startSession(shop.repos, shop.config.jwtSecret, user);
    return { user, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } };
  }

  async function product(overrides: Partial<Product> = {}) {
    return shop.repos.products.create(sampleProduct(overrides));
  }

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

  /** The hex HMAC-SHA256 of a webhook body, as Razorpay signs it (with the webhook secret unless told otherwise). */
  const signWebhook = (body: string, secret = keys.webhookSecret) => createHmac("sha256", secret).update(body).digest("hex");

  /** Delivers a webhook as Razorpay does: signed, with an event id of its own unless one is given. */
  const webhook = (body: string, options: { signature?: string; eventId?: string } = {}) =>
    fetch(`${baseUrl}/api/webhooks/razorpay`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": options.signature ?? signWebhook(body),
        "x-razorpay-event-id": options.eventId ?? `evt_${randomUUID().replace(/-/g, "").slice(0, 14)}`,
      },
      body,
    });

  /**
   * Pays a Razorpay order by test card with the emulator set as told (e.g. no browser callback,
   * webhooks repeated and shuffled), waits for its webhooks and puts the settings back.
   */
  async function payWith(razorpayOrderId: string, settings: SettingsPatch): Promise<string> {
    emulator.updateSettings(settings);
    try {
      const paid = await emulator.payOrder(razorpayOrderId, { card: SUCCESS_CARD });
      await emulator.waitForWebhooks();
      return paid.razorpay_payment_id;
    } finally {
      emulator.resetSettings();
    }
  }

  /**
   * A new shopper's paid order for these lines, as the storefront makes one: create-order, the
   * success card at the emulator, then the browser's confirmation. Answers the confirmed payment.
   */
  async function paidOrder<P = { id: string }>(items: ReadonlyArray<{ product: string; size: string; quantity: number }>, shippingAddress = ADDRESS): Promise<P> {
    const buyer = await shopper();
    const started = await call("POST", "/api/payments/create-order", buyer.headers, { items, shippingAddress, source: "cart" });
    const body = (await started.json()) as { order: { id: string } };
    const handled = await emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
    const confirmed = await call("POST", "/api/payments/validate-payment", buyer.headers, handled);
    expect(confirmed.status).toBe(200);
    return ((await confirmed.json()) as { payment: P }).payment;
  }

  return { ...shop, emulator, gateway, keys, baseUrl, shopper, admin, product, call, signWebhook, webhook, payWith, paidOrder };
}
