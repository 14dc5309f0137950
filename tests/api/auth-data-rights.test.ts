// A shopper's rights over her data (DPDP Act 2023): she downloads what the shop holds about her,
// and closes her account, which erases her details and unlinks her orders while the tax
// documents GST law keeps stay as issued (issue 23).
import { beforeAll, describe, expect, it } from "vitest";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import { orderNumber } from "../../shared/order-number.js";
import { authHeader, signIn } from "../support/auth.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, paymentShop, SUCCESS_CARD } from "../support/payment-harness.js";
import { signupToken } from "../support/signup.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let mailbox: Mailbox;

beforeAll(async () => {
  shop = await paymentShop();
  mailbox = await localMailbox();
});

const closeAccount = (token: string, body: unknown) =>
  shop.app.request("/api/auth/account", { method: "DELETE", headers: { "content-type": "application/json", ...authHeader(token) }, body: JSON.stringify(body) });

async function paidOrderFor(token: string, productId: string) {
  const started = await shop.app.request("/api/payments/create-order", {
    method: "POST",
    headers: { "content-type": "application/json", ...authHeader(token) },
    body: JSON.stringify({ items: [{ product: productId, size: "M", quantity: 1 }], shippingAddress: ADDRESS, source: "cart" }),
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const { order, orderId } = (await started.json()) as { order: { id: string }; orderId: string };
  const handled = await shop.emulator.payOrder(order.id, { card: SUCCESS_CARD });
  const confirmed = await shop.app.request("/api/payments/validate-payment", {
    method: "POST",
    headers: { "content-type": "application/json", ...authHeader(token) },
    body: JSON.stringify(handled),
  });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return orderId;
}

describe("my data", () => {
  it("downloads the account and its orders as JSON, for the signed-in shopper only", async () => {
    const asha = await signIn(shop.app, shop.repos, { name: "Asha Rao" });
    const product = await shop.product({ name: "Kota Doria Saree", sizes: ["M"], stock: 5 });
    const orderId = await paidOrderFor(asha.token, product.id);
    const response = await shop.app.request("/api/auth/my-data", { headers: authHeader(asha.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="rangrez-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const { data } = (await response.json()) as { data: { account: { email: string }; orders: Array<{ id: string; shippingAddress: { phone: string } }>; retention: Record<string, string> } };
    expect(data.account.email).toBe(asha.email);
    expect(JSON.stringify(data)).not.toContain("scrypt$");
    expect(data.orders.map((o) => o.id)).toEqual([orderId]);
    expect(data.orders[0]!.shippingAddress.phone).toBe(ADDRESS.phone);
    expect(data.retention.orders).toMatch(/8 years/);
    expect((await shop.app.request("/api/auth/my-data")).status).toBe(401);
  });
});

describe("closing the account", () => {
  it("refuses a wrong password and an order still on its way, changing nothing", async () => {
    const kavya = await signIn(shop.app, shop.repos, { name: "Kavya Menon" });
    const product = await shop.product({ name: "Ikat Cotton Dress", sizes: ["M"], stock: 5 });
    const orderId = await paidOrderFor(kavya.token, product.id);
    const wrong = await closeAccount(kavya.token, { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    const onItsWay = await closeAccount(kavya.token, { password: kavya.password });
    expect(onItsWay.status).toBe(409);
    expect(await onItsWay.json()).toEqual({
      success: false,
      error: `Your order ${orderNumber(orderId)} is on its way. You can close your account once it has been delivered or cancelled; write to us if you need it sooner.`,
      balance: 0,
    });
    expect(await shop.repos.users.get(kavya.user.id)).toBeDefined();
    expect((await shop.repos.orders.get(orderId))!.userId).toBe(kavya.user.id);
  });

  it("erases the account and the orders' contact details, keeps the invoice, and ends every session", async () => {
    const meera = await signIn(shop.app, shop.repos, { name: "Meera Iyer" });
    const product = await shop.product({ name: "Chanderi Kurta", sizes: ["M"], stock: 5 });
    const orderId = await paidOrderFor(meera.token, product.id);
    const admin = await shop.admin();
    // Shipped, then delivered by hand: only the owner may, with a reason (issue 39).
    const shipped = await shop.app.request(`/api/orders/${orderId}/status`, { method: "PATCH", headers: admin.headers, body: JSON.stringify({ status: "shipped", trackingNumber: "BD998877" }) });
    expect(shipped.status).toBe(200);
    const delivered = await shop.app.request(`/api/orders/${orderId}/status`, { method: "PATCH", headers: admin.headers, body: JSON.stringify({ status: "delivered", reason: "Courier's proof of delivery" }) });
    expect(delivered.status).toBe(200);
    await drainOutbox(outboxDeps(shop, mailbox));
    const invoiceBefore = await shop.repos.taxDocuments.getInvoice(orderId);
    expect(invoiceBefore?.number).toBeTruthy();

    const closed = await closeAccount(meera.token, { password: meera.password });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ success: true, message: "Your account has been closed and your personal details erased.", forfeited: 0, kept: expect.arrayContaining([{ what: "Tax invoices and credit notes", why: expect.stringMatching(/GST/), keptFor: "8 years" }]) });

    expect(await shop.repos.users.get(meera.user.id)).toBeUndefined();
    expect(await shop.repos.users.getByEmail(meera.email)).toBeUndefined();
    expect((await shop.app.request("/api/auth/me", { headers: authHeader(meera.token) })).status).toBe(401);
    const order = (await shop.repos.orders.get(orderId))!;
    expect(order.userId).toBe("closed-account");
    expect(JSON.stringify(order)).not.toContain(meera.email);
    expect(JSON.stringify(order)).not.toContain(ADDRESS.phone);
    expect(order.shippingAddress.state).toBe(ADDRESS.state);
    // The tax invoice GST law keeps is as it was issued.
    expect(await shop.repos.taxDocuments.getInvoice(orderId)).toEqual(invoiceBefore);
    // The address can make a new account.
    expect((await shop.app.request("/api/auth/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Meera Iyer", email: meera.email, password: "Mehendi-Night-42" }) })).status).toBe(202);
    const signup = await signupToken(shop, mailbox, meera.email);
    expect(signup, "a sign-up link, not a 'you already have an account' e-mail").toBeDefined();
    expect((await shop.app.request("/api/auth/finish-signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: signup }) })).status).toBe(201);
  });
});
