// The wishlist's state rules (docs/product.md section 4), pure so they can be tested without a browser.
import type { QuotedLine } from "@shared/schemas/saved-lists.js";
import type { Product } from "@shared/schemas/product-record.js";
import { productId } from "@/lib/product-id.js";
import { readStoredList, writeStoredList } from "@/stores/stored-list.js";

/**
 * A wishlist entry is the product as it was shown (one entry per product) and the size the shopper
 * chose there (issue 22): checkout orders that size. Entries saved before sizes were kept have
 * none, and are asked for one before checkout.
 */
export type WishlistItem = Pick<Product, "_id" | "name" | "price" | "images"> & Partial<Omit<Product, "_id" | "name" | "price" | "images">> & { size?: string };

export type WishlistAction =
  | { type: "add"; product: WishlistItem; size?: string }
  | { type: "remove"; productId: string }
  | { type: "clear" }
  | { type: "load"; items: WishlistItem[] }
  /** The size to order, chosen on the wishlist's line. */
  | { type: "choose-size"; productId: string; size: string }
  /** The server's price and pieces left now (a quote). */
  | { type: "reprice"; lines: readonly QuotedLine[] }
  /** Entries kept elsewhere (the shopper's wishlist on the server) joined in. */
  | { type: "merge"; items: readonly WishlistItem[] };

export function wishlistReducer(items: WishlistItem[], action: WishlistAction): WishlistItem[] {
  switch (action.type) {
    case "add": {
      const id = productId(action.product);
      const listed = items.find((item) => productId(item) === id);
      // Listed already: ignored, unless it had no size and one is chosen now.
      if (listed) return !listed.size && action.size ? items.map((item) => (item === listed ? { ...item, size: action.size } : item)) : items;
      const { size: ignored, ...product } = action.product;
      void ignored;
      return [...items, action.size ? { ...product, size: action.size } : product];
    }
    case "choose-size":
      return items.map((item) => (productId(item) === action.productId ? { ...item, size: action.size } : item));
    case "reprice": {
      let changed = false;
      const next = items.map((item) => {
        const fresh = action.lines.find((line) => line.product === productId(item) && line.price !== null);
        if (!fresh || !fresh.name || fresh.price === null) return item;
        const stock = Object.values(fresh.stockBySize).reduce((sum, left) => sum + left, 0);
        if (fresh.price === item.price && fresh.name === item.name && stock === item.stock && JSON.stringify(fresh.stockBySize) === JSON.stringify(item.stockBySize) && JSON.stringify(fresh.sizes) === JSON.stringify(item.sizes)) return item;
        changed = true;
        return { ...item, name: fresh.name, price: fresh.price, sizes: [...fresh.sizes], stockBySize: { ...fresh.stockBySize }, stock };
      });
      return changed ? next : items;
    }
    case "merge":
      return mergeWishlists(items, action.items);
    case "remove":
      return items.filter((item) => productId(item) !== action.productId);
    case "clear":
      return [];
    case "load":
      return action.items;
  }
}

/** This device's entries and those kept elsewhere: one per product, a size chosen on either kept. */
export function mergeWishlists(local: readonly WishlistItem[], other: readonly WishlistItem[]): WishlistItem[] {
  const merged = [...local];
  for (const incoming of other) {
    const at = merged.findIndex((item) => productId(item) === productId(incoming));
    if (at < 0) merged.push(incoming);
    else if (!merged[at]!.size && incoming.size) merged[at] = { ...merged[at]!, size: incoming.size };
  }
  return merged;
}

export function isInWishlist(items: readonly WishlistItem[], id: string): boolean {
  return items.some((item) => productId(item) === id);
}

export const WISHLIST_STORAGE_KEY = "wishlist";

function isWishlistItem(value: unknown): value is WishlistItem {
  if (!value || typeof value !== "object") return false;
  const item = value as Partial<WishlistItem>;
  return typeof (item._id || item.id) === "string" && (item._id || item.id) !== "" && typeof item.name === "string" && typeof item.price === "number";
}

/** The stored wishlist, or an empty one; unparseable data is ignored with the spec's console message. */
export function loadWishlist(storage: Pick<Storage, "getItem">): WishlistItem[] {
  return readStoredList(storage, WISHLIST_STORAGE_KEY, "wishlist", isWishlistItem).map((stored) => {
    // A size that is not text (edited by hand) is dropped: the line asks for one instead.
    const { size, ...item } = stored;
    return { ...item, images: Array.isArray(item.images) ? item.images : [], ...(typeof size === "string" && size !== "" ? { size } : {}) };
  });
}

export function saveWishlist(storage: Pick<Storage, "setItem">, items: readonly WishlistItem[]): void {
  writeStoredList(storage, WISHLIST_STORAGE_KEY, "wishlist", items);
}
