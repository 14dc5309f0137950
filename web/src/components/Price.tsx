import { discountPercent } from "@shared/discount-percent.js";
import { formatRupees } from "@shared/money.js";

interface PriceProps {
  price: number;
  /** Shown struck through when it is above the price. */
  originalPrice?: number;
  size?: "md" | "lg";
}

/** A rupee price with its struck original, the saving, and the GST-inclusive note. */
export function Price({ price, originalPrice, size = "md" }: PriceProps) {
  const was = originalPrice !== undefined && originalPrice > price ? originalPrice : undefined;
  const off = discountPercent(price, was);
  return (
    <div className={`price price--${size}`}>
      <span className="price__amounts">
        <span className="price__now">{formatRupees(price)}</span>
        {was !== undefined ? (
          <>
            <s className="price__was">
              <span className="visually-hidden">Original price </span>
              {formatRupees(was)}
            </s>
            {off > 0 ? <span className="price__off">{off}% off</span> : null}
          </>
        ) : null}
      </span>
      <span className="price__tax">Inclusive of all taxes</span>
    </div>
  );
}

/** The product's original price, whichever field carries it. */
export function originalPriceOf(product: { originalPrice?: number; original_price?: number }): number | undefined {
  return product.originalPrice ?? product.original_price;
}
