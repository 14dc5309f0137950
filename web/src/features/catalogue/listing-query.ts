// A listing's search, sort and filters live in the address (?q=&sort=&min=&max=&materials=&sizes=&instock=1),
// so a reload, the back button or a shared link show the same list.
import { DEFAULT_PRICE_RANGE, FILTER_MATERIALS, SORT_OPTIONS, type SortOption } from "@shared/catalogue.js";
import { ALL_FILTER_SIZES, knownFilterSize } from "@shared/filter-sizes.js";
import { parsePriceInput, type PriceRange } from "@shared/catalogue-filter.js";

export interface CatalogueFilters {
  priceRange: PriceRange;
  /** Lower-case material names. */
  selectedMaterials: string[];
  selectedSizes: string[];
  /** Hide what cannot be bought now. */
  inStockOnly: boolean;
}

export interface ListingQuery {
  search: string;
  sort: SortOption;
  filters: CatalogueFilters;
}

export const NO_FILTERS: CatalogueFilters = { priceRange: { ...DEFAULT_PRICE_RANGE }, selectedMaterials: [], selectedSizes: [], inStockOnly: false };

const list = (value: string | null) => (value ?? "").split(",").map((part) => part.trim()).filter(Boolean);

export function readListingQuery(params: URLSearchParams): ListingQuery {
  const sort = params.get("sort") ?? "default";
  const materials = list(params.get("materials")).map((m) => m.toLowerCase());
  // "Free size" is a saree's (issue 40): read whatever its case in the address.
  const sizes = list(params.get("sizes")).map((s) => knownFilterSize(s));
  return {
    search: (params.get("q") ?? "").trim(),
    sort: (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : "default",
    filters: {
      priceRange: { min: parsePriceInput(params.get("min") ?? "", "min"), max: parsePriceInput(params.get("max") ?? "", "max") },
      selectedMaterials: FILTER_MATERIALS.filter((m) => materials.includes(m)),
      selectedSizes: ALL_FILTER_SIZES.filter((s) => sizes.includes(s)),
      inStockOnly: params.get("instock") === "1",
    },
  };
}

/** The same parameters with the filters replaced; defaults are left out of the address. */
export function withFilters(params: URLSearchParams, filters: CatalogueFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, isDefault: boolean) => (isDefault ? next.delete(name) : next.set(name, value));
  set("min", String(filters.priceRange.min), filters.priceRange.min === DEFAULT_PRICE_RANGE.min);
  set("max", String(filters.priceRange.max), filters.priceRange.max === DEFAULT_PRICE_RANGE.max);
  set("materials", filters.selectedMaterials.join(","), filters.selectedMaterials.length === 0);
  set("sizes", filters.selectedSizes.join(","), filters.selectedSizes.length === 0);
  set("instock", "1", !filters.inStockOnly);
  return next;
}

export function withSort(params: URLSearchParams, sort: SortOption): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === "default") next.delete("sort");
  else next.set("sort", sort);
  return next;
}

/** How many filters differ from the defaults (the Filter button's badge). */
export function activeFilterCount(filters: CatalogueFilters): number {
  const priceSet = filters.priceRange.min !== DEFAULT_PRICE_RANGE.min || filters.priceRange.max !== DEFAULT_PRICE_RANGE.max;
  return (priceSet ? 1 : 0) + filters.selectedMaterials.length + filters.selectedSizes.length + (filters.inStockOnly ? 1 : 0);
}
