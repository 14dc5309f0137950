import { beforeAll, describe, expect, it } from "vitest";
import { auditTable, scanTable } from "../support/table-audit.js";
import { sampleProduct } from "../support/sample-product.js";
import { testApp } from "../support/test-app.js";

// A listing's total on a cold process is a kept count per category and subcategory name (issue 29).
// A product deleted while another save moves it to another subcategory must leave the counts
// equal to a recount: the delete is refused if the names it read have changed.
let shop: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  shop = await testApp();
  for (const name of ["Dress", "Saree"]) await shop.repos.subcategories.create({ name, category: "clothing", description: `${name}.`, sortOrder: 1, isActive: true });
});

describe("deleting a product while it moves between listings", () => {
  it("keeps every listed count equal to a recount, whichever lands first", async () => {
    const products = await Promise.all(Array.from({ length: 12 }, (_, i) => shop.repos.products.create(sampleProduct({ name: `Mulmul Dress ${i + 1}` }))));
    const outcomes = await Promise.allSettled(
      products.flatMap((product) => [
        shop.repos.products.update(product.id, { ...sampleProduct({ name: product.name }), subcategory: "Saree" }, { seen: product }),
        shop.repos.products.remove(product.id),
      ]),
    );
    // Each pair: the move, the delete or both landed; what was refused was refused with a clear reason.
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(String((outcome.reason as Error).message)).toMatch(/changed at the same time|Product not found/);
    }
    const audit = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(audit.problems.filter((problem) => problem.startsWith("listed count"))).toEqual([]);
  });

  it("refuses a delete that read the product before it moved, and changes nothing", async () => {
    const product = await shop.repos.products.create(sampleProduct({ name: "Kota Doria Dress" }));
    await shop.repos.products.update(product.id, { ...sampleProduct({ name: product.name }), subcategory: "Saree" });
    // The race, in order: the delete's read saw the product in Dress, then the move landed.
    const readBeforeTheMove = { ...shop.repos.products, get: async () => product };
    await expect(shop.repos.products.remove.call(readBeforeTheMove, product.id)).rejects.toThrow("This product was changed at the same time. Reload and try again.");
    expect((await shop.repos.products.get(product.id))?.subcategory).toBe("Saree");
    const audit = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(audit.problems.filter((problem) => problem.startsWith("listed count"))).toEqual([]);
  });
});
