import type { SavedWishlistEntry } from "@shared/schemas/saved-lists.js";
import { productId } from "@/lib/product-id.js";
import type { ServerCopyRules } from "@/stores/server-copy/use-server-copy.js";
import { mergeWishlists, type WishlistAction, type WishlistItem } from "./wishlist-state.js";

/** The wishlist to and from the shopper's account: products and sizes chosen; the rest is the server's. */
export const WISHLIST_SERVER_COPY: ServerCopyRules<WishlistItem, SavedWishlistEntry, WishlistAction> = {
  name: "wishlist",
  toSaved: (items) => {
    const seen = new Set<string>();
    return items.flatMap((item) => {
      const id = productId(item);
      if (!/^[0-9a-f]{24}$/.test(id) || seen.has(id)) return [];
      seen.add(id);
      return [item.size ? { product: id, size: item.size } : { product: id }];
    });
  },
  toQuote: (lines) => lines.map((line) => ({ product: line.product, ...(line.size ? { size: line.size } : {}), quantity: 1 })),
  fromSaved: (lines, quote) =>
    lines.flatMap((line, index) => {
      const priced = quote.lines[index];
      if (!priced?.name || priced.price === null) return [];
      const stock = Object.values(priced.stockBySize).reduce((sum, left) => sum + left, 0);
      const item: WishlistItem = { _id: line.product, name: priced.name, price: priced.price, images: priced.image ? [priced.image] : [], sizes: priced.sizes, stockBySize: priced.stockBySize, stock };
      return [line.size ? { ...item, size: line.size } : item];
    }),
  merge: mergeWishlists,
  load: (items) => ({ type: "load", items }),
};
