import { Heart, Trash2 } from "lucide-react";
import { Link } from "react-router-dom";
import { formatRupees } from "@shared/money.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { ProductImage } from "@/components/ProductImage.js";
import { BagActions } from "@/features/checkout/BagActions.js";
import { LineSizeSelect } from "@/features/checkout/fresh/LineSizeSelect.js";
import { PriceChangeNote } from "@/features/checkout/fresh/PriceChangeNote.js";
import { useFreshLines } from "@/features/checkout/fresh/use-fresh-lines.js";
import { useCatalogue } from "@/stores/catalogue-store.js";
import { productId } from "@/lib/product-id.js";
import { isSoldOutEverywhere, sizeLeft, withFreshStock } from "@/lib/size-stock.js";
import { useWishlist } from "@/stores/wishlist/WishlistProvider.js";
import type { WishlistItem } from "@/stores/wishlist/wishlist-state.js";
import { BagEmpty } from "@/features/checkout/BagEmpty.js";
import { WishlistAddToCart } from "./WishlistAddToCart.js";
import "@/features/checkout/cart/cart.css";

export const CHOOSE_SIZES_FIRST = "Choose a size for each piece to check out.";
export const WISHLIST_NOT_READY = "Some pieces cannot be bought in the size chosen. Choose another size or remove them to check out.";

/** What stands in the way of ordering an entry, if anything (one sold out everywhere is left out of the order instead). */
function entryProblem(item: WishlistItem, quoted: string | null): string | null {
  if (isSoldOutEverywhere(item)) return null;
  if (quoted) return quoted;
  if (!item.size) return "Choose a size to check out.";
  if (sizeLeft(item, item.size) === 0) return `Sold out in size ${item.size}. Choose another size.`;
  return null;
}

/** The wishlist panel: items with the size to order, Add to cart, remove, Clear Wishlist, the count and Checkout All Items. */
export default function WishlistModal({ onClose }: { onClose(): void }) {
  const { items, wishlistCount, removeFromWishlist, clearWishlist, chooseSize, applyQuote } = useWishlist();
  const { products } = useCatalogue();
  const empty = items.length === 0;
  const entries = withFreshStock(items, products);
  const fresh = useFreshLines(
    items.map((item) => ({ productId: productId(item), size: item.size, quantity: 1, price: item.price })),
    applyQuote,
  );
  const quotedProblem = (item: WishlistItem) => {
    const quoted = fresh.lineFor(productId(item), item.size);
    return quoted?.problem === "gone" || quoted?.problem === "size-not-offered" ? quoted.message : null;
  };
  const problems = entries.map((item) => entryProblem(item, quotedProblem(item)));
  const sizeless = entries.some((item) => !isSoldOutEverywhere(item) && !item.size);
  const refusal = sizeless ? CHOOSE_SIZES_FIRST : problems.some(Boolean) ? WISHLIST_NOT_READY : null;

  return (
    <Modal
      open
      onClose={onClose}
      placement="right"
      title="Your Wishlist"
      subtitle={`${wishlistCount} ${wishlistCount === 1 ? "item" : "items"}`}
      footer={
        empty ? undefined : (
          <div className="bag-footer">
            <BagActions source="wishlist" clearLabel="Clear Wishlist" checkoutLabel="Checkout All Items" refusal={refusal} onClear={clearWishlist} onClose={onClose} />
          </div>
        )
      }
    >
      {empty ? (
        <BagEmpty icon={Heart} text="Your wishlist is empty" linkLabel="Discover the collection" onClose={onClose} />
      ) : (
        <ul className="bag-lines" aria-label="Items in your wishlist">
          {entries.map((item, index) => {
            const id = productId(item);
            const soldOut = isSoldOutEverywhere(item);
            const problem = problems[index];
            return (
              <li key={id} className="bag-line">
                <Link to={`/product/${encodeURIComponent(id)}`} onClick={onClose} className="bag-line__image" tabIndex={-1} aria-hidden="true">
                  <ProductImage src={item.images?.[0]} alt="" />
                </Link>
                <div className="bag-line__body">
                  <Link to={`/product/${encodeURIComponent(id)}`} onClick={onClose} className="bag-line__name">
                    {item.name}
                  </Link>
                  <p className="bag-line__meta">{[item.material, formatRupees(item.price)].filter(Boolean).join(" · ")}</p>
                  <PriceChangeNote change={fresh.changes.get(id)} />
                  {soldOut ? <p className="bag-line__stock bag-line__stock--blocking">Sold out</p> : null}
                  <div className="bag-line__controls">
                    {soldOut ? (
                      <span />
                    ) : (
                      <LineSizeSelect productName={item.name} size={item.size} sizes={item.sizes} stockBySize={item.stockBySize} onChange={(size) => chooseSize(id, size)} />
                    )}
                    <button type="button" className="icon-btn bag-line__remove" aria-label={`Remove ${item.name}`} onClick={() => removeFromWishlist(id)}>
                      <Trash2 size={18} aria-hidden="true" />
                    </button>
                  </div>
                  {problem ? <p className="bag-line__stock bag-line__stock--blocking">{problem}</p> : null}
                  {soldOut ? null : <WishlistAddToCart item={item} blocked={quotedProblem(item) !== null} onClose={onClose} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
