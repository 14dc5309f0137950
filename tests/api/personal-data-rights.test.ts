// Issue 40, data rights (DPDP Act 2023 and Rules 2025): a shopper with an address, an order, a
// return, a review, store credit, a back-in-stock alert, a measurement profile and the consent she
// gave at sign-up downloads all of them (a JSON file and a readable page) and none of another
// shopper's; every item of hers in the table is a kind the personal-data registry lists as personal;
// closing her account erases each kind as the registry says and tells her what is kept, why and how
// long. Through the API, the Razorpay emulator, DynamoDB Local and the local SES.
import { beforeAll, describe, expect, it } from "vitest";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { buildScaleIndexes } from "../../scripts/build-scale-indexes.js";
import { kindOfItem, isPersonal } from "../../functions/accounts/personal-data/registry.js";
import { CLOSED_REVIEWER } from "../../functions/accounts/personal-data/erasure-steps.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { orderNumber } from "../../shared/order-number.js";
import { CONSENT_NOTICE_VERSION } from "../../shared/privacy/notice-version.js";
import type { Order } from "../../shared/schemas/order.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { signupToken } from "../support/signup.js";
import { scanTable, type Item } from "../support/table-audit.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let mailbox: Mailbox;
let outbox: OutboxDeps;
let admin: Awaited<ReturnType<Shop["admin"]>>;

beforeAll(async () => {
  shop = await paymentShop();
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
  admin = await shop.admin();
});

const PASSWORD = "Mehendi-Night-42";
const json = { "content-type": "application/json" };

/** Signs up through the API as the SPA does: the notice's version and language with the form, then the e-mailed link. */
async function signUp(name: string, email: string) {
  const asked = await shop.call("POST", "/api/auth/register", json, { name, email, password: PASSWORD, noticeVersion: CONSENT_NOTICE_VERSION, noticeLanguage: "hi" });
  expect(asked.status, await asked.clone().text()).toBe(202);
  const token = await signupToken(shop, mailbox, email);
  const finished = await shop.call("POST", "/api/auth/finish-signup", json, { token });
  expect(finished.status).toBe(201);
  const body = (await finished.json()) as { token: string; user: { id: string } };
  return { id: body.user.id, email, name, headers: { ...json, authorization: `Bearer ${body.token}` } };
}

type Person = Awaited<ReturnType<typeof signUp>>;

/** A delivered order of one piece, paid through the emulator. */
async function deliveredOrder(person: { headers: Record<string, string> }, productId: string, address: Record<string, string>): Promise<Order> {
  const started = await shop.call("POST", "/api/payments/create-order", person.headers, { items: [{ product: productId, size: "M", quantity: 1 }], shippingAddress: address, source: "cart" });
  expect(started.status, await started.clone().text()).toBe(201);
  const { order: razorpayOrder } = (await started.json()) as { order: { id: string } };
  const paid = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", person.headers, paid);
  expect(confirmed.status).toBe(200);
  const { order } = (await confirmed.json()) as { order: Order };
  await shop.repos.orders.updateStatus(order.id, { status: "delivered", by: "Courier (test)", deliveredAt: new Date(Date.now() - 86_400_000).toISOString() });
  await shop.emulator.waitForWebhooks();
  await drainOutbox(outbox);
  return order;
}

async function ok(method: string, path: string, headers: Record<string, string>, body?: unknown, status = 200) {
  const response = await shop.call(method, path, headers, body);
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(status);
  return JSON.parse(text) as { data: { id: string; number: string; state: string } };
}

/** The export's sections, read loosely: each test names what it expects of them. */
type Exported = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON read back, asserted field by field

/** Every attribute of an item as one text, to look for a person's details anywhere in it. */
const textOf = (item: Item) => JSON.stringify(item);

interface Shopper {
  person: Person;
  address: Record<string, string>;
  order: Order;
  returnNumber?: string;
}

let anaya: Shopper;
let kavya: Shopper;
let dressId: string;

async function shopperWithEverything(): Promise<Shopper> {
  const person = await signUp("Anaya Kelkar", `anaya.${Date.now()}@example.in`);
  const address = { name: "Anaya Kelkar", email: person.email, phone: "9123456780", address: "7 Chandni Lane, Shivaji Nagar", city: "Pune", state: "Maharashtra", pincode: "411005" };
  await ok("POST", "/api/addresses", person.headers, address, 201);
  await ok("POST", "/api/measurements", person.headers, { name: "Me", unit: "in", values: { blouseLength: 14.5, chest: 36, waist: 30, shoulder: 14, armhole: 16 }, notes: "Loose at the waist" }, 201);
  const order = await deliveredOrder(person, dressId, address);
  await ok("POST", `/api/products/${dressId}/reviews`, person.headers, { stars: 5, title: "Lovely colour", text: "Soft cotton <script>alert(1)</script> & true to size.", fit: "true-to-size" }, 201);
  const asked = await ok("POST", `/api/orders/${order.id}/returns`, person.headers, { items: [{ product: dressId, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "store-credit" }], note: "Too tight at the waist" }, 201);
  await ok("POST", `/api/returns/${asked.data.id}/approve`, admin.headers);
  await ok("POST", `/api/returns/${asked.data.id}/picked-up`, admin.headers, { courier: "Delhivery", trackingNumber: "DLV998877" });
  const received = await ok("POST", `/api/returns/${asked.data.id}/receive`, admin.headers, { items: [{ product: dressId, size: "M", quantity: 1, condition: "restockable" }] });
  expect(received.data.state).toBe("resolved");
  await drainOutbox(outbox);
  await ok("POST", `/api/products/${dressId}/back-in-stock`, person.headers, { size: "S" }, 201);
  return { person, address, order, returnNumber: asked.data.number };
}

describe("a shopper's data, downloaded", () => {
  beforeAll(async () => {
    dressId = (await shop.product({ name: "Chanderi Anarkali", price: 2499, sizes: ["S", "M"], stockBySize: { S: 0, M: 10 } })).id;
    anaya = await shopperWithEverything();
    // Another shopper of the same dress, with her own address, order and alert.
    const other = await signUp("Kavya Menon", `kavya.${Date.now()}@example.in`);
    const otherAddress = { name: "Kavya Menon", email: other.email, phone: "9988776655", address: "3 Lake View Road", city: "Kochi", state: "Kerala", pincode: "682001" };
    await ok("POST", "/api/addresses", other.headers, otherAddress, 201);
    kavya = { person: other, address: otherAddress, order: await deliveredOrder(other, dressId, otherAddress) };
    await ok("POST", `/api/products/${dressId}/back-in-stock`, other.headers, { size: "S" }, 201);
  }, 120_000);

  it("holds every kind of her data as JSON, money in rupees, and nothing of another shopper's", async () => {
    const response = await shop.call("GET", "/api/auth/my-data", anaya.person.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="rangrez-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const { data } = JSON.parse(text) as { data: Exported };

    expect(data.account).toMatchObject({ email: anaya.person.email, name: "Anaya Kelkar" });
    expect(data.addresses).toEqual([expect.objectContaining({ address: anaya.address.address, phone: "9123456780" })]);
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([anaya.order.id]);
    expect(data.orders[0]).toMatchObject({ number: orderNumber(anaya.order.id), total: 2499, shippingAddress: expect.objectContaining({ phone: "9123456780" }) });
    expect(data.returns).toEqual([expect.objectContaining({ number: anaya.returnNumber, state: "resolved", note: "Too tight at the waist", credit: 2499 })]);
    expect(data.reviews).toEqual([expect.objectContaining({ product: "Chanderi Anarkali", stars: 5, shownAs: "Anaya K." })]);
    expect(data.storeCredit.balance).toBe(2499);
    expect(data.storeCredit.entries).toEqual([expect.objectContaining({ kind: "return", amount: 2499 })]);
    expect(data.backInStockAlerts).toEqual([expect.objectContaining({ size: "S", status: "waiting", email: anaya.person.email })]);
    expect(data.measurements).toEqual([expect.objectContaining({ name: "Me", notes: "Loose at the waist" })]);
    expect(data.consents).toEqual([expect.objectContaining({ purpose: "account", noticeVersion: CONSENT_NOTICE_VERSION, language: "hi", how: "Pressed Register beside the privacy notice" })]);
    expect(data.payments).toEqual([expect.objectContaining({ order: orderNumber(anaya.order.id), amount: 2499 })]);
    expect(data.taxDocuments.map((d: { kind: string }) => d.kind)).toContain("Tax invoice");
    expect(data.retention.orders).toMatch(/8 years/);
    expect(data.notInThisFile.map((n: { what: string }) => n.what)).toContain("Signed-in devices");

    expect(text).not.toContain("scrypt$");
    expect(text).not.toMatch(/Paise"/);
    for (const theirs of [kavya.person.email, kavya.person.id, kavya.order.id, kavya.address.phone, kavya.address.address, "Kavya"]) expect(text, theirs).not.toContain(theirs);
  });

  it("is the same data as a readable page, escaped and without scripts", async () => {
    const response = await shop.call("GET", "/api/auth/my-data?format=html", anaya.person.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="rangrez-my-data-\d{4}-\d{2}-\d{2}\.html"$/);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    const page = await response.text();
    for (const heading of ["Your account", "Saved addresses", "Orders", "Returns", "Reviews", "Store credit", "Back-in-stock alerts", "Measurement profiles", "Consents you gave", "Tax invoices and credit notes"]) expect(page).toContain(`<h2>${heading}</h2>`);
    for (const value of [anaya.person.email, "7 Chandni Lane, Shivaji Nagar", orderNumber(anaya.order.id), anaya.returnNumber!, "2499", CONSENT_NOTICE_VERSION, "Loose at the waist"]) expect(page).toContain(value);
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; true to size.");
    expect(page).not.toContain(kavya.person.email);
    expect((await shop.call("GET", "/api/auth/my-data?format=pdf", anaya.person.headers)).status).toBe(400);
    expect((await shop.call("GET", "/api/auth/my-data?format=html", json)).status).toBe(401);
  });

  it("finds every item of hers in the table listed as personal data by the registry", async () => {
    const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    const unknown = items.filter((item) => !kindOfItem(item)).map((item) => `${String(item.pk)} / ${String(item.sk)}`);
    expect(unknown, "items of no kind the registry lists").toEqual([]);
    const hers = [anaya.person.email, anaya.person.id, anaya.address.phone!, anaya.address.address!, "Anaya Kelkar"];
    const mentioning = items.filter((item) => hers.some((detail) => textOf(item).includes(detail)));
    const notPersonal = mentioning.filter((item) => !isPersonal(kindOfItem(item)!)).map((item) => `${kindOfItem(item)!.kind}: ${String(item.pk)} / ${String(item.sk)}`);
    expect(notPersonal, "items naming her that the registry says hold no personal data").toEqual([]);
    const kinds = new Set(mentioning.map((item) => kindOfItem(item)!.kind));
    for (const kind of ["account", "consents", "addresses", "measurements", "orders", "payments", "returns", "reviews", "storeCredit", "backInStock"]) expect([...kinds], kind).toContain(kind);
  });
});

describe("closing her account", () => {
  it("erases each kind as the registry says and tells her what is kept, why and for how long", async () => {
    const invoiceBefore = await shop.repos.taxDocuments.getInvoice(anaya.order.id);
    const closed = await shop.call("DELETE", "/api/auth/account", anaya.person.headers, { password: PASSWORD, confirmForfeitStoreCredit: true, confirmedBalance: 2499 });
    const body = (await closed.json()) as { success: boolean; kept: Array<{ what: string; why: string; keptFor: string; keeps?: string }> };
    expect(closed.status, JSON.stringify(body)).toBe(200);
    expect(body.kept).toEqual(
      expect.arrayContaining([
        { what: "Tax invoices and credit notes", why: expect.stringMatching(/GST law/), keptFor: "8 years" },
        expect.objectContaining({ what: "Orders", keptFor: "8 years", keeps: expect.stringMatching(/name, e-mail, phone, address and notes are erased/) }),
        expect.objectContaining({ what: "Reviews", keeps: expect.stringMatching(/A shopper/) }),
      ]),
    );
    await drainOutbox(outbox);

    const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    const direct = [anaya.person.email, anaya.address.phone!, anaya.address.address!, "Anaya Kelkar"];
    // Her contact details survive only where the registry says they are kept (the tax documents,
    // as issued) or lapse on their own; her account number only where it names no one any more.
    const stillNaming = items.filter((item) => direct.some((detail) => textOf(item).includes(detail)));
    const wrongly = stillNaming.filter((item) => {
      const kind = kindOfItem(item)!;
      return !isPersonal(kind) || !["kept", "lapses"].includes(kind.erasure.how);
    });
    expect(wrongly.map((item) => `${kindOfItem(item)!.kind}: ${String(item.pk)} / ${String(item.sk)}`)).toEqual([]);
    const withHerId = items.filter((item) => textOf(item).includes(anaya.person.id));
    expect(withHerId.filter((item) => { const kind = kindOfItem(item)!; return isPersonal(kind) && kind.erasure.how === "deleted"; }).map((item) => `${String(item.pk)} / ${String(item.sk)}`)).toEqual([]);

    // Deleted: the account, its lists, consents and her alert (the size's waiting count falls by one: Kavya still waits).
    for (const sk of ["USER", "ADDRESSES", "MEASUREMENTS", "CONSENTS", "CART", "WISHLIST", "OPEN_CHECKOUTS"]) expect(items.some((i) => i.pk === `USER#${anaya.person.id}` && i.sk === sk), sk).toBe(false);
    expect(items.filter((i) => i.entity === "backInStock").map((i) => i.email)).toEqual([kavya.person.email]);
    expect(items.find((i) => i.pk === `WAITLIST#${dressId}`)?.["waiting:S"]).toBe(1);
    // Anonymised: the review stays on the product page, signed "A shopper".
    const review = items.find((i) => i.entity === "review")!;
    expect(review).toMatchObject({ author: CLOSED_REVIEWER, userId: "closed-account", stars: 5 });
    // Kept: the tax invoice, as issued.
    expect(await shop.repos.taxDocuments.getInvoice(anaya.order.id)).toEqual(invoiceBefore);
    // Kavya's data is untouched.
    const hers = await shop.call("GET", "/api/auth/my-data", kavya.person.headers);
    const { data } = (await hers.json()) as { data: Exported };
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([kavya.order.id]);
    expect(data.backInStockAlerts).toHaveLength(1);
  }, 60_000);
});

describe("signing up under the privacy notice", () => {
  it("refuses a notice that is not the one in force, or a language it is not in, and records nothing", async () => {
    const email = `stale.${Date.now()}@example.in`;
    const stale = await shop.call("POST", "/api/auth/register", json, { name: "Ira Sen", email, password: PASSWORD, noticeVersion: "2025-01-01", noticeLanguage: "en" });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({ success: false, error: "Our privacy notice has changed since this page opened. Reload the page to read the new one, then register." });
    const tamil = await shop.call("POST", "/api/auth/register", json, { name: "Ira Sen", email, password: PASSWORD, noticeVersion: CONSENT_NOTICE_VERSION, noticeLanguage: "ta" });
    expect(tamil.status).toBe(400);
    expect(((await tamil.json()) as { error: string }).error).toBe("noticeLanguage must be one of en, hi");
    const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    expect(items.filter((item) => textOf(item).includes(email))).toEqual([]);
  });
});

describe("reviews and alerts stored before their shopper's index", () => {
  it("are found for her export once the index build has run", async () => {
    const ira = await shop.shopper("Ira Sen");
    const product = await shop.product({ name: "Bandhani Dupatta", sizes: ["M"], stockBySize: { M: 0 } });
    const at = new Date().toISOString();
    const put = (item: Record<string, unknown>) => shop.repos.db.doc.send(new PutCommand({ TableName: shop.repos.db.tableName, Item: item }));
    // As issue 27 wrote them: no gsi3 on the review, no gsi2 on the alert.
    const reviewId = `${product.id}_${ira.user.id}`;
    await put({ pk: `REVIEW#${reviewId}`, sk: "REVIEW", entity: "review", gsi1pk: "REVIEWS", gsi1sk: `${at}#${reviewId}`, id: reviewId, productId: product.id, productName: "Bandhani Dupatta", userId: ira.user.id, author: "Ira S.", orderId: "01OLD", size: "M", stars: 4, title: "Bright", text: "Bright colours, light fabric.", fit: "true-to-size", photos: [], status: "pending", helpful: 0, createdAt: at, updatedAt: at });
    await put({ pk: "BACKINSTOCK#old-ira-m", sk: "REQUEST", entity: "backInStock", id: "old-ira-m", productId: product.id, size: "M", email: ira.user.email, userId: ira.user.id, status: "waiting", createdAt: at, confirmedAt: at });
    const exported = async () => ((await (await shop.call("GET", "/api/auth/my-data", ira.headers)).json()) as { data: Exported }).data;
    expect((await exported()).reviews).toEqual([]);

    const first = await buildScaleIndexes(shop.repos);
    expect(first.reviewsIndexed).toBeGreaterThanOrEqual(1);
    expect(first.alertsIndexed).toBeGreaterThanOrEqual(1);
    const data = await exported();
    expect(data.reviews).toEqual([expect.objectContaining({ product: "Bandhani Dupatta", shownAs: "Ira S." })]);
    expect(data.backInStockAlerts).toEqual([expect.objectContaining({ size: "M", email: ira.user.email })]);
    // A second run finds nothing left to place.
    const second = await buildScaleIndexes(shop.repos);
    expect([second.reviewsIndexed, second.alertsIndexed]).toEqual([0, 0]);
  }, 60_000);
});
