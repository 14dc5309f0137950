import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { readCounters } from "../../functions/data/counters.js";
import { readListedCounts } from "../../functions/data/listed-count-reads.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { ProductImportResult } from "../../shared/schemas/product-import-report.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { sampleProduct } from "../support/sample-product.js";
import { json, testApp } from "../support/test-app.js";
import { exportedFile, inProcessCall } from "../support/export-job.js";

// Products out to a spreadsheet and back (issue 15): the file opens with the right columns, an
// import shows every change and every error by line before anything is written, then applies
// all rows or none.

let shop: Awaited<ReturnType<typeof testApp>>;
let admin: SignedIn;
let products: ProductRecord[];

beforeAll(async () => {
  shop = await testApp();
  admin = await signIn(shop.app, shop.repos, { role: "admin" });
  await shop.repos.subcategories.create({ name: "Saree", category: "clothing", description: "", sortOrder: 1, isActive: true });
  products = [];
  products.push(await shop.repos.products.create(sampleProduct({ name: "Chanderi Silk Saree", subcategory: "Saree", price: 4599, originalPrice: 4999, sizes: ["Free Size"], stockBySize: { "Free Size": 4 }, size_guide: [] })));
  products.push(await shop.repos.products.create(sampleProduct({ name: "Mulmul Kurta", subcategory: "", sizes: ["S", "M", "XXL"], stockBySize: { S: 2, M: 5, XXL: 1 } })));
  products.push(await shop.repos.products.create(sampleProduct({ name: '=HYPERLINK("http://evil.example","Sale")', subcategory: "", color: '=HYPERLINK("http://evil.example")\nRed', description: "Line one, with a comma\nand a second line" })));
});

/** The export as the exports page makes it: a job, then its file from the bucket. */
async function exportCsv(): Promise<{ text: string; rows: Array<Record<string, string>>; fields: string[] }> {
  const { response, bytes: file } = await exportedFile(inProcessCall(shop.app), authHeader(admin.token), { kind: "products" });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = new Uint8Array(file);
  // A byte-order mark first, so Excel reads the file as UTF-8.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: "greedy" });
  expect(parsed.errors).toEqual([]);
  return { text, rows: parsed.data, fields: parsed.meta.fields! };
}

async function importCsv(csv: string, apply: boolean) {
  const response = await shop.app.request("/api/admin/products/import", {
    method: "POST",
    headers: { ...authHeader(admin.token), "content-type": "application/json" },
    body: JSON.stringify({ csv, apply }),
  });
  return { status: response.status, body: await json<{ data: ProductImportResult; error?: string; message?: string }>(response) };
}

const rowOf = (rows: Array<Record<string, string>>, id: string) => rows.find((row) => row.id === id)!;

describe("the products CSV", () => {
  it("opens in a spreadsheet with a column per field and per size, and formulas defused", async () => {
    const { rows, fields } = await exportCsv();
    expect(fields.slice(0, 3)).toEqual(["id", "name", "price"]);
    expect(fields).toEqual(expect.arrayContaining(["originalPrice", "subcategory", "material", "sizes", "stock:S", "stock:M", "stock:XXL", "stock:Free Size", "tags", "isActive", "description"]));
    // Usual sizes first, in their order; others after.
    expect(fields.filter((f) => f.startsWith("stock:"))).toEqual(["stock:XS", "stock:S", "stock:M", "stock:L", "stock:XL", "stock:XXL", "stock:Free Size"]);
    const kurta = rowOf(rows, products[1]!.id);
    expect(kurta).toMatchObject({ name: "Mulmul Kurta", sizes: "S|M|XXL", "stock:S": "2", "stock:M": "5", "stock:XXL": "1", "stock:L": "", isActive: "true" });
    const sneaky = rowOf(rows, products[2]!.id);
    expect(sneaky.name).toBe(`'=HYPERLINK("http://evil.example","Sale")`);
    // A formula followed by a line break is defused too.
    expect(sneaky.color).toBe(`'=HYPERLINK("http://evil.example")\nRed`);
    expect(sneaky.description).toBe("Line one, with a comma\nand a second line");
  });

  it("unchanged, imports as no change at all", async () => {
    const { text } = await exportCsv();
    const preview = await importCsv(text, false);
    expect(preview.status).toBe(200);
    expect(preview.body.data.changedRows).toBe(0);
    expect(preview.body.data.rows.flatMap((row) => row.errors)).toEqual([]);
  });

  it("previews every change and every error by line, writes nothing, and applies all rows or none", async () => {
    const { rows, fields } = await exportCsv();
    const saree = rowOf(rows, products[0]!.id);
    const kurta = rowOf(rows, products[1]!.id);
    const sneaky = rowOf(rows, products[2]!.id);
    saree.price = "4299";
    saree["stock:Free Size"] = "7";
    kurta["stock:M"] = "0";
    kurta.description = "Soft mulmul, block printed in Bagru.";
    sneaky.price = "abc";
    sneaky["stock:L"] = "";
    const ghost = { ...kurta, id: "000000000000000000000bad" };
    const edited = (list: Array<Record<string, string>>) => Papa.unparse({ fields, data: list.map((row) => fields.map((f) => row[f] ?? "")) });
    const before = await shop.repos.products.listAll();

    const preview = await importCsv(edited([saree, kurta, sneaky, ghost]), false);
    expect(preview.status).toBe(200);
    const result = preview.body.data;
    expect(result).toMatchObject({ changedRows: 2, errorRows: 2, applied: false });
    expect(result.rows[0]).toMatchObject({ line: 2, productId: products[0]!.id, errors: [] });
    expect(result.rows[0]!.changes).toEqual([
      { field: "price", from: "4599", to: "4299" },
      // The percent off follows the new price; nobody types it.
      { field: "discount", from: "8", to: "14" },
      { field: "stock:Free Size", from: "4", to: "7" },
    ]);
    expect(result.rows[1]!.changes).toEqual([
      { field: "description", from: "Hand block-printed cotton, breathable for Indian summers.", to: "Soft mulmul, block printed in Bagru." },
      { field: "stock:M", from: "5", to: "0" },
    ]);
    expect(result.rows[2]).toMatchObject({ line: 4, errors: ["stock:L is empty: give the pieces of size L, or 0", "Price must be a number"] });
    expect(result.rows[3]).toMatchObject({ line: 5, errors: ["No product has the id 000000000000000000000bad"] });
    expect(await shop.repos.products.listAll()).toEqual(before);

    const refused = await importCsv(edited([saree, kurta, sneaky, ghost]), true);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Nothing was imported: 2 rows have errors. Fix them and preview again.");
    expect(await shop.repos.products.listAll()).toEqual(before);

    sneaky.price = "1499";
    sneaky["stock:L"] = "2";
    sneaky.isActive = "false";
    const counters = await readCounters(shop.repos.db);
    const applied = await importCsv(edited([saree, kurta, sneaky]), true);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ message: "3 products updated.", data: { applied: true, changedRows: 3 } });
    expect(await shop.repos.products.get(products[0]!.id)).toMatchObject({ price: 4299, stockBySize: { "Free Size": 7 }, stock: 7 });
    expect(await shop.repos.products.get(products[1]!.id)).toMatchObject({ stockBySize: { S: 2, M: 0, XXL: 1 }, description: "Soft mulmul, block printed in Bagru." });
    // The defused formula went back in as the text it was, not as "'=".
    expect(await shop.repos.products.get(products[2]!.id)).toMatchObject({ name: products[2]!.name, isActive: false, price: 1499 });
    expect((await readCounters(shop.repos.db)).activeProducts).toBe(counters.activeProducts - 1);
    // A large shop's listing totals (issue 29) lose the product switched off, as a recount says.
    const recount = new Map<string, number>();
    for (const product of (await shop.repos.products.listAll()).filter((p) => p.isActive)) {
      for (const name of new Set([product.category, product.subcategory].map((value) => value.trim().toLowerCase()).filter(Boolean))) recount.set(name, (recount.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries([...(await readListedCounts(shop.repos.db))].filter(([, count]) => count !== 0))).toEqual(Object.fromEntries(recount));
  });

  it("reads only the products the file names, so a large catalogue does not slow a small file", async () => {
    const { rows, fields } = await exportCsv();
    const kurta = rowOf(rows, products[1]!.id);
    kurta.name = "Mulmul Kurta, Indigo";
    const file = Papa.unparse({ fields, data: [fields.map((f) => kurta[f] ?? "")] });
    // The whole catalogue cannot be read meanwhile: an import that reached for it would fail.
    const listAll = shop.repos.products.listAll;
    shop.repos.products.listAll = () => Promise.reject(new Error("the import read the whole catalogue"));
    try {
      const preview = await importCsv(file, false);
      expect(preview.status, preview.body.error).toBe(200);
      expect(preview.body.data.rows[0]).toMatchObject({ productId: products[1]!.id, errors: [], changes: [{ field: "name", from: "Mulmul Kurta", to: "Mulmul Kurta, Indigo" }] });
    } finally {
      shop.repos.products.listAll = listAll;
    }
  });

  it("says the percent off the prices give, whatever was stored or typed in the sheet", async () => {
    // Saved before the percent followed the prices: the storefront said 19% off, the sheet 0.
    const old = await shop.repos.products.create(sampleProduct({ name: "Kota Doria Dupatta", subcategory: "", price: 1620, originalPrice: 2000, discount: 0 }));
    const { rows, fields } = await exportCsv();
    const row = rowOf(rows, old.id);
    expect(row.discount).toBe("19");
    row.discount = "50";
    row.originalPrice = "2400";
    const csv = Papa.unparse({ fields, data: [fields.map((f) => row[f] ?? "")] });
    const applied = await importCsv(csv, true);
    expect(applied.status).toBe(200);
    expect(applied.body.data.rows[0]!.changes).toEqual([
      { field: "originalPrice", from: "2000", to: "2400" },
      { field: "discount", from: "19", to: "33" },
    ]);
    expect((await shop.repos.products.get(old.id))!.discount).toBe(33);
    expect(rowOf((await exportCsv()).rows, old.id).discount).toBe("33");
  });

  it("refuses a file that is not an export, and is for admins only", async () => {
    expect((await importCsv("name,price\nSaree,100\n", false)).body.error).toBe("The file has no id column. Export the products first and edit that file.");
    expect((await importCsv("id,name,colour\nx,y,z\n", false)).body.error).toBe("Unknown column: colour");
    const shopper = await signIn(shop.app, shop.repos, { name: "Kavya" });
    expect((await inProcessCall(shop.app)("POST", "/api/admin/exports", authHeader(shopper.token), { kind: "products" })).status).toBe(403);
  });
});

describe("a product's shipping weight in the sheet", () => {
  it("goes out as its own column (blank: the subcategory's default) and comes back in from an import", async () => {
    const { rows, fields } = await exportCsv();
    expect(fields).toContain("shippingWeightGrams");
    const saree = products[0]!;
    expect(rowOf(rows, saree.id).shippingWeightGrams).toBe("");
    const edited = Papa.unparse({ fields, data: rows.filter((row) => row.id === saree.id).map((row) => fields.map((field) => (field === "shippingWeightGrams" ? "950" : row[field] ?? ""))) });
    const applied = await importCsv(edited, true);
    expect(applied.status).toBe(200);
    expect((await shop.repos.products.get(saree.id))!.shippingWeightGrams).toBe(950);
    expect(rowOf((await exportCsv()).rows, saree.id).shippingWeightGrams).toBe("950");
  });
});

describe("made to measure in the sheet (issue 26)", () => {
  // An id not made from its name ("lining-silk"), as a tool might have set: the sheet keeps it.
  const options = [
    { id: "blouse-stitching", label: "Blouse stitching", price: 850 },
    { id: "blouse-neck", label: "Blouse neck", price: 0, choices: ["Round neck", "Boat neck"], under: "blouse-stitching" },
    { id: "lining-silk", label: "Lining", price: 200.5 },
  ];
  let blouse: ProductRecord;
  let saree: ProductRecord;
  let legacy: ProductRecord;

  beforeAll(async () => {
    blouse = await shop.repos.products.create(
      sampleProduct({ name: "Brocade Blouse", subcategory: "", sizes: ["S", "M", "Custom"], stockBySize: { S: 2, M: 1, Custom: 3 }, buyAs: "both", customOptions: options, leadTimeDays: { min: 14, max: 18 }, customStock: "fabric" }),
    );
    saree = await shop.repos.products.create(sampleProduct({ name: "Georgette Saree", subcategory: "", sizes: ["Free Size"], stockBySize: { "Free Size": 5 }, buyAs: "both", customOptions: [{ id: "fall-pico", label: "Fall & pico", price: 150 }] }));
    // Stored before issue 26 with only customMade: custom only.
    legacy = await shop.repos.products.create(sampleProduct({ name: "Old Tailored Kurta", subcategory: "", customMade: true }));
  });

  const csvOf = (fields: string[], rows: Array<Record<string, string>>) => Papa.unparse({ fields, data: rows.map((row) => fields.map((f) => row[f] ?? "")) });

  it("goes out as four columns: buyAs, customStock, leadTimeDays and the options one per line in one cell", async () => {
    const { rows, fields } = await exportCsv();
    expect(fields.slice(fields.indexOf("isFeatured") + 1)).toEqual(["buyAs", "customStock", "leadTimeDays", "customOptions", "description"]);
    expect(fields).toContain("stock:Custom");
    expect(rowOf(rows, blouse.id)).toMatchObject({
      buyAs: "both",
      customStock: "fabric",
      leadTimeDays: "14-18 days",
      customOptions: "Blouse stitching | 850\nBlouse neck | 0 | Round neck, Boat neck | Blouse stitching\nLining | 200.5",
      sizes: "S|M|Custom",
      "stock:Custom": "3",
    });
    expect(rowOf(rows, saree.id)).toMatchObject({ buyAs: "both", customStock: "", leadTimeDays: "", customOptions: "Fall & pico | 150" });
    expect(rowOf(rows, legacy.id)).toMatchObject({ buyAs: "custom", customStock: "", leadTimeDays: "", customOptions: "" });
    expect(rowOf(rows, products[1]!.id)).toMatchObject({ buyAs: "ready", customStock: "", leadTimeDays: "", customOptions: "" });
  });

  it("exported and imported back, changes nothing, applied or not", async () => {
    const before = await shop.repos.products.listAll();
    const { text } = await exportCsv();
    const preview = await importCsv(text, false);
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows.flatMap((row) => row.errors)).toEqual([]);
    expect(preview.body.data.rows.filter((row) => row.changes.length > 0)).toEqual([]);
    const applied = await importCsv(text, true);
    expect(applied.status).toBe(200);
    expect(applied.body.data.changedRows).toBe(0);
    expect(await shop.repos.products.listAll()).toEqual(before);
  });

  it("previews and applies edited custom cells, options keeping their ids; blank means none", async () => {
    const { rows, fields } = await exportCsv();
    const row = rowOf(rows, saree.id);
    row.customStock = "none";
    row.leadTimeDays = "7";
    rowOf(rows, blouse.id).leadTimeDays = "14 to 18";
    row.customOptions = "Fall & pico | 175\nBlouse stitching | 900\nBlouse neck | 0 | Round neck, Boat neck | Blouse stitching";
    const old = rowOf(rows, legacy.id);
    old.buyAs = "";
    const preview = await importCsv(csvOf(fields, [row, old, rowOf(rows, blouse.id)]), false);
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows[0]!.changes).toEqual([
      { field: "leadTimeDays", from: "", to: "7 days" },
      { field: "customOptions", from: "Fall & pico | 150", to: "Fall & pico | 175\nBlouse stitching | 900\nBlouse neck | 0 | Round neck, Boat neck | Blouse stitching" },
    ]);
    expect(preview.body.data.rows[1]!.changes).toEqual([{ field: "buyAs", from: "custom", to: "ready" }]);
    // "14 to 18" is the 14-18 days stored: no change.
    expect(preview.body.data.rows[2]).toMatchObject({ changes: [], errors: [] });

    expect((await importCsv(csvOf(fields, [row, old]), true)).status).toBe(200);
    const saved = (await shop.repos.products.get(saree.id))!;
    expect(saved).toMatchObject({ buyAs: "both", leadTimeDays: { min: 7, max: 7 } });
    expect(saved.customOptions).toEqual([
      { id: "fall-pico", label: "Fall & pico", price: 175 },
      { id: "blouse-stitching", label: "Blouse stitching", price: 900 },
      { id: "blouse-neck", label: "Blouse neck", price: 0, choices: ["Round neck", "Boat neck"], under: "blouse-stitching" },
    ]);
    expect((await shop.repos.products.get(legacy.id))!.buyAs).toBe("ready");

    // Blank options and lead time: none, and the usual 10-12 days.
    const again = rowOf((await exportCsv()).rows, saree.id);
    again.customOptions = "";
    again.leadTimeDays = "";
    expect((await importCsv(csvOf(fields, [again]), true)).status).toBe(200);
    const cleared = (await shop.repos.products.get(saree.id))!;
    expect(cleared.customOptions).toEqual([]);
    expect(cleared.leadTimeDays).toBeUndefined();
  });

  it("shows each custom cell's error by its line, and writes nothing", async () => {
    const { rows, fields } = await exportCsv();
    const bad = (changes: Record<string, string>) => ({ ...rowOf(rows, blouse.id), ...changes });
    const sheet = csvOf(fields, [
      bad({ buyAs: "sometimes" }),
      { ...rowOf(rows, saree.id), customStock: "cloth", leadTimeDays: "ten days" },
      { ...rowOf(rows, legacy.id), customOptions: "Lining | ₹200" },
      { ...rowOf(rows, products[1]!.id), leadTimeDays: "12-10", customOptions: "Neck | 0 | Round | Blouse" },
    ]);
    const before = await shop.repos.products.listAll();
    const preview = await importCsv(sheet, false);
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows.map(({ line, errors }) => ({ line, errors }))).toEqual([
      { line: 2, errors: ["buyAs is sometimes: write ready, custom or both (blank is ready)"] },
      { line: 3, errors: ["customStock is cloth: write fabric or none (blank is none)", "leadTimeDays is ten days: write the days as 10-12 days, or one number (blank is 10-12 days)"] },
      { line: 4, errors: ["customOptions: Lining: the price must be rupees, 0 or more, at most 2 decimals"] },
      { line: 5, errors: ["customOptions: Neck sits under Blouse, which is not another option", expect.stringContaining("Lead time's first figure must not be more than its second")] },
    ]);
    expect((await importCsv(sheet, true)).status).toBe(400);
    expect(await shop.repos.products.listAll()).toEqual(before);
  });

  it("will not switch off the fabric's stock while size Custom has pieces, unless the row counts them to 0", async () => {
    const { rows, fields } = await exportCsv();
    const row = rowOf(rows, blouse.id);
    row.customStock = "none";
    const refused = await importCsv(csvOf(fields, [row]), false);
    expect(refused.body.data.rows[0]!.errors).toEqual([
      "Custom pieces cannot stop using the fabric's stock while size Custom has 3 pieces: set its count to 0 first, or move them to another size.",
    ]);
    expect((await importCsv(csvOf(fields, [row]), true)).status).toBe(400);
    expect((await shop.repos.products.get(blouse.id))!.stockBySize).toEqual({ S: 2, M: 1, Custom: 3 });

    row["stock:Custom"] = "0";
    const preview = await importCsv(csvOf(fields, [row]), false);
    expect(preview.body.data.rows[0]).toMatchObject({ errors: [] });
    expect(preview.body.data.rows[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: "sizes", from: "S|M|Custom", to: "S|M" },
        { field: "customStock", from: "fabric", to: "none" },
        { field: "stock:Custom", from: "3", to: "" },
      ]),
    );
    expect((await importCsv(csvOf(fields, [row]), true)).status).toBe(200);
    const saved = (await shop.repos.products.get(blouse.id))!;
    expect(saved).toMatchObject({ customStock: "none", sizes: ["S", "M"], stockBySize: { S: 2, M: 1 }, stock: 3 });
    // The 3 pieces left the count as a movement of the import, not unseen.
    const history = await shop.repos.stock.all(blouse.id);
    expect(history.at(-1)).toMatchObject({ reason: "import", sizes: [{ size: "Custom", onHandFrom: 3, onHandTo: 0, heldFrom: 0, heldTo: 0 }] });
  });
});
