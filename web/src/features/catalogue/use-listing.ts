import { useMemo } from "react";
import type { CatalogueCard } from "@shared/catalogue-cards.js";
import type { CatalogueFilter } from "@shared/catalogue-filter.js";
import { reloadCatalogue, type CatalogueState } from "@/stores/catalogue-store.js";
import type { CatalogueFilters, ListingQuery } from "./listing-query.js";
import { listingParameters, usePagedListing, useServerCounts } from "./use-paged-listing.js";
import { useShownProducts } from "./use-shown-products.js";

/** What a listing shows, wherever its products come from. */
export interface Listing {
  /** The first answer (or the search code) is on its way. */
  pending: boolean;
  failure?: { message: string; retry(): void };
  shown: CatalogueCard[];
  /** Products the listing has in all (more than shown while pages remain). */
  total: number;
  /** How many other filters would show; undefined while unknown. */
  countFor(filters: CatalogueFilters): number | undefined;
  /** The next page, while there is one. */
  more?: { loading: boolean; load(): void };
}

const NO_CARDS: CatalogueCard[] = [];
const FAILED = "The collection could not be loaded.";

/**
 * A listing over the whole catalogue in the browser (a small shop), or page by page from the
 * server when the catalogue is large (`paged`): the same rules either way.
 */
export function useListing(catalogue: CatalogueState, baseFilter: CatalogueFilter, query: ListingQuery): Listing {
  const paged = Boolean(catalogue.paged);
  // Words wait until the store knows the catalogue (whole here, or paged on the server): the few
  // cards a rendered page primed would give a partial answer, and fetch the search code a large shop never needs.
  const wordsWait = !paged && !catalogue.complete && catalogue.status !== "failed" && query.search !== "";
  // Off when paged: no cards and no words, so the search code is never fetched.
  const whole = useShownProducts(paged ? NO_CARDS : catalogue.products, baseFilter, paged || wordsWait ? { ...query, search: "" } : query);
  const { listing, loadMore, retry } = usePagedListing(paged ? listingParameters(baseFilter, query.search, query.sort, query.filters) : null);
  const countParameters = useMemo(
    () => (paged ? (filters: CatalogueFilters) => listingParameters(baseFilter, query.search, "default", filters) : null),
    [paged, baseFilter, query.search],
  );
  const serverCount = useServerCounts(countParameters);

  if (!paged) {
    const shown = wordsWait ? NO_CARDS : whole.shown;
    return {
      pending: wordsWait || whole.matches.status === "searching",
      failure: catalogue.status === "failed" ? { message: catalogue.error ?? FAILED, retry: () => void reloadCatalogue() } : undefined,
      shown,
      total: shown.length,
      countFor: whole.countFor,
    };
  }
  return {
    pending: listing.status === "loading",
    failure: listing.status === "failed" ? { message: listing.error ?? FAILED, retry } : undefined,
    shown: listing.shown,
    total: listing.total,
    countFor: serverCount,
    more: listing.nextCursor ? { loading: listing.loadingMore, load: loadMore } : undefined,
  };
}
