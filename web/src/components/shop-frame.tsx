import { createContext, useContext } from "react";

/** What any page inside the common frame can ask of it (docs/product.md section 2). */
export interface ShopFrame {
  openCart(): void;
  openWishlist(): void;
  /** The phone's menu drawer. */
  menuOpen: boolean;
  openMenu(): void;
  closeMenu(): void;
  debug: boolean;
  toggleDebug(): void;
}

/**
 * The frame's plain form (a GET to the page's own address): the header's cart, wishlist, menu and
 * Debug buttons send it (?panel=cart, ?debug=1) when tapped before the app arrives, and the app
 * opens what was asked once it takes the page over (ShopLayout).
 */
export const FRAME_FORM = "shop-frame-form";

export const ShopFrameContext = createContext<ShopFrame | null>(null);

export function useShopFrame(): ShopFrame {
  const frame = useContext(ShopFrameContext);
  if (!frame) throw new Error("useShopFrame must be used within the shop's layout");
  return frame;
}
