import type { SavedCartLine } from "@shared/schemas/saved-lists.js";
import { productId } from "@/lib/product-id.js";
import type { ServerCopyRules } from "@/stores/server-copy/use-server-copy.js";
import { lineId, mergeCartLines, type CartAction, type CartItem } from "./cart-state.js";
import { sumPaise, toPaise, toRupees } from "@shared/money.js";

/** The most of one line the server keeps (the checkout's own limit per line). */
const MAX_PER_LINE = 20;

/** The cart to and from the shopper's account: ids, sizes and quantities; names and prices are the server's. */
export const CART_SERVER_COPY: ServerCopyRules<CartItem, SavedCartLine, CartAction> = {
  name: "cart",
  toSaved: (items) => {
    const seen = new Set<string>();
    return items.flatMap((item) => {
      const line = { product: productId(item.product), size: item.size, quantity: Math.min(MAX_PER_LINE, Math.max(1, Math.trunc(item.quantity))), ...(item.custom && { custom: item.custom.choice }), ...(item.blouse && !item.custom && { blouse: item.blouse }) };
      const key = `${line.product}\u0000${lineId(item)}`;
      if (!/^[0-9a-f]{24}$/.test(line.product) || seen.has(key)) return [];
      seen.add(key);
      return [line];
    });
  },
  toQuote: (lines) => lines.map((line) => ({ product: line.product, size: line.size, quantity: line.quantity, ...(line.custom && { custom: line.custom }), ...(line.blouse && { blouse: line.blouse }) })),
  fromSaved: (lines, quote) =>
    lines.flatMap((line, index) => {
      const priced = quote.lines[index];
      if (!priced?.name || priced.price === null) return [];
      const stock = Object.values(priced.stockBySize).reduce((sum, left) => sum + left, 0);
      // A custom line's quoted price includes its options: the product's own price is that less the options.
      const custom = line.custom && priced.custom ? { choice: line.custom, options: priced.custom.options, profileName: "", leadTimeDays: priced.custom.leadTimeDays } : undefined;
      const price = custom ? toRupees(toPaise(priced.price) - sumPaise(custom.options.map((o) => ({ price: o.price, quantity: 1 })))) : priced.price;
      return [{ product: { _id: line.product, name: priced.name, price, images: priced.image ? [priced.image] : [], sizes: priced.sizes, stockBySize: priced.stockBySize, stock }, size: priced.size ?? line.size, quantity: line.quantity, ...(custom && { custom }), ...(line.blouse && { blouse: line.blouse }) }];
    }),
  merge: mergeCartLines,
  load: (items) => ({ type: "load", items }),
};
