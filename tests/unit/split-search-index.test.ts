import { describe, expect, it } from "vitest";
import { syntheticCatalogue } from "../../bench/synthetic-catalogue.js";
import { DEMO_PRODUCTS } from "../../infra/local/seed/catalogue.js";
import { indexProducts, searchProducts } from "../../shared/catalogue-search/product-search.js";
import { packNumbers, unpackNumbers } from "../../shared/catalogue-search/packed-numbers.js";
import { openHead, splitProductIndex, type IndexedCard, type SearchPiece } from "../../shared/catalogue-search/split-index.js";

// The split index (issue 29): a query that reads only the pieces its words reach ranks exactly
// as the whole index does (same ids, same order), over the synthetic catalogue and the demo's.

const synthetic: IndexedCard[] = syntheticCatalogue(12_000).map((product, i) => ({ ...product, id: `s${String(i).padStart(6, "0")}`, category: product.category ?? "", subcategory: product.subcategory ?? "", material: product.material ?? "", color: product.color ?? "", occasion: product.occasion ?? "", tags: product.tags ?? [] }));
const demo: IndexedCard[] = DEMO_PRODUCTS.filter((product) => product.isActive).map((product, i) => ({ ...product, id: `d${i}` }));

const QUERIES = [
  // Whole words, kinds and materials.
  "saree", "silk saree", "red silk saree", "banarasi", "cotton dress", "georgette", "custom made", "festive", "wedding",
  // Typos and Indian spellings.
  "sari", "banarsi", "lehnga", "kurtha", "georgete", "chiffn", "sillk", "weding", "festve", "orgnza",
  // Hindi colours.
  "lal saree", "neela dress", "gulabi", "kala silk", "hara", "peela",
  // Prefixes and numbers.
  "sar", "ban", "dre", "cus", "wed", "no 12", "no. 3999", "1234", "39", "no 123", "12345", "2345", "no 399", "100",
  // Several words, all or only some matching.
  "red wedding saree", "maroon chiffon dress festive", "gold purple", "silk cotton", "party cocktail saree", "blue zzz",
  // Nothing matching, and odd input.
  "xyzzy", "qwertyuiop", "   ", "!!!", "saree!!", "SAREE", "Sárée",
];

/** The index split and stored (through JSON, as the store keeps it), and opened. */
const splits = new Map<readonly IndexedCard[], { opened: ReturnType<typeof openHead>; stored: SearchPiece[] }>();
function splitOf(cards: readonly IndexedCard[]) {
  if (!splits.has(cards)) {
    const { head, pieces } = splitProductIndex(cards, "test");
    splits.set(cards, { opened: openHead(JSON.parse(JSON.stringify(head))), stored: JSON.parse(JSON.stringify(pieces)) });
  }
  return splits.get(cards)!;
}

/** The ranking from the pieces a query's words reach. */
function splitRank(cards: readonly IndexedCard[], query: string, pick: "reached" | "all" = "reached") {
  const { opened, stored } = splitOf(cards);
  const wanted = pick === "all" ? stored.map((_, n) => n) : opened.piecesFor(query);
  const ranked = opened.rank(query, wanted.flatMap((n) => stored[n]!.entries));
  return { ids: ranked.map((place) => opened.idOf(place)), pieces: wanted.length, of: stored.length };
}

describe("the split search index", () => {
  it.each([
    ["synthetic", synthetic],
    ["demo", demo],
  ] as const)("ranks every query as the whole index does (%s catalogue)", (_, cards) => {
    const whole = indexProducts(cards);
    let found = 0;
    for (const query of QUERIES) {
      const split = splitRank(cards, query);
      expect(split.ids, query).toEqual(searchProducts(whole, query));
      found += split.ids.length;
    }
    expect(found).toBeGreaterThan(cards.length);
  });

  it("reads a few of the pieces for a query, and the same answer with all of them", () => {
    const whole = indexProducts(synthetic);
    const few = splitRank(synthetic, "red silk saree");
    expect(few.pieces).toBeLessThan(few.of / 4);
    expect(splitRank(synthetic, "red silk saree", "all").ids).toEqual(searchProducts(whole, "red silk saree"));
    expect(few.ids.length).toBeGreaterThan(0);
  });

  it("keeps each product's category and whether the default price range lists it", () => {
    const cards: IndexedCard[] = [
      { id: "a", name: "Red Saree", category: "clothing", subcategory: "Saree", material: "", color: "", occasion: "", tags: [], price: 900 },
      { id: "b", name: "Red Dress", category: "clothing", subcategory: "Dress", material: "", color: "", occasion: "", tags: [], price: 150_000 },
    ];
    const opened = openHead(splitProductIndex(cards, "test").head);
    expect([opened.listed(0, undefined), opened.listed(0, "saree"), opened.listed(0, "dress"), opened.listed(0, "material")]).toEqual([true, true, false, true]);
    expect(opened.listed(1, undefined)).toBe(false);
  });

  it("packs a head's columns in the fewest bytes that hold them, and reads them back", () => {
    for (const [values, bytes] of [[[0, 7, 255], 1], [[0, 256, 65_535], 2], [[1, 65_536, 4_000_000_000], 4], [[], 1]] as const) {
      const packed = packNumbers(values);
      expect(packed.bytes).toBe(bytes);
      expect([...unpackNumbers(JSON.parse(JSON.stringify(packed)))]).toEqual(values);
    }
  });
});
