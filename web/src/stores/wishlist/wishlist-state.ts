// The wishlist's state rules (docs/product.md section 4), pure so they can be tested without a browser.
import type { Product } from "../../../../shared/types.js";
import { productId } from "../../lib/product-id.js";
import { readStoredList, writeStoredList } from "../stored-list.js";

/** A wishlist entry is the product itself (one per product, no size). */
export type WishlistItem = Pick<Product, "_id" | "name" | "price" | "images"> & Partial<Omit<Product, "_id" | "name" | "price" | "images">>;

export type WishlistAction =
  | { type: "add"; product: WishlistItem }
  | { type: "remove"; productId: string }
  | { type: "clear" }
  | { type: "load"; items: WishlistItem[] };

export function wishlistReducer(items: WishlistItem[], action: WishlistAction): WishlistItem[] {
  switch (action.type) {
    case "add": {
      const id = productId(action.product);
      if (items.some((item) => productId(item) === id)) return items;
      return [...items, action.product];
    }
    case "remove":
      return items.filter((item) => productId(item) !== action.productId);
    case "clear":
      return [];
    case "load":
      return action.items;
  }
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
  return readStoredList(storage, WISHLIST_STORAGE_KEY, "wishlist", isWishlistItem).map((item) => ({ ...item, images: Array.isArray(item.images) ? item.images : [] }));
}

export function saveWishlist(storage: Pick<Storage, "setItem">, items: readonly WishlistItem[]): void {
  writeStoredList(storage, WISHLIST_STORAGE_KEY, "wishlist", items);
}
