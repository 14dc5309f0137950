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

describe("the warm cards brought up to date by changes", () => {
  const at = (minute: number) => `2026-11-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
  const made = (id: string, name: string, minute: number, stock = 3): ProductRecord => ({ ...product(id, name, stock), createdAt: at(minute) });

  function changing(start: ProductRecord[]) {
    let products = start;
    let changed: Array<{ id: string; product?: ProductRecord }> = [];
    const asked: string[] = [];
    let wholeReads = 0;
    let now = Date.parse("2026-11-27T08:00:00.000Z");
    const cards = createCardCatalogue({
      products: async () => {
        wholeReads++;
        return products;
      },
      changes: async (since) => {
        asked.push(since);
        return changed;
      },
      soldLately: async () => new Map([["c", 2]]),
      ttlMs: 60_000,
      fullReadMs: 15 * 60_000,
      now: () => now,
    });
    return {
      cards,
      asked,
      /** As after a save in the process: the next read waits for the copy to be brought up to date. */
      upToDate: () => {
        cards.clear();
        return cards.cards();
      },
      wholeReads: () => wholeReads,
      set: (next: ProductRecord[], changes: typeof changed) => {
        products = next;
        changed = changes;
      },
      wait: (ms: number) => (now += ms),
    };
  }

  it("replaces changed cards, drops deleted and switched-off ones, places new ones newest first, and reads from a little before the last read", async () => {
    const shop = changing([made("c", "Cotton Kurta", 3), made("b", "Banarasi Saree", 2), made("a", "Anarkali Dress", 1)]);
    expect((await shop.cards.cards()).map((card) => card.id)).toEqual(["c", "b", "a"]);
    const index = await shop.cards.rank("saree");

    shop.set([], [{ id: "b", product: made("b", "Banarasi Saree", 2, 0) }]);
    shop.wait(60_000);
    const stockOnly = await shop.upToDate();
    expect(stockOnly.map((card) => [card.id, card.stock, card.sold])).toEqual([["c", 3, 2], ["b", 0, 0], ["a", 3, 0]]);
    expect(shop.asked).toEqual(["2026-11-27T07:59:30.000Z"]);
    // Only stock moved: the search's index and rankings are kept.
    expect(await shop.cards.rank("saree")).toBe(index);

    shop.set([], [{ id: "a" }, { id: "c", product: { ...made("c", "Cotton Kurta", 3), isActive: false } }, { id: "e", product: made("e", "Ending Dupatta", 5) }, { id: "d", product: made("d", "Dhoti Pants", 2) }]);
    shop.wait(60_000);
    expect((await shop.upToDate()).map((card) => card.id)).toEqual(["e", "d", "b"]);
    expect([...(await shop.cards.rank("dupatta")).keys()]).toEqual(["e"]);
    expect(shop.wholeReads()).toBe(1);
  });

  it("once lapsed, answers from the copy while it is brought up to date behind it, and reads it whole again after fullReadMs, behind it too", async () => {
    const shop = changing([made("a", "Anarkali Dress", 1)]);
    expect(shop.cards.isWarm()).toBe(false);
    const first = await shop.cards.cards();
    shop.set([], [{ id: "b", product: made("b", "Banarasi Saree", 2) }]);
    shop.wait(14 * 60_000);
    expect(shop.cards.isWarm()).toBe(true);
    expect(await shop.cards.cards()).toBe(first);
    expect(shop.asked).toHaveLength(1);
    expect((await shop.upToDate()).map((card) => card.id)).toEqual(["b", "a"]);
    expect(shop.wholeReads()).toBe(1);

    shop.wait(2 * 60_000);
    shop.set([made("c", "Chanderi Kurta", 3), made("a", "Anarkali Dress", 1)], []);
    const during = await shop.cards.cards();
    expect(during.map((card) => card.id)).toEqual(["b", "a"]);
    expect(shop.wholeReads()).toBe(2);
    expect(shop.cards.isWarm()).toBe(true);
    expect((await shop.upToDate()).map((card) => card.id)).toEqual(["c", "a"]);
    expect(shop.wholeReads()).toBe(2);
  });

  it("after a save in the process, the next read brings the copy up to date rather than reading it whole", async () => {
    const shop = changing([made("a", "Anarkali Dress", 1)]);
    await shop.cards.cards();
    shop.set([], [{ id: "b", product: made("b", "Banarasi Saree", 2) }]);
    shop.cards.clear();
    expect(shop.cards.isWarm()).toBe(true);
    expect((await shop.cards.cards()).map((card) => card.id)).toEqual(["b", "a"]);
    expect(shop.wholeReads()).toBe(1);
    expect(shop.asked).toHaveLength(1);
  });
});
