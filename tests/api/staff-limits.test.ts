// Issue 39, item 3: insider controls (maker-checker), through the real HTTP routes, DynamoDB Local,
// the Razorpay emulator and the local SES. A staff member's limit is per person per day across
// refunds, cancellations, store credit added and returns received; over it the payout is not made
// but filed for the owner (202, "… need the owner's approval: sent for approval"), who approves it
// once (it is carried out in her name) or declines it with a reason. Nobody pays herself. Only the
// owner marks an order delivered by hand, with a reason, and never one that was not shipped.
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { OWN_REQUEST } from "../../functions/staff-limits/decide-approval.js";
import type { ApprovalJson } from "../../functions/staff-limits/approval-json.js";
import type { ReturnJson } from "../../functions/returns/return-json.js";
import { shopDate } from "../../shared/shop-calendar.js";
import { DELIVERED_BY_OWNER_ONLY, DELIVERED_NEEDS_REASON, NOT_SHIPPED, ownAccountMessage } from "../../shared/staff-limits.js";
import { notPermitted } from "../../shared/staff-permissions.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { auditTable, scanTable } from "../support/table-audit.js";
import { toPayment } from "../../functions/data/payments.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let mailbox: Mailbox;
let outbox: OutboxDeps;
let owner: SignedIn;

const REFUNDS_OVER = "Refunds over ₹2,000 a day need the owner's approval: sent for approval";

beforeAll(async () => {
  shop = await paymentShop();
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
  owner = await signIn(shop.app, shop.repos, { role: "owner", name: "Meera Shah" });
});

const headersOf = (who: { token: string }) => ({ ...authHeader(who.token), "content-type": "application/json" });

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: { success: boolean; error?: string; message?: string; data: T; approval?: ApprovalJson; payment?: Payment; order?: Order };
}

async function call<T = Record<string, unknown>>(method: string, path: string, who: { token: string }, body?: unknown): Promise<Answer<T>> {
  const response = await shop.call(method, path, headersOf(who), body);
  return { status: response.status, body: (await response.json()) as Answer<T>["body"] };
}

/** A new member of the back office, so each test starts her day at nothing. */
const member = (role: "staff" | "manager", name: string) => signIn(shop.app, shop.repos, { role, name });

/** A paid order of `quantity` pieces at `price` rupees, bought by `buyer` (a new shopper unless given). */
async function paidOrder(price: number, options: { quantity?: number; buyer?: SignedIn } = {}) {
  const headers = options.buyer ? headersOf(options.buyer) : (await shop.shopper()).headers;
  const product = await shop.product({ price, originalPrice: price, sizes: ["M", "L"], stockBySize: { M: 10, L: 10 } });
  const started = await shop.call("POST", "/api/payments/create-order", headers, { items: [{ product: product.id, size: "M", quantity: options.quantity ?? 1 }], shippingAddress: ADDRESS, source: "cart" });
  expect(started.status).toBe(201);
  const paid = await shop.emulator.payOrder(((await started.json()) as { order: { id: string } }).order.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", headers, paid);
  expect(confirmed.status).toBe(200);
  const body = (await confirmed.json()) as { order: Order; payment: Payment };
  return { ...body, product };
}

const refundedAtRazorpay = async (payment: Payment) => (await shop.gateway.fetchPayment(payment.razorpayPaymentId!)).amount_refunded;
const usedToday = async (who: SignedIn) => shop.repos.staffDays.used(who.user._id, shopDate(new Date()));
const pendingOf = async (who: SignedIn) => (await call<ApprovalJson[]>("GET", "/api/approvals", owner)).body.data.filter((a) => a.requestedBy.id === who.user._id);

async function auditOf(entityId: string) {
  return (await shop.repos.audit.list({ entityId }, { limit: 50 })).items;
}

describe("a staff member's day's limit", () => {
  it("splitting a refund into calls stops at ₹2,000 a day: the third call goes to the owner, and nothing more reaches Razorpay", async () => {
    const rekha = await member("staff", "Rekha Staff");
    const { payment } = await paidOrder(999, { quantity: 3 });
    const refund = () => call("POST", "/api/payments/admin/refund", rekha, { paymentId: payment.id, amount: 999, reason: "Late delivery" });
    expect((await refund()).status).toBe(200);
    expect((await refund()).status).toBe(200);
    const third = await refund();
    expect(third.status, JSON.stringify(third.body)).toBe(202);
    expect(third.body).toMatchObject({ success: true, message: REFUNDS_OVER, approval: { kind: "refund", status: "pending", amount: 999, usedToday: 1998, limit: 2000, requestedBy: { id: rekha.user._id, name: "Rekha Staff", role: "staff" } } });
    expect(third.body.approval!.summary).toMatch(/^Refund ₹999\.00 of order #[0-9A-F]{6}$/);
    expect(await refundedAtRazorpay(payment)).toBe(199_800);
    expect(await usedToday(rekha)).toBe(199_800);
  }, 60_000);

  it("20 parallel refunds by one staff member pay out no more than her limit; the rest become approval requests; no 5xx", async () => {
    const sunita = await member("staff", "Sunita Staff");
    const orders: Array<Awaited<ReturnType<typeof paidOrder>>> = [];
    for (let i = 0; i < 20; i++) orders.push(await paidOrder(500));
    const answers = await Promise.all(orders.map(({ payment }) => call("POST", "/api/payments/admin/refund", sunita, { paymentId: payment.id, reason: "Customer changed her mind" })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500), JSON.stringify(answers.filter((a) => a.status >= 500).map((a) => a.body))).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 202)).toHaveLength(16);
    for (const answer of answers.filter((a) => a.status === 202)) expect(answer.body.message).toBe(REFUNDS_OVER);

    // Recount from the table and from Razorpay: what she paid out is what her day counts, ₹2,000.
    const refunded = await Promise.all(orders.map(({ payment }) => refundedAtRazorpay(payment)));
    expect(refunded.reduce((sum, paise) => sum + paise, 0)).toBe(200_000);
    const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    const recorded = items.filter((item) => item.entity === "payment" && orders.some((o) => o.payment.id === item.id)).flatMap((item) => toPayment(item).refunds);
    expect(recorded.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(200_000);
    expect(auditTable(items).problems).toEqual([]);
    expect(await usedToday(sunita)).toBe(200_000);
    expect((await pendingOf(sunita)).map((a) => a.amount).sort()).toEqual(Array(16).fill(500));
  }, 180_000);

  it("20 parallel store-credit additions by one manager add at most her limit; the rest wait for the owner", async () => {
    // Store credit by hand is a manager's (staff have no store-credit permission): ₹20,000 a day.
    const kavya = await member("manager", "Kavya Manager");
    const shopper = await shop.shopper();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call("POST", `/api/users/${shopper.user.id}/store-credit`, kavya, { amount: 2000, reason: `Goodwill ${i + 1}` })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const sent = answers.filter((a) => a.status === 202);
    expect(sent).toHaveLength(10);
    expect(sent[0]!.body.message).toBe("Store credit over ₹20,000 a day needs the owner's approval: sent for approval");
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(2_000_000);
    expect(await usedToday(kavya)).toBe(2_000_000);
    expect(new Set(sent.map((a) => a.body.approval!.id)).size).toBe(10);
    // A take-away is not a payout: it is never held back.
    expect((await call("POST", `/api/users/${shopper.user.id}/store-credit`, kavya, { amount: -100, reason: "Typo yesterday" })).status).toBe(200);
  }, 60_000);

  it("a manager's default limit is higher (₹20,000); the owner has none", async () => {
    const anil = await member("manager", "Anil Manager");
    const { payment } = await paidOrder(5000);
    expect((await call("POST", "/api/payments/admin/refund", anil, { paymentId: payment.id, amount: 2500, reason: "Wrong colour" })).status).toBe(200);
    const big = await paidOrder(21000);
    const over = await call("POST", "/api/payments/admin/refund", anil, { paymentId: big.payment.id, reason: "Never arrived" });
    expect(over.status).toBe(202);
    expect(over.body.message).toBe("Refunds over ₹20,000 a day need the owner's approval: sent for approval");
    const byOwner = await call("POST", "/api/payments/admin/refund", owner, { paymentId: big.payment.id, reason: "Never arrived" });
    expect(byOwner.status).toBe(200);
  }, 60_000);
});

describe("nobody pays herself", () => {
  it("a manager cannot give her own shopper account store credit (403, nothing added)", async () => {
    const nisha = await member("manager", "Nisha Manager");
    const own = await call("POST", `/api/users/${nisha.user._id}/store-credit`, nisha, { amount: 500, reason: "Goodwill" });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ success: false, error: ownAccountMessage("store-credit") });
    expect(await shop.repos.storeCredit.balance(nisha.user._id)).toBe(0);
    // Nor take any away, nor does the owner credit herself.
    expect((await call("POST", `/api/users/${nisha.user._id}/store-credit`, nisha, { amount: -1, reason: "Tidy up" })).status).toBe(403);
    expect((await call("POST", `/api/users/${owner.user._id}/store-credit`, owner, { amount: 500, reason: "Goodwill" })).status).toBe(403);
  });

  it("a staff member cannot refund, or cancel with a refund, an order she placed herself", async () => {
    const pooja = await member("staff", "Pooja Staff");
    const { payment, order } = await paidOrder(800, { buyer: pooja });
    const refund = await call("POST", "/api/payments/admin/refund", pooja, { paymentId: payment.id, amount: 100, reason: "Goodwill" });
    expect(refund.status).toBe(403);
    expect(refund.body).toEqual({ success: false, error: "You cannot refund your own order; ask another member of staff." });
    const cancel = await call("POST", `/api/orders/${order._id}/cancel-by-shop`, pooja, { reason: "Changed my mind" });
    expect(cancel.status).toBe(403);
    expect(cancel.body).toEqual({ success: false, error: ownAccountMessage("cancel") });
    expect(await refundedAtRazorpay(payment)).toBe(0);
    expect((await shop.repos.orders.get(order._id))!.status).toBe("processing");
    // Another member of staff may.
    const other = await member("staff", "Other Staff");
    expect((await call("POST", "/api/payments/admin/refund", other, { paymentId: payment.id, amount: 100, reason: "Goodwill" })).status).toBe(200);
  }, 60_000);

  it("a staff member cannot receive a return of her own order", async () => {
    const leela = await member("staff", "Leela Staff");
    const { order, product } = await paidOrder(1200, { buyer: leela });
    await shop.repos.orders.updateStatus(order._id, { status: "delivered", by: "Courier (test)", deliveredAt: new Date().toISOString() });
    const asked = await call<ReturnJson>("POST", `/api/orders/${order._id}/returns`, leela, { items: [{ product: product.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "store-credit" }] });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((await call("POST", `/api/returns/${asked.body.data.id}/approve`, owner)).status).toBe(200);
    const received = await call("POST", `/api/returns/${asked.body.data.id}/receive`, leela, { items: [{ product: product.id, size: "M", quantity: 1, condition: "restockable" }] });
    expect(received.status).toBe(403);
    expect(received.body).toEqual({ success: false, error: ownAccountMessage("return") });
    expect((await shop.repos.returns.get(asked.body.data.id))!.state).toBe("approved");
    expect(await shop.repos.storeCredit.balance(leela.user._id)).toBe(0);
  }, 60_000);
});

describe("marking delivered by hand", () => {
  it("is the owner's alone, with a reason, and never for an order that was not shipped", async () => {
    const staff = await member("staff", "Asha Staff");
    const manager = await member("manager", "Ravi Manager");
    const { order } = await paidOrder(700);
    const path = `/api/orders/${order._id}/status`;
    for (const who of [staff, manager]) {
      const refused = await call("PATCH", path, who, { status: "delivered", reason: "Customer said so on the phone" });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, error: DELIVERED_BY_OWNER_ONLY });
    }
    const noReason = await call("PATCH", path, owner, { status: "delivered" });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ success: false, error: DELIVERED_NEEDS_REASON });
    const unshipped = await call("PATCH", path, owner, { status: "delivered", reason: "Customer said so on the phone" });
    expect(unshipped.status).toBe(409);
    expect(unshipped.body).toEqual({ success: false, error: NOT_SHIPPED });
    const stored = (await shop.repos.orders.get(order._id))!;
    expect(stored.status).toBe("processing");
    expect(stored.deliveredAt).toBeUndefined();
    // The return window stays shut: the shopper cannot ask for store credit.
    const returnable = await shop.call("GET", `/api/orders/${order._id}/returnable`, headersOf(owner));
    expect(((await returnable.json()) as { data: { windowEndsAt: string | null } }).data.windowEndsAt).toBeNull();

    expect((await call("PATCH", path, staff, { status: "shipped", trackingNumber: "BD12345", carrier: "Blue Dart" })).status).toBe(200);
    const done = await call<Order>("PATCH", path, owner, { status: "delivered", reason: "Blue Dart's proof of delivery" });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe("delivered");
    expect(done.body.data.statusHistory.at(-1)).toMatchObject({ status: "delivered", note: "Marked delivered by hand: Blue Dart's proof of delivery" });
    const [entry] = await auditOf(order._id);
    expect(entry).toMatchObject({ action: "status", actor: { id: owner.user._id }, after: { status: "delivered", reason: "Blue Dart's proof of delivery" } });
  }, 60_000);

  it("the return window starts at the courier's delivery time, not when someone marked it by hand", async () => {
    const { order } = await paidOrder(900);
    const courierDelivered = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
    await shop.repos.db.doc.send(
      new PutCommand({
        TableName: shop.repos.db.tableName,
        Item: {
          pk: `ORDER#${order._id}`,
          sk: "SHIPMENT",
          entity: "shipment",
          orderId: order._id,
          aggregator: "shiprocket",
          state: "booked",
          awb: "SR123456",
          parcel: { weightGrams: 500, lengthCm: 30, breadthCm: 25, heightCm: 4 },
          status: "delivered",
          statusAt: courierDelivered,
          scans: [{ at: courierDelivered, status: "delivered", activity: "Delivered", location: "Pune" }],
          createdAt: courierDelivered,
          updatedAt: courierDelivered,
        },
      }),
    );
    const marked = await call<Order>("PATCH", `/api/orders/${order._id}/status`, owner, { status: "delivered", reason: "Tracking shows it delivered" });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data.deliveredAt).toBe(courierDelivered);
    const returnable = await shop.call("GET", `/api/orders/${order._id}/returnable`, headersOf(owner));
    const data = ((await returnable.json()) as { data: { windowEndsAt: string; lines: Array<{ piecesLeft: number }> } }).data;
    expect(data.windowEndsAt).toBe(new Date(Date.parse(courierDelivered) + 7 * 24 * 3600 * 1000).toISOString());
    expect(data.lines[0]!.piecesLeft).toBe(0);
  }, 60_000);
});

describe("the owner's approval queue", () => {
  it("lists the request, e-mails the owner, records it; approving carries the refund out once even when clicked twice at once", async () => {
    const rekha = await member("staff", "Rekha Joshi");
    const { payment, order } = await paidOrder(2500);
    const sent = await call("POST", "/api/payments/admin/refund", rekha, { paymentId: payment.id, reason: "Torn dupatta" });
    expect(sent.status).toBe(202);
    const id = sent.body.approval!.id;
    // The same click again is the same request, not a second one.
    const again = await call("POST", "/api/payments/admin/refund", rekha, { paymentId: payment.id, reason: "Torn dupatta" });
    expect(again.body.approval!.id).toBe(id);
    expect((await pendingOf(rekha)).map((a) => a.id)).toEqual([id]);

    for (const who of [rekha, await member("manager", "Some Manager")]) {
      const refused = await call("GET", "/api/approvals", who);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, error: notPermitted("approvals") });
    }

    await drainOutbox(outbox);
    const mail = (await mailbox.emails()).find((e) => e.destination.to.includes(owner.email) && e.subject.includes("asked by Rekha Joshi"));
    expect(mail?.subject).toBe(`Approval needed: Refund ₹2,500.00 of order ${sent.body.approval!.summary.split(" of order ")[1]} (asked by Rekha Joshi)`);
    expect(mail?.body.text).toContain("Torn dupatta");
    expect(mail?.body.text).toContain("/admin/approvals");
    expect((await auditOf(id)).map((e) => [e.action, e.actor.name])).toEqual([["request", "Rekha Joshi"]]);

    const [first, second] = await Promise.all([call("POST", `/api/approvals/${id}/approve`, owner), call("POST", `/api/approvals/${id}/approve`, owner)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const approved = first.status === 200 ? first : second;
    expect(approved.body).toMatchObject({ message: "Approved: the refund is made.", data: { status: "approved", decidedBy: { id: owner.user._id, name: "Meera Shah", role: "owner" } } });
    expect(await refundedAtRazorpay(payment)).toBe(250_000);
    const stored = (await shop.repos.payments.get(payment.id))!;
    expect(stored.refunds).toHaveLength(1);
    expect(stored.refunds[0]!.by).toContain("Meera Shah");
    expect((await shop.repos.orders.get(order._id))!.status).toBe("refunded");
    // Requested by her, approved by the owner: both in the audit log.
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.actor.name])).toEqual([
      ["approve", "Meera Shah"],
      ["request", "Rekha Joshi"],
    ]);
    expect(entries[0]!.after).toMatchObject({ requestedBy: { name: "Rekha Joshi" }, approvedBy: { name: "Meera Shah" } });
    // Once decided it is off the waiting list, and a third Approve changes nothing.
    expect(await pendingOf(rekha)).toEqual([]);
    expect((await call("POST", `/api/approvals/${id}/approve`, owner)).status).toBe(409);
    expect(await refundedAtRazorpay(payment)).toBe(250_000);
  }, 60_000);

  it("approving carries out a shop cancellation, a store-credit addition and a return receipt in the owner's name", async () => {
    const geeta = await member("staff", "Geeta Staff");
    // A cancellation over the limit: nothing is cancelled until the owner approves.
    const { order, payment } = await paidOrder(2400);
    const cancel = await call("POST", `/api/orders/${order._id}/cancel-by-shop`, geeta, { reason: "Out of stock at the weaver" });
    expect(cancel.status).toBe(202);
    expect(cancel.body.message).toBe(REFUNDS_OVER);
    expect((await shop.repos.orders.get(order._id))!.status).toBe("processing");
    expect((await call("POST", `/api/approvals/${cancel.body.approval!.id}/approve`, owner)).body.message).toBe("Approved: the order is cancelled and refunded in full.");
    expect((await shop.repos.orders.get(order._id))!.status).toBe("cancelled");
    expect(await refundedAtRazorpay(payment)).toBe(240_000);

    const shopper = await shop.shopper();
    const manager = await member("manager", "Hema Manager");
    const credit = await call("POST", `/api/users/${shopper.user.id}/store-credit`, manager, { amount: 21000, reason: "Festival goodwill" });
    expect(credit.status).toBe(202);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(0);
    expect((await call("POST", `/api/approvals/${credit.body.approval!.id}/approve`, owner)).body.message).toBe("Approved: the store credit is added.");
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(2_100_000);
    expect(await usedToday(manager)).toBe(0);

    const bought = await paidOrder(3299);
    await shop.repos.orders.updateStatus(bought.order._id, { status: "delivered", by: "Courier (test)", deliveredAt: new Date().toISOString() });
    const buyer = (await shop.repos.users.get(bought.order.userId))!;
    const asked = await shop.repos.returns.get(
      (
        await call<ReturnJson>("POST", `/api/orders/${bought.order._id}/returns`, { token: await shopperToken(buyer.id) }, {
          items: [{ product: bought.product.id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "store-credit" }],
        })
      ).body.data.id,
    );
    expect((await call("POST", `/api/returns/${asked!.id}/approve`, owner)).status).toBe(200);
    const receive = { items: [{ product: bought.product.id, size: "M", quantity: 1, condition: "restockable" }] };
    const received = await call("POST", `/api/returns/${asked!.id}/receive`, geeta, receive);
    expect(received.status).toBe(202);
    expect(received.body.message).toBe("Returns worth over ₹2,000 a day need the owner's approval: sent for approval");
    expect((await shop.repos.returns.get(asked!.id))!.state).toBe("approved");
    expect((await call("POST", `/api/approvals/${received.body.approval!.id}/approve`, owner)).body.message).toBe("Approved: the return is received and resolved.");
    expect((await shop.repos.returns.get(asked!.id))!.state).toBe("resolved");
    expect(await shop.repos.storeCredit.balance(buyer.id)).toBe(329_900);
    // Nothing of it counted on her day: the owner paid it.
    expect(await usedToday(geeta)).toBe(0);
  }, 90_000);

  it("declining needs a reason and pays nothing; nobody approves her own request", async () => {
    const tara = await member("manager", "Tara Manager");
    const shopper = await shop.shopper();
    const asked = await call("POST", `/api/users/${shopper.user.id}/store-credit`, tara, { amount: 25000, reason: "Goodwill" });
    expect(asked.status).toBe(202);
    const id = asked.body.approval!.id;
    const bare = await call("POST", `/api/approvals/${id}/decline`, owner, {});
    expect(bare.status).toBe(400);
    const declined = await call<ApprovalJson>("POST", `/api/approvals/${id}/decline`, owner, { reason: "Not our policy" });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: "declined", declineReason: "Not our policy" });
    expect((await call("POST", `/api/approvals/${id}/approve`, owner)).status).toBe(409);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(0);
    expect((await call<ApprovalJson[]>("GET", "/api/approvals?status=decided", owner)).body.data.map((a) => a.id)).toContain(id);

    // Tara asks again, is made an owner, and tries to approve her own request.
    const mine = await call("POST", `/api/users/${shopper.user.id}/store-credit`, tara, { amount: 26000, reason: "Goodwill again" });
    expect(mine.status).toBe(202);
    expect((await call("PUT", `/api/staff/${tara.user._id}`, owner, { role: "owner" })).status).toBe(200);
    const taraOwner = (await (await shop.call("POST", "/api/auth/admin-login", { "content-type": "application/json" }, { email: tara.email, password: tara.password })).json()) as { token: string };
    const own = await call("POST", `/api/approvals/${mine.body.approval!.id}/approve`, taraOwner);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ success: false, error: OWN_REQUEST });
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(0);
  }, 60_000);
});

describe("the limits are the owner's settings", () => {
  it("the Staff screen reads and saves each role's limit a day; a manager may not", async () => {
    const read = await call<{ version: number; staff: number; manager: number; today: Array<{ id: string; used: number; limit: number | null }> }>("GET", "/api/staff/limits", owner);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ staff: 2000, manager: 20000 });
    expect(read.body.data.today.find((t) => t.id === owner.user._id)).toMatchObject({ limit: null });
    const manager = await member("manager", "Limit Manager");
    expect((await call("PUT", "/api/staff/limits", manager, { staff: 50000, manager: 50000, version: read.body.data.version })).status).toBe(403);
    const bad = await call("PUT", "/api/staff/limits", owner, { staff: -1, manager: 20000, version: read.body.data.version });
    expect(bad.status).toBe(400);

    const saved = await call<{ version: number; staff: number }>("PUT", "/api/staff/limits", owner, { staff: 3000, manager: 25000, version: read.body.data.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ staff: 3000, manager: 25000 });
    const staff = await member("staff", "Limit Staff");
    const { payment } = await paidOrder(2800);
    expect((await call("POST", "/api/payments/admin/refund", staff, { paymentId: payment.id, reason: "Faded print" })).status).toBe(200);
    const [entry] = (await shop.repos.audit.list({ entityId: "staff-limits" }, { limit: 5 })).items;
    expect(entry).toMatchObject({ action: "update", before: { staffPaise: 200_000, managerPaise: 2_000_000 }, after: { staffPaise: 300_000, managerPaise: 2_500_000 } });
    // Back as they were, for the other tests of the file.
    expect((await call("PUT", "/api/staff/limits", owner, { staff: 2000, manager: 20000, version: saved.body.data.version })).status).toBe(200);
  }, 60_000);
});

async function shopperToken(userId: string): Promise<string> {
  const { startSession } = await import("../../functions/accounts/sessions.js");
  return startSession(shop.repos, shop.config.jwtSecret, (await shop.repos.users.get(userId))!);
}
