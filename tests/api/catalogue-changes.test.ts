// Issue 29: a warm API process brings its copy of the cards up to date from the product changes
// index (gsi2 PRODUCT_CHANGES / <changedAt>#<id>) instead of reading the whole catalogue every
// minute. After concurrent sales, holds, admin edits, a deactivation, a deletion and a CSV import,
// the refreshed copy must equal a fresh full read, card for card; and every write of a product
// item must move it in that index (a recount: what changed since t is what the index lists).
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { createCardCatalogue } from "../../functions/catalogue/card-catalogue.js";
import { changedProductsShown } from "../../functions/catalogue/changed-products.js";
import { withLapsedHoldsShown } from "../../functions/catalogue/lapsed-holds-shown.js";
import { createPopularity } from "../../functions/catalogue/popularity.js";
import { releaseLapsedHolds } from "../../functions/checkout/release-hold.js";
import { productChangesSince } from "../../functions/data/product-change-reads.js";
import { queryAll } from "../../functions/data/query-page.js";
import { reviewRepository } from "../../functions/data/reviews.js";
import { NO_REVIEWS } from "../../shared/reviews.js";
import { indexProductChanges } from "../../scripts/build-scale-indexes.js";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { exportedFile } from "../support/export-job.js";
import { sampleProduct } from "../support/sample-product.js";
import { setStock } from "../support/set-stock.js";

type Shop = Awaited<ReturnType<typeof paymentShop>>;
type Headers = Record<string, string>;
let shop: Shop;
/** The shop's clock runs this far ahead of the real one: a hold lapses without waiting. */
let ahead = 0;
const HOLD_SECONDS = 600;

beforeAll(async () => {
  shop = await paymentShop({ env: { CHECKOUT_HOLD_SECONDS: String(HOLD_SECONDS), CATALOGUE_CACHE_SECONDS: "0" }, now: () => new Date(Date.now() + ahead) });
  for (const [name, sortOrder] of [["Dress", 1], ["Saree", 2]] as const) await shop.repos.subcategories.create({ name, category: "clothing", description: `${name}.`, sortOrder, isActive: true });
});

const soldLately = () => createPopularity(shop.repos, { ttlMs: 0 }).soldLately();
const everyProduct = async () => (await withLapsedHoldsShown(shop.repos)).products.listAll();

/** A process's copy as the API keeps it, read whole once and then brought up to date by changes. */
function warmCopy() {
  let wholeReads = 0;
  const catalogue = createCardCatalogue({
    products: () => {
      wholeReads++;
      return everyProduct();
    },
    changes: (since) => changedProductsShown(shop.repos, since),
    soldLately,
    ttlMs: 60 * 60_000,
    fullReadMs: 24 * 60 * 60_000,
    now: () => shop.repos.db.now().getTime(),
  });
  /** As after a save in the process: the read waits for the copy to be brought up to date (else the copy answers while it is). */
  const upToDate = () => {
    catalogue.clear();
    return catalogue.cards();
  };
  return { catalogue, upToDate, wholeReads: () => wholeReads };
}

/** A fresh process's whole read. */
const fullRead = () => createCardCatalogue({ products: everyProduct, soldLately, ttlMs: 60_000 }).cards();

const items = (id: string, size = "M", quantity = 1) => ({ items: [{ product: id, size, quantity }], shippingAddress: ADDRESS, source: "cart" });

async function checkout(headers: Headers, id: string, size = "M") {
  const response = await shop.call("POST", "/api/payments/create-order", headers, items(id, size));
  expect(response.status).toBe(201);
  return (await response.json()) as { order: { id: string }; orderId: string };
}

async function paidCheckout(id: string) {
  const buyer = await shop.shopper();
  const started = await checkout(buyer.headers, id);
  const handled = await shop.emulator.payOrder(started.order.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, handled);
  expect(confirmed.status).toBe(200);
  return { orderId: started.orderId, paymentId: ((await confirmed.json()) as { payment: { id: string } }).payment.id };
}

async function expectOk(response: Promise<Response>, status = 200) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return answer;
}

/** The admin's CSV, one product's price changed, imported. */
async function importPrice(headers: Headers, id: string, price: number) {
  const { bytes } = await exportedFile(shop.call, headers, { kind: "products" });
  const parsed = Papa.parse<Record<string, string>>(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: "greedy" });
  const rows = parsed.data.filter((row) => row.id === id).map((row) => ({ ...row, price: String(price) }));
  const csv = Papa.unparse({ fields: parsed.meta.fields!, data: rows });
  await expectOk(shop.call("POST", "/api/admin/products/import", headers, { csv, apply: true }));
}

async function newProducts(count: number, name: string): Promise<ProductRecord[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => shop.product({ name: `${name} ${i + 1}`, subcategory: i % 2 ? "Saree" : "Dress", sizes: ["M", "L"], stockBySize: { M: 6, L: 4 } })));
}

describe("a warm process's copy of the cards", () => {
  it("brought up to date from the changes index after concurrent changes, equals a fresh full read card for card", async () => {
    const admin = await shop.admin();
    const products = await newProducts(12, "Warm Copy Kurta");
    const warm = warmCopy();
    expect(await warm.catalogue.cards()).toEqual(await fullRead());
    const searched = await warm.catalogue.rank("kurta");
    const open = await shop.shopper();

    await Promise.all([
      paidCheckout(products[0]!.id),
      paidCheckout(products[0]!.id),
      paidCheckout(products[1]!.id),
      checkout(open.headers, products[2]!.id, "L"),
      expectOk(shop.call("PUT", `/api/products/${products[3]!.id}`, admin.headers, { name: "Renamed Banarasi Saree", price: 1799 })),
      expectOk(shop.call("PUT", `/api/products/${products[4]!.id}`, admin.headers, { isActive: false })),
      expectOk(shop.call("PUT", `/api/products/${products[5]!.id}`, admin.headers, { stockBySize: { M: 1, L: 0 } })),
      expectOk(shop.call("DELETE", `/api/products/${products[6]!.id}`, admin.headers)),
      expectOk(shop.call("POST", "/api/products", admin.headers, sampleProduct({ name: "Newest Chanderi Dress", sizes: ["M"], stockBySize: { M: 3 }, images: [] })), 201),
      importPrice(admin.headers, products[8]!.id, 777),
      // A refresh in the middle of the changes: the next one reads from a little before it.
      warm.upToDate(),
    ]);
    await shop.emulator.waitForWebhooks();

    const refreshed = await warm.upToDate();
    expect(refreshed).toEqual(await fullRead());
    expect(refreshed.map((card) => card.name)).toContain("Newest Chanderi Dress");
    expect(refreshed.map((card) => card.id)).not.toContain(products[6]!.id);
    expect(refreshed.map((card) => card.id)).not.toContain(products[4]!.id);
    expect(refreshed.find((card) => card.id === products[0]!.id)?.sold).toBe(2);
    // A name changed: the search's index was built again and finds it.
    expect([...(await warm.catalogue.rank("banarsi")).keys()]).toContain(products[3]!.id);
    expect(await warm.catalogue.rank("kurta")).not.toBe(searched);

    // The open checkout's hold lapses, not swept yet: its pieces show as available, as in a full read.
    ahead += (HOLD_SECONDS + 60) * 1000;
    const lapsed = await warm.upToDate();
    expect(lapsed.find((card) => card.id === products[2]!.id)?.stockBySize.L).toBe(4);
    expect(lapsed).toEqual(await fullRead());
    expect(await releaseLapsedHolds(shop.repos)).toBeGreaterThan(0);
    expect(await warm.upToDate()).toEqual(await fullRead());
    // Only stock moved since the last search: the index is kept.
    const kept = await warm.catalogue.rank("kurta");
    await paidCheckout(products[9]!.id);
    expect(await warm.upToDate()).toEqual(await fullRead());
    expect(await warm.catalogue.rank("kurta")).toBe(kept);

    expect(warm.wholeReads()).toBe(1);
  }, 120_000);
});

/** Every product item as stored (the changes index's keys left out), by id. */
async function storedProducts(): Promise<Map<string, string>> {
  const stored = await queryAll(shop.repos.db, { index: "gsi1", partition: "PRODUCT" });
  return new Map(stored.map(({ gsi2pk: _pk, gsi2sk: _sk, ...item }) => [String(item.id), JSON.stringify(item, Object.keys(item).sort())]));
}

describe("the product changes index", () => {
  it("lists every product item written since t, by every write path, and a mark for each deletion", async () => {
    const admin = await shop.admin();
    const products = await newProducts(10, "Indexed Lehenga");
    const subcategory = await shop.repos.subcategories.create({ name: "Lehenga", category: "clothing", description: "Lehengas.", sortOrder: 3, isActive: true });
    const renamed = await shop.product({ name: "Renamed Lehenga", subcategory: "Lehenga", sizes: ["M"], stockBySize: { M: 3 } });
    const sold = await paidCheckout(products[9]!.id);
    const before = await storedProducts();
    const t = shop.repos.db.now().toISOString();
    const buyer = await shop.shopper();

    // A held checkout, a sale, a lapsed hold's release, an admin's edit, count, deactivation and
    // deletion, an import, a review's rating, a subcategory rename, a refund's restock, a tool's setStock.
    const held = await checkout(buyer.headers, products[0]!.id);
    await paidCheckout(products[1]!.id);
    await Promise.all([
      expectOk(shop.call("PUT", `/api/products/${products[2]!.id}`, admin.headers, { price: 1234 })),
      expectOk(shop.call("PUT", `/api/products/${products[3]!.id}`, admin.headers, { stockBySize: { M: 2, L: 2 } })),
      expectOk(shop.call("PUT", `/api/products/${products[4]!.id}`, admin.headers, { isActive: false })),
      expectOk(shop.call("DELETE", `/api/products/${products[5]!.id}`, admin.headers)),
      importPrice(admin.headers, products[6]!.id, 555),
      transactWrite(shop.repos.db, labelled("rating", reviewRepository(shop.repos.db).productRatingAction(products[7]!.id, { ...NO_REVIEWS, count: 1, sum: 5 }))),
      expectOk(shop.call("PUT", `/api/subcategories/${subcategory.id}`, admin.headers, { name: "Lehengas" })),
      setStock(shop.repos.db, products[8]!.id, { M: 1, L: 1 }),
    ]);
    await expectOk(shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: sold.paymentId, reason: "Wrong size", items: [{ product: products[9]!.id, size: "M", quantity: 1 }], restock: true }));
    ahead += (HOLD_SECONDS + 60) * 1000;
    expect(await releaseLapsedHolds(shop.repos)).toBeGreaterThan(0);

    const after = await storedProducts();
    const changed = new Set([...after].filter(([id, item]) => before.get(id) !== item).map(([id]) => id));
    const gone = [...before.keys()].filter((id) => !after.has(id));
    const listed = await productChangesSince(shop.repos.db, t);
    expect(new Set(listed.filter((change) => change.product).map((change) => change.id))).toEqual(changed);
    expect(listed.filter((change) => !change.product).map((change) => change.id)).toEqual(gone);
    expect(gone).toEqual([products[5]!.id]);
    // Every path named above changed its product (the sweep may release an earlier test's hold too).
    expect([...changed]).toEqual(expect.arrayContaining([0, 1, 2, 3, 4, 6, 7, 8, 9].map((n) => products[n]!.id).concat(renamed.id)));
    expect(held.orderId).toBeTruthy();
  }, 120_000);
});

describe("the upgrade (scripts/build-scale-indexes.ts)", () => {
  it("puts products stored before the changes index in it, stamped with their own updatedAt, once", async () => {
    const [older] = await newProducts(1, "Stored Before The Index");
    const { gsi2pk: _pk, gsi2sk: _sk, ...item } = (await queryAll(shop.repos.db, { index: "gsi1", partition: "PRODUCT" })).find((stored) => stored.id === older!.id)!;
    await shop.repos.db.doc.send(new PutCommand({ TableName: shop.repos.db.tableName, Item: item }));
    const since = new Date(Date.parse(older!.updatedAt) - 1).toISOString();
    expect((await productChangesSince(shop.repos.db, since)).map((change) => change.id)).not.toContain(older!.id);

    expect(await indexProductChanges(shop.repos)).toBe(1);
    expect((await productChangesSince(shop.repos.db, since)).find((change) => change.id === older!.id)?.stamp).toBe(`${older!.updatedAt}#${older!.id}`);
    expect(await indexProductChanges(shop.repos)).toBe(0);
  });
});
