import { describe, expect, it } from "vitest";
import { createCardCatalogue } from "../../functions/catalogue/card-catalogue.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { sampleProduct } from "../support/sample-product.js";

// The cards a warm API process keeps for a large catalogue's listings and search (issue 29).
const product = (id: string, name: string, stock = 3): ProductRecord =>
  ({ ...sampleProduct({ name, sizes: ["M"], stockBySize: { M: stock } }), id, createdAt: "2026-11-01T10:00:00.000Z", updatedAt: "" }) as ProductRecord;

function catalogue(start: ProductRecord[]) {
  let products = start;
  let reads = 0;
  let now = 0;
  const cards = createCardCatalogue({
    products: async () => {
      reads++;
      return products;
    },
    soldLately: async () => new Map([["a", 4]]),
    ttlMs: 60_000,
    now: () => now,
  });
  return {
    cards,
    reads: () => reads,
    set: (next: ProductRecord[]) => (products = next),
    wait: (ms: number) => (now += ms),
  };
}

describe("the warm cards", () => {
  it("are read once for every request within their time, then again", async () => {
    const shop = catalogue([product("a", "Red Banarasi Saree"), { ...product("b", "Retired Dress"), isActive: false }]);
    const [first, second] = await Promise.all([shop.cards.cards(), shop.cards.cards()]);
    expect(first).toBe(second);
    expect(shop.reads()).toBe(1);
    expect(first.map((card) => [card.id, card.sold, card.stock])).toEqual([["a", 4, 3]]);
    shop.wait(60_000);
    await shop.cards.cards();
    expect(shop.reads()).toBe(2);
  });

  it("keep the search's index and rankings while only stock moves, and rebuild them when a name changes or a product is saved here", async () => {
    const shop = catalogue([product("a", "Red Banarasi Saree"), product("b", "Blue Cotton Dress")]);
    const ranked = await shop.cards.rank("banarsi");
    expect([...ranked.keys()]).toEqual(["a"]);

    shop.set([product("a", "Red Banarasi Saree", 0), product("b", "Blue Cotton Dress")]);
    shop.wait(60_000);
    expect((await shop.cards.cards())[0]!.stock).toBe(0);
    expect(await shop.cards.rank("banarsi")).toBe(ranked);

    shop.set([product("a", "Red Banarasi Saree", 0), product("b", "Blue Banarasi Dress")]);
    shop.wait(60_000);
    expect([...(await shop.cards.rank("banarsi")).keys()].sort()).toEqual(["a", "b"]);

    shop.set([product("a", "Red Chanderi Saree")]);
    shop.cards.clear();
    expect([...(await shop.cards.rank("banarsi")).keys()]).toEqual([]);
  });

  it("try again after a failed read", async () => {
    let fail = true;
    const cards = createCardCatalogue({
      products: async () => {
        if (fail) throw new Error("table unavailable");
        return [product("a", "Red Banarasi Saree")];
      },
      soldLately: async () => new Map(),
      ttlMs: 60_000,
    });
    await expect(cards.cards()).rejects.toThrow("table unavailable");
    fail = false;
    expect(await cards.cards()).toHaveLength(1);
  });
});
