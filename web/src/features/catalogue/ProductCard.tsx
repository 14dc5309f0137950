import { Link } from "react-router-dom";
import type { CatalogueCard } from "@shared/catalogue-cards.js";
import { Price, originalPriceOf } from "@/components/Price.js";
import { ProductImage } from "@/components/ProductImage.js";
import { StarRating } from "@/components/StarRating.js";
import { productId } from "@/lib/product-id.js";
import { isSoldOutEverywhere } from "@/lib/size-stock.js";

/** The grid's columns: two on a phone, three from 720px, four from 1024px (catalogue.css). */
const CARD_SIZES = "(min-width: 1024px) 300px, (min-width: 720px) 33vw, 50vw";

/** A product in a grid: picture, name, price, sizes, rating, and Sold out when nothing is left; the whole card opens the product. */
export function ProductCard({ product, eager = false }: { product: CatalogueCard; eager?: boolean }) {
  const sizes = product.sizes ?? [];
  return (
    <article className="product-card">
      <Link to={`/product/${encodeURIComponent(productId(product))}`} className="product-card__link">
        <ProductImage src={product.images?.[0]} alt={product.name} eager={eager} sizes={CARD_SIZES} className="product-card__image" />
        <div className="product-card__body">
          <h3 className="product-card__name">{product.name}</h3>
          <Price price={product.price ?? 0} originalPrice={originalPriceOf(product)} />
          {isSoldOutEverywhere(product) ? <p className="product-card__sold-out">Sold out</p> : null}
          {sizes.length > 0 ? (
            <p className="product-card__sizes">
              <span className="visually-hidden">Sizes: </span>
              {sizes.join(" · ")}
            </p>
          ) : null}
          <StarRating value={product.rating} />
        </div>
      </Link>
    </article>
  );
}
