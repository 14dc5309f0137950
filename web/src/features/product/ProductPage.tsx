import { ArrowLeft, Heart, PackageCheck, ShoppingBag, Truck } from "lucide-react";
import { useId, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { DEFAULT_SIZES } from "../../../../shared/catalogue.js";
import type { Product } from "../../../../shared/types.js";
import { useShopFrame } from "../../app/shop-frame.js";
import { LoadingState } from "../../components/LoadingState.js";
import { useDocumentTitle } from "../../components/use-document-title.js";
import { useNotices } from "../../components/Notices.js";
import { Price, originalPriceOf } from "../../components/Price.js";
import { StarRating } from "../../components/StarRating.js";
import { useCart } from "../cart/CartProvider.js";
import { productId } from "../catalogue/product-id.js";
import { useWishlist } from "../wishlist/WishlistProvider.js";
import { ProductDetailsGrid } from "./ProductDetailsGrid.js";
import { ProductGallery } from "./ProductGallery.js";
import { SizeGuideTable } from "./SizeGuideTable.js";
import { useProduct } from "./use-product.js";
import "./product.css";

const LOW_STOCK = 5;

/** /product/{id}: loading, the product, or Product Not Found. */
export default function ProductPage() {
  const { productId: id = "" } = useParams();
  const load = useProduct(id);
  useDocumentTitle(load.status === "loaded" ? load.product.name : load.status === "not-found" ? "Product Not Found" : undefined);
  if (load.status === "loading") {
    return <ProductSkeleton />;
  }
  if (load.status === "not-found") return <ProductNotFound message={load.message} />;
  return <ProductView key={productId(load.product)} product={load.product} />;
}

/** The product page's shape while it loads, so nothing moves when the product arrives. */
function ProductSkeleton() {
  return (
    <div className="page product">
      <div className="product__back product__skeleton-back" aria-hidden="true" />
      <div className="product__layout">
        <div className="gallery">
          <div className="gallery__main">
            <div className="product-image" aria-hidden="true" />
          </div>
        </div>
        <div className="product__info">
          <LoadingState label="Loading product…" />
        </div>
      </div>
    </div>
  );
}

function ProductNotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="page state product-missing">
      <h1>Product Not Found</h1>
      <p className="muted">{message || "The product you are looking for does not exist."}</p>
      <button type="button" className="btn btn--primary" onClick={() => navigate(-1)}>
        <ArrowLeft size={18} aria-hidden="true" /> Go Back
      </button>
    </div>
  );
}

function ProductView({ product }: { product: Product }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { addToCart } = useCart();
  const wishlist = useWishlist();
  const { notify } = useNotices();
  const { openCart, openWishlist } = useShopFrame();
  const sizes = product.sizes?.length ? product.sizes : [...DEFAULT_SIZES];
  const [size, setSize] = useState(sizes[0] ?? "");
  const sizeId = useId();
  const id = productId(product);
  const wished = wishlist.isInWishlist(id);
  const soldOut = product.stock === 0;

  function backToProducts() {
    // Back through the shopper's own history keeps their filters; a direct visit goes to the category.
    if (location.key !== "default") navigate(-1);
    else navigate(["dress", "saree"].includes(product.subcategory.toLowerCase()) ? `/${product.subcategory.toLowerCase()}` : "/material");
  }

  function addToBag() {
    addToCart(product, size, 1);
    notify(`${product.name} added to cart!`, { label: "View cart", run: openCart });
  }

  function toggleWishlist() {
    if (wished) {
      wishlist.removeFromWishlist(id);
      notify(`${product.name} removed from wishlist!`);
    } else {
      wishlist.addToWishlist(product);
      notify(`${product.name} added to wishlist!`, { label: "View wishlist", run: openWishlist });
    }
  }

  return (
    <div className="page product">
      <button type="button" className="btn btn--ghost product__back" onClick={backToProducts}>
        <ArrowLeft size={18} aria-hidden="true" /> Back to Products
      </button>

      <div className="product__layout">
        <ProductGallery images={product.images ?? []} name={product.name} />

        <div className="product__info">
          <span className="eyebrow">{[product.brand, product.subcategory].filter(Boolean).join(" · ")}</span>
          <h1 className="product__name">{product.name}</h1>
          <StarRating value={product.rating} size={17} />
          <Price price={product.price} originalPrice={originalPriceOf(product)} size="lg" />

          <div className="product__buy">
            <div className="field product__size">
              <label className="field__label" htmlFor={sizeId}>
                Size
              </label>
              <select id={sizeId} className="select" value={size} onChange={(event) => setSize(event.target.value)}>
                {sizes.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
            {soldOut ? <p className="product__stock product__stock--out">Out of stock</p> : product.stock <= LOW_STOCK ? <p className="product__stock">Only {product.stock} left</p> : null}
            <div className="product__actions">
              <button type="button" className="btn btn--primary product__add" onClick={addToBag} disabled={soldOut}>
                <ShoppingBag size={19} aria-hidden="true" /> Add to Cart
              </button>
              <button type="button" className={`btn btn--outline product__wish ${wished ? "is-wished" : ""}`} onClick={toggleWishlist}>
                <Heart size={19} aria-hidden="true" fill={wished ? "currentColor" : "none"} />
                {wished ? "Remove from Wishlist" : "Add to Wishlist"}
              </button>
            </div>
          </div>

          <ul className="product__promises">
            <li>
              <Truck size={18} aria-hidden="true" /> Delivered across India in 7-10 business days
            </li>
            <li>
              <PackageCheck size={18} aria-hidden="true" /> Prepaid orders only · we call to confirm within 24 hours
            </li>
          </ul>

          <section className="product__section" aria-labelledby="description-heading">
            <h2 id="description-heading" className="product__section-title">
              Description
            </h2>
            <p className="product__description">{product.description}</p>
          </section>

          <ProductDetailsGrid product={product} />
          <SizeGuideTable rows={product.size_guide} />
        </div>
      </div>
    </div>
  );
}
