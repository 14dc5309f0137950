import { beforeAll, describe, expect, it } from "vitest";
import { reviewRepository } from "../../functions/data/reviews.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { sendReviewRequests } from "../../functions/reviews/review-requests.js";
import { readSettings, saveSettings } from "../../functions/settings/shop-settings.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product, ProductRecord } from "../../shared/schemas/product-record.js";
import { auditReviews, auditTable, scanTable } from "../support/table-audit.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { phonePhoto, postUploadForm } from "../support/test-photo.js";

// Issue 27, reviews and ratings through the API, DynamoDB Local, the Razorpay emulator, the local
// S3 and the local SES: only a shopper whose order with the product was delivered reviews it, once;
// nothing shows until the shop approves; the product's rating and sums follow approvals and hides
// exactly, even at the same moment; the review request goes out once per order.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let outbox: OutboxDeps;
let mailbox: Mailbox;
let admin: Awaited<ReturnType<Shop["admin"]>>;

beforeAll(async () => {
  shop = await paymentShop({ env: { CATALOGUE_CACHE_SECONDS: "0" } });
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
  admin = await shop.admin();
});

type Answer<T> = { status: number; body: { success: boolean; error?: string; data: T; message?: string; summary?: Summary; pagination?: { total: number; nextCursor: string | null } } };
type Summary = { rating: number | null; count: number; stars: number[]; fit: Record<string, number>; mostSay: string | null };
type ReviewJson = { id: string; status: string; size: string; stars: number; author: string; photos: string[]; helpful: number; reply?: { text: string }; verifiedBuyer?: true; orderNumber?: string; productName?: string; rejectReason?: string };

async function call<T = ReviewJson>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer<T>> {
  const response = await shop.call(method, path, headers, body);
  return { status: response.status, body: (await response.json()) as Answer<T>["body"] };
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** A shopper's paid order of the product in `size`; delivered `deliveredAgoMs` ago unless told it is not delivered yet. */
async function boughtBy(product: ProductRecord, options: { size?: string; delivered?: boolean; deliveredAgoMs?: number; name?: string } = {}) {
  const buyer = await shop.shopper(options.name);
  const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, {
    items: [{ product: product.id, size: options.size ?? "M", quantity: 1 }],
    shippingAddress: { ...ADDRESS, email: buyer.user.email },
    source: "single",
  });
  expect(started.status).toBe(201);
  const { order: razorpayOrder } = (await started.json()) as { order: { id: string } };
  const paid = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid);
  expect(confirmed.status).toBe(200);
  const { order } = (await confirmed.json()) as { order: Order };
  if (options.delivered !== false) {
    await shop.repos.orders.updateStatus(order.id, { status: "delivered", by: "Courier (test)", deliveredAt: new Date(Date.now() - (options.deliveredAgoMs ?? 3600_000)).toISOString() });
  }
  return { buyer, order };
}

const dressNamed = (name: string) => shop.product({ name, price: 2499, sizes: ["S", "M", "L"], stockBySize: { S: 20, M: 20, L: 20 } });
const review = (changes: Record<string, unknown> = {}) => ({ stars: 4, title: "Lovely colour", text: "The cotton is soft and the colour is as pictured.", fit: "true-to-size", ...changes });
const productAnswer = async (id: string) => ((await (await shop.call("GET", `/api/products/${id}`, {})).json()) as { data: Product }).data;

describe("writing a review", () => {
  it("is for a shopper whose order with the product was delivered, once, with the size she bought", async () => {
    const dress = await dressNamed("Mulmul Review Dress");
    const stranger = await shop.shopper();
    const refused = await call("POST", `/api/products/${dress.id}/reviews`, stranger.headers, review());
    expect(refused).toEqual({ status: 403, body: { success: false, error: "Only shoppers whose order with this product was delivered can review it." } });
    expect((await call("POST", `/api/products/${dress.id}/reviews`, { "content-type": "application/json" }, review())).status).toBe(401);

    const notYet = await boughtBy(dress, { delivered: false });
    expect((await call("POST", `/api/products/${dress.id}/reviews`, notYet.buyer.headers, review())).status).toBe(403);

    const { buyer, order } = await boughtBy(dress, { size: "L", name: "Kavya Menon" });
    const written = await call("POST", `/api/products/${dress.id}/reviews`, buyer.headers, review({ stars: 5 }));
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body.data).toMatchObject({ status: "pending", size: "L", stars: 5, author: "Kavya M.", orderNumber: `#${order.id.slice(-6).toUpperCase()}` });

    const again = await call("POST", `/api/products/${dress.id}/reviews`, buyer.headers, review({ stars: 1 }));
    expect(again).toEqual({ status: 409, body: { success: false, error: "You have already reviewed this product." } });
    // Nothing is published unreviewed: no list entry, no stars on the product.
    const list = await call<ReviewJson[]>("GET", `/api/products/${dress.id}/reviews`, {});
    expect(list.body.data).toEqual([]);
    expect(list.body.summary).toEqual({ rating: null, count: 0, stars: [0, 0, 0, 0, 0], fit: { "runs-small": 0, "true-to-size": 0, "runs-large": 0 }, mostSay: null });
    expect((await productAnswer(dress.id)).rating).toBeUndefined();
  }, 60_000);

  it.each([
    [{ stars: 6 }, "stars must be a whole number from 1 to 5"],
    [{ stars: 3.5 }, "stars must be a whole number from 1 to 5"],
    [{ fit: "baggy" }, "fit must be one of runs-small, true-to-size, runs-large"],
    [{ title: " " }, "title is required"],
    [{ text: "Nice" }, "text must be at least 10 characters"],
    [{ size: "XL" }, "Unknown field: size"],
    [{ photos: ["https://example.com/a.jpg"] }, "photos must be photos uploaded to the shop"],
  ])("refuses %j with 400", async (changes, error) => {
    const dress = await dressNamed("Bad Input Dress");
    const { buyer } = await boughtBy(dress);
    expect(await call("POST", `/api/products/${dress.id}/reviews`, buyer.headers, review(changes))).toEqual({ status: 400, body: { success: false, error } });
  }, 60_000);

  it("takes a photo uploaded as product photos are, kept where product photos stay", async () => {
    const dress = await dressNamed("Photo Review Dress");
    const { buyer } = await boughtBy(dress);
    const photo = await phonePhoto({ width: 900, height: 1200 });
    const started = await call<{ mediaId: string; upload: { url: string; fields: Record<string, string> } }>("POST", `/api/products/${dress.id}/reviews/photos`, buyer.headers, { contentType: "image/jpeg", bytes: photo.length });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await postUploadForm(started.body.data.upload, photo)).status).toBe(204);
    const finished = await call<{ url: string }>("POST", `/api/products/${dress.id}/reviews/photos/${started.body.data.mediaId}`, buyer.headers);
    expect(finished.status).toBe(201);
    expect(finished.body.data.url).toMatch(/^\/media\/new\//);
    const written = await call("POST", `/api/products/${dress.id}/reviews`, buyer.headers, review({ photos: [finished.body.data.url] }));
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body.data.photos).toEqual([finished.body.data.url.replace("/media/new/", "/media/")]);
    // A shopper who never received it cannot even upload.
    const stranger = await shop.shopper();
    expect((await call("POST", `/api/products/${dress.id}/reviews/photos`, stranger.headers, { contentType: "image/jpeg", bytes: 100 })).status).toBe(403);
  }, 60_000);
});

describe("moderation", () => {
  it("publishes, replies, hides; the rating follows; replays change nothing; every change is audited", async () => {
    const dress = await dressNamed("Moderated Anarkali");
    const { buyer } = await boughtBy(dress, { name: "Ritu Sharma" });
    const written = await call("POST", `/api/products/${dress.id}/reviews`, buyer.headers, review({ stars: 4, fit: "runs-small" }));
    const id = written.body.data.id;

    const waiting = await call<ReviewJson[]>("GET", "/api/reviews?status=pending", admin.headers);
    expect(waiting.body.data.find((r) => r.id === id)).toMatchObject({ productName: "Moderated Anarkali", status: "pending" });
    expect((await call("GET", "/api/reviews", buyer.headers)).status).toBe(403);
    expect((await call("PATCH", `/api/reviews/${id}`, buyer.headers, { status: "approved" })).status).toBe(403);

    expect(await call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "hidden" })).toEqual({ status: 409, body: { success: false, error: "This review is waiting; only a published review can be hidden." } });
    expect(await call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "rejected" })).toEqual({ status: 400, body: { success: false, error: "reason is required to reject a review" } });
    expect(await call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "published" })).toEqual({ status: 400, body: { success: false, error: "status must be one of approved, rejected, hidden" } });

    const approved = await call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "approved", reply: "Thank you, Ritu! Size up next time." });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBe("Review published.");
    const replay = await call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "approved", reply: "Thank you, Ritu! Size up next time." });
    expect(replay.body.message).toBe("Nothing changed: this was done already.");

    const product = await productAnswer(dress.id);
    expect({ rating: product.rating, reviewCount: product.reviewCount }).toEqual({ rating: 4, reviewCount: 1 });
    const shown = await call<ReviewJson[]>("GET", `/api/products/${dress.id}/reviews`, {});
    expect(shown.body.data).toEqual([expect.objectContaining({ id, author: "Ritu S.", verifiedBuyer: true, size: "M", stars: 4, reply: expect.objectContaining({ text: "Thank you, Ritu! Size up next time." }) })]);
    expect(shown.body.data[0]).not.toHaveProperty("userId");
    expect(shown.body.summary).toEqual({ rating: 4, count: 1, stars: [0, 0, 0, 1, 0], fit: { "runs-small": 1, "true-to-size": 0, "runs-large": 0 }, mostSay: "runs-small" });

    const hidden = await call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "hidden", reason: "Names another shop" });
    expect(hidden.body.message).toBe("Review hidden.");
    expect((await productAnswer(dress.id)).rating).toBeUndefined();
    expect((await call<ReviewJson[]>("GET", `/api/products/${dress.id}/reviews`, {})).body.data).toEqual([]);

    const audit = await shop.repos.audit.list({ entity: "review", entityId: id }, { limit: 50 });
    expect(audit.items.map((entry) => entry.action).reverse()).toEqual(["approved", "hidden"]);
    expect(auditReviews(await scanTable(shop.repos.db.doc, shop.repos.db.tableName))).toEqual([]);
  }, 60_000);

  it("keeps the sums exact through concurrent approvals, hides and doubled clicks", async () => {
    const dress = await dressNamed("Busy Review Saree");
    const buyers = await Promise.all([1, 2, 3, 4, 5, 2].map(async (stars, i) => ({ stars, ...(await boughtBy(dress, { size: ["S", "M", "L"][i % 3] })) })));
    const ids: string[] = [];
    for (const { buyer, stars } of buyers) {
      const written = await call("POST", `/api/products/${dress.id}/reviews`, buyer.headers, review({ stars, fit: stars > 3 ? "true-to-size" : "runs-large" }));
      expect(written.status).toBe(201);
      ids.push(written.body.data.id);
    }
    // Every review approved twice at once (two admins), all at the same moment.
    const approvals = await Promise.all([...ids, ...ids].map((id) => call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "approved" })));
    expect(approvals.every((a) => a.status === 200 || a.status === 409), JSON.stringify(approvals.map((a) => a.body))).toBe(true);
    expect((await productAnswer(dress.id)).reviewCount).toBe(6);
    // Then two hidden and one rejected at once, each sent twice.
    const hides = [ids[0]!, ids[1]!].flatMap((id) => [id, id]).map((id) => call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "hidden" }));
    const rejects = [ids[2]!, ids[2]!].map((id) => call("PATCH", `/api/reviews/${id}`, admin.headers, { status: "rejected", reason: "Off topic" }));
    await Promise.all([...hides, ...rejects]);

    const summary = await reviewRepository(shop.repos.db).summary(dress.id);
    expect(summary).toEqual({ count: 3, sum: 4 + 5 + 2, stars: [0, 1, 0, 1, 1], fit: { "runs-small": 0, "true-to-size": 2, "runs-large": 1 } });
    const product = await productAnswer(dress.id);
    expect({ rating: product.rating, reviewCount: product.reviewCount }).toEqual({ rating: 3.7, reviewCount: 3 });
    const { problems } = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("the product's own copy of the sums", () => {
  it("survives an admin's save, and a form loaded before a moderation is refused rather than writing them back", async () => {
    // No subcategory: the test table has none for the admin's save to check against.
    const dress = await shop.product({ name: "Saved After Review Dress", subcategory: "", price: 1499, sizes: ["S", "M", "L"], stockBySize: { S: 5, M: 5, L: 5 } });
    const { buyer } = await boughtBy(dress);
    const written = await call("POST", `/api/products/${dress.id}/reviews`, buyer.headers, review({ stars: 3 }));
    const loaded = await productAnswer(dress.id);
    await call("PATCH", `/api/reviews/${written.body.data.id}`, admin.headers, { status: "approved" });
    // The form loaded before the approval: its save would put the old sums back.
    const stale = await call<Product>("PUT", `/api/products/${dress.id}`, admin.headers, { price: 1899, updatedAt: loaded.updatedAt });
    expect(stale).toEqual({ status: 409, body: { success: false, error: "This product was changed after you opened it (a sale may have changed its stock). Reload it and save again." } });
    const fresh = await productAnswer(dress.id);
    const saved = await call<Product>("PUT", `/api/products/${dress.id}`, admin.headers, { price: 1899, rating: 5, updatedAt: fresh.updatedAt });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // A typed rating is dropped; the approved review's 3 stars stand.
    expect({ price: saved.body.data.price, rating: saved.body.data.rating, reviewCount: saved.body.data.reviewCount }).toEqual({ price: 1899, rating: 3, reviewCount: 1 });
    expect(auditReviews(await scanTable(shop.repos.db.doc, shop.repos.db.tableName))).toEqual([]);
  }, 60_000);
});

describe("the setting", () => {
  it("is read with its default and saved on the Settings page's route, 0 to 90 days", async () => {
    type Settings = { version: number; shipping: Record<string, unknown>; reviews: { requestDelayDays: number } };
    const read = async () => (await call<Settings>("GET", "/api/settings", admin.headers)).body.data;
    const before = await read();
    expect(before.reviews.requestDelayDays).toEqual(expect.any(Number));
    const tooLong = await call("PUT", "/api/settings", admin.headers, { version: before.version, shipping: before.shipping, reviews: { requestDelayDays: 91 } });
    expect(tooLong).toEqual({ status: 400, body: { success: false, error: "reviews.requestDelayDays is at most 90" } });
    const saved = await call<Settings>("PUT", "/api/settings", admin.headers, { version: before.version, shipping: before.shipping, reviews: { requestDelayDays: 12 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await read()).reviews).toEqual({ requestDelayDays: 12 });
  });
});

describe("the storefront's list", () => {
  it("sorts by newest or most helpful, filters by stars and photos, and takes one vote per shopper", async () => {
    const dress = await dressNamed("Listed Review Kurta");
    const written: string[] = [];
    for (const stars of [5, 3, 5]) {
      const { buyer } = await boughtBy(dress);
      const answer = await call("POST", `/api/products/${dress.id}/reviews`, buyer.headers, review({ stars }));
      await call("PATCH", `/api/reviews/${answer.body.data.id}`, admin.headers, { status: "approved" });
      written.push(answer.body.data.id);
    }
    const voter = await shop.shopper();
    const vote = await call<{ helpful: number }>("POST", `/api/reviews/${written[0]}/helpful`, voter.headers);
    expect(vote).toEqual({ status: 200, body: { success: true, data: { helpful: 1 } } });
    expect(await call("POST", `/api/reviews/${written[0]}/helpful`, voter.headers)).toEqual({ status: 409, body: { success: false, error: "You have already marked this review helpful." } });
    expect((await call("POST", `/api/reviews/${written[0]}/helpful`, { "content-type": "application/json" })).status).toBe(401);

    const newest = await call<ReviewJson[]>("GET", `/api/products/${dress.id}/reviews?limit=2`, {});
    expect(newest.body.data.map((r) => r.id)).toEqual([written[2], written[1]]);
    expect(newest.body.pagination).toMatchObject({ total: 3, nextCursor: "2" });
    const rest = await call<ReviewJson[]>("GET", `/api/products/${dress.id}/reviews?limit=2&cursor=2`, {});
    expect(rest.body.data.map((r) => r.id)).toEqual([written[0]]);
    const helpful = await call<ReviewJson[]>("GET", `/api/products/${dress.id}/reviews?sort=helpful`, {});
    expect(helpful.body.data[0]!.id).toBe(written[0]);
    const fives = await call<ReviewJson[]>("GET", `/api/products/${dress.id}/reviews?stars=5`, {});
    expect(fives.body.data.map((r) => r.stars)).toEqual([5, 5]);
    expect((await call<ReviewJson[]>("GET", `/api/products/${dress.id}/reviews?photos=1`, {})).body.data).toEqual([]);
    expect(await call("GET", `/api/products/${dress.id}/reviews?stars=9`, {})).toEqual({ status: 400, body: { success: false, error: "stars must be a whole number from 1 to 5" } });
    expect(await call("GET", `/api/products/${dress.id}/reviews?sort=best`, {})).toEqual({ status: 400, body: { success: false, error: "sort must be one of newest, helpful" } });
    expect(await call("GET", `/api/products/${dress.id}/reviews?cursor=99`, {})).toEqual({ status: 400, body: { success: false, error: "The page cursor is not valid. Start again from the first page." } });
    expect(auditReviews(await scanTable(shop.repos.db.doc, shop.repos.db.tableName))).toEqual([]);
  }, 60_000);
});

describe("the review request", () => {
  it("goes out the set number of days after delivery, once per order, linking to the form", async () => {
    const settings = await readSettings(shop.repos);
    await saveSettings(shop.repos, { reviews: { requestDelayDays: 5 } }, settings.version, "tests");
    const dress = await dressNamed("Requested Review Dress");
    const due = await boughtBy(dress, { deliveredAgoMs: WEEK_MS });
    const early = await boughtBy(dress, { deliveredAgoMs: 2 * 24 * 3600 * 1000 });
    await drainOutbox(outbox);

    const [first, second] = await Promise.all([sendReviewRequests(shop.repos, new Date()), sendReviewRequests(shop.repos, new Date())]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    await sendReviewRequests(shop.repos, new Date());
    await drainOutbox(outbox);
    const asking = (await mailbox.emails()).filter((e) => e.subject.startsWith("How is your order"));
    const toDue = asking.filter((e) => e.subject.includes(due.order.id.slice(-6).toUpperCase()));
    expect(toDue).toHaveLength(1);
    expect(toDue[0]!.destination.to).toContain(due.buyer.user.email);
    expect(toDue[0]!.body.html).toContain(`/product/${dress.id}?review=1`);
    expect(asking.filter((e) => e.subject.includes(early.order.id.slice(-6).toUpperCase()))).toHaveLength(0);
    expect(await reviewRepository(shop.repos.db).requestSent(due.order.id)).toBe(true);
    expect(await reviewRepository(shop.repos.db).requestSent(early.order.id)).toBe(false);
  }, 60_000);
});
