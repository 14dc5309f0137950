import { ArrowLeft, Heart, PackageCheck, ShoppingBag, Truck } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { DEFAULT_SIZES } from "@shared/catalogue.js";
import { sizeAvailability } from "@shared/stock.js";
import type { Product } from "@shared/schemas/product-record.js";
import { useShopFrame } from "@/components/shop-frame.js";
import { useDocumentTitle } from "@/components/use-document-title.js";
import { useNotices } from "@/components/Notices.js";
import { Price, originalPriceOf } from "@/components/Price.js";
import { StarRating } from "@/components/StarRating.js";
import { useCart } from "@/stores/cart/CartProvider.js";
import { productId } from "@/lib/product-id.js";
import { firstSizeInStock, isSoldOutEverywhere, sizeLeft } from "@/lib/size-stock.js";
import { useWishlist } from "@/stores/wishlist/WishlistProvider.js";
import { NotifyMe } from "./NotifyMe.js";
import { Declarations } from "./Declarations.js";
import { DeliveryCheck } from "./DeliveryCheck.js";
import { ProductDetailsGrid } from "./ProductDetailsGrid.js";
import { ProductGallery } from "./ProductGallery.js";
import { ProductReviews } from "./reviews/ProductReviews.js";
import { SizeGuideTable } from "./SizeGuideTable.js";
import { StickyAddToCart } from "./StickyAddToCart.js";
import { ProductNotFound, ProductSkeleton } from "./ProductStates.js";
import { SizePicker } from "./SizePicker.js";
import { useAddedBeforeStart } from "./use-added-before-start.js";
import { useProduct } from "./use-product.js";
import { CUSTOM_SIZE, customSizeOf, offersCustom, offersReady } from "@shared/made-to-measure/custom-options.js";
import { CustomFitPanel } from "./CustomFitPanel.js";
import { FitChoice } from "./FitChoice.js";
import { FitAdvice } from "./FitAdvice.js";
import { ProductSection } from "./ProductSection.js";
import type { CartCustom } from "@/stores/cart/cart-state.js";
import { FREE_SIZE, isSaree, type BlouseChoice, type BlouseStitch } from "@shared/saree-blouse.js";
import { BlouseChoicePanel } from "./BlouseChoicePanel.js";
import { SareeSizeGuide } from "./SareeSizeGuide.js";
import "./product.css";

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

function ProductView({ product }: { product: Product }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { addToCart, items: cartItems, refreshStock } = useCart();
  const wishlist = useWishlist();
  const { notify } = useNotices();
  const { openCart, openWishlist } = useShopFrame();
  // "Custom" is the fabric's stock for custom pieces (issue 26), never a size to pick.
  const sizes = (product.sizes?.length ? product.sizes : [...DEFAULT_SIZES]).filter((option) => option !== CUSTOM_SIZE);
  // A saree is Free size with a blouse choice (issue 40): stitched to measure is its custom fit.
  const saree = isSaree(product) ? product.blouse : null;
  const [stitch, setStitch] = useState<BlouseStitch>("unstitched");
  const [blouseSize, setBlouseSize] = useState("");
  const [blouseProblem, setBlouseProblem] = useState<string | null>(null);
  const [chosenFit, setFit] = useState<"ready" | "custom">(offersReady(product) || saree ? "ready" : "custom");
  // Every blouse takes the saree's one count: a saree sold out is sold out whatever the blouse.
  const sareeGone = saree !== null && isSoldOutEverywhere({ ...product, sizes });
  const fit = saree ? (stitch === "measure" && !sareeGone ? "custom" : "ready") : chosenFit;
  const both = !saree && offersCustom(product) && offersReady(product);
  // The first size with a piece left is chosen; sold-out sizes stay listed but cannot be picked.
  const [size, setSize] = useState(() => firstSizeInStock({ ...product, sizes }) ?? sizes[0] ?? "");
  const formId = useId();
  const id = productId(product);
  const wished = wishlist.isInWishlist(id);
  const soldOut = fit === "ready" && isSoldOutEverywhere({ ...product, sizes });
  const left = sizeLeft(product, size);
  const chosen = left === undefined ? null : sizeAvailability(left);
  const addButton = useRef<HTMLButtonElement>(null);

  // The copy from the catalogue shows first; the fresh one may say the chosen size has just gone.
  useEffect(() => {
    if (sizeLeft(product, size) !== 0) return;
    const inStock = firstSizeInStock({ ...product, sizes });
    if (inStock) setSize(inStock);
    // Only a new reading of the product moves the choice (size is read, not watched).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- size is read, not watched (above)
  }, [product]);
  // What the page just read about the stock is fresher than what the cart remembers.
  useEffect(() => refreshStock([product]), [product, refreshStock]);

  function backToProducts() {
    // Back through the shopper's own history keeps their filters; a direct visit goes to the category.
    if (location.key !== "default") navigate(-1);
    else navigate(["dress", "saree"].includes(product.subcategory.toLowerCase()) ? `/${product.subcategory.toLowerCase()}` : "/material");
  }

  /** The saree's blouse as chosen, or why it cannot be added yet; undefined for anything else. */
  function chosenBlouse(): BlouseChoice | string | undefined {
    if (!saree) return undefined;
    if (stitch !== "standard") return { stitch: "unstitched" };
    return blouseSize ? { stitch: "standard", size: blouseSize } : "Choose the blouse size.";
  }

  function addToBag(chosenSize: string) {
    const blouse = chosenBlouse();
    if (typeof blouse === "string") {
      setBlouseProblem(blouse);
      return;
    }
    setBlouseProblem(null);
    const piecesLeft = sizeLeft(product, chosenSize);
    // A saree's lines with different blouses share its one count (shared/saree-blouse.ts).
    const inCart = cartItems.filter((item) => productId(item.product) === id && item.size === chosenSize).reduce((sum, item) => sum + item.quantity, 0);
    if (piecesLeft !== undefined && inCart >= piecesLeft) {
      const told = piecesLeft === 1 ? `The only piece left in size ${chosenSize} is already in your cart.` : `All ${piecesLeft} pieces left in size ${chosenSize} are already in your cart.`;
      notify(told, { label: "View cart", run: openCart });
      return;
    }
    addToCart(product, chosenSize, 1, undefined, blouse);
    notify(`${product.name} added to cart!`, { label: "View cart", run: openCart });
  }
  useAddedBeforeStart(sizes, setSize, addToBag);

  /**
   * Add to Cart is a plain form, so it works before the app arrives too (use-added-before-start.ts).
   * It adds the size the field shows: one chosen on the rendered page reaches the state a render
   * after the takeover, and a tap in between must not add the first size instead.
   */
  function submitAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const shown = new FormData(event.currentTarget).get("size");
    addToBag(typeof shown === "string" && sizes.includes(shown) ? shown : size);
  }

  function addCustomToBag(customSize: string, custom: CartCustom) {
    addToCart(product, customSize, 1, custom, saree ? { stitch: "measure" } : undefined);
    notify(`${product.name} (custom fit) added to cart!`, { label: "View cart", run: openCart });
  }

  function toggleWishlist() {
    if (wished) {
      wishlist.removeFromWishlist(id);
      notify(`${product.name} removed from wishlist!`);
    } else {
      // The size chosen here is the one the wishlist orders (none when every size is sold out).
      wishlist.addToWishlist(product, soldOut ? undefined : size);
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
          {product.rating ? (
            <a href="#reviews" className="product__rating">
              <StarRating value={product.rating} size={17} count={product.reviewCount} />
            </a>
          ) : null}
          <Price price={product.price} originalPrice={originalPriceOf(product)} size="lg" />

          {both ? <FitChoice fit={fit} onChoose={setFit} /> : null}
          {saree && !sareeGone ? (
            <BlouseChoicePanel
              sizes={saree.sizes}
              toMeasure={offersCustom(product)}
              stitch={stitch}
              size={blouseSize}
              problem={blouseProblem}
              onStitch={(next) => {
                setStitch(next);
                setBlouseProblem(null);
              }}
              onSize={(next) => {
                setBlouseSize(next);
                setBlouseProblem(null);
              }}
            />
          ) : null}

          {fit === "custom" ? <CustomFitPanel product={product} onAdd={addCustomToBag} /> : null}
          <div className="product__buy" hidden={fit === "custom"}>
            {soldOut ? (
              <p className="product__stock product__stock--out" role="status">
                {saree ? "Sold out." : "Sold out in every size."} Add it to your wishlist to find it again.
              </p>
            ) : saree ? (
              <FreeSize form={formId} text={chosen?.text ?? ""} />
            ) : (
              <>
                <SizePicker product={product} sizes={sizes} size={size} form={formId} onChange={setSize} />
                <FitAdvice productId={id} sizes={sizes.filter((option) => sizeLeft(product, option) !== 0)} size={size} onChoose={setSize} />
              </>
            )}
            <form id={formId} method="get" action={location.pathname} hidden onSubmit={submitAdd} />
            <div className="product__actions">
              {soldOut ? (
                <p className="product__sold-out" aria-hidden="true">
                  Sold out
                </p>
              ) : (
                <button ref={addButton} type="submit" form={formId} name="add" value="1" className="btn btn--primary product__add" disabled={chosen?.soldOut}>
                  <ShoppingBag size={19} aria-hidden="true" /> Add to Cart
                </button>
              )}
              <button type="button" className={`btn btn--outline product__wish ${wished ? "is-wished" : ""}`} onClick={toggleWishlist}>
                <Heart size={19} aria-hidden="true" fill={wished ? "currentColor" : "none"} />
                {wished ? "Remove from Wishlist" : "Add to Wishlist"}
              </button>
            </div>
            <NotifyMe productId={id} soldOutSizes={sizes.filter((option) => sizeLeft(product, option) === 0)} />
          </div>

          <DeliveryCheck productId={productId(product)} size={fit === "custom" ? customSizeOf(product) : size} />

          <ul className="plain-list promise-list product__promises">
            <li>
              <Truck size={18} aria-hidden="true" /> Shipped across India: the charge and date for your PIN code are above
            </li>
            <li>
              <PackageCheck size={18} aria-hidden="true" /> Prepaid orders only · we call to confirm within 24 hours
            </li>
          </ul>

          <ProductSection headingId="description-heading" title="Description">
            <p className="product__description">{product.description}</p>
          </ProductSection>

          <ProductDetailsGrid product={product} />
          {saree ? <SareeSizeGuide blouse={saree} /> : <SizeGuideTable rows={product.size_guide} />}
          <Declarations product={{ ...product, sizes }} size={soldOut ? "" : size} />
          <ProductReviews productId={id} productName={product.name} askToWrite={new URLSearchParams(location.search).get("review") === "1"} />
        </div>
      </div>
      {soldOut || fit === "custom" ? null : <StickyAddToCart watch={addButton} name={product.name} price={product.price} size={size} disabled={chosen?.soldOut === true} onAdd={() => addToBag(size)} />}
    </div>
  );
}


/** A saree's one size, sent with the Add to Cart form as a size field would be, and what is left of it. */
function FreeSize({ form, text }: { form: string; text: string }) {
  return (
    <div className="field product__size">
      <p className="product__free-size">
        <span className="field__label">Size</span> {FREE_SIZE}
      </p>
      <input type="hidden" name="size" value={FREE_SIZE} form={form} />
      {text ? <p className="product__stock">{text}</p> : null}
    </div>
  );
}
