// One listing's products in the order shown, the same rules wherever they run: in the browser over
// a small shop's whole catalogue, on the server over a large one (docs/catalogue-and-search.md).
import { DEFAULT_PRICE_RANGE, type SortOption } from "./catalogue.js";
import { filterProducts, sortProducts, type CatalogueFilter, type FilterableProduct } from "./catalogue-filter.js";
import type { CardListingQuery } from "./schemas/card-listing-query.js";

/** A searched listing: each matching product's place in the search's ranking, best first (0). */
export type SearchRank = ReadonlyMap<string, number>;

/**
 * The filtered products, only those the search ranked when words were searched (best match first,
 * the "default" order), then sorted as asked (another sort keeps the ranking among equals).
 */
export function listedProducts<T extends FilterableProduct & { id: string }>(products: readonly T[], filter: CatalogueFilter, sort: SortOption, rank?: SearchRank): T[] {
  const filtered = filterProducts(products, filter);
  const searched = rank ? filtered.filter((product) => rank.has(product.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!) : filtered;
  return sortProducts(searched, sort);
}

/** The filter a listing's query names (the storefront's address and the API use the same words). */
export function listingFilter(query: CardListingQuery): CatalogueFilter {
  return {
    ...(query.collection ? { collection: query.collection } : { category: query.category, type: query.type }),
    priceRange: { min: query.min ?? DEFAULT_PRICE_RANGE.min, max: query.max ?? DEFAULT_PRICE_RANGE.max },
    selectedMaterials: query.materials ?? [],
    selectedSizes: query.sizes ?? [],
    inStockOnly: query.instock === "1",
  };
}
