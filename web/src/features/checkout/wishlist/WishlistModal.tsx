import { Heart, Trash2 } from "lucide-react";
import { Link } from "react-router-dom";
import { formatRupees } from "../../../../../shared/money.js";
import { Modal } from "../../../components/Modal.js";
import { ProductImage } from "../../../components/ProductImage.js";
import { BagActions } from "../BagActions.js";
import { useCatalogue } from "../../../stores/catalogue-store.js";
import { productId } from "../../../lib/product-id.js";
import { isSoldOutEverywhere, withFreshStock } from "../../../lib/size-stock.js";
import { useWishlist } from "../../../stores/wishlist/WishlistProvider.js";
import "../cart/cart.css";

/** The wishlist panel: items (Sold out when nothing is left), remove, Clear Wishlist, the count and Checkout All Items. */
export default function WishlistModal({ onClose }: { onClose(): void }) {
  const { items, wishlistCount, removeFromWishlist, clearWishlist } = useWishlist();
  const { products } = useCatalogue();
  const empty = items.length === 0;

  return (
    <Modal
      open
      onClose={onClose}
      placement="right"
      title="Your Wishlist"
      subtitle={`${wishlistCount} ${wishlistCount === 1 ? "item" : "items"}`}
      footer={
        empty ? undefined : (
          <BagActions source="wishlist" clearLabel="Clear Wishlist" checkoutLabel="Checkout All Items" onClear={clearWishlist} onClose={onClose} />
        )
      }
    >
      {empty ? (
        <div className="state bag-empty">
          <Heart size={40} className="state__icon" aria-hidden="true" />
          <p>Your wishlist is empty</p>
          <Link to="/" className="btn btn--outline" onClick={onClose}>
            Discover the collection
          </Link>
        </div>
      ) : (
        <ul className="bag-lines" aria-label="Items in your wishlist">
          {withFreshStock(items, products).map((item) => {
            const id = productId(item);
            return (
              <li key={id} className="bag-line">
                <Link to={`/product/${encodeURIComponent(id)}`} onClick={onClose} className="bag-line__image" tabIndex={-1} aria-hidden="true">
                  <ProductImage src={item.images?.[0]} alt="" />
                </Link>
                <div className="bag-line__body">
                  <Link to={`/product/${encodeURIComponent(id)}`} onClick={onClose} className="bag-line__name">
                    {item.name}
                  </Link>
                  <p className="bag-line__meta">
                    {[item.material, formatRupees(item.price)].filter(Boolean).join(" · ")}
                  </p>
                  {isSoldOutEverywhere(item) ? <p className="bag-line__stock bag-line__stock--blocking">Sold out</p> : null}
                  <div className="bag-line__controls">
                    <Link to={`/product/${encodeURIComponent(id)}`} onClick={onClose} className="btn btn--small btn--outline">
                      Choose size
                    </Link>
                    <button type="button" className="icon-btn bag-line__remove" aria-label={`Remove ${item.name}`} onClick={() => removeFromWishlist(id)}>
                      <Trash2 size={18} aria-hidden="true" />
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
