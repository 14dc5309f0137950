import { beforeAll, describe, expect, it } from "vitest";
import { evidenceOf, keptSizesKey, productFitKey, subcategoryFitKey } from "../../functions/data/fit-evidence.js";
import { countKeptOrders } from "../../functions/fit-advice/count-kept-orders.js";
import { fitAdviceExportSource } from "../../functions/exports/fit-advice-export-source.js";
import type { ExportJob } from "../../functions/data/export-jobs.js";
import type { ReturnJson } from "../../functions/returns/return-json.js";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { FitReport } from "../../shared/fit-advice/fit-report.js";
import type { Order } from "../../shared/schemas/order.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { downloadedExport, finishedExport, startedExport } from "../support/export-job.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

// Issue 46 through the API and DynamoDB Local: exchanges to a bigger size, a size return and
// pieces kept past the window make a product "run small"; each event counts once however often it
// is replayed or raced (a receipt twice at once, the daily count three times, a review approved
// twice at once); a shopper who kept her size is suggested it, and only she sees it; the owner's
// rates equal a recount of the orders and returns, and the product is flagged against the shop.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
type Buyer = Awaited<ReturnType<Shop["shopper"]>>;

beforeAll(async () => {
  shop = await paymentShop();
  admin = await shop.admin();
});

type Answer<T> = { status: number; body: { success: boolean; error?: string; data: T } & Record<string, unknown> };
async function call<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer<T>> {
  const response = await shop.call(method, path, headers, body);
  return { status: response.status, body: (await response.json()) as Answer<T>["body"] };
}

const DAY = 24 * 3600 * 1000;

/** A new shopper's paid order of `quantity` pieces in `size`, delivered yesterday. */
async function delivered(product: ProductRecord, size: string, quantity = 1): Promise<{ buyer: Buyer; order: Order }> {
  const buyer = await shop.shopper();
  const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, { items: [{ product: product.id, size, quantity }], shippingAddress: { ...ADDRESS, email: buyer.user.email }, source: "cart" });
  expect(started.status).toBe(201);
  const { order: razorpayOrder } = (await started.json()) as { order: { id: string } };
  const paid = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid);
  expect(confirmed.status).toBe(200);
  const { order } = (await confirmed.json()) as { order: Order };
  await shop.repos.orders.updateStatus(order.id, { status: "delivered", by: "Courier (test)", deliveredAt: new Date(Date.now() - DAY).toISOString() });
  return { buyer, order };
}

const RECEIVED = { courier: "Delhivery", trackingNumber: "DLV123456" };

/** Asks back one piece, approved and picked up: ready to receive. */
async function askedBack(buyer: Buyer, order: Order, product: ProductRecord, item: Record<string, unknown>): Promise<string> {
  const asked = await call<ReturnJson>("POST", `/api/orders/${order.id}/returns`, buyer.headers, { items: [{ product: product.id, size: "M", quantity: 1, ...item }] });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const id = asked.body.data.id;
  expect((await call("POST", `/api/returns/${id}/approve`, admin.headers)).status).toBe(200);
  expect((await call("POST", `/api/returns/${id}/picked-up`, admin.headers, RECEIVED)).status).toBe(200);
  return id;
}

const receive = (id: string, product: ProductRecord) => call<ReturnJson>("POST", `/api/returns/${id}/receive`, admin.headers, { items: [{ product: product.id, size: "M", quantity: 1, condition: "restockable" }] });

async function itemOf(key: { pk: string; sk: string }) {
  return (await shop.repos.db.doc.send(new GetCommand({ TableName: shop.repos.db.tableName, Key: key, ConsistentRead: true }))).Item;
}

describe("fit advice from the shop's own returns, exchanges, kept pieces and reviews", () => {
  let kurta: ProductRecord;
  let plain: ProductRecord;
  const orders: Array<{ buyer: Buyer; order: Order }> = [];
  const later = new Date(Date.now() + 10 * DAY);

  beforeAll(async () => {
    kurta = await shop.product({ name: "Indigo Block-Print Kurta", price: 1499, subcategory: "Kurta", sizes: ["S", "M", "L", "XL"], stockBySize: { S: 10, M: 20, L: 20, XL: 10 } });
    plain = await shop.product({ name: "Ivory Chanderi Dupatta Set", price: 2199, subcategory: "Suit set", sizes: ["M", "L"], stockBySize: { M: 20, L: 20 } });
    for (let i = 0; i < 8; i++) orders.push(await delivered(kurta, "M"));
  });

  it("counts each exchange and size return once, even received twice at once and again after", async () => {
    const exchanges = await Promise.all(orders.slice(0, 3).map(({ buyer, order }) => askedBack(buyer, order, kurta, { reason: "size-does-not-fit", resolution: "exchange", exchangeSize: "L" })));
    const sizeReturn = await askedBack(orders[3]!.buyer, orders[3]!.order, kurta, { reason: "size-does-not-fit", resolution: "store-credit" });
    // Two admins press Received on the same parcel at the same moment.
    const raced = await Promise.all([receive(exchanges[0]!, kurta), receive(exchanges[0]!, kurta)]);
    expect(raced.map((r) => r.status).sort()).toEqual(expect.arrayContaining([200]));
    expect(raced.every((r) => r.status === 200 || r.status === 409), JSON.stringify(raced.map((r) => r.body))).toBe(true);
    for (const id of [...exchanges.slice(1), sizeReturn]) expect((await receive(id, kurta)).status).toBe(200);
    // Replayed after: nothing moves.
    for (const id of [...exchanges, sizeReturn]) expect((await receive(id, kurta)).status).toBe(200);

    const own = evidenceOf(await itemOf(productFitKey(kurta.id)));
    expect(own.exchanged).toEqual({ M: { L: 3 } });
    expect(own.returned).toEqual({ M: { "size-does-not-fit": 1 } });
    expect(evidenceOf(await itemOf(subcategoryFitKey("Kurta"))).exchanged).toEqual({ M: { L: 3 } });
  });

  it("counts the pieces kept once each order's window has closed, once however often the daily count runs", async () => {
    // Not yet: the window is open.
    expect(await countKeptOrders(shop.repos, new Date())).toBe(0);
    await delivered(plain, "M", 8);
    const counted = await Promise.all([countKeptOrders(shop.repos, later), countKeptOrders(shop.repos, later)]);
    // Every delivered order once (the 4 whose kurta came back count no piece kept); the exchanges' new orders are not delivered yet.
    expect(counted[0]! + counted[1]!).toBe(9);
    expect(await countKeptOrders(shop.repos, later)).toBe(0);
    expect(evidenceOf(await itemOf(productFitKey(kurta.id))).kept).toEqual({ M: 4 });
    expect(evidenceOf(await itemOf(productFitKey(plain.id))).kept).toEqual({ M: 8 });
  });

  it("tells everyone the kurta runs small, from 8 buyers, and suggests her kept size to her alone", async () => {
    const everyone = await call<{ advice: unknown; suggestion?: unknown }>("GET", `/api/products/${kurta.id}/fit`, {});
    expect(everyone.status).toBe(200);
    expect(everyone.body.data).toEqual({
      advice: { level: "product", verdict: "runs-small", text: "Runs small — most buyers who exchanged chose one size up", basis: "Based on 8 buyers", buyers: 8 },
    });
    const keeper = orders[5]!.buyer;
    const hers = await call<{ suggestion: { size: string; text: string } | null }>("GET", `/api/products/${kurta.id}/fit/mine`, keeper.headers);
    expect(hers.body.data.suggestion).toEqual({ size: "M", text: "We suggest M — you kept M in 1 kurta; this one runs small like most kurtas here, so your usual size should fit." });
    // Another shopper kept nothing: no suggestion, and nothing of the keeper's.
    const stranger = await shop.shopper();
    expect((await call<{ suggestion: unknown }>("GET", `/api/products/${kurta.id}/fit/mine`, stranger.headers)).body.data.suggestion).toBeNull();
    expect((await call("GET", `/api/products/${kurta.id}/fit/mine`, {})).status).toBe(401);
    // Having kept nothing here, her one measurement profile against the kurta's size guide (M: bust 36, waist 30), one up as it runs small.
    expect((await shop.call("POST", "/api/measurements", stranger.headers, { name: "Me", unit: "in", values: { chest: 35, waist: 29 } })).status).toBe(201);
    expect((await call<{ suggestion: unknown }>("GET", `/api/products/${kurta.id}/fit/mine`, stranger.headers)).body.data.suggestion).toEqual({
      size: "L",
      text: "We suggest L — your measurements match M in its size guide; this one runs small.",
    });
    // Two profiles (hers and her mother's?): whose is hers cannot be told, so nothing is suggested.
    expect((await shop.call("POST", "/api/measurements", stranger.headers, { name: "Amma", unit: "in", values: { chest: 40, waist: 36 } })).status).toBe(201);
    expect((await call<{ suggestion: unknown }>("GET", `/api/products/${kurta.id}/fit/mine`, stranger.headers)).body.data.suggestion).toBeNull();
    // Her data export carries the sizes she kept.
    const mine = await shop.call("GET", "/api/auth/my-data", keeper.headers);
    expect(((await mine.json()) as { data: { keptSizes: unknown } }).data.keptSizes).toEqual([{ subcategory: "kurta", size: "M", pieces: 1 }]);
    expect((await call("GET", "/api/products/0000000000000000000000ff/fit", {})).body).toEqual({ success: false, error: "Product not found" });
    // Closing her account takes her kept sizes with it; the kurta's counts, which never named her, stay.
    const other = orders[7]!.buyer;
    expect(await itemOf(keptSizesKey(other.user.id))).toBeDefined();
    const closed = await shop.call("DELETE", "/api/auth/account", other.headers, { password: "secret123" });
    expect(closed.status, JSON.stringify(await closed.clone().json())).toBe(200);
    expect(await itemOf(keptSizesKey(other.user.id))).toBeUndefined();
    expect(evidenceOf(await itemOf(productFitKey(kurta.id))).kept).toEqual({ M: 4 });
  });

  it("moves the evidence once per review published, however often approved, and back when hidden", async () => {
    const { buyer } = orders[6]!;
    const written = await call<{ id: string }>("POST", `/api/products/${kurta.id}/reviews`, buyer.headers, { stars: 4, title: "Go one up", text: "Lovely print but tight at the shoulders.", fit: "runs-small" });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const id = written.body.data.id;
    const approved = await Promise.all([call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "approved" }), call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "approved" })]);
    expect(approved.map((a) => a.status)).toEqual([200, 200]);
    expect((await call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "approved" })).status).toBe(200);
    expect(evidenceOf(await itemOf(productFitKey(kurta.id))).reviews["runs-small"]).toBe(1);
    expect((await call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "hidden", reason: "Test" })).status).toBe(200);
    expect(evidenceOf(await itemOf(productFitKey(kurta.id))).reviews["runs-small"]).toBe(0);
  });

  it("shows the owner rates by size and reason that equal a recount of the orders and returns, and flags the kurta against the shop", async () => {
    const list = await call<Array<{ productId: string; report: FitReport; checkSizeGuide: boolean; signal: { verdict: string } | null }>>("GET", "/api/admin/fit-advice", admin.headers);
    expect(list.status).toBe(200);
    const row = list.body.data.find((r) => r.productId === kurta.id)!;

    // The recount: every order of the kurta, its pieces, and the returns that came back.
    const recount = { decided: 0, kept: 0, sizeReturns: 0, exchanged: 0 };
    for (const { order } of orders) {
      const back = (await shop.repos.returns.forOrder(order)).filter((r) => r.state === "resolved");
      const pieces = order.orderItems.reduce((sum, line) => sum + line.quantity, 0);
      const exchanged = back.flatMap((r) => r.items).filter((i) => i.resolution === "exchange").reduce((s, i) => s + i.quantity, 0);
      const returned = back.flatMap((r) => r.items).filter((i) => i.resolution !== "exchange").reduce((s, i) => s + i.quantity, 0);
      recount.decided += pieces;
      recount.kept += pieces - exchanged - returned;
      recount.sizeReturns += returned;
      recount.exchanged += exchanged;
    }
    expect(recount).toEqual({ decided: 8, kept: 4, sizeReturns: 1, exchanged: 3 });
    const m = row.report.sizes.find((s) => s.size === "M")!;
    expect({ decided: m.decided, kept: m.kept, sizeReturns: m.returned["size-does-not-fit"], exchanged: m.exchangedUp }).toEqual(recount);
    expect(m.returnRate).toBe(recount.sizeReturns / recount.decided);
    expect(m.exchangeRate).toBe(recount.exchanged / recount.decided);
    expect(row.report.sizeReturnRate).toBe(0.5);
    // The shop: 4 of 16 pieces known came back for size; the kurta's 50% is twice that and more.
    expect(list.body.shop).toMatchObject({ decided: 16, sizeReturnRate: 0.25, minSignals: 8 });
    expect(row.checkSizeGuide).toBe(true);
    expect(row.signal?.verdict).toBe("runs-small");
    const flagged = await call<Array<{ productId: string }>>("GET", "/api/admin/fit-advice?flagged=1", admin.headers);
    expect(flagged.body.data.map((r) => r.productId)).toEqual([kurta.id]);
    expect((await call("GET", "/api/admin/fit-advice?flagged=yes", admin.headers)).body).toEqual({ success: false, error: "flagged must be 1 or true" });
  });

  it("writes the same figures to the CSV, a line for all sizes then one per size", async () => {
    // Asked from the owner's screen: a background export like the others, named for the day, its file the source's lines.
    const started = await startedExport(shop.call, admin.headers, { kind: "fit-advice" });
    expect(started.fileName).toMatch(/^fit-advice-\d{4}-\d{2}-\d{2}\.csv$/);
    const { bytes } = await downloadedExport(await finishedExport(shop.call, admin.headers, started.id));
    const file = bytes.toString("utf8");
    expect((await call("POST", "/api/admin/exports", admin.headers, { kind: "fit-advice", from: "2026-04-01" })).status).toBe(400);
    const source = fitAdviceExportSource(shop.repos.db);
    const job = {} as ExportJob;
    const head = await source.head(job);
    const page = await source.filePage({ job, rowsBefore: 0 });
    expect(file).toBe(`${head}${page.text}`);
    const lines = `${head}${page.text}`.replace(/^\uFEFF/, "").split("\r\n").map((line) => line.split(","));
    expect(lines[0]!.slice(0, 6)).toEqual(["Product ID", "Product", "Subcategory", "Size", "Pieces known", "Kept"]);
    const kurtaLines = lines.filter((line) => line[0] === kurta.id);
    // Size, pieces known, kept, returned for size, exchanged up; return, exchange and size return rates; the flag.
    expect(kurtaLines.map((line) => [line[3], line[4], line[5], line[6], line[11], line[14], line[15], line[16], line[19]])).toEqual([
      ["All sizes", "8", "4", "1", "3", "13%", "38%", "50%", "yes"],
      ["M", "8", "4", "1", "3", "13%", "38%", "", ""],
    ]);
    expect(kurtaLines[0]![17]).toBe("Runs small — most buyers who exchanged chose one size up");
  });

  it("keeps the threshold in the owner's settings", async () => {
    const read = await call<{ version: number; shipping: unknown; fitAdvice: { minSignals: number } }>("GET", "/api/settings", admin.headers);
    expect(read.body.data.fitAdvice).toEqual({ minSignals: 8 });
    const tooMany = await call("PUT", "/api/settings", admin.headers, { version: read.body.data.version, shipping: read.body.data.shipping, fitAdvice: { minSignals: 0 } });
    expect(tooMany.body).toEqual({ success: false, error: "fitAdvice.minSignals is at least 1" });
    expect((await call("PUT", "/api/settings", admin.headers, { version: read.body.data.version, shipping: read.body.data.shipping, fitAdvice: { minSignals: 9 } })).status).toBe(200);
    // 8 buyers are now too few: nothing is said.
    expect((await call<{ advice: unknown }>("GET", `/api/products/${kurta.id}/fit`, {})).body.data.advice).toBeNull();
  });
});
