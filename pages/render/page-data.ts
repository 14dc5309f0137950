import type { CatalogueCard } from "@shared/catalogue-cards.js";
import type { ShopCollection } from "@shared/collections.js";
import type { Product } from "@shared/schemas/product-record.js";

// What a pre-rendered page carries for the app that takes it over: the path it was rendered for
// and the products it was rendered with, so the browser's first render is the server's.
export const PAGE_DATA_ID = "page-data";

export interface PageData {
  path: string;
  /** The catalogue cards the page shows (home, listings). */
  products: CatalogueCard[];
  /** A product page's product, whole. */
  product?: Product;
  /** A listing's full count, while only its first screenful is here. */
  total?: number;
  /** The active subcategories the menus list (and a collection's listing is named after). */
  collections?: ShopCollection[];
}

let startingPage: PageData | null = null;

/** The page the app started from: set before the first render (server and browser), read by screens that show a count. */
export function setStartingPage(page: PageData | null): void {
  startingPage = page;
}

/**
 * How many products a listing at this path has, while the catalogue is still the first
 * screenful the page came with; undefined once the whole catalogue is here.
 */
export function startingTotal(path: string, complete: boolean): number | undefined {
  return !complete && startingPage?.path === path ? startingPage.total : undefined;
}

/** The product a product page was rendered with, shown until the fresh one arrives. */
export function startingProduct(id: string): Product | undefined {
  const product = startingPage?.product;
  return product && (product._id === id || product.id === id) ? product : undefined;
}

/**
 * Query parameters the first render does not read: share and ad trackers, and the plain forms sent
 * before the app arrived (the product page's size and Add to Cart, its PIN check; the header's
 * panel, menu and Debug buttons), which the page acts on once it is taken over. Any other means a
 * client render.
 */
const IGNORED_PARAMS = /^(utm_[a-z]+|fbclid|gclid|igshid|si|size|add|pin|panel|debug)$/;

/** The page data of this document when it was rendered for the address shown, else null. */
export function readPageData(doc: Document, location: Location): PageData | null {
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return null;
  try {
    const data = JSON.parse(script.textContent) as PageData;
    const params = [...new URLSearchParams(location.search).keys()];
    if (data.path !== location.pathname || params.some((name) => !IGNORED_PARAMS.test(name))) return null;
    return data;
  } catch {
    return null;
  }
}
