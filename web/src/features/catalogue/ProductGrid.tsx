import type { CatalogueCard } from "@shared/catalogue-cards.js";
import { ProductCard } from "./ProductCard.js";
import { productId } from "@/lib/product-id.js";

/** Products in a responsive grid: two across on a phone, up to four on a desktop. */
export function ProductGrid({ products, eagerCount = 0, label }: { products: readonly CatalogueCard[]; eagerCount?: number; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={productId(product)}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
