import { useSyncExternalStore } from "react";
import type { Product } from "../../../shared/types.js";
import { api, ApiError } from "../api/client.js";

// The catalogue the storefront filters, searches and sorts in the browser (SPEC.md section 7:
// all of that is client-side). Loaded once at start; a small store instead of a query library
// keeps the home page's script small.
export interface CatalogueState {
  status: "loading" | "ready" | "failed";
  products: Product[];
  error?: string;
}

interface ProductPage {
  data: Product[] | { data: Product[] };
  pagination?: { nextCursor?: string | null };
}

const PAGE_SIZE = 250;
/** A cursor that keeps coming back would loop for ever; no real catalogue has this many pages. */
const MAX_PAGES = 200;

/** Every active product, following pagination.nextCursor page after page. */
export async function fetchAllProducts(signal?: AbortSignal): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await api.get<ProductPage>("/products", { limit: PAGE_SIZE, cursor }, signal);
    // The spec reads data.data or else data as the list.
    const list = Array.isArray(body.data) ? body.data : Array.isArray(body.data?.data) ? body.data.data : [];
    products.push(...list);
    cursor = body.pagination?.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return products;
}

let state: CatalogueState = { status: "loading", products: [] };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: CatalogueState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * A pre-rendered page's products (its first screenful, or the one product): the page renderer
 * sets them before it renders, and the browser before it takes the page over, so both render the
 * same. The whole catalogue still loads after; what it adds comes below what is shown.
 */
export function primeCatalogue(products: Product[]): void {
  state = { status: "ready", products };
}

/** Starts the first load (once); later calls share it. */
export function loadCatalogue(): Promise<void> {
  loading ??= fetchAllProducts()
    .then((products) => publish({ status: "ready", products }))
    .catch((error: unknown) => {
      // The spec: a failed first load is logged, loading ends and the list stays empty.
      console.error("Error fetching products:", error);
      publish({ status: "failed", products: [], error: error instanceof ApiError ? error.message : "The collection could not be loaded." });
    });
  return loading;
}

/** Tries again after a failure (the shopper's Retry button). */
export function reloadCatalogue(): Promise<void> {
  loading = null;
  publish({ status: "loading", products: state.products });
  return loadCatalogue();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCatalogue(): CatalogueState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
