// The Legal Metrology declarations' product fields (issue 27): country of origin and maker or brand
// owner, through the admin's form (POST/PUT) and the products CSV (export, then import back), with
// the seller's defaults when blank (shared/declarations.ts).
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { declarationsOf } from "../../shared/declarations.js";
import { DEMO_SELLER } from "../../shared/seller.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { authHeader, signIn } from "../support/auth.js";
import { sampleProduct } from "../support/sample-product.js";
import { json, testApp } from "../support/test-app.js";
import { exportedFile, inProcessCall } from "../support/export-job.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let token: string;

beforeAll(async () => {
  shop = await testApp();
  token = (await signIn(shop.app, shop.repos, { role: "owner" })).token;
  await shop.repos.subcategories.create({ name: "Saree", category: "clothing", description: "", sortOrder: 1, isActive: true });
});

const send = (method: string, path: string, body?: unknown) =>
  shop.app.request(`/api${path}`, { method, headers: { "content-type": "application/json", ...authHeader(token) }, body: body === undefined ? undefined : JSON.stringify(body) });

const MAKER = "Weavers of Varanasi Co-operative, Lallapura, Varanasi 221001";

describe("country of origin and maker", () => {
  it("are saved from the admin's form, refused when too long, and left to the seller's defaults when blank", async () => {
    const created = await send("POST", "/products", sampleProduct({ name: "Katan Silk Saree", subcategory: "Saree", countryOfOrigin: "India", maker: MAKER }));
    expect(created.status).toBe(201);
    const saree = (await json<{ data: Product }>(created)).data;
    expect(saree).toMatchObject({ countryOfOrigin: "India", maker: MAKER });
    const tooLong = await send("PUT", `/products/${saree._id}`, { maker: "x".repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ success: false, error: "Maker or brand owner is at most 300 characters" });

    const plain = (await json<{ data: Product }>(await send("POST", "/products", sampleProduct({ name: "Plain Saree", subcategory: "Saree", countryOfOrigin: "", maker: "  " })))).data;
    expect(plain.countryOfOrigin).toBeUndefined();
    expect(plain.maker).toBeUndefined();
    expect(declarationsOf(plain, "M", DEMO_SELLER)).toEqual({
      maker: `${DEMO_SELLER.legalName}, ${DEMO_SELLER.address}`,
      countryOfOrigin: "India",
      consumerCare: `${DEMO_SELLER.supportEmail}, ${DEMO_SELLER.supportPhone}`,
      size: "M",
      mrp: "MRP ₹1,999.00 (incl. of all taxes)",
    });
    expect(declarationsOf({ ...plain, originalPrice: undefined, price: 1299 }, "", DEMO_SELLER).mrp).toBe("MRP ₹1,299.00 (incl. of all taxes)");
  });

  it("go out in the products CSV and come back in with an import", async () => {
    const saree = (await json<{ data: Product }>(await send("POST", "/products", sampleProduct({ name: "Tussar Saree CSV", subcategory: "Saree", countryOfOrigin: "India", maker: MAKER })))).data;
    const exported = await exportedFile(inProcessCall(shop.app), authHeader(token), { kind: "products" });
    const text = exported.bytes.toString("utf8").replace(/^\uFEFF/, "");
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: "greedy" });
    expect(parsed.meta.fields).toEqual(expect.arrayContaining(["countryOfOrigin", "maker"]));
    const row = parsed.data.find((r) => r.id === saree.id)!;
    expect(row).toMatchObject({ countryOfOrigin: "India", maker: MAKER });

    const edited = Papa.unparse({ fields: parsed.meta.fields!, data: [{ ...row, countryOfOrigin: "Bangladesh", maker: "Dhaka Looms Ltd, Mirpur, Dhaka" }] });
    const applied = await send("POST", "/admin/products/import", { csv: edited, apply: true });
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect(await shop.repos.products.get(saree._id)).toMatchObject({ countryOfOrigin: "Bangladesh", maker: "Dhaka Looms Ltd, Mirpur, Dhaka" });
  });
});
