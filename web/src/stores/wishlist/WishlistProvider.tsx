import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { useStoredReducer } from "../use-stored-reducer.js";
import { isInWishlist, loadWishlist, saveWishlist, wishlistReducer, type WishlistAction, type WishlistItem } from "./wishlist-state.js";

export interface Wishlist {
  items: WishlistItem[];
  /** Number of entries (the header badge). */
  wishlistCount: number;
  addToWishlist(product: WishlistItem): void;
  removeFromWishlist(productId: string): void;
  clearWishlist(): void;
  isInWishlist(productId: string): boolean;
}

const WishlistContext = createContext<Wishlist | null>(null);

/** The wishlist, read from localStorage once at start and written back on every change. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useStoredReducer(
    wishlistReducer,
    () => loadWishlist(window.localStorage),
    (list) => saveWishlist(window.localStorage, list),
    (list): WishlistAction => ({ type: "load", items: list }),
  );

  const addToWishlist = useCallback((product: WishlistItem) => dispatch({ type: "add", product }), [dispatch]);
  const removeFromWishlist = useCallback((productId: string) => dispatch({ type: "remove", productId }), [dispatch]);
  const clearWishlist = useCallback(() => dispatch({ type: "clear" }), [dispatch]);

  const value = useMemo<Wishlist>(
    () => ({
      items,
      wishlistCount: items.length,
      addToWishlist,
      removeFromWishlist,
      clearWishlist,
      isInWishlist: (productId: string) => isInWishlist(items, productId),
    }),
    [items, addToWishlist, removeFromWishlist, clearWishlist],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): Wishlist {
  const wishlist = useContext(WishlistContext);
  if (!wishlist) throw new Error("useWishlist must be used within a WishlistProvider");
  return wishlist;
}
