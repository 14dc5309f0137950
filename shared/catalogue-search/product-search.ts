// Forgiving product search (issue 17): typos and Indian spellings ("banarsi", "lehnga", "sari")
// find the right products, name matches rank first, and material, colour, occasion, the kind of
// garment and the tags are searched too. Pure: an index built from the listing's cards and a
// query over it, one copy for the browser (a small catalogue) and the server (a large one,
// docs/catalogue-and-search.md). Both load it with a dynamic import, when a shopper searches, so
// it stays out of the home page's script and the API's cold start.
import MiniSearch from "minisearch";
import type { CatalogueCard } from "../catalogue-cards.js";
import { normaliseWord } from "./spellings.js";

export type SearchableProduct = Pick<CatalogueCard, "id" | "name" | "material" | "color" | "occasion" | "subcategory" | "tags">;

export type ProductIndex = MiniSearch<SearchableProduct>;

const FIELDS = ["name", "subcategory", "material", "tags", "color", "occasion"] as const;
/** The name counts most, so a product called a "Banarasi Saree" comes before one merely tagged so. */
const BOOST: Record<(typeof FIELDS)[number], number> = { name: 4, subcategory: 2, material: 2, tags: 1.5, color: 1, occasion: 1 };

const searchOptions = {
  boost: BOOST,
  // Four letters or fewer must be typed right ("red" is not "bed"); longer words forgive one slip in five letters.
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  prefix: (term: string) => term.length >= 3,
};

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const built = new WeakMap<readonly SearchableProduct[], ProductIndex>();

/** How the index reads a product and a query: the same for an index built here and one loaded from its parts (split-index.ts). */
export const productIndexOptions = () => ({
  idField: "id",
  fields: [...FIELDS],
  tokenize: words,
  processTerm: (term: string) => normaliseWord(term) || null,
  extractField: (product: SearchableProduct, field: string) => {
    const value = product[field as keyof SearchableProduct];
    return Array.isArray(value) ? value.join(" ") : (value ?? "");
  },
  searchOptions,
});

/** The index of these products (made once per list: a new catalogue gets a new one). */
export function indexProducts(products: readonly SearchableProduct[]): ProductIndex {
  const cached = built.get(products);
  if (cached) return cached;
  const index = new MiniSearch<SearchableProduct>(productIndexOptions());
  index.addAll(products);
  built.set(products, index);
  return index;
}

/**
 * The ids of the products matching the shopper's words, best first. Every word must match when
 * some product has them all; otherwise products matching more of them come first.
 */
export function searchProducts(index: ProductIndex, query: string): string[] {
  const text = query.trim();
  if (!text) return [];
  const all = index.search(text, { combineWith: "AND" });
  if (all.length > 0) return all.map((result) => String(result.id));
  const some = index.search(text, { combineWith: "OR" });
  // Stable: within the same number of words matched, the better score stays first.
  return some.sort((a, b) => b.queryTerms.length - a.queryTerms.length).map((result) => String(result.id));
}
