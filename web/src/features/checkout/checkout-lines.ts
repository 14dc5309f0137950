// What is being bought, whichever panel checkout started from (docs/product.md section 4, Checkout).
import { sumPaise, toRupees } from "@shared/money.js";
import { unitPrice, type CartCustom, type CartItem } from "@/stores/cart/cart-state.js";
import type { BlouseChoice } from "@shared/saree-blouse.js";
import { productId } from "@/lib/product-id.js";
import { isSoldOutEverywhere } from "@/lib/size-stock.js";
import type { WishlistItem } from "@/stores/wishlist/wishlist-state.js";

export type CheckoutSource = "cart" | "wishlist";

export interface CheckoutLine {
  productId: string;
  name: string;
  image: string | undefined;
  size: string;
  quantity: number;
  /** Rupees, as shown; the server prices the order from its own records. */
  price: number;
  /** A piece made to her measure (issue 26): sent with the line, priced by the server. */
  custom?: CartCustom;
  /** A saree's blouse (issue 40): sent with the line so the shop knows what to stitch. */
  blouse?: BlouseChoice;
}

export function cartLines(items: readonly CartItem[]): CheckoutLine[] {
  return items.map((item) => ({
    productId: productId(item.product),
    name: item.product.name,
    image: item.product.images?.[0],
    size: item.size,
    quantity: item.quantity,
    price: unitPrice(item),
    ...(item.custom && { custom: item.custom }),
    ...(item.blouse && { blouse: item.blouse }),
  }));
}

/**
 * A wishlist entry is one piece in the size the shopper chose ("" while she has not chosen one:
 * checkout asks for it rather than guess). What is known to be sold out in every size is left out
 * (soldOutWishes names it).
 */
export function wishlistLines(items: readonly WishlistItem[]): CheckoutLine[] {
  return items
    .filter((item) => !isSoldOutEverywhere(item))
    .map((item) => ({
      productId: productId(item),
      name: item.name,
      image: item.images?.[0],
      size: item.size ?? "",
      quantity: 1,
      price: item.price,
    }));
}

/** Wishlist entries that cannot be bought now, to say why they are not in the order. */
export function soldOutWishes(items: readonly WishlistItem[]): string[] {
  return items.filter((item) => isSoldOutEverywhere(item)).map((item) => item.name);
}

/** The total in rupees, added in paise. */
export function checkoutTotal(lines: readonly CheckoutLine[]): number {
  return toRupees(sumPaise(lines));
}

export function pieceCount(lines: readonly CheckoutLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}
