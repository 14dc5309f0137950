import { describe, expect, it } from "vitest";
import { DEMO_PRODUCTS } from "../../infra/local/seed/catalogue.js";
import { indexProducts, searchProducts } from "../../shared/catalogue-search/product-search.js";
import { normaliseWord } from "../../shared/catalogue-search/spellings.js";

// Forgiving search over the real demo catalogue (issue 17): what shoppers type, misspelt the
// way they spell it, finds the right products, and products named so come first.
const active = DEMO_PRODUCTS.filter((product) => product.isActive).map((product, i) => ({ ...product, id: `p${i}` }));
type Seeded = (typeof active)[number];
const index = indexProducts(active);

function search(query: string): Seeded[] {
  return searchProducts(index, query).map((id) => active.find((product) => product.id === id)!);
}
const names = (products: readonly Seeded[]) => products.map((product) => product.name);
const has = (text: string | undefined, word: string) => (text ?? "").toLowerCase().split(/[^a-z]+/).includes(word);
const inName = (word: string) => (product: Seeded) => has(product.name, word);
/** The word in any field the search reads, tags split at hyphens as the index does. */
const anywhere = (word: string) => (product: Seeded) =>
  [product.name, product.subcategory, product.material, product.color, product.occasion, ...product.tags].some((field) => has(field, word));

/** Every product named with the word comes before every product that is not. */
function expectNameMatchesFirst(found: readonly Seeded[], word: string) {
  const named = found.filter(inName(word)).length;
  expect(named).toBeGreaterThan(0);
  expect(found.slice(0, named).every(inName(word)), names(found).join(" | ")).toBe(true);
}

describe("forgiving search over the demo catalogue", () => {
  it.each([
    ["sari", "saree"],
    ["banarsi", "banarasi"],
    ["lehnga", "lehenga"],
    ["kurtha", "kurta"],
  ])("%s finds exactly the products with %s in their name, kind, material or tags, named ones first", (typed, meant) => {
    const found = search(typed);
    const expected = active.filter(anywhere(meant));
    expect(expected.length).toBeGreaterThan(0);
    expect(names(found).sort()).toEqual(names(expected).sort());
    expectNameMatchesFirst(found, meant);
  });

  it("sari finds every saree in the catalogue", () => {
    const sarees = active.filter((product) => product.subcategory === "Saree");
    expect(sarees.length).toBeGreaterThan(10);
    expect(names(search("sari"))).toEqual(expect.arrayContaining(names(sarees)));
  });

  it("chanderi silk red: the Chanderi silk first, then red silk, before what matches one word only", () => {
    const found = search("chanderi silk red");
    const chanderi = active.filter(inName("chanderi"));
    expect(chanderi).toHaveLength(1);
    expect(found[0]!.name).toBe(chanderi[0]!.name);
    // No product is Chanderi, silk and red at once, so the closest come first: two of the three words.
    const redSilk = active.filter((product) => anywhere("silk")(product) && product.color === "Red");
    expect(redSilk.length).toBeGreaterThan(0);
    const twoWords = found.slice(1, 1 + redSilk.length);
    expect(names(twoWords).sort()).toEqual(names(redSilk).sort());
    // ...and everything silk or red still follows.
    expect(found.length).toBe(active.filter((product) => anywhere("silk")(product) || anywhere("red")(product) || anywhere("chanderi")(product)).length);
  });

  it("searches colour and occasion too, with a product named so ranked first", () => {
    const red = search("red");
    expect(names(red).sort()).toEqual(names(active.filter((product) => product.color === "Red")).sort());
    const party = search("party");
    expect(names(party)).toEqual(expect.arrayContaining(names(active.filter((product) => product.occasion === "Party"))));
    expectNameMatchesFirst(party, "party");
    expect(party.some((product) => !inName("party")(product))).toBe(true);
  });

  it("forgives a slip in a longer word, but not in a short one", () => {
    expect(names(search("orgnza")).sort()).toEqual(names(active.filter(anywhere("organza"))).sort());
    expect(names(search("georgete saree"))).toEqual(expect.arrayContaining(names(active.filter((p) => p.material === "Georgette" && p.subcategory === "Saree"))));
    expect(search("rad")).toEqual([]);
  });

  it("finds nothing for words the catalogue does not have", () => {
    expect(search("zzzz no such thing")).toEqual([]);
    expect(search("   ")).toEqual([]);
  });
});

describe("spellings", () => {
  it.each([
    ["Sari", "saree"],
    ["SAREES", "saree"],
    ["Banarsi", "banarasi"],
    ["lehngas", "lehenga"],
    ["Kurtha", "kurta"],
    ["dresses", "dress"],
    ["kanjivaram", "kanjeevaram"],
    ["lal", "red"],
    ["Chandéri", "chanderi"],
    ["silk", "silk"],
  ])("%s is kept as %s", (typed, kept) => {
    expect(normaliseWord(typed)).toBe(kept);
  });
});
