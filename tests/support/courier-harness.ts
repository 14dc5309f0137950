import { serve, type ServerType } from "@hono/node-server";
import { afterAll } from "vitest";
import { startSession } from "../../functions/accounts/sessions.js";
import { newId } from "../../functions/data/ids.js";
import type { OrderRecord } from "../../functions/data/orders.js";
import type { Courier } from "../../functions/shipping/courier/courier.js";
import { createApp } from "../../functions/app.js";
import { startCourierEmulator, type CourierEmulator } from "../../infra/local/courier-emulator/index.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { sampleProduct } from "./sample-product.js";
import { testApp } from "./test-app.js";

export const COURIER_ACCOUNT = { email: "api@shop.test", password: "courier-harness-password", webhookKey: "courier-harness-webhook-key" };

/**
 * The real app over a fresh table, served on loopback so the courier emulator's tracking
 * webhooks reach it, with the real Shiprocket client pointed at the emulator.
 */
export async function courierShop() {
  const emulator: CourierEmulator = await startCourierEmulator(COURIER_ACCOUNT);
  const shop = await testApp({
    env: {
      SHIPROCKET_EMAIL: COURIER_ACCOUNT.email,
      SHIPROCKET_PASSWORD: COURIER_ACCOUNT.password,
      SHIPROCKET_API_BASE_URL: emulator.apiUrl,
      COURIER_WEBHOOK_KEY: COURIER_ACCOUNT.webhookKey,
    },
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: shop.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  emulator.setWebhookUrl(`${baseUrl}/api/webhooks/courier`);
  afterAll(async () => {
    await emulator.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function admin() {
    const user = await shop.repos.users.create({ name: "Meera Admin", email: `admin.${Math.random().toString(36).slice(2)}@shop.in`, passwordHash: "x", role: "admin" });
    const token = await startSession(shop.repos, shop.config.jwtSecret, user);
    return { user, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } };
  }

  async function shopper() {
    const user = await shop.repos.users.create({ name: "Asha Rao", email: `asha.${Math.random().toString(36).slice(2)}@example.in`, passwordHash: "x", role: "user" });
    const token = await startSession(shop.repos, shop.config.jwtSecret, user);
    return { user, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } };
  }

  /**
   * A paid order of `quantity` pieces of size M of a new product (stock 5 M after the sale), as
   * checkout stores it; `called`: its confirmation call recorded as confirmed, ready to book.
   */
  async function paidOrder(
    owner: { user: { id: string; name: string; email: string } },
    options: { quantity?: number; paidHoursAgo?: number; product?: Partial<Product>; called?: boolean; id?: string } = {},
  ) {
    const product = await shop.repos.products.create(sampleProduct({ stockBySize: { S: 5, M: 5, L: 5 }, stock: 15, ...options.product }));
    const at = new Date(Date.now() - (options.paidHoursAgo ?? 1) * 3600_000);
    const id = options.id ?? newId(at);
    const quantity = options.quantity ?? 2;
    const order: OrderRecord = {
      id,
      userId: owner.user.id,
      user: { _id: owner.user.id, name: owner.user.name, email: owner.user.email },
      orderItems: [{ product: product.id, name: product.name, image: "/images/catalogue/sample.svg", size: "M", quantity, pricePaise: 149_900 }],
      paymentMethod: "card",
      itemsPaise: 149_900 * quantity,
      taxPaise: 7_138 * quantity,
      shippingPaise: 0,
      totalPaise: 149_900 * quantity,
      isPaid: true,
      paidAt: at.toISOString(),
      status: "processing",
      shippingAddress: { name: owner.user.name, email: owner.user.email, phone: "9876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
      statusHistory: [{ status: "processing", at: at.toISOString(), by: "payment" }],
      ...(options.called ? { confirmationCall: { outcome: "confirmed" as const, at: at.toISOString(), attempts: [{ outcome: "confirmed" as const, at: at.toISOString(), by: "Meera Admin" }] } } : {}),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    };
    await shop.repos.orders.create(order);
    return { order, product };
  }

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

  /** The same app with another courier (one that fails half-way, say). */
  const withCourier = (courier: Courier) => createApp({ config: shop.config, repos: shop.repos, gateway: shop.gateway, courier });

  /** Posts a tracking update as Shiprocket does; `key` null sends no x-api-key at all. */
  const webhook = (body: unknown, key: string | null = COURIER_ACCOUNT.webhookKey) =>
    fetch(`${baseUrl}/api/webhooks/courier`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key === null ? {} : { "x-api-key": key }) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  return { ...shop, emulator, baseUrl, admin, shopper, paidOrder, call, withCourier, webhook };
}
