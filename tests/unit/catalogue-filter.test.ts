import { afterEach, describe, expect, it, vi } from "vitest";
import {
  filterProducts,
  isInStock,
  matchesCategory,
  matchesSearch,
  matchesType,
  parsePriceInput,
  sortProducts,
  type FilterableProduct,
} from "../../shared/catalogue-filter.js";
import { activeFilterCount, NO_FILTERS, readListingQuery, withFilters, withSort } from "../../web/src/features/catalogue/listing-query.js";

const product = (fields: Partial<FilterableProduct> & { name: string }): FilterableProduct => ({
  description: "",
  material: "Cotton",
  category: "clothing",
  subcategory: "Dress",
  price: 1000,
  sizes: ["S", "M"],
  tags: [],
  createdAt: "2025-01-01T00:00:00.000Z",
  ...fields,
});

const indigo = product({ name: "Indigo Cotton Dress", description: "Bagru block print", price: 1499, sizes: ["XS", "S", "M"], createdAt: "2025-03-01T00:00:00.000Z" });
const gown = product({ name: "Organza Gown", material: "Organza", price: 5499, sizes: ["L", "XL"], createdAt: "2025-05-01T00:00:00.000Z" });
const kadhua = product({ name: "Kadhua Saree", subcategory: "Saree", material: "Banarasi Silk", price: 18999, sizes: ["XXL"], tags: ["bridal"], createdAt: "2025-02-01T00:00:00.000Z" });
const partySaree = product({ name: "Sequin Party Saree", subcategory: "Saree", material: "Georgette", price: 4999, tags: ["Designer"], createdAt: "2025-04-01T00:00:00.000Z" });
const noPrice = product({ name: "Sample Without Price", price: undefined, sizes: undefined, material: undefined });
const all = [indigo, gown, kadhua, partySaree, noPrice];
const names = (list: readonly FilterableProduct[]) => list.map((p) => p.name);

afterEach(() => vi.restoreAllMocks());

describe("category", () => {
  it("matches when the subcategory or the category equals it, in any case", () => {
    expect(matchesCategory(kadhua, "saree")).toBe(true);
    expect(matchesCategory(kadhua, "SAREE")).toBe(true);
    expect(matchesCategory(kadhua, "clothing")).toBe(true);
    expect(matchesCategory(kadhua, "dress")).toBe(false);
    expect(names(filterProducts(all, { category: "dress" }))).toEqual(["Indigo Cotton Dress", "Organza Gown", "Sample Without Price"]);
  });

  it("material lists every product", () => {
    expect(filterProducts(all, { category: "material" })).toHaveLength(all.length);
  });
});

describe("route type (second path segment)", () => {
  it("matches the material case-insensitively", () => {
    expect(matchesType(gown, "organza")).toBe(true);
    expect(matchesType(gown, "ORGANZA")).toBe(true);
    expect(matchesType(gown, "cotton")).toBe(false);
  });

  it("matches a word of the material, so banarasi and silk find Banarasi Silk", () => {
    expect(matchesType(kadhua, "banarasi")).toBe(true);
    expect(matchesType(kadhua, "silk")).toBe(true);
    expect(matchesType(kadhua, "banarasi silk")).toBe(true);
    expect(matchesType(kadhua, "ban")).toBe(false);
  });

  it("matches a style kept in the tags, such as designer", () => {
    expect(matchesType(partySaree, "designer")).toBe(true);
    expect(matchesType(kadhua, "designer")).toBe(false);
  });

  it("filters dresses and sarees by material too", () => {
    expect(names(filterProducts(all, { category: "saree", type: "georgette" }))).toEqual(["Sequin Party Saree"]);
    expect(names(filterProducts(all, { category: "dress", type: "cotton" }))).toEqual(["Indigo Cotton Dress"]);
    expect(names(filterProducts(all, { category: "material", type: "silk" }))).toEqual(["Kadhua Saree"]);
  });

  it("an unknown type finds nothing", () => {
    expect(filterProducts(all, { category: "dress", type: "velvet" })).toEqual([]);
  });
});

describe("search", () => {
  it("is a case-insensitive substring of the name, the description or the material", () => {
    expect(names(filterProducts(all, { search: "GOWN" }))).toEqual(["Organza Gown"]);
    expect(names(filterProducts(all, { search: "block print" }))).toEqual(["Indigo Cotton Dress"]);
    expect(names(filterProducts(all, { search: "banarasi" }))).toEqual(["Kadhua Saree"]);
  });

  it("does not look at tags or other fields", () => {
    expect(filterProducts(all, { search: "bridal" })).toEqual([]);
  });

  it("a blank search matches everything", () => {
    expect(matchesSearch(gown, "   ")).toBe(true);
    expect(filterProducts(all, { search: "" })).toHaveLength(all.length);
  });

  it("combines with the category", () => {
    expect(names(filterProducts(all, { category: "saree", search: "saree" }))).toEqual(["Kadhua Saree", "Sequin Party Saree"]);
    expect(filterProducts(all, { category: "dress", search: "saree" })).toEqual([]);
  });
});

describe("price range", () => {
  it("keeps prices between min and max, both inclusive", () => {
    expect(names(filterProducts(all, { priceRange: { min: 1499, max: 5499 } }))).toEqual(["Indigo Cotton Dress", "Organza Gown", "Sequin Party Saree"]);
  });

  it("counts a missing price as 0", () => {
    expect(names(filterProducts(all, { priceRange: { min: 0, max: 0 } }))).toEqual(["Sample Without Price"]);
    expect(names(filterProducts(all, { priceRange: { min: 1, max: 100000 } }))).not.toContain("Sample Without Price");
  });

  it("defaults to 0 to 100000 when no range is given", () => {
    const dear = product({ name: "Heirloom", price: 100001 });
    expect(names(filterProducts([indigo, dear], {}))).toEqual(["Indigo Cotton Dress"]);
  });
});

describe("blank or invalid price inputs", () => {
  it("fall back to 0 for the minimum and 100000 for the maximum", () => {
    expect(parsePriceInput("", "min")).toBe(0);
    expect(parsePriceInput("   ", "max")).toBe(100000);
    expect(parsePriceInput("abc", "min")).toBe(0);
    expect(parsePriceInput("abc", "max")).toBe(100000);
    expect(parsePriceInput("-5", "min")).toBe(0);
    expect(parsePriceInput("Infinity", "max")).toBe(100000);
  });

  it("take valid numbers as they are", () => {
    expect(parsePriceInput("1500", "min")).toBe(1500);
    expect(parsePriceInput(" 2499.50 ", "max")).toBe(2499.5);
    expect(parsePriceInput("0", "max")).toBe(0);
  });
});

describe("materials and sizes", () => {
  it("compares the material, as the shop's list names it, with the selected materials", () => {
    expect(names(filterProducts(all, { selectedMaterials: ["organza", "cotton"] }))).toEqual(["Indigo Cotton Dress", "Organza Gown"]);
    expect(names(filterProducts(all, { selectedMaterials: ["silk"] }))).toEqual(["Kadhua Saree"]);
  });

  it("an empty selection does not filter", () => {
    expect(filterProducts(all, { selectedMaterials: [], selectedSizes: [] })).toHaveLength(all.length);
  });

  it("keeps a product when any of its sizes is selected", () => {
    expect(names(filterProducts(all, { selectedSizes: ["XL", "XXL"] }))).toEqual(["Organza Gown", "Kadhua Saree"]);
    expect(names(filterProducts(all, { selectedSizes: ["XS"] }))).toEqual(["Indigo Cotton Dress"]);
  });

  it("a product without sizes never matches a size filter", () => {
    expect(names(filterProducts(all, { selectedSizes: ["S", "M", "L", "XL", "XXL", "XS"] }))).not.toContain("Sample Without Price");
  });

  it("every rule applies together", () => {
    const result = filterProducts(all, {
      category: "saree",
      search: "saree",
      priceRange: { min: 1000, max: 20000 },
      selectedMaterials: ["georgette"],
      selectedSizes: ["M"],
    });
    expect(names(result)).toEqual(["Sequin Party Saree"]);
  });
});

describe("a filtering error", () => {
  it("gives an empty list", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = { ...indigo, sizes: "M" as unknown as string[] };
    expect(filterProducts([indigo, broken], { selectedSizes: ["M"] })).toEqual([]);
  });
});

describe("sorting", () => {
  it("default keeps the catalogue's order and does not change the input", () => {
    const input = [...all];
    expect(sortProducts(input, "default")).toEqual(input);
    sortProducts(input, "price-low-high");
    expect(input).toEqual(all);
  });

  it("price-low-high and price-high-low order by price, a missing price as 0", () => {
    expect(names(sortProducts(all, "price-low-high"))).toEqual(["Sample Without Price", "Indigo Cotton Dress", "Sequin Party Saree", "Organza Gown", "Kadhua Saree"]);
    expect(names(sortProducts(all, "price-high-low"))).toEqual(["Kadhua Saree", "Organza Gown", "Sequin Party Saree", "Indigo Cotton Dress", "Sample Without Price"]);
  });

  it("newest puts the latest createdAt first", () => {
    expect(names(sortProducts(all, "newest"))).toEqual(["Organza Gown", "Sequin Party Saree", "Indigo Cotton Dress", "Kadhua Saree", "Sample Without Price"]);
  });

  it("popular puts the best seller of the last 30 days first, then the better rated, then by name", () => {
    const list = [
      { ...indigo, sold: 2, rating: 4.5 },
      { ...gown, sold: 9, rating: 4.1 },
      { ...kadhua, sold: 2, rating: 4.9 },
      { ...partySaree, rating: 4.9 },
      { ...noPrice },
    ];
    expect(names(sortProducts(list, "popular"))).toEqual(["Organza Gown", "Kadhua Saree", "Indigo Cotton Dress", "Sequin Party Saree", "Sample Without Price"]);
  });

  it("popular takes the figures from the caller when the products do not carry them", () => {
    const sold = new Map([["Sequin Party Saree", 5], ["Indigo Cotton Dress", 1]]);
    expect(names(sortProducts(all, "popular", (p) => sold.get(p.name) ?? 0)).slice(0, 2)).toEqual(["Sequin Party Saree", "Indigo Cotton Dress"]);
  });
});

describe("a style in the address", () => {
  it("matches a word of the name when it is not one of the shop's materials", () => {
    const katan = product({ name: "Banarasi Katan Saree", subcategory: "Saree", material: "Silk" });
    const named = product({ name: "Silk-look Satin Saree", subcategory: "Saree", material: "Satin" });
    expect(matchesType(katan, "banarasi")).toBe(true);
    expect(matchesType(named, "silk")).toBe(false);
  });
});

describe("the material filter", () => {
  it("counts a Banarasi or pure silk as Silk, as /material/silk does", () => {
    const pure = product({ name: "Pure Silk Saree", subcategory: "Saree", material: "pure silk" });
    const sarees = [kadhua, partySaree, pure];
    const filtered = names(filterProducts(sarees, { category: "saree", selectedMaterials: ["silk"] }));
    expect(filtered).toEqual(["Kadhua Saree", "Pure Silk Saree"]);
    expect(names(filterProducts(sarees, { category: "material", type: "silk" }))).toEqual(filtered);
  });
});

describe("in stock only", () => {
  const soldOut = product({ name: "Sold Out Kurta", sizes: ["S", "M"], stock: 0, stockBySize: { S: 0, M: 0 } });
  const onlyL = product({ name: "Last L Dress", sizes: ["S", "M", "L"], stock: 1, stockBySize: { S: 0, M: 0, L: 1 } });
  const plenty = product({ name: "Plenty Dress", sizes: ["S", "M"], stock: 9, stockBySize: { S: 4, M: 5 } });
  const list = [soldOut, onlyL, plenty];

  it("off, lists everything, sold out included", () => {
    expect(names(filterProducts(list, {}))).toEqual(["Sold Out Kurta", "Last L Dress", "Plenty Dress"]);
    expect(names(filterProducts(list, { inStockOnly: false }))).toEqual(["Sold Out Kurta", "Last L Dress", "Plenty Dress"]);
  });

  it("on, hides products with nothing left in any size", () => {
    expect(names(filterProducts(list, { inStockOnly: true }))).toEqual(["Last L Dress", "Plenty Dress"]);
    expect(isInStock(soldOut)).toBe(false);
    expect(isInStock(onlyL)).toBe(true);
  });

  it("with sizes chosen, needs a piece in one of those sizes", () => {
    expect(names(filterProducts(list, { inStockOnly: true, selectedSizes: ["M"] }))).toEqual(["Plenty Dress"]);
    expect(names(filterProducts(list, { inStockOnly: true, selectedSizes: ["L"] }))).toEqual(["Last L Dress"]);
    expect(names(filterProducts(list, { inStockOnly: true, selectedSizes: ["M", "L"] }))).toEqual(["Last L Dress", "Plenty Dress"]);
    // Without the in-stock rule the size filter only asks whether the size is offered.
    expect(names(filterProducts(list, { selectedSizes: ["M"] }))).toEqual(["Sold Out Kurta", "Last L Dress", "Plenty Dress"]);
  });

  it("reads a product without figures per size by its total", () => {
    const totalOnly = product({ name: "Total Only", stock: 2 });
    expect(isInStock(totalOnly, ["M"])).toBe(true);
    expect(isInStock(product({ name: "Nothing", stock: 0 }), ["M"])).toBe(false);
    expect(isInStock(product({ name: "No figure" }))).toBe(false);
  });
});

describe("the listing's address (search, sort and filters in the query string)", () => {
  it("reads defaults from an empty address", () => {
    expect(readListingQuery(new URLSearchParams())).toEqual({ search: "", sort: "default", filters: NO_FILTERS });
  });

  it("reads every part, with invalid prices falling back and unknown values dropped", () => {
    const query = readListingQuery(new URLSearchParams("q=%20silk%20&sort=newest&min=abc&max=2500&materials=Silk,velvet,cotton&sizes=xl,M,XXXL"));
    expect(query).toEqual({
      search: "silk",
      sort: "newest",
      filters: { priceRange: { min: 0, max: 2500 }, selectedMaterials: ["cotton", "silk"], selectedSizes: ["M", "XL"], inStockOnly: false },
    });
    expect(readListingQuery(new URLSearchParams("instock=1")).filters.inStockOnly).toBe(true);
    expect(readListingQuery(new URLSearchParams("instock=yes")).filters.inStockOnly).toBe(false);
    expect(readListingQuery(new URLSearchParams("sort=cheapest&max=-1")).sort).toBe("default");
    expect(readListingQuery(new URLSearchParams("max=-1")).filters.priceRange.max).toBe(100000);
  });

  it("writes filters and sort back, leaving defaults out and keeping the search", () => {
    const params = withFilters(new URLSearchParams("q=gown"), { priceRange: { min: 0, max: 3000 }, selectedMaterials: ["satin"], selectedSizes: [], inStockOnly: false });
    expect(params.toString()).toBe("q=gown&max=3000&materials=satin");
    expect(withFilters(params, { ...NO_FILTERS, inStockOnly: true }).toString()).toBe("q=gown&instock=1");
    expect(withFilters(params, NO_FILTERS).toString()).toBe("q=gown");
    expect(withSort(params, "popular").get("sort")).toBe("popular");
    expect(withSort(withSort(params, "popular"), "default").has("sort")).toBe(false);
  });

  it("counts the filters in force", () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ priceRange: { min: 10, max: 100000 }, selectedMaterials: ["silk", "satin"], selectedSizes: ["S"], inStockOnly: false })).toBe(4);
    expect(activeFilterCount({ ...NO_FILTERS, inStockOnly: true })).toBe(1);
  });
});
