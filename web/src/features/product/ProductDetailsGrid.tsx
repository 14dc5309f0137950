import type { Product } from "../../../../shared/types.js";

/** Material to Silhouette always; Length, Sleeve and Neck only when the product has them. */
export function ProductDetailsGrid({ product }: { product: Product }) {
  const rows: Array<[string, string | undefined]> = [
    ["Material", product.material],
    ["Pattern", product.pattern],
    ["Color", product.color],
    ["Occasion", product.occasion],
    ["Fabric", product.fabric],
    ["Wash Care", product.wash_care],
    ["Silhouette", product.silhouette],
  ];
  if (product.length) rows.push(["Length", product.length]);
  if (product.sleeve_type) rows.push(["Sleeve", product.sleeve_type]);
  if (product.neck_type) rows.push(["Neck", product.neck_type]);
  return (
    <section className="product__section" aria-labelledby="details-heading">
      <h2 id="details-heading" className="product__section-title">
        Product Details
      </h2>
      <dl className="details-grid">
        {rows.map(([label, value]) => (
          <div key={label} className="details-grid__row">
            <dt>{label}</dt>
            <dd>{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
