import { useCallback, useMemo } from "react";
import type { CatalogueCard } from "@shared/catalogue-cards.js";
import { filterProducts, matchesSearch, sortProducts, type CatalogueFilter } from "@shared/catalogue-filter.js";
import { productId } from "@/lib/product-id.js";
import type { CatalogueFilters, ListingQuery } from "./listing-query.js";
import { useProductSearch, type SearchMatches } from "./search/use-product-search.js";

/**
 * A listing's products: the words matched by the forgiving search (search/), the rest by the
 * spec's filters, in the order asked; `countFor` says how many other filters would show.
 */
export function useShownProducts(products: CatalogueCard[], baseFilter: CatalogueFilter, query: ListingQuery) {
  const matches = useProductSearch(products, query.search);
  const filtersKey = JSON.stringify(query.filters);
  const shown = useMemo(
    () => sortProducts(searched(filterProducts(products, { ...baseFilter, ...query.filters }), matches, query.search), query.sort),
    // filtersKey stands for query.filters, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filtersKey is query.filters' value
    [products, baseFilter, filtersKey, query.sort, matches],
  );
  const countFor = useCallback(
    (filters: CatalogueFilters) => searched(filterProducts(products, { ...baseFilter, ...filters }), matches, query.search).length,
    [products, baseFilter, matches, query.search],
  );
  return { matches, shown, countFor };
}

/**
 * With words searched, the products that match them, best match first (the "default" order;
 * another sort reorders them, keeping that order among equals).
 */
function searched(products: CatalogueCard[], matches: SearchMatches, search: string): CatalogueCard[] {
  if (matches.status === "none") return products;
  if (matches.status === "unavailable") return products.filter((product) => matchesSearch(product, search));
  if (matches.status === "searching") return [];
  const { rank } = matches;
  return products.filter((product) => rank.has(productId(product))).sort((a, b) => rank.get(productId(a))! - rank.get(productId(b))!);
}
