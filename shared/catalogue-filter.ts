// The catalogue's filtering, search and sorting rules (docs/product.md sections 5 and 9), written once
// for the storefront (client-side, as the spec says) and the API's query parameters alike.
import { DEFAULT_PRICE_RANGE, type SortOption } from "./catalogue.js";
import { inCollection } from "./collections.js";
import { isShopMaterial, normaliseMaterial } from "./materials.js";

export interface FilterableProduct {
  name: string;
  description?: string;
  material?: string;
  category?: string;
  subcategory?: string;
  price?: number;
  sizes?: string[];
  tags?: string[];
  createdAt?: string;
  /** Pieces in all sizes. */
  stock?: number;
  /** Pieces per size (shared/stock.ts). */
  stockBySize?: Record<string, number>;
  rating?: number;
  /** Pieces sold in the last 30 days (the listing's cards carry it; "Popular" sorts by it). */
  sold?: number;
}

export interface PriceRange {
  min: number;
  max: number;
}

export interface CatalogueFilter {
  /** dress, saree, material, or a category or subcategory name. */
  category?: string;
  /** A subcategory's listing (/collections/<slug>): its products, whatever the name's spelling. */
  collection?: string;
  /** The route's second segment: a material (or a saree style kept in tags, such as designer). */
  type?: string;
  search?: string;
  priceRange?: PriceRange;
  /** Lower-case material names. */
  selectedMaterials?: readonly string[];
  selectedSizes?: readonly string[];
  /** Only products a shopper can buy now: with sizes chosen, in one of those sizes. */
  inStockOnly?: boolean;
}

const lower = (value: string | undefined) => (value ?? "").trim().toLowerCase();

/** The product's material as the shop's list names it, in lower case ("banarasi silk" reads "silk"). */
const materialOf = (product: FilterableProduct) => lower(normaliseMaterial(product.material));

const words = (text: string | undefined) => lower(text).split(/[\s-]+/);

/**
 * A type matches when it is the material (as the shop's list names it), a word of the material as
 * written ("banarasi" in "Banarasi Silk"), or one of the product's tags. A style that is not one of
 * the shop's materials ("banarasi", "designer", "fancy") also matches a word of the name, as a
 * Banarasi saree saved with its material as Silk is still named so.
 */
export function matchesType(product: FilterableProduct, type: string): boolean {
  const wanted = lower(type);
  const material = lower(product.material);
  if (materialOf(product) === wanted || material === wanted || words(product.material).includes(wanted)) return true;
  if ((product.tags ?? []).some((tag) => lower(tag) === wanted)) return true;
  return !isShopMaterial(wanted) && words(product.name).includes(wanted);
}

/** Category matches when it equals the subcategory or the category; "material" is every product. */
export function matchesCategory(product: FilterableProduct, category: string): boolean {
  const wanted = lower(category);
  if (wanted === "material") return true;
  return lower(product.subcategory) === wanted || lower(product.category) === wanted;
}

/**
 * The spec's search: a substring of the name, description or material. The API's `search`
 * parameter keeps it, so other clients get exactly what the spec says; the storefront's search
 * box uses the forgiving search instead (web/src/features/catalogue/search), over the listing's cards.
 */
export function matchesSearch(product: FilterableProduct, search: string): boolean {
  const needle = lower(search);
  if (!needle) return true;
  return [product.name, product.description, product.material].some((field) => lower(field).includes(needle));
}

/**
 * In stock: some piece left, and with sizes chosen, some piece left in one of them (a product
 * whose only M is sold does not answer "M, in stock").
 */
export function isInStock(product: FilterableProduct, sizes: readonly string[] = []): boolean {
  if (sizes.length === 0 || !product.stockBySize) return (product.stock ?? 0) > 0;
  return sizes.some((size) => (product.stockBySize![size] ?? 0) > 0);
}

export function matchesFilter(product: FilterableProduct, filter: CatalogueFilter): boolean {
  if (filter.category && !matchesCategory(product, filter.category)) return false;
  if (filter.collection && !inCollection(product, filter.collection)) return false;
  if (filter.type && !matchesType(product, filter.type)) return false;
  if (filter.search && !matchesSearch(product, filter.search)) return false;
  const range = filter.priceRange ?? DEFAULT_PRICE_RANGE;
  const price = product.price ?? 0;
  if (price < range.min || price > range.max) return false;
  if (filter.selectedMaterials && filter.selectedMaterials.length > 0) {
    if (!filter.selectedMaterials.includes(materialOf(product))) return false;
  }
  // Sizes in any case: the API's query writes them in capitals, and a saree's is "Free size" (issue 40).
  const selectedSizes = filter.selectedSizes?.map((size) => size.toUpperCase());
  if (selectedSizes && selectedSizes.length > 0) {
    if (!(product.sizes ?? []).some((size) => selectedSizes.includes(size.toUpperCase()))) return false;
  }
  if (filter.inStockOnly && !isInStock(product, (product.sizes ?? []).filter((size) => selectedSizes?.includes(size.toUpperCase())))) return false;
  return true;
}

/** The filtered list; a filtering error gives an empty list, as the spec says. */
export function filterProducts<T extends FilterableProduct>(products: readonly T[], filter: CatalogueFilter): T[] {
  try {
    return products.filter((product) => matchesFilter(product, filter));
  } catch (error) {
    console.error("Error filtering products:", error);
    return [];
  }
}

/**
 * Best sellers first: pieces sold in the last 30 days, then rating, then name (so products nobody
 * has bought yet still come in a steady order). The spec's "alphabetical" was a placeholder
 * (docs/decisions.md).
 */
export function byPopularity<T extends FilterableProduct>(soldOf: (product: T) => number = (product) => product.sold ?? 0) {
  return (a: T, b: T) => soldOf(b) - soldOf(a) || (b.rating ?? 0) - (a.rating ?? 0) || a.name.localeCompare(b.name);
}

/** default keeps the given order; `soldOf` gives popular's figures when the products do not carry them. */
export function sortProducts<T extends FilterableProduct>(products: readonly T[], sort: SortOption, soldOf?: (product: T) => number): T[] {
  const list = [...products];
  switch (sort) {
    case "price-low-high":
      return list.sort((a, b) => (a.price ?? 0) - (b.price ?? 0));
    case "price-high-low":
      return list.sort((a, b) => (b.price ?? 0) - (a.price ?? 0));
    case "newest":
      return list.sort((a, b) => (b.createdAt ?? "").localeCompare(a.createdAt ?? ""));
    case "popular":
      return list.sort(byPopularity(soldOf));
    default:
      return list;
  }
}

/** Blank or invalid price inputs fall back to 0 (min) and 100000 (max). */
export function parsePriceInput(value: string, bound: "min" | "max"): number {
  const fallback = bound === "min" ? DEFAULT_PRICE_RANGE.min : DEFAULT_PRICE_RANGE.max;
  if (value.trim() === "") return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
