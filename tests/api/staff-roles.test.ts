// The owner's helpers (issue 23, Staff): an invitation by e-mail that sets a password, roles that
// the server enforces per route, a refund limit for staff, role changes that end sessions at once,
// and the audit log that records who changed what, before and after.
import { beforeAll, describe, expect, it } from "vitest";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import { INVITATION_LINK_INVALID } from "../../functions/accounts/staff-invitations.js";
import { SESSION_EXPIRED } from "../../functions/http/auth.js";
import { LAST_ADMIN } from "../../functions/data/users.js";
import { notPermitted, ROLE_PERMISSIONS } from "../../shared/staff-permissions.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import { authHeader, signIn, uniqueEmail, type SignedIn } from "../support/auth.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let mailbox: Mailbox;
let owner: SignedIn;

const STAFF_PASSWORD = "Bandhej-Counter-51";

beforeAll(async () => {
  shop = await paymentShop();
  mailbox = await localMailbox();
  owner = await signIn(shop.app, shop.repos, { role: "owner", name: "Meera Shah" });
  // The subcategory sample products name, so an edit's body is a sound one.
  await shop.repos.subcategories.create({ name: "Dress", category: "clothing", description: "Dress", sortOrder: 1, isActive: true });
});

const send = (method: string, path: string, token: string | undefined, body?: unknown) =>
  shop.app.request(path, {
    method,
    headers: { ...(token ? authHeader(token) : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const adminLogin = (email: string, password: string) => send("POST", "/api/auth/admin-login", undefined, { email, password });

/** The invitation link in the newest e-mail to `to`, after the outbox has sent what is due. */
async function invitationTokenFor(to: string): Promise<string> {
  await drainOutbox(outboxDeps(shop, mailbox));
  const mail = (await mailbox.emails()).filter((e) => e.destination.to.includes(to)).at(-1);
  expect(mail?.subject).toMatch(/You are invited to .*'s admin/);
  const link = /https?:\/\/[^\s"<>]+\/accept-invitation\?token=([^\s"<>&]+)/.exec(mail!.body.text ?? "");
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

async function paidOrder(price: number) {
  const buyer = await shop.shopper();
  const product = await shop.product({ price, originalPrice: price, sizes: ["M", "L"], stockBySize: { M: 6, L: 4 } });
  const started = (await (await shop.call("POST", "/api/payments/create-order", buyer.headers, { items: [{ product: product.id, size: "M", quantity: 1 }], shippingAddress: ADDRESS, source: "cart" })).json()) as { order: { id: string } };
  const paid = await shop.emulator.payOrder(started.order.id, { card: SUCCESS_CARD });
  return (await (await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid)).json()) as { order: Order; payment: Payment };
}

async function auditOf(query: string) {
  const response = await send("GET", `/api/audit?${query}`, owner.token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Array<{ entity: string; entityId: string; action: string; actor: { id: string; name: string; role: string }; at: string; before?: Record<string, unknown>; after?: Record<string, unknown> }> }).data;
}

describe("inviting staff", () => {
  it("the owner invites by e-mail; the link sets a password once; the new staff member signs in and may work on orders but not export", async () => {
    const email = uniqueEmail("rekha");
    const invited = await send("POST", "/api/staff/invitations", owner.token, { email, name: "Rekha Joshi", role: "staff" });
    expect(invited.status).toBe(201);
    expect(await invited.json()).toMatchObject({ success: true, data: { email, role: "staff" }, message: "Invitation sent. The link in the e-mail works for 72 hours." });

    // Nobody can sign in to the invited account before the link is used.
    expect((await adminLogin(email, STAFF_PASSWORD)).status).toBe(401);
    const token = await invitationTokenFor(email);
    const weak = await send("POST", "/api/auth/accept-invitation", undefined, { token, password: "12345678" });
    expect(weak.status).toBe(400);
    const accepted = await send("POST", "/api/auth/accept-invitation", undefined, { token, password: STAFF_PASSWORD });
    expect(await accepted.json()).toEqual({ success: true, message: "Your password is set. Please sign in to the admin." });
    // Single use.
    const again = await send("POST", "/api/auth/accept-invitation", undefined, { token, password: "Another-Kurta-93" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ success: false, error: INVITATION_LINK_INVALID });

    const login = await adminLogin(email, STAFF_PASSWORD);
    expect(login.status).toBe(200);
    const session = (await login.json()) as { token: string; user: { role: string }; permissions: string[] };
    expect(session.user.role).toBe("staff");
    expect(session.permissions).toEqual([...ROLE_PERMISSIONS.staff]);

    const exported = await send("POST", "/api/admin/exports", session.token, { kind: "orders", from: "2026-04-01", to: "2027-03-31" });
    expect(exported.status).toBe(403);
    expect(await exported.json()).toEqual({ success: false, error: notPermitted("exports") });
    expect((await send("GET", "/api/orders?limit=10", session.token)).status).toBe(200);
    expect((await send("GET", "/api/auth/users", session.token)).status).toBe(403);
    const invitesToo = await send("POST", "/api/staff/invitations", session.token, { email: uniqueEmail("x"), name: "Someone Else", role: "owner" });
    expect(invitesToo.status).toBe(403);
    expect(await invitesToo.json()).toEqual({ success: false, error: notPermitted("staff") });

    // The owner's list shows her, invited and accepted.
    const list = (await (await send("GET", "/api/staff", owner.token)).json()) as { data: Array<{ email: string; role: string; invitationPending: boolean }> };
    expect(list.data.find((m) => m.email === email)).toMatchObject({ role: "staff", invitationPending: false });
    const [entry] = await auditOf(`entity=staff&action=invite`);
    expect(entry).toMatchObject({ actor: { id: owner.user._id, name: "Meera Shah", role: "owner" }, after: { email, name: "Rekha Joshi", role: "staff" } });
  });

  it("refuses an invitation for an address that already has an account, and a bad role, naming the rule", async () => {
    const shopper = await signIn(shop.app, shop.repos, { name: "Kavya Menon" });
    const taken = await send("POST", "/api/staff/invitations", owner.token, { email: shopper.email, name: "Kavya Menon", role: "staff" });
    expect(taken.status).toBe(409);
    const badRole = await send("POST", "/api/staff/invitations", owner.token, { email: uniqueEmail("x"), name: "Nisha Rao", role: "admin" });
    expect(badRole.status).toBe(400);
    expect(await badRole.json()).toEqual({ success: false, error: "role must be owner, manager or staff" });
  });
});

describe("refunds and the staff limit", () => {
  it("staff refund up to ₹2,000 a day; above it the refund waits for the owner (tests/api/staff-limits.test.ts); each refund is in the audit log with before and after", async () => {
    const staff = await signIn(shop.app, shop.repos, { role: "staff", name: "Rekha Staff" });
    const manager = await signIn(shop.app, shop.repos, { role: "manager", name: "Anil Manager" });
    const { payment, order } = await paidOrder(5000);

    const tooBig = await send("POST", "/api/payments/admin/refund", staff.token, { paymentId: payment.id, amount: 2500, reason: "Wrong colour" });
    expect(tooBig.status).toBe(202);
    expect(await tooBig.json()).toMatchObject({ success: true, message: "Refunds over ₹2,000 a day need the owner's approval: sent for approval" });
    expect((await shop.gateway.fetchPayment(payment.razorpayPaymentId!)).amount_refunded).toBe(0);

    const small = await send("POST", "/api/payments/admin/refund", staff.token, { paymentId: payment.id, amount: 500, reason: "Loose button" });
    expect(small.status).toBe(200);
    const big = await send("POST", "/api/payments/admin/refund", manager.token, { paymentId: payment.id, amount: 2500, reason: "Wrong colour" });
    expect(big.status).toBe(200);

    const entries = await auditOf(`entity=refund&entityId=${order._id}`);
    expect(entries.map((e) => [e.actor.name, e.actor.role, e.before, e.after?.amountRefundedPaise])).toEqual([
      ["Anil Manager", "manager", { status: "completed", amountRefundedPaise: 50_000 }, 300_000],
      ["Rekha Staff", "staff", { status: "completed", amountRefundedPaise: 0 }, 50_000],
    ]);
  }, 60_000);
});

describe("the audit log", () => {
  it("records a product edit and a stock count with the changed fields before and after", async () => {
    const product = await shop.product({ name: "Chikankari Kurta", price: 1499, originalPrice: 1999, sizes: ["S", "M"], stockBySize: { S: 2, M: 3 } });
    const stored = (await shop.repos.products.get(product.id))!;
    const edit = await send("PUT", `/api/products/${product.id}`, owner.token, { name: "Lucknowi Chikankari Kurta", price: 1599 });
    expect(edit.status).toBe(200);
    const count = await send("PUT", `/api/products/${product.id}`, owner.token, { stockBySize: { S: 5, M: 3 } });
    expect(count.status).toBe(200);

    const entries = await auditOf(`entity=product&entityId=${product.id}`);
    expect(entries.map((e) => ({ action: e.action, before: e.before, after: e.after }))).toEqual([
      { action: "stock count", before: { stockBySize: { S: 2, M: 3 }, stock: 5 }, after: { stockBySize: { S: 5, M: 3 }, stock: 8 } },
      { action: "update", before: { name: "Chikankari Kurta", price: 1499, discount: stored.discount }, after: { name: "Lucknowi Chikankari Kurta", price: 1599, discount: 20 } },
    ]);
    expect(entries[0]!.actor).toEqual({ id: owner.user._id, name: "Meera Shah", role: "owner" });
  });

  it("settings are the owner's: a manager is refused; the owner's save is audited with before and after", async () => {
    const manager = await signIn(shop.app, shop.repos, { role: "manager", name: "Kavya Manager" });
    const read = await send("GET", "/api/settings", owner.token);
    expect(read.status).toBe(200);
    const current = ((await read.json()) as { data: { version: number; shipping: { pickupPincode: string } } }).data;
    const byManager = await send("PUT", "/api/settings", manager.token, { version: current.version, shipping: { ...current.shipping, pickupPincode: "400001" } });
    expect(byManager.status).toBe(403);
    expect(await byManager.json()).toEqual({ success: false, error: notPermitted("settings") });
    expect((await send("GET", "/api/settings", manager.token)).status).toBe(403);

    const byOwner = await send("PUT", "/api/settings", owner.token, { version: current.version, shipping: { ...current.shipping, pickupPincode: "560001" } });
    expect(byOwner.status).toBe(200);
    const [entry] = await auditOf("entity=setting");
    expect(entry).toMatchObject({ entity: "setting", entityId: "shop", action: "update", actor: { id: owner.user._id, role: "owner" } });
    expect((entry!.before!.shipping as { pickupPincode: string }).pickupPincode).toBe(current.shipping.pickupPincode);
    expect((entry!.after!.shipping as { pickupPincode: string }).pickupPincode).toBe("560001");
  });

  it("records a CSV import as one entry naming each product's changed fields", async () => {
    const product = await shop.product({ name: "Kota Doria Saree", price: 2199, originalPrice: 2499 });
    const imported = await send("POST", "/api/admin/products/import", owner.token, { csv: `id,price\n${product.id},2099\n`, apply: true });
    expect(imported.status).toBe(200);
    const [entry] = await auditOf("entity=product&action=import");
    expect(entry).toMatchObject({ entityId: "import", before: { [product.id]: { price: 2199 } }, after: { [product.id]: { price: 2099 } } });
  });

  it("records a role change, which ends that person's sessions at once; the owner cannot change her own role", async () => {
    const staff = await signIn(shop.app, shop.repos, { role: "staff", name: "Sunita Staff" });
    const changed = await send("PUT", `/api/staff/${staff.user._id}`, owner.token, { role: "manager" });
    expect(changed.status).toBe(200);
    const stale = await send("GET", "/api/orders?limit=1", staff.token);
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ success: false, error: SESSION_EXPIRED });
    const [entry] = await auditOf(`entity=staff&entityId=${staff.user._id}`);
    expect(entry).toMatchObject({ action: "role", before: { role: "staff" }, after: { role: "manager" }, actor: { name: "Meera Shah" } });

    const removed = await send("DELETE", `/api/staff/${staff.user._id}`, owner.token);
    expect(removed.status).toBe(200);
    expect((await shop.repos.users.get(staff.user._id))!.role).toBe("user");
    expect((await send("PUT", `/api/staff/${owner.user._id}`, owner.token, { role: "staff" })).status).toBe(400);
  });

  it("a manager may not change who is staff, nor make anyone an owner through the users page", async () => {
    const manager = await signIn(shop.app, shop.repos, { role: "manager", name: "Anil Manager" });
    const shopper = await signIn(shop.app, shop.repos, { name: "Pooja Verma" });
    const promote = await send("PUT", `/api/auth/users/${shopper.user._id}`, manager.token, { role: "admin" });
    expect(promote.status).toBe(403);
    expect(await promote.json()).toEqual({ success: false, error: notPermitted("staff") });
    expect((await shop.repos.users.get(shopper.user._id))!.role).toBe("user");
    // A shopper's own details are the manager's to fix.
    expect((await send("PUT", `/api/auth/users/${shopper.user._id}`, manager.token, { name: "Pooja Verma Shah" })).status).toBe(200);
    expect((await send("GET", "/api/audit", manager.token)).status).toBe(403);
  });

  it("of two owners demoting each other at once, one stays an owner", async () => {
    const own = await paymentShop();
    const [a, b] = [await signIn(own.app, own.repos, { role: "owner" }), await signIn(own.app, own.repos, { role: "owner" })];
    const demote = (by: SignedIn, who: SignedIn) =>
      own.app.request(`/api/staff/${who.user._id}`, { method: "PUT", headers: { ...authHeader(by.token), "content-type": "application/json" }, body: JSON.stringify({ role: "staff" }) });
    const answers = await Promise.all([demote(a, b), demote(b, a)]);
    const statuses = answers.map((r) => r.status).sort();
    // Either one wins and the other finds itself demoted (401) or refused as the last owner (409).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const owners = [await own.repos.users.get(a.user._id), await own.repos.users.get(b.user._id)].filter((u) => u!.role === "owner");
    expect(owners).toHaveLength(1);
    void LAST_ADMIN;
  });

  it("filters by actor and time, pages with a cursor, and refuses a forged cursor with 400", async () => {
    const first = await auditOf("limit=1");
    expect(first).toHaveLength(1);
    const page = (await (await send("GET", "/api/audit?limit=1", owner.token)).json()) as { pagination: { nextCursor: string } };
    const second = (await (await send("GET", `/api/audit?limit=1&cursor=${page.pagination.nextCursor}`, owner.token)).json()) as { data: Array<{ at: string }> };
    expect(second.data[0]!.at <= first[0]!.at).toBe(true);
    const forged = await send("GET", `/api/audit?cursor=${Buffer.from(JSON.stringify({ pk: "USER#1", sk: "x" })).toString("base64url")}`, owner.token);
    expect(forged.status).toBe(400);
    expect((await auditOf("actor=anil")).every((e) => e.actor.name === "Anil Manager")).toBe(true);
    expect(await auditOf("to=2001-01-01")).toEqual([]);
    const badDate = await send("GET", "/api/audit?from=yesterday", owner.token);
    expect(await badDate.json()).toEqual({ success: false, error: "from must be a date (YYYY-MM-DD) or an ISO time" });
  });
});
