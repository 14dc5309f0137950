import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { productId } from "@/lib/product-id.js";
import { useCardsIncluded } from "@/stores/catalogue-store.js";
import type { QuotedLine } from "@shared/schemas/saved-lists.js";
import { WISHLIST_SERVER_COPY } from "./wishlist-server-copy.js";
import { useSavedList, type StoredListForm } from "@/stores/use-saved-list.js";
import { isInWishlist, loadWishlist, saveWishlist, wishlistReducer, type WishlistAction, type WishlistItem } from "./wishlist-state.js";

export interface Wishlist {
  items: WishlistItem[];
  /** Number of entries (the header badge). */
  wishlistCount: number;
  /** Adds the product with the size chosen on its page (none when it is sold out everywhere). */
  addToWishlist(product: WishlistItem, size?: string): void;
  removeFromWishlist(productId: string): void;
  /** The size to order for an entry. */
  chooseSize(productId: string, size: string): void;
  /** The server's price and pieces left now. */
  applyQuote(lines: readonly QuotedLine[]): void;
  clearWishlist(): void;
  isInWishlist(productId: string): boolean;
}

const WishlistContext = createContext<Wishlist | null>(null);
const STORED_WISHLIST: StoredListForm<WishlistItem, WishlistAction> = { load: loadWishlist, save: saveWishlist, loadAction: (list) => ({ type: "load", items: list }) };

/** The wishlist, read from localStorage once at start and written back on every change. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useSavedList(wishlistReducer, STORED_WISHLIST, WISHLIST_SERVER_COPY);

  const addToWishlist = useCallback((product: WishlistItem, size?: string) => dispatch({ type: "add", product, size }), [dispatch]);
  const chooseSize = useCallback((productId: string, size: string) => dispatch({ type: "choose-size", productId, size }), [dispatch]);
  const applyQuote = useCallback((lines: readonly QuotedLine[]) => dispatch({ type: "reprice", lines }), [dispatch]);
  // A large catalogue is not loaded whole: the entries' own cards are asked for (their pieces left now).
  useCardsIncluded(items.map(productId));
  const removeFromWishlist = useCallback((productId: string) => dispatch({ type: "remove", productId }), [dispatch]);
  const clearWishlist = useCallback(() => dispatch({ type: "clear" }), [dispatch]);

  const value = useMemo<Wishlist>(
    () => ({
      items,
      wishlistCount: items.length,
      addToWishlist,
      removeFromWishlist,
      chooseSize,
      applyQuote,
      clearWishlist,
      isInWishlist: (productId: string) => isInWishlist(items, productId),
    }),
    [items, addToWishlist, removeFromWishlist, chooseSize, applyQuote, clearWishlist],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): Wishlist {
  const wishlist = useContext(WishlistContext);
  if (!wishlist) throw new Error("useWishlist must be used within a WishlistProvider");
  return wishlist;
}
