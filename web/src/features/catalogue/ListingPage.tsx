import { SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router-dom";
import { SORT_OPTIONS, type SortOption } from "@shared/catalogue.js";
import { collectionAt, COLLECTIONS_FOLDER, inCollection } from "@shared/collections.js";
import type { CatalogueFilter } from "@shared/catalogue-filter.js";
import { useShopFrame } from "@/components/shop-frame.js";
import { useDocumentTitle } from "@/components/use-document-title.js";
import { startingTotal } from "@pages/render/page-data.js";
import { browseHeading, capitalise, isBrowseCategory, itemCount } from "./browse-route.js";
import { LoadingState } from "@/components/LoadingState.js";
import { ActiveFilters } from "./ActiveFilters.js";
import { ListingBreadcrumb } from "./ListingBreadcrumb.js";
import { useListing } from "./use-listing.js";
import { useCatalogue } from "@/stores/catalogue-store.js";
import { useCollections } from "@/stores/collections-store.js";
import { DebugPanel } from "./DebugPanel.js";
import { activeFilterCount, NO_FILTERS, readListingQuery, withFilters, withSort, type CatalogueFilters } from "./listing-query.js";
import { ProductGrid } from "./ProductGrid.js";
import { LoadMore } from "./LoadMore.js";
import "./catalogue.css";
import { Options } from "@/components/ui/form/Options.js";
import { filterSizesFor } from "@shared/filter-sizes.js";

const FilterModal = lazy(() => import("./FilterModal.js"));

/** The spec's `default` order is the shop's own arrangement: shoppers know it as "Featured" (issue 40). */
export const SORT_LABELS: Record<SortOption, string> = {
  default: "Featured",
  "price-low-high": "Price: low to high",
  "price-high-low": "Price: high to low",
  newest: "Newest",
  popular: "Popular",
};

/** A subcategory's name from its slug's words, while neither the shop's list nor a product names it. */
const nameFromSlug = (slug: string) => slug.split("-").map(capitalise).join(" ");

/**
 * A product list: a category route (/dress, /saree/banarasi, /material/silk...), a subcategory's
 * own (/collections/custom-made) or, on "/", the results of the header's search. Search, sort and
 * filters come from the address.
 */
export default function ListingPage() {
  const { pathname } = useLocation();
  const { type, collection: collectionSlug } = useParams();
  const first = pathname.split("/")[1];
  const category = isBrowseCategory(first) ? first : undefined;
  const slug = first === COLLECTIONS_FOLDER ? collectionSlug : undefined;
  const { collections } = useCollections();
  const [params, setParams] = useSearchParams();
  const query = readListingQuery(params);
  const catalogue = useCatalogue();
  const { products, complete, paged } = catalogue;
  const { debug } = useShopFrame();
  const [filterOpen, setFilterOpen] = useState(false);

  const baseFilter = useMemo<CatalogueFilter>(() => (slug ? { collection: slug } : { category, type }), [slug, category, type]);
  const listing = useListing(catalogue, baseFilter, query);
  const { shown, countFor } = listing;

  const collection = slug ? collectionAt(collections, slug) : undefined;
  const collectionName = slug ? (collection?.name ?? products.find((product) => inCollection(product, slug))?.subcategory ?? nameFromSlug(slug)) : undefined;
  const heading = category
    ? browseHeading(category, type)
    : collectionName
      ? { eyebrow: "Collection", title: collectionName }
      : { eyebrow: "Search", title: `Results for “${query.search}”` };
  const browsing = Boolean(category || slug);
  const filterCount = activeFilterCount(query.filters);
  useDocumentTitle(heading.title);
  const applyFilters = (filters: CatalogueFilters) => setParams(withFilters(params, filters), { replace: true });

  return (
    <div className="page listing">
      <ListingBreadcrumb category={category} type={type} collectionName={collectionName} />

      <header className="listing__header">
        <span className="eyebrow">{heading.eyebrow}</span>
        <h1 className="listing__title">{heading.title}</h1>
        {collection?.description ? <p className="listing__description">{collection.description}</p> : null}
        <p className="listing__count" aria-live="polite">
          {/* The rendered page's own total until the whole catalogue (or, paged, the first page) is here. */}
          {itemCount((query.search || filterCount > 0 || (paged && !listing.pending) ? undefined : startingTotal(pathname, complete)) ?? listing.total)}
          {browsing && query.search ? ` matching “${query.search}”` : ""}
        </p>
      </header>

      <div className="listing__toolbar">
        <button type="button" className="btn btn--outline listing__filter-btn" onClick={() => setFilterOpen(true)} aria-haspopup="dialog">
          <SlidersHorizontal size={18} aria-hidden="true" />
          Filter
          {filterCount > 0 ? <span className="listing__filter-count">{filterCount}</span> : null}
        </button>
        <label className="listing__sort">
          <span className="listing__sort-label">Sort by</span>
          <select className="select" value={query.sort} onChange={(event) => setParams(withSort(params, event.target.value as SortOption), { replace: true })}>
            <Options values={SORT_OPTIONS} label={SORT_LABELS} />
          </select>
        </label>
      </div>

      {filterCount > 0 ? <ActiveFilters filters={query.filters} onChange={applyFilters} /> : null}

      {debug ? (
        <DebugPanel
          values={{
            view: browsing ? "products" : "search",
            category: category ?? (collectionName ? `${collectionName} (collection)` : "(none)"),
            type: type ?? "(none)",
            search: query.search || "(none)",
            sort: query.sort,
            priceRange: `${query.filters.priceRange.min} – ${query.filters.priceRange.max}`,
            materials: query.filters.selectedMaterials.join(", ") || "(any)",
            sizes: query.filters.selectedSizes.join(", ") || "(any)",
            inStockOnly: query.filters.inStockOnly ? "yes" : "no",
            loaded: products.length,
            shown: shown.length,
          }}
        />
      ) : null}

      {listing.pending ? (
        <LoadingState label={query.search ? "Searching…" : "Loading…"} />
      ) : listing.failure ? (
        <div className="state listing__empty">
          <p>{listing.failure.message}</p>
          <button type="button" className="btn btn--primary" onClick={listing.failure.retry}>
            Try again
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="state listing__empty">
          <p className="listing__empty-text">{browsing ? "No products found in this category" : `No products found for “${query.search}”`}</p>
          {filterCount > 0 ? (
            <button type="button" className="btn btn--outline" onClick={() => applyFilters(NO_FILTERS)}>
              Clear filters
            </button>
          ) : (
            <Link to="/" className="btn btn--outline">
              Back to home
            </Link>
          )}
        </div>
      ) : (
        <>
          {/* The cards' names are h3s (as under the home page's h2): without this level they would skip one. */}
          <h2 className="visually-hidden">Products</h2>
          <ProductGrid products={shown} label={heading.title} eagerCount={4} />
          {listing.more ? <LoadMore shown={shown.length} total={listing.total} loading={listing.more.loading} onLoad={listing.more.load} /> : null}
        </>
      )}

      {filterOpen ? (
        <Suspense fallback={null}>
          <FilterModal
            filters={query.filters}
            sizeChoices={filterSizesFor({ category, collection: slug })}
            countFor={countFor}
            onApply={(filters) => {
              applyFilters(filters);
              setFilterOpen(false);
            }}
            onClear={() => applyFilters(NO_FILTERS)}
            onClose={() => setFilterOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
