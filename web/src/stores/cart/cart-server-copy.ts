import type { SavedCartLine } from "../../../../shared/schemas/saved-lists.js";
import { productId } from "../../lib/product-id.js";
import type { ServerCopyRules } from "../server-copy/use-server-copy.js";
import { mergeCartLines, type CartAction, type CartItem } from "./cart-state.js";

/** The most of one line the server keeps (the checkout's own limit per line). */
const MAX_PER_LINE = 20;

/** The cart to and from the shopper's account: ids, sizes and quantities; names and prices are the server's. */
export const CART_SERVER_COPY: ServerCopyRules<CartItem, SavedCartLine, CartAction> = {
  name: "cart",
  toSaved: (items) => {
    const seen = new Set<string>();
    return items.flatMap((item) => {
      const line = { product: productId(item.product), size: item.size, quantity: Math.min(MAX_PER_LINE, Math.max(1, Math.trunc(item.quantity))) };
      const key = `${line.product}\u0000${line.size}`;
      if (!/^[0-9a-f]{24}$/.test(line.product) || seen.has(key)) return [];
      seen.add(key);
      return [line];
    });
  },
  toQuote: (lines) => lines.map((line) => ({ product: line.product, size: line.size, quantity: line.quantity })),
  fromSaved: (lines, quote) =>
    lines.flatMap((line, index) => {
      const priced = quote.lines[index];
      if (!priced?.name || priced.price === null) return [];
      const stock = Object.values(priced.stockBySize).reduce((sum, left) => sum + left, 0);
      return [{ product: { _id: line.product, name: priced.name, price: priced.price, images: priced.image ? [priced.image] : [], sizes: priced.sizes, stockBySize: priced.stockBySize, stock }, size: line.size, quantity: line.quantity }];
    }),
  merge: mergeCartLines,
  load: (items) => ({ type: "load", items }),
};
