import { Check, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { offersReady } from "@shared/made-to-measure/custom-options.js";
import { productId } from "@/lib/product-id.js";
import { sizeLeft } from "@/lib/size-stock.js";
import { useCart } from "@/stores/cart/CartProvider.js";
import type { WishlistItem } from "@/stores/wishlist/wishlist-state.js";

/**
 * "Add to cart" on a wishlist line (issue 40): the piece in the size the line shows (the one
 * the wishlist kept, or the one picked on the line). Nothing to add without a size, in a size
 * sold out, or past the pieces left; a made-to-measure piece is chosen on its page instead.
 */
export function WishlistAddToCart({ item, blocked, onClose }: { item: WishlistItem; blocked: boolean; onClose(): void }) {
  const { items: cartItems, addToCart } = useCart();
  const [added, setAdded] = useState<string | null>(null);
  const id = productId(item);

  if (!offersReady(item)) {
    return (
      <Link to={`/product/${encodeURIComponent(id)}`} onClick={onClose} className="btn btn--outline btn--small wish-add" aria-label={`Choose fit and size: ${item.name}`}>
        Choose fit and size
      </Link>
    );
  }

  const size = item.size;
  const left = size ? sizeLeft(item, size) : undefined;
  const inCart = size ? (cartItems.find((line) => productId(line.product) === id && line.size === size && !line.custom)?.quantity ?? 0) : 0;
  const allInCart = left !== undefined && left > 0 && inCart >= left;
  const canAdd = size !== undefined && !blocked && left !== 0 && !allInCart;

  function add() {
    if (!size || !canAdd) return;
    addToCart({ _id: id, name: item.name, price: item.price, images: item.images ?? [], sizes: item.sizes, stock: item.stock, stockBySize: item.stockBySize }, size, 1);
    setAdded(size);
  }

  return (
    <span className="wish-add__wrap">
      {/* Named with the piece (the visible words first), so a screen reader's list of buttons tells them apart. */}
      <button type="button" className="btn btn--primary btn--small wish-add" onClick={add} disabled={!canAdd} aria-label={`Add to cart: ${item.name}`}>
        <ShoppingBag size={16} aria-hidden="true" /> Add to cart
      </button>
      <span className="wish-add__said" role="status">
        {added && added === size ? (
          <>
            <Check size={14} aria-hidden="true" /> Added to cart
          </>
        ) : allInCart ? (
          left === 1 ? `The only piece left in size ${size} is in your cart.` : `All ${left} left in size ${size} are in your cart.`
        ) : null}
      </span>
    </span>
  );
}
