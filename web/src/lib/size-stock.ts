// What the storefront knows about the pieces left per size (issue 12). A product or cart line
// carries `stockBySize` as the API last reported it; the server still has the last word when
// it holds the pieces at checkout.
export interface SizedStock {
  sizes?: string[];
  stock?: number;
  stockBySize?: Record<string, number>;
}

/**
 * Pieces left in one size, or undefined when this copy of the product has no figures per size
 * (a cart saved before stock per size): then the storefront sets no limit and the server decides.
 */
export function sizeLeft(product: SizedStock, size: string): number | undefined {
  if (!product.stockBySize) return undefined;
  return Math.max(0, product.stockBySize[size] ?? 0);
}

/** The first size with a piece left, in the product's own order; undefined when all are gone. */
export function firstSizeInStock(product: SizedStock): string | undefined {
  return (product.sizes ?? []).find((size) => (sizeLeft(product, size) ?? 1) > 0);
}

/** Nothing left in any size (known for sure; unknown stock is not sold out). */
export function isSoldOutEverywhere(product: SizedStock): boolean {
  const sizes = product.sizes ?? [];
  if (sizes.length === 0 || !product.stockBySize) return typeof product.stock === "number" && product.stock <= 0;
  return sizes.every((size) => sizeLeft(product, size) === 0);
}

/** The same entries with the pieces left as a fresher copy of the catalogue says (a wishlist saved days ago). */
export function withFreshStock<T extends SizedStock & { _id?: string; id?: string }>(items: readonly T[], catalogue: ReadonlyArray<SizedStock & { _id?: string; id?: string }>): T[] {
  const byId = new Map(catalogue.map((product) => [product._id || product.id, product]));
  return items.map((item) => {
    const fresh = byId.get(item._id || item.id);
    return fresh?.stockBySize ? { ...item, stock: fresh.stock, stockBySize: fresh.stockBySize } : item;
  });
}
