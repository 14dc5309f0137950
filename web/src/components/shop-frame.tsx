import { createContext, useContext } from "react";

/** What any page inside the common frame can ask of it (docs/product.md section 2). */
export interface ShopFrame {
  openCart(): void;
  openWishlist(): void;
  debug: boolean;
  toggleDebug(): void;
}

export const ShopFrameContext = createContext<ShopFrame | null>(null);

export function useShopFrame(): ShopFrame {
  const frame = useContext(ShopFrameContext);
  if (!frame) throw new Error("useShopFrame must be used within the shop's layout");
  return frame;
}
