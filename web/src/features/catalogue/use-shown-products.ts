import { useCallback, useMemo } from "react";
import type { CatalogueCard } from "@shared/catalogue-cards.js";
import type { SortOption } from "@shared/catalogue.js";
import { filterProducts, sortProducts, type CatalogueFilter } from "@shared/catalogue-filter.js";
import { listedProducts } from "@shared/catalogue-listing.js";
import type { CatalogueFilters, ListingQuery } from "./listing-query.js";
import { useProductSearch, type SearchMatches } from "./search/use-product-search.js";

/**
 * A listing's products over the whole catalogue in the browser (a small shop): the words matched
 * by the forgiving search, the rest by the spec's filters, in the order asked, by the rules the
 * server uses for a large one (shared/catalogue-listing.ts); `countFor` says how many other filters would show.
 */
export function useShownProducts(products: CatalogueCard[], baseFilter: CatalogueFilter, query: ListingQuery) {
  const matches = useProductSearch(products, query.search);
  const filtersKey = JSON.stringify(query.filters);
  const shown = useMemo(
    () => listed(products, { ...baseFilter, ...query.filters }, query.sort, matches, query.search),
    // filtersKey stands for query.filters, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filtersKey is query.filters' value
    [products, baseFilter, filtersKey, query.sort, matches],
  );
  const countFor = useCallback(
    (filters: CatalogueFilters) => listed(products, { ...baseFilter, ...filters }, "default", matches, query.search).length,
    [products, baseFilter, matches, query.search],
  );
  return { matches, shown, countFor };
}

/** The listing while the search is loading (nothing yet), unavailable (the spec's substring match stands in) or ranked. */
function listed(products: CatalogueCard[], filter: CatalogueFilter, sort: SortOption, matches: SearchMatches, search: string): CatalogueCard[] {
  if (matches.status === "searching") return [];
  if (matches.status === "unavailable") return sortProducts(filterProducts(products, { ...filter, search }), sort);
  return listedProducts(products, filter, sort, matches.status === "ready" ? matches.rank : undefined);
}
